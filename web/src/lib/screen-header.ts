import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

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

/**
 * A page being drawn on the server (server-render.tsx), where no effect runs: the header it is
 * drawn with (`seed`), and the one its screen asked for (`asked`), with which the server draws
 * the page once more when they differ. The page then arrives with the list's or the meal's
 * name in its header, not the route's, and the browser starts from the same (`seedScreenHeader`).
 */
export type ScreenHeaderDrawing = { seed: ScreenHeader; asked: ScreenHeader | null };
export const ScreenHeaderDrawingContext = createContext<ScreenHeaderDrawing | null>(null);

/** The override in force (empty when the screen set none). */
export function useScreenHeaderOverride(): ScreenHeader {
  const drawing = useContext(ScreenHeaderDrawingContext);
  return useSyncExternalStore(
    subscribe,
    () => current,
    // Each page drawn on the server has its own; in the browser, the one the page was drawn
    // with until the screen sets its own (the same, unless it changed meanwhile).
    () => drawing?.seed ?? current,
  );
}

/** The header a page the server drew was drawn with: the app's first, so the takeover keeps it. */
export function seedScreenHeader(header: ScreenHeader): void {
  current = header;
}

/** Called by a screen: sets the header while mounted and hands it back on unmount. */
export function useScreenHeader({ title, backTo }: ScreenHeader) {
  const drawing = useContext(ScreenHeaderDrawingContext);
  if (drawing) drawing.asked = { title, backTo };
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
