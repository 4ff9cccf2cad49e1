import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** The list this button continues: the nearest list drawn before it. */
function listBefore(marker: HTMLElement | null): Element | null {
  for (let node = marker?.previousElementSibling; node; node = node.previousElementSibling) {
    const list = node.matches('ul, ol') ? node : node.querySelector('ul, ol');
    if (list) return list;
  }
  return null;
}

const FOCUSABLE = 'a[href], button, [tabindex]';
/** How long the new items may take to be drawn before focus is left where it is. */
const FOCUS_WAIT_MS = 5000;

/**
 * The end of an endless list: loads the next page as it scrolls into view, and is a real
 * button for keyboards, screen readers and browsers without IntersectionObserver. Pressed,
 * it hands focus to the first item it brought: the button is disabled while it loads, which
 * dropped focus to the dialog's or page's start, and the cook had to pass every item again.
 */
export function LoadMore({
  hasMore,
  isLoading,
  onLoad,
  label,
}: {
  hasMore: boolean;
  isLoading: boolean;
  onLoad: () => void;
  label: string;
}) {
  const marker = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<{ list: Element; count: number; at: number } | null>(null);
  // Whether pressed or scrolled into view (tabbing to the button scrolls it there), a load
  // that starts while the button has focus hands focus on.
  const load = useRef(onLoad);
  load.current = () => {
    const list = listBefore(marker.current);
    if (list && marker.current?.contains(document.activeElement)) {
      focusAfter.current = { list, count: list.children.length, at: Date.now() };
    }
    onLoad();
  };

  // Each render until the first new item is drawn (long lists draw theirs in steps).
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted || isLoading) return;
    // A page that brought nothing (or failed) leaves focus alone, then and later.
    if (Date.now() - wanted.at > FOCUS_WAIT_MS) {
      focusAfter.current = null;
      return;
    }
    const first = wanted.list.children[wanted.count];
    if (!first) return;
    focusAfter.current = null;
    const target = first.matches(FOCUSABLE) ? first : first.querySelector(FOCUSABLE);
    if (target instanceof HTMLElement) target.focus();
  });

  useEffect(() => {
    const element = marker.current;
    if (!hasMore || isLoading || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      // Start loading a little before the end comes into view.
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, isLoading]);

  if (!hasMore) return null;
  return (
    <div ref={marker} className="flex justify-center py-4">
      <Button variant="secondary" size="sm" disabled={isLoading} onClick={() => load.current()}>
        {isLoading ? <Spinner /> : null}
        {isLoading ? 'Loading...' : label}
      </Button>
    </div>
  );
}
