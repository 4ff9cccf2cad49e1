import { type PhotoAttributes, photoAttributes } from '@forkcast/core';
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';

/**
 * Whether lazy pictures are held back: on a page the server draws, until the browser has taken
 * it over (decision 053). A browser fetches lazy pictures that are near the screen as soon as
 * it has laid the page out, before its first paint: on a drawn feed, the next two posts'
 * photos (330 KB) came alongside the first's, and a slow phone shared its bandwidth three ways
 * for the screen's largest picture. Held, they come once the app runs; a screen the app draws
 * itself shows them as always.
 */
const PicturesHeld = createContext(false);

/**
 * Holds the lazy pictures below it while `isDrawn` (on the server, and in the browser taking a
 * drawn page over), then lets them come in a transition: a page of a few hundred pictures
 * draws them again in slices, not in one long task.
 */
export function HoldPicturesUntilTakenOver({
  isDrawn,
  children,
}: {
  isDrawn: boolean;
  children: ReactNode;
}) {
  const [isHeld, setHeld] = useState(isDrawn);
  useEffect(() => {
    if (isHeld) startTransition(() => setHeld(false));
  }, [isHeld]);
  return <PicturesHeld.Provider value={isHeld}>{children}</PicturesHeld.Provider>;
}

/**
 * A stored photo's `<img>` attributes (its address, size and copies, `photoAttributes`), or,
 * for a lazy picture while pictures are held, an empty picture of the same size in its place.
 * A photo whose size is unknown (not a stored photo) is never held: its box could not be kept.
 */
export function usePhotoAttributes(
  src: string,
  sizes: string,
  isLazy: boolean,
): PhotoAttributes & { src: string } {
  const isHeld = useContext(PicturesHeld);
  const { srcSet, sizes: shownSizes, ...box } = photoAttributes(src, sizes);
  if (isLazy && isHeld && box.width && box.height) {
    return { src: heldPicture(box.width, box.height), ...box };
  }
  return { src, ...box, srcSet, sizes: shownSizes };
}

/**
 * What a held picture shows: an empty picture of the photo's own size, so that its box keeps the
 * photo's shape (a box sized by its width and height attributes takes a loaded picture's own
 * ratio: a 1x1 stand-in made it square, and the photo's arrival moved the page), and no alt text
 * is drawn in it.
 */
export function heldPicture(width: number, height: number): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`,
  )}`;
}
