import { type FocusEvent, type PointerEvent, useState } from 'react';
import { toast } from 'sonner';
import { lazyModule, useLazyModule } from '../../lib/lazy-module.ts';
import { MISSING_CODE_TEXT } from '../error-fallback.tsx';
import { withAction } from './toaster.tsx';

/**
 * The content of menus, popovers and dialogs (overlay-parts.tsx), fetched when one is about to
 * open (a pointer over its button, the keyboard on it) or once the page is idle, whichever
 * comes first: no screen draws it at its first paint (decision 050).
 */
export const overlayParts = lazyModule(() => import('./overlay-parts.tsx'));

export function preloadOverlayParts() {
  // Offline every chunk is precached; a failed fetch online is tried again on the next open.
  overlayParts.load().catch(() => undefined);
}

/**
 * A trigger's own pointer-enter and focus handlers, each also fetching the overlay code: the
 * pointer or the keyboard reaching a menu's, popover's or dialog's button is when to fetch it.
 */
export function preloadingHandlers<T extends Element>(own: {
  onPointerEnter?: (event: PointerEvent<T>) => void;
  onFocus?: (event: FocusEvent<T>) => void;
}) {
  return {
    onPointerEnter(event: PointerEvent<T>) {
      own.onPointerEnter?.(event);
      preloadOverlayParts();
    },
    onFocus(event: FocusEvent<T>) {
      own.onFocus?.(event);
      preloadOverlayParts();
    },
  };
}

/**
 * The overlay code for a menu's, popover's or dialog's content, or null while it is not to be
 * drawn: before its first opening, and until the code is there. Once opened, the content stays
 * drawn (closed), so that Radix closes it its own way (focus back, dismissal).
 */
export function useOverlayPartsOnceOpened(open: boolean) {
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  const parts = useLazyModule(overlayParts, open, tellCodeMissing);
  return parts && (open || hasOpened) ? parts : null;
}

/**
 * A menu, popover or dialog was opened and its code could not be fetched (a new version was
 * deployed and the old chunk is gone, or the network dropped): nothing would open, silently.
 * The cook is told, with a reload, once however many buttons they press meanwhile.
 */
function tellCodeMissing() {
  toast.error(MISSING_CODE_TEXT, {
    id: 'overlay-code-missing',
    ...withAction({ label: 'Reload', onClick: () => window.location.reload() }),
  });
}
