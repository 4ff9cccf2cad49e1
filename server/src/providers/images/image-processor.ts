import { AppError, SOCIAL_LIMITS, socialMessages } from '@forkcast/core';

/** What people upload from phones and computers. SVG is refused: it is a document, not a photo. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

/** 48-megapixel phone photos pass; a decompression bomb does not. */
const MAX_INPUT_PIXELS = 50_000_000;

export type ProcessedImage = {
  body: Uint8Array;
  contentType: 'image/webp';
  width: number;
  height: number;
};

export type ImageShape =
  /** Post pictures: at most 1600 px wide, proportions kept, never enlarged. */
  | { kind: 'photo' }
  /** Avatars: a centred square. */
  | { kind: 'square'; size: number };

/**
 * Decodes an upload and writes it again as WebP. Only real pictures survive (the bytes are
 * decoded, whatever the name or type said), the orientation is applied, and nothing of the
 * original's metadata (camera, GPS position, colour profile notes) is carried over.
 */
export async function reencodeImage(
  input: Uint8Array,
  shape: ImageShape,
  /** WebP effort 0-6 (4 by default): bulk imports trade a little size for speed. */
  options: { effort?: number } = {},
): Promise<ProcessedImage> {
  if (input.byteLength > SOCIAL_LIMITS.imageBytes) {
    throw new AppError('payload_too_large', socialMessages.imageTooLarge);
  }
  if (input.byteLength === 0) throw new AppError('bad_request', socialMessages.notAnImage);
  // Loaded on first upload: libvips is large, and most requests never touch a picture.
  const { default: sharp } = await import('sharp');
  // Every upload is a new picture, so libvips' operation cache (50 MB by default) only keeps
  // memory resident after the work is done (issue 18: idle RSS).
  sharp.cache(false);
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await source.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) {
      throw new AppError('bad_request', socialMessages.notAnImage);
    }
    // rotate() with no angle applies the EXIF orientation before the EXIF is dropped.
    const oriented = source.rotate();
    const resized =
      shape.kind === 'square'
        ? oriented.resize(shape.size, shape.size, { fit: 'cover', withoutEnlargement: false })
        : oriented.resize({ width: SOCIAL_LIMITS.imageWidth, withoutEnlargement: true });
    const { data, info } = await resized
      .webp({ quality: 82, effort: options.effort ?? 4 })
      .toBuffer({ resolveWithObject: true });
    return {
      body: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      contentType: 'image/webp',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Anything sharp cannot decode is, for the person uploading it, not a picture.
    throw new AppError('bad_request', socialMessages.notAnImage);
  }
}

export type ProcessedPhoto = {
  photo: ProcessedImage;
  /** The narrower copies asked for, each only when narrower than the photo. */
  variants: { width: number; body: Uint8Array }[];
};

/**
 * A post or imported photo and its narrower copies from one decode: the upload is decoded,
 * turned upright and brought to at most 1600 px once, to plain pixels, and every WebP is
 * encoded from those. (Encoding the copies from the stored WebP decoded it a second time and
 * resized from a lossy picture; this is about a fifth less work per photo, which a bulk import
 * of a thousand photos feels.) The same rules as `reencodeImage`: only real pictures, no
 * metadata carried over.
 */
export async function reencodePhoto(
  input: Uint8Array,
  variantWidths: readonly number[],
  /** WebP effort 0-6 (4 by default): bulk imports trade a little size for speed. */
  options: { effort?: number } = {},
): Promise<ProcessedPhoto> {
  if (input.byteLength > SOCIAL_LIMITS.imageBytes) {
    throw new AppError('payload_too_large', socialMessages.imageTooLarge);
  }
  if (input.byteLength === 0) throw new AppError('bad_request', socialMessages.notAnImage);
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  const effort = options.effort ?? 4;
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await source.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) {
      throw new AppError('bad_request', socialMessages.notAnImage);
    }
    // 8-bit sRGB pixels (sharp converts CMYK, profiles and 16-bit on the way out); the raw
    // pixels carry no metadata at all.
    const { data, info } = await source
      .rotate()
      .resize({ width: SOCIAL_LIMITS.imageWidth, withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const toBytes = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    const widths = variantWidths.filter((width) => width < info.width);
    const [photo, ...variants] = await Promise.all([
      pixels().webp({ quality: 82, effort }).toBuffer({ resolveWithObject: true }),
      ...widths.map((width) =>
        pixels()
          .resize({ width })
          .webp({ quality: 80, effort })
          .toBuffer({ resolveWithObject: true }),
      ),
    ]);
    if (!photo) throw new AppError('bad_request', socialMessages.notAnImage);
    return {
      photo: {
        body: toBytes(photo.data),
        contentType: 'image/webp',
        width: photo.info.width,
        height: photo.info.height,
      },
      variants: variants.map((v, i) => ({ width: widths[i] as number, body: toBytes(v.data) })),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', socialMessages.notAnImage);
  }
}
