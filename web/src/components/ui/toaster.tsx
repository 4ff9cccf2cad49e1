import { type ReactNode, useEffect } from 'react';
import { type ExternalToast, Toaster as SonnerToaster, toast } from 'sonner';

/**
 * The app shell's sticky header is 3.5rem tall with a 1px line under it. Toasts open below it,
 * never over it: on a phone a toast is as wide as the screen, and over the header it hid Back
 * and the user menu for as long as it showed (a pointer resting on a toast pauses it, so a
 * mouse user could wait for ever).
 */
const HEADER_HEIGHT = 'calc(3.5rem + 1px)';

/**
 * How long a toast with a button (Undo) stays: long enough for a screen reader to say it and
 * its shortcut, and for the cook to press it. Plain toasts keep 4 s.
 */
export const ACTION_TOAST_MS = 10_000;

/** The toast library's hotkey (Alt+T, Option+T on a Mac): it reaches the toasts. */
const isHotkey = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';
const hotkeyName = () => (/Mac|iPhone|iPad/.test(navigator.platform) ? 'Option+T' : 'Alt+T');

/** Whether the cook's last press was a key rather than a tap or a click. */
let isKeyboardInUse = false;

/**
 * Options for a toast with a button, e.g. `toast.success('Meal removed from list',
 * withAction({ label: 'Undo', onClick }))`. The button is not in the Tab order (a toast is a
 * message, not a place: it takes no focus), so the toast says how to reach it: 'Undo: Alt+T,
 * then Enter'. A screen reader reads that with the message; on screen it shows under the
 * message only when the toast came from a key press, where a cook with a keyboard needs it.
 */
export function withAction(action: { label: string; onClick: () => void }): ExternalToast {
  const hint = `${action.label}: ${hotkeyName()}, then Enter`;
  const description: ReactNode = isKeyboardInUse ? hint : <span className="sr-only">{hint}</span>;
  return { action, duration: ACTION_TOAST_MS, description };
}

/**
 * Alt+T makes the toast library focus its list of toasts (and hold them): three more Tabs led
 * to Undo. Here the keyboard goes on to the newest toast's button at once, and Escape hands it
 * back to where it was, as leaving the toasts with Tab already does. Toasts left that way have
 * been seen: they go, where the library held them on the screen until a pointer passed by.
 */
function useKeyboardReachesActions() {
  useEffect(() => {
    const timers = new Set<number>();
    // After the library's own handler for the same key, whichever was added first.
    const later = (then: () => void) => {
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        then();
      });
      timers.add(timer);
    };
    function onKeyDown(event: KeyboardEvent) {
      isKeyboardInUse = true;
      if (isHotkey(event)) {
        later(() =>
          document.querySelector<HTMLElement>('[data-sonner-toast] button[data-action]')?.focus(),
        );
      } else if (event.key === 'Escape') {
        const active = document.activeElement;
        if (!(active instanceof HTMLElement) || !active.closest('[data-sonner-toaster]')) return;
        // Leaving the toasts, the library puts the focus back where Alt+T found it.
        later(() => active.blur());
      }
    }
    function onPointerDown() {
      isKeyboardInUse = false;
    }
    function onFocusOut(event: FocusEvent) {
      if (!(event.target instanceof Element)) return;
      const toaster = event.target.closest('[data-sonner-toaster]');
      const to = event.relatedTarget;
      if (!toaster || (to instanceof Node && toaster.contains(to))) return;
      toast.dismiss();
    }
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('focusout', onFocusOut, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('focusout', onFocusOut, true);
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
}

/**
 * The app's focus ring (decision 047) on the toast's buttons: the library's own is a faint grey
 * shadow, and its stylesheet, outside the app's layers, removes the outline.
 */
const focusRing =
  'focus-visible:!outline-3 focus-visible:!outline-solid focus-visible:!outline-offset-2 focus-visible:!outline-focus';

/**
 * Mount once near the root. Follows the system theme like the rest of the app; rich colours
 * make success and error toasts tell themselves apart at a glance.
 */
export function Toaster() {
  useKeyboardReachesActions();
  return (
    <SonnerToaster
      theme="system"
      position="top-center"
      richColors
      closeButton
      duration={4000}
      offset={{ top: `calc(${HEADER_HEIGHT} + 16px)`, right: 16, bottom: 16, left: 16 }}
      mobileOffset={{ top: `calc(${HEADER_HEIGHT} + 8px)`, right: 12, bottom: 12, left: 12 }}
      toastOptions={{
        classNames: {
          // A toast lets taps through to what it covers (the list's Add Meal, a dialog's
          // Close): it informs for 4 s and must not block the screen meanwhile; its own
          // buttons (Undo, close) still take them. A pointer resting on it no longer pauses it.
          toast: 'pointer-events-none font-sans !rounded-2xl !shadow-[var(--shadow-raised)]',
          title: '!font-semibold',
          actionButton: `pointer-events-auto ${focusRing}`,
          cancelButton: `pointer-events-auto ${focusRing}`,
          closeButton: `pointer-events-auto ${focusRing}`,
        },
      }}
    />
  );
}
