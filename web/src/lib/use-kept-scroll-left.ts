import { type RefObject, useLayoutEffect, useMemo } from 'react';

/** Where each remembered row was left, for as long as the page is open. */
const kept = new Map<string, number>();

/**
 * Keeps a sideways row's scroll position under `key` while the screen is away: a cook who
 * swiped to the 40th meal, opened it and came back (Back or the header's arrow) finds the row
 * where it was, not at the first card. Returns the position the row is put back to before its
 * first paint, so that a windowed row can draw those cards at once.
 */
export function useKeptScrollLeft(ref: RefObject<HTMLElement | null>, key: string): number {
  const initial = useMemo(() => kept.get(key) ?? 0, [key]);

  useLayoutEffect(() => {
    const row = ref.current;
    if (!row) return;
    if (initial > 0) row.scrollLeft = initial;
    const keep = () => kept.set(key, row.scrollLeft);
    row.addEventListener('scroll', keep, { passive: true });
    return () => row.removeEventListener('scroll', keep);
  }, [ref, key, initial]);

  return initial;
}
