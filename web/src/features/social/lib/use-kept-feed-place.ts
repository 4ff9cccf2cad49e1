import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The post at the top of the screen and how far from the top it was, by history entry. */
type Place = { postId: string; top: number };
const kept = new Map<string, Place>();

/** Tests start from a page where nothing was read yet. */
export function forgetFeedPlaces(): void {
  kept.clear();
}

/** Posts drawn after the kept one: more than a screen's height below it. */
const SCREENFUL_AFTER = 3;

/** Post cards carry `id="post-{postId}"` (post-card.tsx). */
const POST_ID_PREFIX = 'post-';

function placeIn(list: HTMLElement): Place | null {
  for (const article of list.querySelectorAll<HTMLElement>(`article[id^="${POST_ID_PREFIX}"]`)) {
    const box = article.getBoundingClientRect();
    if (box.bottom > 0) return { postId: article.id.slice(POST_ID_PREFIX.length), top: box.top };
  }
  return null;
}

/**
 * Keeps the reader's place in a list of posts: a cook who scrolled to the 30th post, opened
 * its author or its recipe and came Back landed near the top instead, because the browser put
 * the scroll back before the posts (drawn a few at a time, decision 026) were there to scroll
 * over. The place is the post at the top of the screen, not a pixel offset, and only coming
 * Back (a POP) puts it back. Returns how many posts to draw at once: up to it, and a screenful
 * after it, so that the page is long enough to scroll it to where it was.
 */
export function useKeptFeedPlace(
  list: RefObject<HTMLElement | null>,
  listName: string,
  postIds: readonly string[],
  canRestore: boolean,
): number {
  const location = useLocation();
  const isBack = useNavigationType() === 'POP';
  const key = `${listName}:${location.key}`;
  const target = useMemo(() => (isBack ? (kept.get(key) ?? null) : null), [key, isBack]);
  const isRestored = useRef(false);
  const index = target && canRestore ? postIds.indexOf(target.postId) : -1;

  useLayoutEffect(() => {
    if (isRestored.current || !target || index < 0) return;
    const element = document.getElementById(`${POST_ID_PREFIX}${target.postId}`);
    if (!element) return;
    isRestored.current = true;
    // At once: a smooth scroll (the page's default) would be cut short while posts are drawn.
    window.scrollBy({ top: element.getBoundingClientRect().top - target.top, behavior: 'instant' });
  });

  useEffect(() => {
    let frame = 0;
    const keep = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const place = list.current ? placeIn(list.current) : null;
        if (place) kept.set(key, place);
      });
    };
    window.addEventListener('scroll', keep, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', keep);
    };
  }, [key, list]);

  return index < 0 ? 0 : index + 1 + SCREENFUL_AFTER;
}
