import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Toaster } from '../components/ui/toaster.tsx';
import { queryClient } from '../lib/query-client.ts';
import { useDocumentTitle } from './route-handle.ts';

/**
 * Providers for every screen but the landing page. Loaded lazily so that a first-time visitor
 * downloads neither the data layer nor the toast library before the landing page works.
 */
export function AppRoot() {
  useDocumentTitle();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}
