import { useLayoutEffect, useRef } from 'react';

/**
 * The control that last lost the focus. A fieldset turning disabled takes the focus off the
 * controls inside it at once, while React applies the change, so before any effect can look.
 */
let lastBlurred: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusout',
    (event) => {
      lastBlurred = event.target instanceof HTMLElement ? event.target : null;
    },
    true,
  );
}

/**
 * Gives the keyboard back after a wait that disabled the control holding it: a button (or a
 * form's fieldset) disabled while its request runs loses the focus to the page's body, and a
 * keyboard user who pressed Like, Refresh or Save Changes started again from the top of the
 * page. What had the focus when `isBusy` turned true gets it back once it turns false, unless
 * the cook has put it somewhere else meanwhile.
 */
export function useFocusKeptWhileBusy(isBusy: boolean) {
  const holder = useRef<HTMLElement | null>(null);
  // A layout effect: it runs before the browser moves the focus off the disabled control.
  useLayoutEffect(() => {
    if (isBusy) {
      const active = document.activeElement;
      holder.current =
        active instanceof HTMLElement && active !== document.body ? active : lastBlurred;
      return;
    }
    const element = holder.current;
    holder.current = null;
    if (!element?.isConnected) return;
    const active = document.activeElement;
    if (active === null || active === document.body) element.focus();
  }, [isBusy]);
}
