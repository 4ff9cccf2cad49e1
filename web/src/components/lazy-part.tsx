import { type ComponentType, lazy, Suspense } from 'react';
import { PartErrorBoundary } from './error-fallback.tsx';
import { Spinner } from './ui/spinner.tsx';

/**
 * A part of a screen that loads its code only when it is first shown (a tab, a way of adding
 * a meal), with a spinner meanwhile; the screen's own chunk stays small. If the code cannot be
 * downloaded (a deploy in between), the part offers a reload instead of leaving a blank space.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPart(props: P) {
    return (
      <PartErrorBoundary>
        <Suspense
          fallback={
            <div className="flex justify-center py-10 text-primary">
              <Spinner label="Loading..." />
            </div>
          }
        >
          <Lazy {...props} />
        </Suspense>
      </PartErrorBoundary>
    );
  };
}
