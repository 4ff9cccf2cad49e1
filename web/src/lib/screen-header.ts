import { useEffect, useSyncExternalStore } from 'react';

/**
 * What a screen tells the signed-in shell once its data is in: a title that depends on the
 * data (a list's name) and where Back goes (the place a meal was opened from). Routes give
 * the defaults in their handles; this overrides them while the screen is shown.
 */
export type ScreenHeader = { title?: string; backTo?: string };

let current: ScreenHeader = {};
const listeners = new Set<() => void>();

function set(next: ScreenHeader) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The override in force (empty when the screen set none). */
export function useScreenHeaderOverride(): ScreenHeader {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

/** Called by a screen: sets the header while mounted and hands it back on unmount. */
export function useScreenHeader({ title, backTo }: ScreenHeader) {
  useEffect(() => {
    set({ title, backTo });
    return () => set({});
  }, [title, backTo]);
}
