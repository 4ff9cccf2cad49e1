import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { fetchSession, sessionQueryKey } from '../features/auth/api/session.ts';
import { ApiError } from '../lib/api-client.ts';

export const sessionEndedText = 'Your session has ended. Please log in again.';

const isSignedOutAnswer = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Clients asking the server about the session right now: one question at a time. */
const checking = new WeakSet<QueryClient>();

/** Asks the server whether the cook this page names is still signed in. */
async function recheck(client: QueryClient) {
  const session = client.getQueryData<{ user?: unknown } | null>(sessionQueryKey);
  if (checking.has(client) || !session?.user) return;
  checking.add(client);
  try {
    // Read apart from the session query: a failed read must not turn the whole app into an
    // error screen (offline, a deploy restarting the server), only an answer counts.
    const fresh = await fetchSession();
    client.setQueryData(sessionQueryKey, fresh);
    if (!fresh) toast.error(sessionEndedText, { id: 'session-ended' });
  } catch {
    // The server is unreachable: the screens say so themselves; nothing to decide.
  } finally {
    checking.delete(client);
  }
}

/**
 * A session can end while the app is open: the password changed on another device, a reset,
 * a sign-out in another tab, thirty days gone by. The session answer on this page (kept for
 * minutes, and restored from the device's saved copy at start) still named the cook, so every
 * screen said "Auth session missing!" with a Try again that could never work, and a reload
 * showed the saved copy's screens to nobody signed in. Now a session answer restored from the
 * device is checked once against the server, and so is every 401 while the page thinks someone
 * is signed in; a signed-out answer sends the cook to the login page (ProtectedLayout), told
 * why. Offline or with the server unreachable nothing changes: the saved copy stays usable.
 */
export function useSessionEndCheck(client: QueryClient, userId: string | undefined) {
  // An answer older than this page came from the saved copy. The check reads the session
  // request the page started at boot (no extra request), whose answer was otherwise dropped.
  useEffect(() => {
    if (!userId) return;
    const answeredAt = client.getQueryState(sessionQueryKey)?.dataUpdatedAt ?? 0;
    if (answeredAt < performance.timeOrigin) void recheck(client);
  }, [client, userId]);

  useEffect(() => {
    const onError = (error: unknown) => {
      if (isSignedOutAnswer(error)) void recheck(client);
    };
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client]);
}
