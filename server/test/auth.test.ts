import type { ErrorBody } from '@forkcast/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth, hashResetIdentifier, sessionCookieName } from '../src/auth/auth.ts';
import { createLogger } from '../src/providers/logger.ts';
import {
  createClient,
  createTestApp,
  dialects,
  GOOD_PASSWORD,
  signUp,
  type TestApp,
  uniqueEmail,
} from './support/test-app.ts';

/** Whether the client's cookies carry a live session, as the app sees it. */
async function signedInEmail(client: { get: (p: string) => Response | Promise<Response> }) {
  const response = await client.get('/api/session');
  expect(response.status).toBe(200);
  const body = (await response.json()) as { user: { email: string } } | null;
  return body?.user.email ?? null;
}

describe.each(dialects)('accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { limits: { signInPerMinute: 5, failedSignInsPerEmail: 4 } });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('sign-up', () => {
    it('creates the user and a profile, and signs them in with an httpOnly cookie', async () => {
      const client = createClient(t.app);
      const { response, email } = await signUp(client, {
        name: 'Grace Hopper',
        email: 'Grace.Hopper+food@Example.com',
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { user: Record<string, unknown> };
      expect(body.user.email).toBe(email.toLowerCase());
      expect(JSON.stringify(body)).not.toContain('token');

      const setCookie = response.headers.getSetCookie().join('\n');
      expect(setCookie).toMatch(/forkcast\.session_token=/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);

      const session = await client.get('/api/session');
      expect(session.status).toBe(200);
      const me = (await session.json()) as {
        user: { email: string; name: string };
        profile: { username: string; fullName: string };
      };
      expect(me.user.name).toBe('Grace Hopper');
      expect(me.profile.fullName).toBe('Grace Hopper');
      expect(me.profile.username).toBe('grace_hopper_food');
    });

    it('gives two people with the same email name different usernames', async () => {
      await signUp(createClient(t.app), { email: 'sam@one.example' });
      const second = createClient(t.app);
      await signUp(second, { email: 'sam@two.example' });
      const me = (await (await second.get('/api/session')).json()) as {
        profile: { username: string };
      };
      expect(me.profile.username).toMatch(/^sam\d+$/);
    });

    it('refuses a password shorter than 8 characters with the spec message', async () => {
      const { response } = await signUp(createClient(t.app), { password: 'a!b2' });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(
        'Password must be at least 8 characters',
      );
    });

    it('refuses a password without a special character with the spec message', async () => {
      const { response } = await signUp(createClient(t.app), { password: 'abcdefgh12' });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(
        'Password must contain at least one special character',
      );
    });

    it('requires a full name and a valid email', async () => {
      const noName = await signUp(createClient(t.app), { name: '   ' });
      expect(noName.response.status).toBe(400);
      expect(((await noName.response.json()) as ErrorBody).error.message).toBe(
        'Please enter your full name',
      );
      const badEmail = await signUp(createClient(t.app), { email: 'not-an-email' });
      expect(badEmail.response.status).toBe(400);
      expect(((await badEmail.response.json()) as ErrorBody).error.message).toBe(
        'Please enter a valid email address',
      );
    });

    it('refuses a duplicate email without creating a second account', async () => {
      const email = uniqueEmail('dup');
      expect((await signUp(createClient(t.app), { email })).response.status).toBe(200);
      const again = await signUp(createClient(t.app), { email: email.toUpperCase() });
      expect(again.response.status).toBe(422);
      expect(((await again.response.json()) as ErrorBody).error.message).toMatch(/already exists/i);
      const users = await t.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', email.toLowerCase())
        .execute();
      expect(users).toHaveLength(1);
    });
  });

  describe('sign-in and session', () => {
    it('signs in with the right password and refuses the wrong one', async () => {
      const { email } = await signUp(createClient(t.app));
      const client = createClient(t.app);
      const wrong = await client.post('/api/auth/sign-in/email', {
        email,
        password: 'Wrong!pass1',
      });
      expect(wrong.status).toBe(401);
      expect(((await wrong.json()) as ErrorBody).error.message).toBe('Invalid email or password');
      expect(await signedInEmail(client)).toBeNull();

      const right = await client.post('/api/auth/sign-in/email', {
        email,
        password: GOOD_PASSWORD,
      });
      expect(right.status).toBe(200);
      expect(JSON.stringify(await right.json())).not.toContain('token');
      expect(await signedInEmail(client)).toBe(email);
    });

    it('requires email and password', async () => {
      const response = await createClient(t.app).post('/api/auth/sign-in/email', { email: '' });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe('Please enter your email');
    });

    it('rejects a session cookie whose signature was tampered with', async () => {
      const client = createClient(t.app);
      await signUp(client);
      const [name, value] = [...client.jar][0] as [string, string];
      const decoded = decodeURIComponent(value);
      // Change one character of the token but keep the old signature.
      const swapped = decoded[0] === 'x' ? 'y' : 'x';
      const forged = encodeURIComponent(`${swapped}${decoded.slice(1)}`);
      expect(
        await signedInEmail({
          get: (p) => t.app.request(p, { headers: { cookie: `${name}=${value}` } }),
        }),
      ).not.toBeNull();
      const response = await t.app.request('/api/session', {
        headers: { cookie: `${name}=${forged}` },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toBeNull();
    });

    it('sign-out revokes the session on the server, not only the cookie', async () => {
      const client = createClient(t.app);
      await signUp(client);
      const stolenCookie = client.cookieHeader();
      expect(await signedInEmail(client)).not.toBeNull();
      const out = await client.post('/api/auth/sign-out');
      expect(out.status).toBe(200);
      expect(await signedInEmail(client)).toBeNull();
      const replay = await t.app.request('/api/session', { headers: { cookie: stolenCookie } });
      expect(await replay.json()).toBeNull();
    });
  });

  describe('rate limiting', () => {
    it('limits sign-in attempts per IP but not other people', async () => {
      const { email } = await signUp(createClient(t.app));
      const attacker = createClient(t.app, '203.0.113.50');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const r = await attacker.post('/api/auth/sign-in/email', {
          email: uniqueEmail('nobody'),
          password: 'Guess!word1',
        });
        statuses.push(r.status);
      }
      expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
      expect(statuses[5]).toBe(429);

      const someoneElse = createClient(t.app, '203.0.113.51');
      const ok = await someoneElse.post('/api/auth/sign-in/email', {
        email,
        password: GOOD_PASSWORD,
      });
      expect(ok.status).toBe(200);
    });

    it('locks an email after repeated failures from many IPs, and a few typos do not', async () => {
      const { email } = await signUp(createClient(t.app));
      for (let i = 0; i < 3; i += 1) {
        const r = await createClient(t.app, `203.0.113.${100 + i}`).post(
          '/api/auth/sign-in/email',
          { email, password: `Typo!${i}xxxx` },
        );
        expect(r.status).toBe(401);
      }
      // Three typos: the owner still gets in, and that resets the count.
      const owner = createClient(t.app, '203.0.113.120');
      expect(
        (await owner.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status,
      ).toBe(200);

      for (let i = 0; i < 4; i += 1) {
        await createClient(t.app, `203.0.113.${130 + i}`).post('/api/auth/sign-in/email', {
          email,
          password: `Guess!${i}yyyy`,
        });
      }
      const blocked = await createClient(t.app, '203.0.113.140').post('/api/auth/sign-in/email', {
        email,
        password: GOOD_PASSWORD,
      });
      expect(blocked.status).toBe(429);
      expect(((await blocked.json()) as ErrorBody).error.message).toMatch(
        /Too many sign-in attempts for this account\. Please wait 15 minutes/,
      );
    });

    it('starts the count over once the 15-minute window has passed', async () => {
      const { email } = await signUp(createClient(t.app));
      const fail = () =>
        createClient(t.app).post('/api/auth/sign-in/email', { email, password: 'Wrong!pass1' });
      for (let i = 0; i < 4; i += 1) await fail();
      const key = `sign-in:email:${email}`;
      const count = async () =>
        (
          await t.db
            .selectFrom('rate_limits')
            .select('count')
            .where('key', '=', key)
            .executeTakeFirst()
        )?.count;
      expect(await count()).toBe(4);

      // Move the window 16 minutes into the past: the lock lifts and the next failure counts 1.
      await t.db
        .updateTable('rate_limits')
        .set((eb) => ({ window_started_at: eb('window_started_at', '-', 16 * 60 * 1000) }))
        .where('key', '=', key)
        .execute();
      expect((await fail()).status).toBe(401);
      expect(await count()).toBe(1);
    });
  });

  describe('password reset', () => {
    it('sends a link whose token sets a new password once', async () => {
      const { email } = await signUp(createClient(t.app));
      const before = t.mails.length;
      const request = await createClient(t.app).post('/api/auth/request-password-reset', { email });
      expect(request.status).toBe(200);
      expect(t.mails.length).toBe(before + 1);
      const mail = t.mails.at(-1);
      expect(mail?.to).toBe(email);
      const link = new URL(mail?.link ?? '');
      expect(link.pathname).toBe('/reset-password');
      const token = link.searchParams.get('token') ?? '';
      expect(token.length).toBeGreaterThan(10);

      const weak = await createClient(t.app).post('/api/auth/reset-password', {
        token,
        newPassword: 'short',
      });
      expect(weak.status).toBe(400);
      expect(((await weak.json()) as ErrorBody).error.message).toBe(
        'Password must be at least 8 characters',
      );

      const newPassword = 'Basil&pesto42';
      const reset = await createClient(t.app).post('/api/auth/reset-password', {
        token,
        newPassword,
      });
      expect(reset.status).toBe(200);

      const again = await createClient(t.app).post('/api/auth/reset-password', {
        token,
        newPassword: 'Another!pass9',
      });
      expect(again.status).toBe(400);

      const client = createClient(t.app);
      expect(
        (await client.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status,
      ).toBe(401);
      expect(
        (await client.post('/api/auth/sign-in/email', { email, password: newPassword })).status,
      ).toBe(200);
    });

    it('refuses an expired token', async () => {
      const { email } = await signUp(createClient(t.app));
      await createClient(t.app).post('/api/auth/request-password-reset', { email });
      const token = new URL(t.mails.at(-1)?.link ?? '').searchParams.get('token') ?? '';
      const past = new Date(Date.now() - 60_000);
      await t.db
        .updateTable('verification')
        .set({ expiresAt: dialect === 'postgres' ? past : past.toISOString() })
        .where('identifier', '=', hashResetIdentifier(`reset-password:${token}`))
        .execute();
      const reset = await createClient(t.app).post('/api/auth/reset-password', {
        token,
        newPassword: 'Fresh!thyme77',
      });
      expect(reset.status).toBe(400);
    });

    it('answers the same for an unknown email and sends nothing', async () => {
      const before = t.mails.length;
      const response = await createClient(t.app).post('/api/auth/request-password-reset', {
        email: uniqueEmail('ghost'),
      });
      expect(response.status).toBe(200);
      expect(t.mails.length).toBe(before);
    });
  });
});

describe.each(dialects)('requireUser guard on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets a signed-in cook through and answers everyone else with a JSON 401', async () => {
    const { Hono } = await import('hono');
    const { createErrorHandler } = await import('../src/http/errors.ts');
    const { createLogger } = await import('../src/providers/logger.ts');
    const guarded = new Hono<import('../src/auth/session.ts').AuthEnv>()
      .use('*', t.sessions.requireUser)
      .get('/me', (c) => c.json({ id: c.get('user').id }, 200));
    guarded.onError(createErrorHandler(createLogger('silent')));

    const anonymous = await guarded.request('/me');
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as ErrorBody).error.message).toBe('Auth session missing!');

    const client = createClient(t.app);
    await signUp(client);
    const me = await guarded.request('/me', { headers: { cookie: client.cookieHeader() } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: string }).id).toMatch(/\w+/);
  });
});

describe.each(dialects)('a sign-up that fails half-way on %s', (dialect) => {
  it('leaves no user behind, so the same email can sign up again later', async () => {
    const t = await createTestApp(dialect);
    try {
      // Fault injection: the profile cannot be written.
      await t.db.schema.alterTable('profiles').renameTo('profiles_away').execute();
      const attempt = await signUp(createClient(t.app));
      expect(attempt.response.status).toBe(500);
      const body = (await attempt.response.json()) as ErrorBody;
      expect(body.error.code).toBe('internal');
      expect(JSON.stringify(body)).not.toMatch(/profiles|Sqlite|relation/i);
      const users = await t.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', attempt.email)
        .execute();
      expect(users).toHaveLength(0);

      await t.db.schema.alterTable('profiles_away').renameTo('profiles').execute();
      const retry = await signUp(createClient(t.app), { email: attempt.email });
      expect(retry.response.status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the session cookie name', () => {
  it('is the one Better Auth issues, on http and on https', async () => {
    const t = await createTestApp('sqlite');
    try {
      for (const publicUrl of [t.config.publicUrl, 'https://forkcast.example']) {
        const auth = createAuth({
          db: t.db,
          dialect: 'sqlite',
          config: { ...t.config, publicUrl },
          mailer: { send: async () => {} },
          logger: createLogger('silent'),
          createProfile: async () => {},
          sessionsChanged: async () => {},
        });
        const issued = (await auth.$context).authCookies.sessionToken.name;
        expect(sessionCookieName(publicUrl)).toBe(issued);
      }
      expect(sessionCookieName('https://forkcast.example')).toMatch(/^__Secure-/);
    } finally {
      await t.close();
    }
  });
});
