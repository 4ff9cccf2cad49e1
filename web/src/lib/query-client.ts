import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Do not hammer the server over answers that will not change on retry.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
        failureCount < 2,
    },
    // Offline, a write fails at once with its message instead of waiting unseen; the shopping
    // list queues its own changes (outbox.ts).
    mutations: { networkMode: 'always' },
  },
});

// TanStack Query assumes it starts online and learns otherwise from 'offline' events, which a
// page opened without a network never sees: offline from the start, queries must wait (and
// show the saved copy) instead of failing.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
