import { createLocalStorage } from './local-storage.ts';
import { createS3Storage, type S3Settings } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/**
 * Local disk under DATA_DIR/uploads by default; any S3-compatible store when S3_BUCKET is set
 * (several instances then share the pictures).
 */
export function createStorage(options: { dataDir: string; s3: S3Settings | undefined }): Storage {
  if (options.s3) return createS3Storage(options.s3);
  return createLocalStorage(options.dataDir);
}
