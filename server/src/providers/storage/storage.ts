/** The spec's two public buckets: profile pictures and post pictures. */
export type Bucket = 'avatars' | 'posts';

export type StoredFile = { body: Uint8Array; contentType: string };

/**
 * Where uploaded pictures live. Keys look like `posts/1b2c...webp`; `put` answers the address
 * browsers load the picture from, which is what the database keeps.
 */
export type Storage = {
  put: (key: string, body: Uint8Array, contentType: string) => Promise<string>;
  /** The stored file, or null when there is none (served by GET /uploads/...). */
  get: (key: string) => Promise<StoredFile | null>;
  delete: (key: string) => Promise<void>;
  /** The key behind an address this storage handed out, or null for any other address. */
  keyOf: (url: string) => string | null;
};

/** Served at /uploads/{key} by the app itself (local disk, or S3 without a public address). */
export const UPLOADS_PATH = '/uploads';

/**
 * Uploaded files are named by us, never by the uploader: bucket, random name, extension. WebP,
 * or JPEG for photos a bulk import brought as JPEG (decision 029).
 */
const KEY_PATTERN = /^(avatars|posts)\/[A-Za-z0-9_-]{8,100}\.(webp|jpg)$/;

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The content type a stored file's name stands for (local disk keeps no other record of it). */
export function contentTypeOf(key: string): 'image/webp' | 'image/jpeg' {
  return key.endsWith('.jpg') ? 'image/jpeg' : 'image/webp';
}

/** Pictures never change under a name (a new upload gets a new name), so caches keep them. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Turns an address under `base` back into a key, for deleting a replaced picture. */
export function keyUnder(base: string, url: string): string | null {
  const prefix = `${base.replace(/\/$/, '')}/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isValidKey(key) ? key : null;
}

/**
 * Deletes the stored file behind an address, if it is one of ours. A leftover file harms
 * nobody, so a failure is logged and never fails the request that let go of the file.
 */
export async function discardStoredFile(
  storage: Storage,
  url: string | null,
  logger: { warn: (msg: string, extra?: unknown) => void },
): Promise<void> {
  const key = url ? storage.keyOf(url) : null;
  if (!key) return;
  try {
    await storage.delete(key);
  } catch (error) {
    logger.warn(`Could not delete the stored file ${key}`, error);
  }
}
