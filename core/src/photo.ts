/**
 * What an `<img>` of a stored photo needs so that nothing moves and phones download little:
 * its width and height (from its name: `<random>_1600x1200.webp`, see
 * server/src/providers/images/stored-photo.ts) and the 400 and 800 px copies kept beside it.
 * Photos a bulk import brought as JPEG stay JPEG, copies included (`_640x480.jpg`,
 * `-w400.jpg`). Any other address (older uploads, the built-in drawings, web addresses) gets
 * nothing extra.
 */
const STORED_PHOTO = /_(\d{1,5})x(\d{1,5})\.(webp|jpg)$/;
const VARIANT_WIDTHS = [400, 800];

/**
 * How wide the column's big pictures show (the app shell's max-w-md less its padding): the
 * meal detail's photo and the feed's posts. The server preloads the first of them with these
 * sizes (decision 033), so the page must ask with exactly the same.
 */
export const COLUMN_PHOTO_SIZES = '(min-width: 28rem) 26rem, 100vw';

/**
 * How wide a meal card's picture shows (200 px, 250 px from 40rem): the list's Meals tab and
 * the profile's carousels. The server preloads the first card's picture with these sizes.
 */
export const CARD_PHOTO_SIZES = '(min-width: 40rem) 250px, 200px';

export type PhotoAttributes = {
  width?: number;
  height?: number;
  srcSet?: string;
  sizes?: string;
};

/** In core because the server names the same copies when it preloads a screen's first picture. */
export function photoAttributes(url: string, sizes: string): PhotoAttributes {
  const match = STORED_PHOTO.exec(url);
  if (!match) return {};
  const width = Number(match[1]);
  const height = Number(match[2]);
  const extension = match[3] ?? 'webp';
  const candidates = VARIANT_WIDTHS.filter((w) => w < width).map(
    (w) => `${url.slice(0, -extension.length - 1)}-w${w}.${extension} ${w}w`,
  );
  return {
    width,
    height,
    srcSet: [...candidates, `${url} ${width}w`].join(', '),
    sizes,
  };
}
