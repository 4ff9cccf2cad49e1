import type {
  ChangePasswordInput,
  PasswordChangedResponse,
  RequestPasswordResetInput,
  ResetPasswordInput,
  SessionResponse,
  SignInInput,
  SignUpInput,
} from '@forkcast/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { appOutbox } from '../../../lib/app-outbox.ts';
import { forgetCacheUser } from '../../../lib/query-persistence.ts';
import { takeSessionPrefetch } from '../../../lib/session-prefetch.ts';

export const sessionQueryKey = ['session'] as const;

/** The signed-in user, or null when there is no session. */
export function fetchSession(): Promise<SessionResponse | null> {
  return apiFetch<SessionResponse | null>('/api/session', { pending: takeSessionPrefetch() });
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 5 * 60_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

function useRefreshSessionAfter<TInput>(mutationFn: (input: TInput) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      // The session as it was before this change must not answer for after it: neither the
      // boot's early request (if no screen took it) nor a read still under way, which
      // fetchQuery would otherwise join, so that a signed-out answer landed after sign-up.
      takeSessionPrefetch();
      await client.cancelQueries({ queryKey: sessionQueryKey });
      await client.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    },
  });
}

export function useSignIn() {
  return useRefreshSessionAfter((input: SignInInput) =>
    apiFetch('/api/auth/sign-in/email', { method: 'POST', body: input }),
  );
}

export function useSignUp() {
  return useRefreshSessionAfter((input: SignUpInput) =>
    apiFetch('/api/auth/sign-up/email', { method: 'POST', body: input }),
  );
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSuccess: () => {
      // Nothing of the previous user's data may linger for the next person on this device:
      // not in memory, not in the saved copy, not in changes still waiting to be sent.
      client.clear();
      client.setQueryData(sessionQueryKey, null);
      void forgetCacheUser();
      void appOutbox.clear();
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: RequestPasswordResetInput) =>
      apiFetch('/api/auth/request-password-reset', { method: 'POST', body: input }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiFetch('/api/auth/reset-password', { method: 'POST', body: input }),
  });
}

/** The signed-in user's password change; the session stays, every other one ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiFetch<PasswordChangedResponse>('/api/auth/change-password', {
        method: 'POST',
        body: input,
      }),
  });
}
