import { randomBytes } from 'node:crypto';
import type { Logger } from '../logger.ts';
import { discardStoredFile, type Storage } from '../storage/storage.ts';
import { type PhotoOptions, reencodePhoto } from './image-processor.ts';

/**
 * The narrower copies kept beside each photo (the photo itself is at most 1600 px wide), so a
 * phone showing a 250 px card downloads a 400 px picture, not a 1600 px one. The page picks
 * with `srcset`/`sizes` (web/src/lib/photo.ts).
 */
export const PHOTO_VARIANT_WIDTHS = [400, 800] as const;

/**
 * A photo's name carries its size (`<random>_1600x1200.webp`), so every page can give the
 * `<img>` its width and height, and nothing moves when it arrives; its variants are
 * `<name>-w400.webp` and `<name>-w800.webp`, made only when narrower than the photo. Imported
 * JPEGs stay JPEG (decision 029): `<random>_640x480.jpg`, `<name>-w400.jpg`.
 */
export function variantUrl(url: string, width: number): string {
  return url.replace(/\.(webp|jpg)$/, `-w${width}.$1`);
}

const EXTENSIONS = { 'image/webp': 'webp', 'image/jpeg': 'jpg' } as const;

/** Re-encodes an upload (image-processor.ts) and stores it with its narrower variants. */
export async function storePhoto(
  storage: Storage,
  bucket: 'posts',
  upload: Uint8Array,
  /** How the photo and its copies are encoded (bulk imports trade a little size for speed). */
  options: PhotoOptions = {},
): Promise<string> {
  const { photo, variants } = await reencodePhoto(upload, PHOTO_VARIANT_WIDTHS, options);
  const name = `${randomBytes(16).toString('base64url')}_${photo.width}x${photo.height}`;
  const key = `${bucket}/${name}.${EXTENSIONS[photo.contentType]}`;
  // The variants first: once the photo's address exists, pages ask for its copies.
  for (const variant of variants) {
    await storage.put(variantUrl(key, variant.width), variant.body, photo.contentType);
  }
  return await storage.put(key, photo.body, photo.contentType);
}

/** Deletes a stored photo and its variants (a leftover harms nobody: failures are logged). */
export async function discardPhoto(storage: Storage, url: string | null, logger: Logger) {
  if (!url) return;
  await Promise.all([
    discardStoredFile(storage, url, logger),
    ...PHOTO_VARIANT_WIDTHS.map((width) =>
      discardStoredFile(storage, variantUrl(url, width), logger),
    ),
  ]);
}
