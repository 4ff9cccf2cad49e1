import { type RefObject, useEffect, useState } from 'react';

/** Rows shorter than this render whole: windowing only pays once a row is past a screenful. */
export const WINDOW_FROM_ITEMS = 24;
/** Items kept rendered on each side of the visible ones, so a swipe or Tab finds them ready. */
const OVERSCAN = 4;

/**
 * Which items of a sideways-scrolling row of fixed-width items to render: those in view and a
 * few either side. The row keeps its full scroll width (the caller pads the skipped items with
 * spacers of `before` and `after` items), so the scroll bar never jumps.
 */
export function useRowWindow(
  ref: RefObject<HTMLElement | null>,
  count: number,
  /** The width of one item plus the gap after it, in pixels, for the current screen width. */
  stride: () => number,
  /** Where the row will be scrolled to before its first paint (a row coming back to its place). */
  initialScrollLeft = 0,
) {
  const isWindowed = count >= WINDOW_FROM_ITEMS;
  // Before any layout the row is where it will be put and at most as wide as the window
  // (reading the window's width costs no layout): the first draw is already the right one.
  const [range, setRange] = useState(() => {
    const first = Math.floor(initialScrollLeft / stride());
    return {
      start: Math.max(0, first - OVERSCAN),
      end: Math.min(count, first + Math.ceil(window.innerWidth / stride()) + 1 + OVERSCAN),
    };
  });

  useEffect(() => {
    const row = ref.current;
    if (!isWindowed || !row) return;
    const update = () => {
      const step = stride();
      const first = Math.floor(row.scrollLeft / step);
      const visible = Math.ceil(row.clientWidth / step) + 1;
      const start = Math.max(0, first - OVERSCAN);
      const end = Math.min(count, first + visible + OVERSCAN);
      setRange((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    row.addEventListener('scroll', update, { passive: true });
    // The observer reports the row's size once laid out, in the browser's own layout pass;
    // measuring here would force that layout inside the screen's first (long) task.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (resize) resize.observe(row);
    else update();
    return () => {
      row.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [ref, count, isWindowed, stride]);

  if (!isWindowed) return { start: 0, end: count, before: 0, after: 0 };
  const end = Math.min(range.end, count);
  const start = Math.min(range.start, end);
  return { start, end, before: start, after: count - end };
}
