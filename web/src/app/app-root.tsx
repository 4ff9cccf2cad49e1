import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '../components/ui/toaster.tsx';
import { wasScreenDrawn } from '../lib/drawn-answers.ts';
import { HoldPicturesUntilTakenOver } from '../lib/held-pictures.tsx';
import { PersistedQueryProvider } from '../lib/persisted-query-provider.tsx';
import { useAppQueryClient } from '../lib/query-client.ts';
import {
  PERSISTED_BUSTER,
  PERSISTED_MAX_AGE_MS,
  queryPersister,
  shouldPersistQuery,
} from '../lib/query-persistence.ts';
import { useDocumentTitle } from './route-handle.ts';
import { ScreenChangeFocus } from './screen-change-focus.tsx';

/**
 * Providers for every screen but the landing page. Loaded lazily so that a first-time visitor
 * downloads neither the data layer nor the toast library before the landing page works.
 */
export function AppRoot() {
  useDocumentTitle();
  useEffect(() => {
    // A screen the server drew comes inert (decision 052): React has taken it over now.
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  const client = useAppQueryClient();
  return (
    // What the screens last showed is kept on the device (per cook), so the app opens offline.
    <PersistedQueryProvider
      client={client}
      persistOptions={{
        persister: queryPersister,
        maxAge: PERSISTED_MAX_AGE_MS,
        buster: PERSISTED_BUSTER,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
      }}
    >
      {/* On the server (no window) and taking a drawn page over, lazy pictures wait. */}
      <HoldPicturesUntilTakenOver isDrawn={typeof window === 'undefined' || wasScreenDrawn()}>
        <Outlet />
      </HoldPicturesUntilTakenOver>
      <ScreenChangeFocus />
      <Toaster />
    </PersistedQueryProvider>
  );
}
