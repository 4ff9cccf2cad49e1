/**
 * What an `<img>` of a stored photo needs so that nothing moves and phones download little:
 * its width and height (from its name: `<random>_1600x1200.webp`, see
 * server/src/providers/images/stored-photo.ts) and the narrower copies kept beside it: 400 and
 * 800 px, and 1200 px for a photo named `-v2` (`_1600x1200-v2.webp`, uploaded since decision
 * 055; older photos have no 1200 px copy). Photos a bulk import brought as JPEG stay JPEG,
 * copies included (`_640x480.jpg`, `-w400.jpg`). Any other address (older uploads, the built-in
 * drawings, web addresses) gets nothing extra.
 */
const STORED_PHOTO = /_(\d{1,5})x(\d{1,5})(-v2)?\.(webp|jpg)$/;

/** The copies kept beside a photo, by its name's generation (stored-photo.ts makes them). */
export const PHOTO_COPY_WIDTHS = { first: [400, 800], v2: [400, 800, 1200] } as const;

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
  const extension = match[4] ?? 'webp';
  const copies = match[3] ? PHOTO_COPY_WIDTHS.v2 : PHOTO_COPY_WIDTHS.first;
  const candidates = copies
    .filter((w) => w < width)
    .map((w) => `${url.slice(0, -extension.length - 1)}-w${w}.${extension} ${w}w`);
  return {
    width,
    height,
    srcSet: [...candidates, `${url} ${width}w`].join(', '),
    sizes,
  };
}
