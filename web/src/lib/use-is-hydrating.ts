import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True while a screen is drawn on the server or while the browser takes over that drawing
 * (hydration, decision 052), false ever after. What depends on the browser (the window's
 * width) must draw the same as the server until then, or React throws the drawn page away;
 * React draws again with `false` as soon as the page is its own.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
