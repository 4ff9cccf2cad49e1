import { Toaster as SonnerToaster } from 'sonner';

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
      offset={16}
      mobileOffset={12}
      toastOptions={{
        classNames: {
          toast: 'font-sans !rounded-2xl !shadow-[var(--shadow-raised)]',
          title: '!font-semibold',
        },
      }}
    />
  );
}
