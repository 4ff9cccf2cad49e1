import { CLIENT_ERROR_LIMITS, type ClientErrorReport } from '@forkcast/core';

/** A part of the app whose code could not be downloaded: after a deploy, or offline. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

const reported = new Set<string>();

/**
 * Tells the server log that a screen failed (POST /api/client-errors). Best effort: once per
 * error message per page load, cut to the server's limits, and never throws.
 */
export function reportClientError(error: unknown, path = window.location.pathname): void {
  const message = (error instanceof Error ? error.message : String(error)) || 'Unknown error';
  if (reported.has(message)) return;
  reported.add(message);
  const report: ClientErrorReport = {
    kind: isChunkLoadError(error) ? 'chunk' : 'render',
    message: message.slice(0, CLIENT_ERROR_LIMITS.message),
    path: path.slice(0, CLIENT_ERROR_LIMITS.path),
  };
  if (error instanceof Error && error.stack) {
    report.stack = error.stack.slice(0, CLIENT_ERROR_LIMITS.stack);
  }
  try {
    void fetch('/api/client-errors', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Reporting must never be the second failure on the screen.
  }
}

/** Forgets what was reported (tests). */
export function resetReportedErrors(): void {
  reported.clear();
}
