import { randomBytes } from 'node:crypto';
import { PHOTO_COPY_WIDTHS } from '@forkcast/core';
import type { Logger } from '../logger.ts';
import { discardStoredFile, type Storage } from '../storage/storage.ts';
import { type PhotoOptions, reencodePhoto } from './image-processor.ts';

/**
 * The narrower copies kept beside each photo (the photo itself is at most 1600 px wide), so a
 * phone showing a 250 px card downloads a 400 px picture, not a 1600 px one. The page picks
 * with `srcset`/`sizes` (core's photoAttributes). The 1200 px copy is for the column's photos
 * on phones of 2.5 to 3 device pixels per CSS pixel, which need about 1,000 to 1,200 px and
 * took the 1600 px photo itself (decision 055).
 */
export const PHOTO_VARIANT_WIDTHS = PHOTO_COPY_WIDTHS.v2;

/**
 * Photos whose copies include the 1200 px one say so in their name (`_1600x1200-v2.webp`): the
 * pages offer it only where it exists.
 */
const GENERATION = '-v2';

/**
 * A photo's name carries its size (`<random>_1600x1200-v2.webp`), so every page can give the
 * `<img>` its width and height, and nothing moves when it arrives; its variants are
 * `<name>-w400.webp`, `<name>-w800.webp` and `<name>-w1200.webp`, made only when narrower than
 * the photo. Imported JPEGs stay JPEG (decision 029): `<random>_640x480-v2.jpg`,
 * `<name>-w400.jpg`.
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
  const name = `${randomBytes(16).toString('base64url')}_${photo.width}x${photo.height}${GENERATION}`;
  const key = `${bucket}/${name}.${EXTENSIONS[photo.contentType]}`;
  // The variants first: once the photo's address exists, pages ask for its copies.
  for (const variant of variants) {
    await storage.put(variantUrl(key, variant.width), variant.body, photo.contentType);
  }
  return await storage.put(key, photo.body, photo.contentType);
}

/**
 * Deletes a stored photo and its variants (a leftover harms nobody: failures are logged). An
 * older photo has no 1200 px copy: deleting a file that is not there is no error.
 */
export async function discardPhoto(storage: Storage, url: string | null, logger: Logger) {
  if (!url) return;
  await Promise.all([
    discardStoredFile(storage, url, logger),
    ...PHOTO_VARIANT_WIDTHS.map((width) =>
      discardStoredFile(storage, variantUrl(url, width), logger),
    ),
  ]);
}
