import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useScreenHeaderOverride } from '../lib/screen-header.ts';

/**
 * What a route tells the app: the title of its screen (for the browser tab, and the header in
 * the signed-in shell) and, in the shell, where Back goes.
 */
export type ShellHandle = {
  title: string;
  backTo?: string;
  /** The screen has nothing to show without a network (feed, settings): it says so offline. */
  needsNetwork?: boolean;
};

/** The handle of the deepest matched route that has a title. */
function useTitledHandle(): Partial<ShellHandle> | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as Partial<ShellHandle> | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}

/** The route's title and Back target, unless the screen on show has set its own. */
export function useShellHandle(): ShellHandle {
  const handle = useTitledHandle();
  const override = useScreenHeaderOverride();
  return {
    title: override.title || handle?.title || 'Forkcast',
    backTo: override.backTo ?? handle?.backTo,
    needsNetwork: handle?.needsNetwork ?? false,
  };
}

/** The current screen's title (a list's name once it is in), if it has one. */
export function useScreenTitle(): string | undefined {
  const override = useScreenHeaderOverride().title;
  const routeTitle = useTitledHandle()?.title;
  return override || routeTitle;
}

/**
 * Names the browser tab after the current screen ('Feed · Forkcast'). Called once, in the
 * layout of every app route, so that no screen can keep the title of the one before it. On
 * leaving the app routes (for the landing page) the page gets its own title back.
 */
export function useDocumentTitle() {
  const title = useScreenTitle();
  useEffect(() => {
    // Read here, not while drawing: the server draws screens too (decision 052).
    const pageTitle = document.title;
    document.title = title ? `${title} · Forkcast` : pageTitle;
    return () => {
      document.title = pageTitle;
    };
  }, [title]);
}
