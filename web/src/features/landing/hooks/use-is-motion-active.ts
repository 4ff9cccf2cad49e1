import { type RefObject, useEffect, useState } from 'react';

/**
 * True while `ref` is on screen and the page has finished loading. Decorative loops are cheap
 * on a GPU but not free on a low-end phone: they wait until loading is done, and pause while
 * scrolled out of view.
 */
export function useIsMotionActive(ref: RefObject<Element | null>): boolean {
  const [isVisible, setIsVisible] = useState(false);
  const [isLoaded, setIsLoaded] = useState(false);

  useEffect(() => {
    let cancel: (() => void) | undefined;
    const markLoaded = () => {
      // Browsers without requestIdleCallback (Safari) get a short timeout instead. Cancel only
      // what was scheduled: the same number may name an unrelated callback in the other list.
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setIsLoaded(true), { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(() => setIsLoaded(true), 200);
        cancel = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') markLoaded();
    else window.addEventListener('load', markLoaded, { once: true });
    return () => {
      window.removeEventListener('load', markLoaded);
      cancel?.();
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setIsVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      setIsVisible(entries.some((entry) => entry.isIntersecting));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return isVisible && isLoaded;
}
