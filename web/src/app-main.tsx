import './styles/index.css';
import { firstScreenData } from '@forkcast/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { accountPaths, paths } from './lib/paths.ts';
import { startRestore } from './lib/query-persistence.ts';
import { prefetchForSignedIn, startSessionPrefetch } from './lib/session-prefetch.ts';

/**
 * Entry of app.html, which the server sends for every app path (see decision 004). Its
 * chunks are all announced in app.html as module preloads, so they download in parallel.
 */
const isAccountScreen = Object.values<string>(accountPaths).includes(window.location.pathname);

// Offline, the saved copy answers (query-persistence.ts): a request that can only fail would
// turn the restored session into an error.
if (navigator.onLine) {
  startSessionPrefetch();
  // The first screen's data, in parallel with its code rather than after it (decision 013).
  for (const url of firstScreenData(window.location.pathname, window.location.search)) {
    prefetchForSignedIn(url);
  }
}
// What the screens last showed (the only answers offline) is read alongside the code.
if (!isAccountScreen) startRestore();
// Signed-in screens need the shell and their own screen's chunk: fetch them alongside the app
// chunk, not after the router has worked out which screen it is.
if (!isAccountScreen) {
  void import('./app/protected-layout.tsx');
  void firstScreenChunk(window.location.pathname)?.();
  void firstTabChunk(window.location.pathname, window.location.search)?.();
}

/** A list opened on a tab draws the tab at once: its code comes with the screen's. */
function firstTabChunk(path: string, search: string): (() => Promise<unknown>) | undefined {
  if (!path.startsWith('/list/') || path.includes('/meal/')) return undefined;
  const tab = new URLSearchParams(search).get('tab');
  if (tab === 'shopping') {
    return () => import('./features/planning/components/shopping-list-tab.tsx');
  }
  if (tab === 'schedule') return () => import('./features/planning/components/schedule-tab.tsx');
  return undefined;
}

function firstScreenChunk(path: string): (() => Promise<unknown>) | undefined {
  if (path === paths.dashboard) return () => import('./app/routes/dashboard-route.tsx');
  if (path === paths.feed || path.startsWith('/post/')) {
    return () => import('./app/routes/feed-route.tsx');
  }
  if (path.startsWith('/list/')) {
    return path.includes('/meal/')
      ? () => import('./app/routes/meal-route.tsx')
      : () => import('./app/routes/list-route.tsx');
  }
  if (path.startsWith(paths.profile)) return () => import('./app/routes/profile-route.tsx');
  if (path === paths.settings) return () => import('./app/routes/settings-route.tsx');
  return undefined;
}

// The offline app shell and its update prompt (issue 17); not in development.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void import('./app/register-service-worker.ts');
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
// A transition lets React render in small slices instead of one long task, so the page
// answers input sooner on slow phones (measured as total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
