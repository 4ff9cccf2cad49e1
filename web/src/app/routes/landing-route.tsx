import { useEffect, useState } from 'react';
import { LandingPage } from '../../features/landing/components/landing-page.tsx';

/**
 * The landing page only needs to know whether to offer 'Log in' or a way into the app, so it
 * asks with a plain fetch instead of loading the data layer.
 */
export function LandingRoute() {
  const [isSignedIn, setIsSignedIn] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/session', { credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        // Only a real session answer counts (a static host may answer any path with HTML).
        const body = (await response.json()) as { user?: { id?: unknown } };
        setIsSignedIn(typeof body.user?.id === 'string');
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return <LandingPage isSignedIn={isSignedIn} />;
}
