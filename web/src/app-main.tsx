// Before any module that builds a schema: see the file.
import './app/zod-without-eval.ts';
import './styles/index.css';
import { type FirstScreen, type FirstTab, firstScreenCode, firstScreenData } from '@forkcast/core';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadRouteCode } from './app/router.tsx';
import { hydrateDrawnAnswers } from './lib/drawn-answers.ts';
import { whenPageIdle } from './lib/lazy-module.ts';
import { accountPaths } from './lib/paths.ts';
import { queryClient } from './lib/query-client.ts';
import { startRestore } from './lib/query-persistence.ts';
import { prefetchForSignedIn, startSessionPrefetch } from './lib/session-prefetch.ts';
import { rememberTimeZone } from './lib/time-zone.ts';

/**
 * Entry of app.html, which the server sends for every app path (see decision 004). Its
 * chunks are all announced in app.html as module preloads, so they download in parallel.
 */
const isAccountScreen = Object.values<string>(accountPaths).includes(window.location.pathname);

/** Each signed-in screen's route module, as the router loads it (router.tsx). */
const screenChunks: Record<FirstScreen, () => Promise<unknown>> = {
  dashboard: () => import('./app/routes/dashboard-route.tsx'),
  feed: () => import('./app/routes/feed-route.tsx'),
  list: () => import('./app/routes/list-route.tsx'),
  meal: () => import('./app/routes/meal-route.tsx'),
  profile: () => import('./app/routes/profile-route.tsx'),
  settings: () => import('./app/routes/settings-route.tsx'),
};

/**
 * A list opened on a tab draws the tab at once: its code comes with the screen's, and is the
 * tab's own (`tabParts`) before React takes over a screen the server drew.
 */
const tabChunks: Record<FirstTab, () => Promise<unknown>> = {
  'shopping-list': async () =>
    (await import('./app/routes/list-route.tsx')).tabParts['shopping-list'].preload(),
  schedule: async () => (await import('./app/routes/list-route.tsx')).tabParts.schedule.preload(),
};

/**
 * The answers a screen the server drew was drawn from (decision 052), or null: a page without
 * one (offline, from the service worker; signed out; a screen the server could not draw), or
 * one whose answers do not read, which the app then draws itself.
 */
function takeDrawnAnswers(): unknown {
  const element = document.getElementById('drawn-screen-state');
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return null;
  }
}
// The server draws the next page's dates in the browser's zone (lib/time-zone.ts). Told once
// the page is idle: reading the zone loads the browser's locale data, a long task on a slow
// phone, and this page does not need it (a screen that shows dates loads it when it draws).
whenPageIdle(rememberTimeZone);
const drawnAnswers = takeDrawnAnswers();
// The drawn screen's answers are the cache's first: the screen's queries find them and draw
// what the server drew, with no request of their own.
if (drawnAnswers) hydrateDrawnAnswers(queryClient, drawnAnswers);

// Offline, the saved copy answers (query-persistence.ts): a request that can only fail would
// turn the restored session into an error. A drawn screen came with its answers.
if (navigator.onLine && !drawnAnswers) {
  startSessionPrefetch();
  // The first screen's data, in parallel with its code rather than after it (decision 013).
  for (const url of firstScreenData(window.location.pathname, window.location.search)) {
    prefetchForSignedIn(url);
  }
}
// What the screens last showed (the only answers offline) is read alongside the code.
if (!isAccountScreen) startRestore();
// Signed-in screens need the shell and their own screen's chunk: fetch them alongside the app
// chunk, not after the router has worked out which screen it is. The server announces the
// same chunks with the page (module preloads), from the same firstScreenCode.
const screenCode: Promise<unknown>[] = [];
if (!isAccountScreen) {
  screenCode.push(import('./app/protected-layout.tsx'));
  const code = firstScreenCode(window.location.pathname, window.location.search);
  if (code) {
    screenCode.push(screenChunks[code.screen]());
    if (code.tab) screenCode.push(tabChunks[code.tab]());
  }
}

// The offline app shell and its update prompt (issue 17); not in development. Its code comes
// once the page has loaded, when the worker is registered anyway (workbox-window waits for
// `load`), so it takes nothing from the first screen, online or off.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./app/register-service-worker.ts');
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (drawnAnswers) {
  // React takes over the drawn screen, keeping its nodes (hydration), once every part of it
  // can be drawn at once: the router's screen modules and the code the screen draws with.
  // Anything of it drawn differently here than on the server makes React draw it anew.
  // As a transition, React hydrates in slices of a few milliseconds instead of one long task
  // (its default for hydration), so the page answers a tap meanwhile.
  void Promise.all([loadRouteCode(window.location), ...screenCode]).then(
    () => startTransition(() => void hydrateRoot(container, app)),
    () => createRoot(container).render(app),
  );
} else {
  const root = createRoot(container);
  // A transition lets React render in small slices instead of one long task, so the page
  // answers input sooner on slow phones (measured as total blocking time).
  startTransition(() => root.render(app));
}
