import { useRouteError } from 'react-router';
import { ErrorFallback } from '../components/error-fallback.tsx';

/**
 * The router's error screens, for a route whose code failed to download or that threw while
 * rendering. Retry reloads the page (the router keeps a failed route failed until it is
 * loaded again); Home goes to the start.
 */

/** Inside the signed-in shell: fills the screen area, keeps the header and navigation. */
export function ScreenErrorBoundary() {
  return <ErrorFallback error={useRouteError()} />;
}

/** Outside the shell (the landing page, the account screens): the whole page. */
export function PageErrorBoundary() {
  return (
    <main className="min-h-dvh bg-surface">
      <ErrorFallback error={useRouteError()} />
    </main>
  );
}
