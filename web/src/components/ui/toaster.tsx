import { Toaster as SonnerToaster } from 'sonner';

/**
 * The app shell's sticky header is 3.5rem tall with a 1px line under it. Toasts open below it,
 * never over it: on a phone a toast is as wide as the screen, and over the header it hid Back
 * and the user menu for as long as it showed (a pointer resting on a toast pauses it, so a
 * mouse user could wait for ever).
 */
const HEADER_HEIGHT = 'calc(3.5rem + 1px)';

/**
 * Mount once near the root. Follows the system theme like the rest of the app; rich colours
 * make success and error toasts tell themselves apart at a glance.
 */
export function Toaster() {
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
          actionButton: 'pointer-events-auto',
          cancelButton: 'pointer-events-auto',
          closeButton: 'pointer-events-auto',
        },
      }}
    />
  );
}
