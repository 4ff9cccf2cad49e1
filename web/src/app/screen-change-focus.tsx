import { useEffect, useRef, useState } from 'react';
import { type NavigationType, useLocation, useNavigationType } from 'react-router';
import { SCREEN_TITLE_SELECTOR } from '../lib/screen-header.ts';
import { useScreenTitle } from './route-handle.ts';

/** Focus the arriving screen put somewhere on purpose: a field it starts in, its dialog. */
const OWN_FOCUS = 'main, [role="dialog"], [role="alertdialog"], [data-sonner-toaster]';

type ScreenChange = {
  path: string;
  /** Focused when the address changed (still the old screen's element); null at first load. */
  focusedBefore: Element | null;
  navigationType: NavigationType;
  isFirst: boolean;
};

/**
 * A single-page app keeps the page when a link opens another screen: the focus stayed on the
 * link (the bottom navigation's) or fell to the body with the card that was pressed, and a
 * screen reader said nothing at all. Here, when the path changes through a link or a button,
 * the focus moves to the new screen's main heading, which a screen reader reads out ('Feed,
 * heading level 1'); the next Tab goes on from the top of the screen.
 *
 * Left alone: the first page load (the browser reads the page), with the redirects it makes
 * before the cook has pressed anything (to /login); a change of query only (a screen's tabs,
 * ?tab=); Back and Forward (the feed puts the reader's place back, and the browser continues
 * Tab from where it was); focus the new screen, a dialog or a toast took on its own. In those
 * cases (first load aside) the title is announced instead: the returned text belongs in a
 * polite live region. Decision 049.
 */
function useScreenChangeFocus(title: string | undefined): string {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [change, setChange] = useState<ScreenChange>(() => ({
    path: location.pathname,
    focusedBefore: null,
    navigationType,
    isFirst: true,
  }));
  // Read while rendering the new screen, before it replaces the old one in the page.
  if (change.path !== location.pathname) {
    setChange({
      path: location.pathname,
      focusedBefore: document.activeElement,
      navigationType,
      isFirst: false,
    });
  }
  const latestTitle = useRef(title);
  latestTitle.current = title;
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const hasInteracted = useRef(false);

  useEffect(() => {
    const mark = () => {
      hasInteracted.current = true;
    };
    document.addEventListener('keydown', mark, true);
    document.addEventListener('pointerdown', mark, true);
    return () => {
      document.removeEventListener('keydown', mark, true);
      document.removeEventListener('pointerdown', mark, true);
    };
  }, []);

  useEffect(() => {
    if (change.isFirst || !hasInteracted.current) return;
    const announce = () =>
      setAnnouncement(({ count }) => ({ text: latestTitle.current ?? '', count: count + 1 }));
    // After the old screen's menus and dialogs have put the focus back where they found it
    // (Radix does so a task after closing), so that the heading is not taken from under them.
    const timer = setTimeout(() => {
      const active = document.activeElement;
      const isOwnFocus =
        active !== null &&
        active !== document.body &&
        active !== change.focusedBefore &&
        active.closest(OWN_FOCUS) !== null;
      const heading = document.querySelector<HTMLElement>(SCREEN_TITLE_SELECTOR);
      if (change.navigationType === 'POP' || isOwnFocus || !heading) return announce();
      heading.focus({ preventScroll: true });
      // Said by the focus: the last announcement is not left behind for a reader to find.
      setAnnouncement(({ count }) => ({ text: '', count }));
    }, 0);
    return () => clearTimeout(timer);
  }, [change]);

  // The same title twice in a row (Back to where the last announcement was) must still change
  // the live region's text, or it is not read again.
  const { text, count } = announcement;
  return text && count % 2 === 0 ? `${text}\u00a0` : text;
}

/**
 * Mount once around every routed screen (app-root.tsx): moves the focus to a screen opened by a
 * link or a button and, where it does not, says the screen's title in a polite live region.
 */
export function ScreenChangeFocus() {
  const announcement = useScreenChangeFocus(useScreenTitle());
  return (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  );
}
