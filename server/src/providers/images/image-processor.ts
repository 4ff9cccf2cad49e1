import { AppError, SOCIAL_LIMITS, socialMessages } from '@forkcast/core';
import type { Sharp } from 'sharp';

/** What people upload from phones and computers. SVG is refused: it is a document, not a photo. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

/** 48-megapixel phone photos pass; a decompression bomb does not. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Pixels being decoded at once in this process. A decoded picture takes 3-4 bytes a pixel
 * while libvips works on it, so 20 uploads of 49 megapixels arriving together would want
 * gigabytes; with this budget one such picture (or several phone photos) is worked on at a
 * time and the others wait their turn (issue 18: under 300 MB resident).
 */
const PIXEL_BUDGET = MAX_INPUT_PIXELS;

/** A first-come, first-served gate that lets through work up to `budget` units at once. */
export function createBudgetGate(budget: number) {
  let inUse = 0;
  const waiting: { units: number; go: () => void }[] = [];
  const wake = () => {
    for (;;) {
      const next = waiting[0];
      // The first in line goes when it fits, or alone when it is larger than the budget.
      if (!next || (inUse > 0 && inUse + next.units > budget)) return;
      waiting.shift();
      inUse += next.units;
      next.go();
    }
  };
  return {
    async run<T>(units: number, work: () => Promise<T>): Promise<T> {
      await new Promise<void>((go) => {
        waiting.push({ units, go });
        wake();
      });
      try {
        return await work();
      } finally {
        inUse -= units;
        wake();
      }
    },
    /** Units at work now (tests). */
    inUse: () => inUse,
  };
}

const decoding = createBudgetGate(PIXEL_BUDGET);

export type ProcessedImage = {
  body: Uint8Array;
  /** WebP, or JPEG for bulk imports of JPEG photos (`keepJpeg`). */
  contentType: 'image/webp' | 'image/jpeg';
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
export function reencodeImage(
  input: Uint8Array,
  shape: ImageShape,
  /** WebP effort 0-6 (4 by default): bulk imports trade a little size for speed. */
  options: { effort?: number } = {},
): Promise<ProcessedImage> {
  return withDecodedUpload(input, (_sharp, source) => encode(source, shape, options.effort));
}

type SharpModule = typeof import('sharp').default;

/**
 * The checks every upload passes before `work` runs, inside the decoding budget: the size,
 * a format sharp really decodes as a picture, and anything sharp cannot decode reported as
 * "not a picture".
 */
async function withDecodedUpload<T>(
  input: Uint8Array,
  work: (sharp: SharpModule, source: Sharp, format: string) => Promise<T>,
): Promise<T> {
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
    const { format, width = 0, height = 0, pages = 1 } = await source.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) {
      throw new AppError('bad_request', socialMessages.notAnImage);
    }
    return await decoding.run(Math.max(1, width * height * pages), () =>
      work(sharp, source, format),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Anything sharp cannot decode is, for the person uploading it, not a picture.
    throw new AppError('bad_request', socialMessages.notAnImage);
  }
}

async function encode(source: Sharp, shape: ImageShape, effort = 4): Promise<ProcessedImage> {
  // rotate() with no angle applies the EXIF orientation before the EXIF is dropped.
  const oriented = source.rotate();
  const resized =
    shape.kind === 'square'
      ? oriented.resize(shape.size, shape.size, { fit: 'cover', withoutEnlargement: false })
      : oriented.resize({ width: SOCIAL_LIMITS.imageWidth, withoutEnlargement: true });
  const { data, info } = await resized
    .webp({ quality: 82, effort })
    .toBuffer({ resolveWithObject: true });
  return {
    body: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    contentType: 'image/webp',
    width: info.width,
    height: info.height,
  };
}

export type ProcessedPhoto = {
  photo: ProcessedImage;
  /** The narrower copies asked for, each only when narrower than the photo. */
  variants: { width: number; body: Uint8Array }[];
};

/** Options of `reencodePhoto`. */
export type PhotoOptions = {
  /** WebP effort 0-6 (4 by default): bulk imports trade a little size for speed. */
  effort?: number;
  /**
   * A JPEG stays a JPEG (re-encoded all the same: decoded, turned upright, at most 1600 px, no
   * metadata), with libjpeg-turbo at the same quality: 3 to 4 times less CPU than WebP at its
   * lowest effort, for files of about the same size at equal or better fidelity (decision
   * 029). Bulk imports use it; other formats still become WebP.
   */
  keepJpeg?: boolean;
};

/**
 * A post or imported photo and its narrower copies from one decode: the upload is decoded,
 * turned upright and brought to at most 1600 px once, to plain pixels, and every copy is
 * encoded from those. (Encoding the copies from the stored WebP decoded it a second time and
 * resized from a lossy picture; this is about a fifth less work per photo, which a bulk import
 * of a thousand photos feels.) The same rules as `reencodeImage`: only real pictures, no
 * metadata carried over.
 */
export function reencodePhoto(
  input: Uint8Array,
  variantWidths: readonly number[],
  options: PhotoOptions = {},
): Promise<ProcessedPhoto> {
  const effort = options.effort ?? 4;
  return withDecodedUpload(input, async (sharp, source, format) => {
    const asJpeg = options.keepJpeg === true && format === 'jpeg';
    // 8-bit sRGB pixels (sharp converts CMYK, profiles and 16-bit on the way out); the raw
    // pixels carry no metadata at all.
    const { data, info } = await source
      .rotate()
      .resize({ width: SOCIAL_LIMITS.imageWidth, withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const encoded = (image: Sharp, quality: number) =>
      (asJpeg
        ? // Baseline 4:2:0 with optimised Huffman tables, as browsers and phones expect.
          image.jpeg({ quality, mozjpeg: false, chromaSubsampling: '4:2:0' })
        : image.webp({ quality, effort })
      ).toBuffer({ resolveWithObject: true });
    const toBytes = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    const widths = variantWidths.filter((width) => width < info.width);
    const [photo, ...variants] = await Promise.all([
      encoded(pixels(), 82),
      ...widths.map((width) => encoded(pixels().resize({ width }), 80)),
    ]);
    if (!photo) throw new AppError('bad_request', socialMessages.notAnImage);
    return {
      photo: {
        body: toBytes(photo.data),
        contentType: asJpeg ? 'image/jpeg' : 'image/webp',
        width: photo.info.width,
        height: photo.info.height,
      },
      variants: variants.map((v, i) => ({ width: widths[i] as number, body: toBytes(v.data) })),
    };
  });
}
