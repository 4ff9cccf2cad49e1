import { type RefObject, useEffect } from 'react';

/** Room left between a focused control and the bar it was under. */
const MARGIN_PX = 8;

/**
 * Keeps the keyboard's focus in sight on signed-in screens: a control inside `main` reached
 * with Tab that sits under the sticky header or the fixed bottom navigation is scrolled clear
 * of them (WCAG 2.4.11). The browser scrolls a focused control only when it is outside the
 * window, and both bars lie inside it: a shopping-list checkbox just above the navigation's top
 * edge stayed covered while ticked. `scroll-padding` (index.css) makes the browser's own scroll
 * leave room; this handles the focus it does not scroll for at all.
 */
export function useFocusClearOfBars(
  main: RefObject<HTMLElement | null>,
  header: RefObject<HTMLElement | null>,
  nav: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const area = main.current;
    if (!area) return;
    let frame = 0;
    function reveal(event: FocusEvent) {
      const target = event.target;
      if (!(target instanceof Element)) return;
      cancelAnimationFrame(frame);
      // Measured after the browser's own scroll for this focus, if it made one.
      frame = requestAnimationFrame(() => {
        if (document.activeElement !== target) return;
        const box = target.getBoundingClientRect();
        const top = header.current?.getBoundingClientRect().bottom ?? 0;
        const bottom = nav.current?.getBoundingClientRect().top ?? window.innerHeight;
        // A tab panel taller than the room between the bars cannot be shown whole anyway.
        if (box.height > bottom - top) return;
        // At once, as the browser's own focus scroll does (the page's smooth scrolling would
        // leave the control under the bar for a moment more).
        if (box.bottom > bottom) {
          window.scrollBy({ top: box.bottom - bottom + MARGIN_PX, behavior: 'instant' });
        } else if (box.top < top) {
          window.scrollBy({ top: box.top - top - MARGIN_PX, behavior: 'instant' });
        }
      });
    }
    area.addEventListener('focusin', reveal);
    return () => {
      area.removeEventListener('focusin', reveal);
      cancelAnimationFrame(frame);
    };
  }, [main, header, nav]);
}
