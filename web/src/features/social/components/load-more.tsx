import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/**
 * The end of an endless list: loads the next page as it scrolls into view, and is a real
 * button for keyboards, screen readers and browsers without IntersectionObserver.
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
  const load = useRef(onLoad);
  load.current = onLoad;

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
      <Button variant="secondary" size="sm" disabled={isLoading} onClick={onLoad}>
        {isLoading ? <Spinner /> : null}
        {isLoading ? 'Loading...' : label}
      </Button>
    </div>
  );
}
