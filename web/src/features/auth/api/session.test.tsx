import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSessionPrefetch } from '../../../lib/session-prefetch.ts';
import { sessionQueryKey, useSession, useSignIn, useSignUp } from './session.ts';

const signedIn = {
  user: { id: 'u1', email: 'julia@example.com', name: 'Julia Child' },
  profile: { username: 'julia', fullName: 'Julia Child', location: null, avatarUrl: null },
};

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** A server whose session answer is whatever the last sign-in or sign-up made it. */
function fakeServer() {
  let session: unknown = null;
  let firstRead: (() => void) | null = null;
  let reads = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    if (String(input).startsWith('/api/auth/')) {
      session = signedIn;
      return json({ ok: true });
    }
    reads += 1;
    if (reads === 1) {
      // The first read hangs until the test lets it answer, with the session of its time.
      const before = session;
      return new Promise<Response>((resolve) => {
        firstRead = () => resolve(json(before));
      });
    }
    return json(session);
  });
  return { fetchMock, finishSlowRead: () => firstRead?.() };
}

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing up or in refreshes the session with a fresh read', () => {
  for (const [name, useMutationHook] of [
    ['sign-up', useSignUp],
    ['sign-in', useSignIn],
  ] as const) {
    it(`${name}: a signed-out read still under way does not answer for after it`, async () => {
      const server = fakeServer();
      vi.stubGlobal('fetch', server.fetchMock);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const { result } = renderHook(() => ({ session: useSession(), act: useMutationHook() }), {
        wrapper: wrapper(client),
      });
      // The page's first session read is still on its way when the form is sent.
      await waitFor(() => expect(server.fetchMock).toHaveBeenCalledTimes(1));
      const done = result.current.act.mutateAsync({
        name: 'Julia Child',
        email: 'julia@example.com',
        password: 'a long kitchen password',
      } as never);
      await act(async () => {
        // Let the mutation reach its refresh before the old read answers.
        await new Promise((resolve) => setTimeout(resolve, 20));
        server.finishSlowRead();
        await done;
      });
      expect(client.getQueryData(sessionQueryKey)).toEqual(signedIn);
    });
  }

  it("does not take the boot's early session request, made before the sign-up", async () => {
    let session: unknown = null;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).startsWith('/api/auth/')) {
        session = signedIn;
        return json({ ok: true });
      }
      return json(session);
    });
    vi.stubGlobal('fetch', fetchMock);
    // The boot asked for the session (signed out) and no screen has taken the answer yet.
    startSessionPrefetch();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useSignUp(), { wrapper: wrapper(client) });
    await act(async () => {
      await result.current.mutateAsync({
        name: 'Julia Child',
        email: 'julia@example.com',
        password: 'a long kitchen password',
      } as never);
    });
    expect(client.getQueryData(sessionQueryKey)).toEqual(signedIn);
  });
});
