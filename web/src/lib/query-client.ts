import {
  notifyManager,
  onlineManager,
  QueryClient,
  type QueryClientConfig,
} from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { ApiError } from './api-client.ts';
import { refetchUnlessJustDrawn } from './drawn-answers.ts';

export const queryClientConfig: QueryClientConfig = {
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      refetchOnMount: refetchUnlessJustDrawn,
      // Do not hammer the server over answers that will not change on retry.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
        failureCount < 2,
    },
    // Offline, a write fails at once with its message instead of waiting unseen; the shopping
    // list queues its own changes (outbox.ts).
    mutations: { networkMode: 'always' },
  },
};

/**
 * Runs what is scheduled within one task in a single later task, in the order it came, where
 * TanStack Query's default sets one timer per call. Taking over a drawn list, each of its
 * cards' useMutation hooks tells the mutation cache its options in an effect, each call a batch
 * of its own with its own timer: a hundred timers, 19 ms of a 64 ms task in Lighthouse's trace
 * (issue 16). One failing callback does not keep the others from running.
 */
export function createTaskScheduler(
  setTimer: (run: () => void) => void = (run) => setTimeout(run, 0),
): (callback: () => void) => void {
  let pending: (() => void)[] = [];
  return (callback) => {
    pending.push(callback);
    if (pending.length > 1) return;
    setTimer(() => {
      const due = pending;
      pending = [];
      for (const run of due) {
        try {
          run();
        } catch (error) {
          // Reported as the lone timer's would have been, without stopping the rest.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    });
  };
}
notifyManager.setScheduler(createTaskScheduler());

export const queryClient = new QueryClient(queryClientConfig);

/**
 * The query client of one page the server draws (server-render.tsx): each request has its
 * own, since several are drawn at once and each answers for its own cook. Unset in the
 * browser, where the app's one client serves every screen.
 */
export const RequestQueryClient = createContext<QueryClient | null>(null);

/** The client the app's providers hand down: the request's on the server, else the app's. */
export function useAppQueryClient(): QueryClient {
  return useContext(RequestQueryClient) ?? queryClient;
}

// TanStack Query assumes it starts online and learns otherwise from 'offline' events, which a
// page opened without a network never sees: offline from the start, queries must wait (and
// show the saved copy) instead of failing.
// (Node 21 and later have a `navigator` too, without `onLine`: the server's drawing of a screen
// must not take that for offline.)
if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean')
  onlineManager.setOnline(navigator.onLine);
