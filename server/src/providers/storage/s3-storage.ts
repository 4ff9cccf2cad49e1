import type { S3Client } from './s3-sdk.ts';
import {
  contentTypeOf,
  IMMUTABLE_CACHE,
  isValidKey,
  keyUnder,
  type Storage,
  UPLOADS_PATH,
} from './storage.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, B2...); AWS itself needs none. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /**
   * Where browsers can load the bucket's objects directly (a CDN or the bucket's public
   * address). Without it the app serves them at /uploads/, reading them from the bucket.
   */
  publicUrl: string | undefined;
};

/** Any S3-compatible store; the SDK is loaded on first use, so local installs never pay for it. */
export function createS3Storage(settings: S3Settings): Storage {
  let client: Promise<{ s3: S3Client; sdk: typeof import('./s3-sdk.ts') }> | undefined;

  function connect() {
    client ??= import('./s3-sdk.ts').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
      }),
    }));
    return client;
  }

  const base = settings.publicUrl?.replace(/\/$/, '') ?? UPLOADS_PATH;

  return {
    async put(key, body, contentType) {
      if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
      return `${base}/${key}`;
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      const { s3, sdk } = await connect();
      try {
        const answer = await s3.send(
          new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: key }),
        );
        if (!answer.Body) return null;
        return {
          body: await answer.Body.transformToByteArray(),
          contentType: answer.ContentType ?? contentTypeOf(key),
        };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NotFound') {
          return null;
        }
        throw error;
      }
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
    keyOf: (url) => keyUnder(base, url),
  };
}
