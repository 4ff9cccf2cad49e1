import { useIsHydrating } from './use-is-hydrating.ts';

/**
 * What a held picture shows: a transparent 1x1 GIF (its box keeps the size its width and height
 * give it, and no alt text is drawn in it).
 */
export const HELD_PICTURE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * Whether a lazy picture is held back: on a page the server draws, until the browser has taken
 * it over (decision 053). A browser fetches lazy pictures that are near the screen as soon as
 * it has laid the page out, before its first paint: on a drawn feed, the next two posts'
 * photos (330 KB) came alongside the first's, and a slow phone shared its bandwidth three
 * ways for the screen's largest picture. Held, they come once the app runs; a screen the app
 * draws itself shows them as always.
 */
export function useIsPictureHeld(isLazy: boolean): boolean {
  const isHydrating = useIsHydrating();
  return isLazy && isHydrating;
}
