import { firstScreenCode } from '@forkcast/core';
import { Spinner } from '../components/ui/spinner.tsx';

/**
 * What a protected screen shows while the session is checked (spec section 2). app.html holds
 * the same markup in `<template id="kitchen-loading">`, which the server draws in the page of
 * every signed-in screen's address (decision 033): keep the two equal (kitchen-loading.test.tsx).
 */
export function KitchenLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-surface px-6 text-center"
    >
      <Spinner className="size-8 text-primary" />
      <p className="font-display text-xl font-bold text-ink">prepping the kitchen...</p>
      <p className="text-ink-muted">Just a moment while we set the table for you.</p>
    </div>
  );
}

/**
 * What the router draws while it loads the code of the page's first screen (its
 * `HydrateFallback`). A signed-in screen's page arrives with the loading message already drawn
 * (the server's copy); React's first render replaces the page's content, so it draws the same
 * message rather than nothing, and the message stays until the screen is ready. Other
 * addresses (the not-found screen) arrive blank and stay blank.
 */
export function StartingScreen() {
  const { pathname, search } = window.location;
  return firstScreenCode(pathname, search) ? <KitchenLoading /> : null;
}
