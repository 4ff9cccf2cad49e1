import { useDeferredValue } from 'react';

/**
 * A query's answer for a screen, `undefined` until it has arrived *and* been drawn. A query's
 * answer reaches React through `useSyncExternalStore`, whose updates are always drawn in one
 * go: the first answer of a screen (the shell with the session, a recipe, a list, the
 * shopping list) was one task of 25 to 60 ms on a fast machine, four times that on a phone,
 * right as the page became usable. Here its first draw is a transition, which React builds in
 * slices of a few milliseconds and puts in the page at once; until then the screen keeps what
 * it showed while waiting (its loading message). Only the first answer waits: later ones (a
 * tick, an edit, a refetch) are drawn with the update, as before, so nothing a cook does is
 * shown late. Why: docs/decisions/048-first-answers-drawn-in-transitions.md.
 */
export function useFirstDrawInTransition<T>(data: T | undefined): T | undefined {
  const isDrawn = useDeferredValue(data !== undefined);
  return isDrawn ? data : undefined;
}
