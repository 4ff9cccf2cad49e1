import { type ComponentType, lazy, Suspense } from 'react';
import { PartErrorBoundary } from './error-fallback.tsx';
import { Spinner } from './ui/spinner.tsx';

/**
 * A part of a screen that loads its code only when it is first shown (a tab, a way of adding
 * a meal), with a spinner meanwhile; the screen's own chunk stays small. If the code cannot be
 * downloaded (a deploy in between), the part offers a reload instead of leaving a blank space.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const keep = async () => {
    loaded = await load();
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await keep() }));
  function LazyPart(props: P) {
    // Once its code is here, the part is drawn at once, without suspending: a part the server
    // drew (decision 052) is then taken over as it is. A part that suspends while the page is
    // taken over is drawn anew by React if anything above it changes before its code comes.
    const Part = loaded ?? Lazy;
    return (
      <PartErrorBoundary>
        <Suspense
          fallback={
            <div className="flex justify-center py-10 text-primary">
              <Spinner label="Loading..." />
            </div>
          }
        >
          <Part {...props} />
        </Suspense>
      </PartErrorBoundary>
    );
  }
  /** Loads the part's code ahead of its first draw (the page's first screen shows it). */
  LazyPart.preload = async (): Promise<void> => {
    await keep();
  };
  return LazyPart;
}
