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

/**
 * Props of a screen's main heading (the shell's title, an account screen's card title): the
 * keyboard lands there when a link or a button opens the screen (app/screen-change-focus.tsx).
 * Focusable from code only; give it `focus:outline-none`, as nothing there can be pressed.
 */
export const screenTitleProps = { 'data-screen-title': '', tabIndex: -1 } as const;

/** What finds the heading that `screenTitleProps` marks. */
export const SCREEN_TITLE_SELECTOR = '[data-screen-title]';
