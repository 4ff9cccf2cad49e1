import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestApp,
  dialects,
  errorMessage,
  GOOD_PASSWORD,
  signUp,
  type TestApp,
} from './support/test-app.ts';

type Client = ReturnType<typeof createClient>;

const NEW_PASSWORD = 'Rosemary&lamb42';

describe.each(dialects)('POST /api/auth/change-password on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { limits: { failedSignInsPerEmail: 4 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const change = (client: Client, body: unknown) => client.post('/api/auth/change-password', body);

  async function signedInAs(client: Client) {
    const body = (await (await client.get('/api/session')).json()) as {
      user: { email: string };
    } | null;
    return body?.user.email ?? null;
  }

  async function signInStatus(email: string, password: string) {
    const response = await createClient(t.app).post('/api/auth/sign-in/email', { email, password });
    return response.status;
  }

  it('answers a signed-out caller with 401, whatever the body', async () => {
    const response = await change(createClient(t.app), {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(401);
    expect(await errorMessage(response)).toBe('Auth session missing!');
    expect((await change(createClient(t.app), 'not json')).status).toBe(401);
  });

  it('changes the password of the owner, who stays signed in while other sessions end', async () => {
    const here = createClient(t.app);
    const { email } = await signUp(here);
    const elsewhere = createClient(t.app);
    await elsewhere.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(await signedInAs(elsewhere)).toBe(email);

    const response = await change(here, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    expect(await signedInAs(here)).toBe(email);
    expect(await signedInAs(elsewhere)).toBeNull();
    expect(await signInStatus(email, GOOD_PASSWORD)).toBe(401);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses a new password that is the current one, and keeps the other sessions', async () => {
    const here = createClient(t.app);
    const { email } = await signUp(here);
    const elsewhere = createClient(t.app);
    await elsewhere.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    const response = await change(here, {
      currentPassword: GOOD_PASSWORD,
      newPassword: GOOD_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe(
      'Your new password must be different from your current one',
    );
    // Nothing changed: the other phone is still signed in.
    expect(await signedInAs(elsewhere)).toBe(email);
  });

  it('spends every reset link still waiting', async () => {
    const client = createClient(t.app);
    const { email } = await signUp(client);
    await createClient(t.app).post('/api/auth/request-password-reset', { email });
    const token =
      new URL(t.mails.findLast((m) => m.to === email)?.link ?? 'http://x/').searchParams.get(
        'token',
      ) ?? '';
    expect(token).not.toBe('');
    expect(
      (await change(client, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD })).status,
    ).toBe(200);
    const reset = await createClient(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'Thyme!honey88',
    });
    expect(reset.status).toBe(400);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses a wrong current password with a clear message and changes nothing', async () => {
    const client = createClient(t.app);
    const { email } = await signUp(client);
    const response = await change(client, {
      currentPassword: 'Not!mine123',
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe('Your current password is not correct');
    expect(await signInStatus(email, GOOD_PASSWORD)).toBe(200);
  });

  it("does not take someone else's password for the current one", async () => {
    const { email: ownerEmail } = await signUp(createClient(t.app), {
      password: 'Owner!secret77',
    });
    const stranger = createClient(t.app);
    await signUp(stranger);
    const response = await change(stranger, {
      currentPassword: 'Owner!secret77',
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await signInStatus(ownerEmail, 'Owner!secret77')).toBe(200);
  });

  it('counts wrong current passwords towards the sign-in brake', async () => {
    const client = createClient(t.app);
    await signUp(client);
    for (let i = 0; i < 4; i += 1) {
      const wrong = await change(client, {
        currentPassword: `Guess!${i}word`,
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.status).toBe(400);
    }
    const right = await change(client, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(right.status).toBe(429);
    expect(await errorMessage(right)).toMatch(/Too many sign-in attempts for this account/);
  });

  it.each([
    ['short!', 'Password must be at least 8 characters'],
    ['nospecial1', 'Password must contain at least one special character'],
    [
      'Football!',
      'This password is one of the most common ones and easy to guess. Please choose another.',
    ],
    ['\u0000'.repeat(9), 'Password cannot contain invisible control characters'],
  ])('refuses the weak new password %j with its reason', async (newPassword, reason) => {
    const client = createClient(t.app);
    const { email } = await signUp(client);
    const response = await change(client, { currentPassword: GOOD_PASSWORD, newPassword });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe(reason);
    expect(await signInStatus(email, GOOD_PASSWORD)).toBe(200);
  });

  it('requires the current password', async () => {
    const client = createClient(t.app);
    await signUp(client);
    const response = await change(client, { newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe('Please enter your current password');
  });
});
