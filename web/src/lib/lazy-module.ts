import { useEffect, useState } from 'react';

/**
 * A module that no screen needs before its first paint (decision 050): fetched the first time
 * it is wanted, then kept. `current()` is synchronous, so a part drawn after the module came
 * renders at once; a failed fetch is forgotten, so the next want tries again.
 */
export type LazyModule<T> = {
  load: () => Promise<T>;
  current: () => T | undefined;
};

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => value,
  };
}

/**
 * The module once it is there; asks for it while `isWanted`. `onFailure` hears of a fetch that
 * failed while it was still wanted (the cook pressed for something that cannot come).
 */
export function useLazyModule<T>(
  module: LazyModule<T>,
  isWanted: boolean,
  onFailure?: (error: unknown) => void,
): T | undefined {
  const [, setArrived] = useState(0);
  const value = module.current();
  useEffect(() => {
    if (!isWanted || value !== undefined) return;
    let isCurrent = true;
    module.load().then(
      () => isCurrent && setArrived((n) => n + 1),
      // Offline every chunk is precached; online a failed fetch is tried again on the next want.
      (error: unknown) => {
        if (isCurrent) onFailure?.(error);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [module, isWanted, value, onFailure]);
  return value;
}

/**
 * Runs `task` once the page has loaded and the main thread is idle: after the first screen
 * and its largest picture, so the fetch takes nothing from them.
 */
export function whenPageIdle(task: () => void): () => void {
  let handle: number | undefined;
  let isCancelled = false;
  const schedule = () => {
    if (isCancelled) return;
    handle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(task, { timeout: 3000 })
        : window.setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    isCancelled = true;
    window.removeEventListener('load', schedule);
    if (handle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
