import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { sessionQueryKey, sessionQueryOptions } from '../features/auth/api/session.ts';
import { ApiError } from '../lib/api-client.ts';

export const sessionEndedText = 'Your session has ended. Please log in again.';

const isSignedOutAnswer = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A session can end while the app is open: the password changed on another device, a reset,
 * a sign-out in another tab, thirty days gone by. The session answer on this page (kept for
 * minutes, and restored from the device's saved copy at start) still names the cook, so every
 * screen said "Auth session missing!" with a Try again that could never work, even after a
 * reload. The first 401 while the page thinks someone is signed in asks the server again; a
 * signed-out answer sends the cook to the login page (ProtectedLayout), told why.
 */
export function useSessionEndCheck(client: QueryClient) {
  useEffect(() => {
    let isChecking = false;
    async function recheck() {
      const session = client.getQueryData<{ user?: unknown } | null>(sessionQueryKey);
      if (isChecking || !session?.user) return;
      isChecking = true;
      try {
        const fresh = await client.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
        if (!fresh) toast.error(sessionEndedText, { id: 'session-ended' });
      } catch {
        // Offline or the server is down: the screens say so themselves; nothing to decide.
      } finally {
        isChecking = false;
      }
    }
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        if (isSignedOutAnswer(event.action.error)) void recheck();
      }
    });
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        if (isSignedOutAnswer(event.action.error)) void recheck();
      }
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client]);
}
