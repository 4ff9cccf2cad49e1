import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestApp,
  dialects,
  GOOD_PASSWORD,
  signUp,
  type TestApp,
} from './support/test-app.ts';

/**
 * Signed-in sessions are kept in memory (auth/session-cache.ts): a read costs no session
 * query, and yet whatever ends a session or changes what it shows takes effect at once, on
 * this instance and (PostgreSQL) on every other one.
 */
type Client = ReturnType<typeof createClient>;

async function sessionOf(app: TestApp['app'], cookie: string) {
  const response = await app.request('/api/session', { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    user: { email: string };
    profile: { username: string; fullName: string | null };
  } | null;
}

describe.each(dialects)('kept sessions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { countQueries: true });
    await t.live.ready;
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedUp(): Promise<{ client: Client; email: string }> {
    const client = createClient(t.app);
    const { response, email } = await signUp(client);
    expect(response.status).toBe(200);
    return { client, email };
  }

  it('reads a known session with no query: a 304 costs the version check alone', async () => {
    const { client } = await signedUp();
    await client.get('/api/session');
    const again = await client.get('/api/session');
    expect(again.headers.get('x-query-count')).toBe('0');
    const lists = await client.get('/api/lists');
    expect(lists.status).toBe(200);
    const tag = lists.headers.get('etag') ?? '';
    // A revalidated list costs the version check and nothing else.
    const revalidated = await client.get('/api/lists', { 'if-none-match': tag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('x-query-count')).toBe('1');
  });

  it('refuses a kept session at once after sign-out, even a copied cookie', async () => {
    const { client } = await signedUp();
    const copied = client.cookieHeader();
    expect(await sessionOf(t.app, copied)).not.toBeNull();
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect(await sessionOf(t.app, copied)).toBeNull();
    expect((await t.app.request('/api/lists', { headers: { cookie: copied } })).status).toBe(401);
  });

  it('refuses the other kept sessions at once after a password change', async () => {
    const { client: here, email } = await signedUp();
    const elsewhere = createClient(t.app);
    await elsewhere.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    const other = elsewhere.cookieHeader();
    expect(await sessionOf(t.app, other)).not.toBeNull();
    const changed = await here.post('/api/auth/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'Fresh!basil42',
    });
    expect(changed.status).toBe(200);
    expect(await sessionOf(t.app, other)).toBeNull();
    expect((await sessionOf(t.app, here.cookieHeader()))?.user.email).toBe(email);
  });

  it('refuses every kept session at once after a password reset', async () => {
    const { client, email } = await signedUp();
    const cookie = client.cookieHeader();
    expect(await sessionOf(t.app, cookie)).not.toBeNull();
    await createClient(t.app).post('/api/auth/request-password-reset', { email });
    const token = new URL(t.mails.at(-1)?.link ?? '').searchParams.get('token') ?? '';
    const reset = await createClient(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'Fresh!basil42',
    });
    expect(reset.status).toBe(200);
    expect(await sessionOf(t.app, cookie)).toBeNull();
  });

  it('shows a profile change in the session at once', async () => {
    const { client } = await signedUp();
    const cookie = client.cookieHeader();
    expect((await sessionOf(t.app, cookie))?.profile.fullName).toBe('Ada Lovelace');
    const put = await client.put('/api/profile', {
      username: `kept_${Date.now()}`,
      fullName: 'Ada L.',
    });
    expect(put.status).toBe(200);
    expect((await sessionOf(t.app, cookie))?.profile.fullName).toBe('Ada L.');
  });

  it('refuses a forged cookie even for a token it keeps', async () => {
    const { client } = await signedUp();
    const cookie = client.cookieHeader();
    expect(await sessionOf(t.app, cookie)).not.toBeNull();
    const [name, value] = [...client.jar].find(([key]) => key.endsWith('session_token')) ?? [];
    const token = decodeURIComponent(value ?? '').split('.')[0];
    expect(token).toBeTruthy();
    const forged = `${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32).toString('base64')}`)}`;
    expect(await sessionOf(t.app, forged)).toBeNull();
  });
});

// Two instances need PostgreSQL (its LISTEN/NOTIFY); SQLite is one instance by design.
if (dialects.includes('postgres')) {
  describe('kept sessions across two instances on one PostgreSQL database', () => {
    let t: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      t = await createTestApp('postgres');
      await t.live.ready;
      b = await createTestApp('postgres', { shareDatabaseOf: t });
      await b.live.ready;
    });
    afterAll(async () => {
      await b.close();
      await t.close();
    });

    async function signedUp(): Promise<{ client: Client; email: string }> {
      const client = createClient(t.app);
      const { response, email } = await signUp(client);
      expect(response.status).toBe(200);
      return { client, email };
    }

    // The other instance hears the NOTIFY on its own connection: in separate processes it comes
    // in before the client's next request can, but two apps in one process read their sockets
    // in turn, so the check waits for it (up to 2 s, far more than it takes).
    const HEARD_WITHIN = { timeout: 2000, interval: 5 };

    it('a sign-out on one instance is refused on the other as soon as the NOTIFY arrives', async () => {
      const { client } = await signedUp();
      const cookie = client.cookieHeader();
      expect(await sessionOf(b.app, cookie)).not.toBeNull();
      expect(await sessionOf(b.app, cookie)).not.toBeNull();
      expect((await client.post('/api/auth/sign-out')).status).toBe(200);
      await expect.poll(() => sessionOf(b.app, cookie), HEARD_WITHIN).toBeNull();
    });

    it('a profile change on one instance shows on the other as soon as the NOTIFY arrives', async () => {
      const { client } = await signedUp();
      const cookie = client.cookieHeader();
      expect((await sessionOf(b.app, cookie))?.profile.fullName).toBe('Ada Lovelace');
      const put = await client.put('/api/profile', {
        username: `fleet_${Date.now()}`,
        fullName: 'Ada on A',
      });
      expect(put.status).toBe(200);
      await expect
        .poll(async () => (await sessionOf(b.app, cookie))?.profile.fullName, HEARD_WITHIN)
        .toBe('Ada on A');
    });
  });
}
