import { SOCIAL_LIMITS } from '@forkcast/core';

/** A decoded picture: its size in pixels, and a way to let go of its memory. */
export type DecodedPicture = { width: number; height: number; close: () => void };

export type PhotoCodec = {
  /** Decodes the file upright (its EXIF orientation applied); throws when it cannot. */
  decode: (file: File) => Promise<DecodedPicture>;
  /** Draws the picture at the given size and encodes it as a JPEG. */
  encode: (picture: DecodedPicture, width: number, height: number) => Promise<Blob>;
};

/**
 * A JPEG at most this heavy and no wider than we keep goes as it is: re-encoding it would
 * gain little and cost a generation of quality.
 */
const LIGHT_ENOUGH_BYTES = 1024 * 1024;
/** High, because the server encodes it once more (WebP, quality 82). */
const JPEG_QUALITY = 0.92;

/**
 * A camera photo brought, on the phone, to the widest picture the server keeps (1600 px,
 * proportions kept) before it is sent. A phone's photo is 3-12 MB at 4000 px or more: sent
 * as it is, it takes half a minute on a slow connection in the shop and may be over the
 * upload limit, though the server would shrink it to a few hundred KB anyway. The JPEG sent
 * is a fraction of the size; its metadata (GPS position) never leaves the phone.
 *
 * Only JPEGs are shrunk: PNG, GIF and WebP may hold transparency or animation that a JPEG
 * would lose. Whenever shrinking is not possible (an old browser, a picture the browser
 * cannot decode) or does not help, the file goes as it is and the server decides.
 */
export async function shrinkPhoto(file: File, codec: PhotoCodec | null = browserCodec()) {
  if (!mayShrink(file) || codec === null) return file;
  let picture: DecodedPicture;
  try {
    picture = await codec.decode(file);
  } catch {
    return file;
  }
  try {
    const { width, height } = picture;
    const scale = Math.min(1, SOCIAL_LIMITS.imageWidth / width);
    if (scale === 1 && file.size <= LIGHT_ENOUGH_BYTES) return file;
    const blob = await codec.encode(
      picture,
      Math.max(1, Math.round(width * scale)),
      Math.max(1, Math.round(height * scale)),
    );
    if (blob.size === 0 || blob.size >= file.size) return file;
    const name = /\.jpe?g$/i.test(file.name)
      ? file.name
      : `${file.name.replace(/\.[^.]*$/, '')}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    picture.close();
  }
}

/**
 * Whether `shrinkPhoto` may change the file: a caller goes on at once with any other file
 * (no 'preparing' moment for a PNG).
 */
export function mayShrink(file: File): boolean {
  return file.type === 'image/jpeg';
}

/** The browser's own decoder and canvas, or null where it has none (then nothing is shrunk). */
function browserCodec(): PhotoCodec | null {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  return {
    decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
    encode: (picture, width, height) =>
      new Promise<Blob>((resolve, reject) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) {
          reject(new Error('No 2D canvas'));
          return;
        }
        context.imageSmoothingQuality = 'high';
        context.drawImage(picture as ImageBitmap, 0, 0, width, height);
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode'))),
          'image/jpeg',
          JPEG_QUALITY,
        );
      }),
  };
}
