import { type RefObject, useEffect, useState } from 'react';
import { useIsHydrating } from './use-is-hydrating.ts';

/** Rows shorter than this render whole: windowing only pays once a row is past a screenful. */
export const WINDOW_FROM_ITEMS = 24;
/** Items kept rendered on each side of the visible ones, so a swipe or Tab finds them ready. */
const OVERSCAN = 4;
/**
 * The widest phone the app is laid out for: the server, which cannot know the window, draws
 * the items a phone this wide shows before any swipe, and the row is measured once it is in the
 * browser, where the items beyond come (OVERSCAN). Drawn with the page, those would have their
 * pictures fetched at once, lazy or not (a browser fetches lazy pictures that near the screen),
 * alongside the first card's: six more pictures before the largest paint (issue 16).
 */
const SERVER_WINDOW_WIDTH = 430;

/** The items a phone shows before any swipe, which the server draws. */
const drawnRange = (step: number, count: number): Range => ({
  start: 0,
  end: Math.min(count, Math.ceil(SERVER_WINDOW_WIDTH / step)),
});

type Range = { start: number; end: number };

function rangeAt(scrollLeft: number, width: number, step: number, count: number): Range {
  const first = Math.floor(scrollLeft / step);
  return {
    start: Math.max(0, first - OVERSCAN),
    end: Math.min(count, first + Math.ceil(width / step) + 1 + OVERSCAN),
  };
}

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
  /** `stride` on a phone, which the server draws for: it cannot ask the window. */
  phoneStride = 212,
) {
  const isWindowed = count >= WINDOW_FROM_ITEMS;
  const isHydrating = useIsHydrating();
  // Before any layout the row is where it will be put and at most as wide as the window
  // (reading the window's width costs no layout): the first draw is already the right one.
  // A row the server drew starts as a phone's until the browser has measured it.
  const [measured, setRange] = useState<Range | null>(() =>
    isHydrating ? null : rangeAt(initialScrollLeft, window.innerWidth, stride(), count),
  );
  const range = measured ?? drawnRange(phoneStride, count);

  useEffect(() => {
    const row = ref.current;
    if (!isWindowed || !row) return;
    const update = () => {
      const { start, end } = rangeAt(row.scrollLeft, row.clientWidth, stride(), count);
      setRange((old) => (old?.start === start && old.end === end ? old : { start, end }));
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
