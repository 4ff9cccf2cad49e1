import { type ComponentType, Suspense } from 'react';
import { PartErrorBoundary } from './error-fallback.tsx';
import { Spinner } from './ui/spinner.tsx';

/**
 * A part of a screen that loads its code only when it is first shown (a tab, a way of adding
 * a meal), with a spinner meanwhile; the screen's own chunk stays small. If the code cannot be
 * downloaded (a deploy in between), the part offers a reload instead of leaving a blank space.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let failure: { error: unknown } | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    loading ??= load().then(
      (part) => {
        loaded = part;
        return part;
      },
      (error: unknown) => {
        failure = { error };
        throw error;
      },
    );
    return loading;
  };
  // One component whatever the state of the code, so that nothing below it is drawn anew when
  // the code arrives; once it is here, the part is drawn at once, without suspending, and a
  // part the server drew (decision 052) is taken over as it is. Until then it suspends (the
  // spinner below) on the code's promise, as React.lazy does. (A part that suspends while the
  // page is taken over is drawn anew by React if anything above it changes meanwhile.)
  function Part(props: P) {
    // Code that could not be downloaded (a deploy in between): the error boundary's reload.
    if (failure) throw failure.error;
    if (!loaded) throw loadOnce();
    const Loaded = loaded;
    return <Loaded {...props} />;
  }
  function LazyPart(props: P) {
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
    await loadOnce();
  };
  return LazyPart;
}
