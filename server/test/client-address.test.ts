import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  dialects,
  GOOD_PASSWORD,
  ORIGIN,
  type TestApp,
  uniqueEmail,
} from './support/test-app.ts';

/**
 * Through a real socket, as in production: the client address comes from the connection, or
 * from the entry our own proxy added to X-Forwarded-For, never from what the client wrote.
 */
describe.each(dialects)('the client address on %s', (dialect) => {
  let t: TestApp | undefined;
  let close: (() => void) | undefined;
  afterEach(async () => {
    close?.();
    await t?.close();
  });

  async function start(trustProxy: string) {
    t = await createTestApp(dialect, {
      realClientAddress: true,
      env: { TRUST_PROXY: trustProxy },
      limits: { signInPerMinute: 5 },
    });
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    close = () => server.close();
    const { port } = server.address() as AddressInfo;
    const app = t;
    const post = (path: string, body: unknown, forwardedFor?: string) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: {
          origin: ORIGIN,
          'content-type': 'application/json',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        body: JSON.stringify(body),
      });
    /** Signs up and returns the address Better Auth recorded on the new session. */
    async function recordedAddress(forwardedFor?: string) {
      const email = uniqueEmail('addr');
      const response = await post(
        '/api/auth/sign-up/email',
        { name: 'Ada', email, password: GOOD_PASSWORD },
        forwardedFor,
      );
      expect(response.status).toBe(200);
      const row = await app.db
        .selectFrom('session')
        .innerJoin('user', 'user.id', 'session.userId')
        .select('session.ipAddress')
        .where('user.email', '=', email)
        .executeTakeFirstOrThrow();
      return row.ipAddress;
    }
    return { post, recordedAddress };
  }

  it('ignores X-Forwarded-For when TRUST_PROXY is false', async () => {
    const { recordedAddress } = await start('false');
    const address = await recordedAddress('203.0.113.9');
    expect(address).not.toBe('203.0.113.9');
    expect(address).toMatch(/127\.0\.0\.1$/);
  });

  it('behind one proxy takes the right-most entry, not the forged first hop', async () => {
    const { recordedAddress, post } = await start('true');
    expect(await recordedAddress('6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');

    // Fifteen sign-ins with a new forged first hop each: still one client, still limited.
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const response = await post(
        '/api/auth/sign-in/email',
        { email: uniqueEmail('nobody'), password: 'Guess!word1' },
        `10.0.0.${i}, 203.0.113.8`,
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('behind two proxies takes the second entry from the right', async () => {
    const { recordedAddress } = await start('2');
    expect(await recordedAddress('6.6.6.6, 203.0.113.20, 10.1.1.1')).toBe('203.0.113.20');
  });
});
