import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to draw. A screenful (`first`) is drawn with the screen, then
 * `step` more after each paint, each step in a task of its own, until every item is drawn.
 * Drawing a long list in one go is one long task (a phone's main thread blocked for most of a
 * second, taps waiting); in steps no task is long, the first paint costs a screenful, and the
 * whole list is still in the page moments later (find in page, screen readers, Tab).
 * `atLeast` draws that many at once: a linked item further down must be there to scroll to.
 * Why steps rather than virtualisation: docs/decisions/026-long-lists-drawn-in-steps.md.
 */
export function useDrawnInSteps(
  total: number,
  { first, step, atLeast = 0 }: { first: number; step: number; atLeast?: number },
): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= total) return;
    // A timer, not the same task: the browser paints and handles input in between. And a
    // transition: React builds the step in slices of a few milliseconds, yielding between
    // them, so that even a heavy item (a post with its picture, menus and buttons, on a slow
    // phone) is no long task; only the finished step is put in the page, at once (decision 033).
    const timer = setTimeout(() => startTransition(() => setDrawn(drawn + step)), 0);
    return () => clearTimeout(timer);
  }, [drawn, total, step]);
  return Math.min(total, Math.max(drawn, atLeast));
}
