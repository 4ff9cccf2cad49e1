import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ApiToken, ListSummary } from '@forkcast/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealDraft } from './support/factories.ts';
import { type Cook, createCook, errorOf, json } from './support/social-fixtures.ts';
import {
  createClient,
  createTestApp,
  dialects,
  GOOD_PASSWORD,
  type TestApp,
} from './support/test-app.ts';

describe.each(dialects)('personal API tokens on %s', (dialect) => {
  let t: TestApp;
  let cook: Cook;

  beforeAll(async () => {
    t = await createTestApp(dialect, { limits: { postsPerHour: 2 } });
    cook = await createCook(t, 'Scripting Cook');
  });
  afterAll(async () => {
    await t.close();
  });

  async function newToken(scope: 'read' | 'write', name = `${scope} token`) {
    const created = await json<{ token: string; apiToken: ApiToken }>(
      cook.send('POST', '/api/tokens', { name, scope }),
      201,
    );
    return created;
  }

  /** A script: no cookie, no Origin, just the token. */
  function script(token: string, method: string, path: string, body?: unknown) {
    return t.app.request(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  it('creates a token shown once, stores only its hash, and lists it with its last use', async () => {
    const { token, apiToken } = await newToken('read', 'Reader');
    expect(token).toMatch(/^fct_[A-Za-z0-9_-]{43}$/);
    const row = await t.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', apiToken.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    let listed = await json<{ tokens: ApiToken[] }>(cook.send('GET', '/api/tokens'));
    expect(listed.tokens.find((x) => x.id === apiToken.id)).toMatchObject({
      name: 'Reader',
      scope: 'read',
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(token);
    await json(script(token, 'GET', '/api/lists'));
    listed = await json<{ tokens: ApiToken[] }>(cook.send('GET', '/api/tokens'));
    expect(listed.tokens.find((x) => x.id === apiToken.id)?.lastUsedAt).toEqual(expect.any(String));
  });

  it('lets a write token add a meal, with the very body of the README example', async () => {
    const { token } = await newToken('write');
    const list = await json<{ list: ListSummary }>(
      script(token, 'POST', '/api/lists', { name: 'From a script' }),
      201,
    );
    const added = await json<{ meals: { name: string }[] }>(
      script(token, 'POST', `/api/lists/${list.list.id}/meals`, {
        meals: [mealDraft({ name: 'Scripted soup' })],
      }),
      201,
    );
    expect(added.meals[0]?.name).toBe('Scripted soup');
    // The README's curl: the first list's id from GET /api/lists, then its -d body as it is.
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
    const example =
      /curl -s -X POST "http:\/\/localhost:3000(\/api\/lists\/\$LIST\/meals)"[\s\S]*?-d '([^']+)'/.exec(
        readme,
      );
    if (!example) throw new Error('the README has no curl example that adds a meal');
    const [, path, body] = example as unknown as [string, string, string];
    const first = (await json<{ lists: { id: string }[] }>(script(token, 'GET', '/api/lists')))
      .lists[0];
    const response = await t.app.request(path.replace('$LIST', first?.id ?? ''), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    const fromReadme = await json<{ meals: { name: string }[] }>(response, 201);
    expect(fromReadme.meals.map((m) => m.name)).toEqual(
      (JSON.parse(body) as { meals: { name: string }[] }).meals.map((m) => m.name),
    );
    const session = await json<{ user: { id: string } }>(script(token, 'GET', '/api/session'));
    expect(session.user.id).toBe(cook.id);
  });

  it('keeps a read token from writing', async () => {
    const { token } = await newToken('read');
    await json(script(token, 'GET', '/api/lists'));
    const refused = await errorOf(script(token, 'POST', '/api/lists', { name: 'Nope' }), 403);
    expect(refused.message).toMatch(/can only read/);
  });

  it('never lets a token change the password, the email or the tokens', async () => {
    const { token, apiToken } = await newToken('write');
    const attempts: [string, string, unknown?][] = [
      [
        'POST',
        '/api/auth/change-password',
        { currentPassword: GOOD_PASSWORD, newPassword: 'Another!pass9' },
      ],
      ['POST', '/api/auth/change-email', { newEmail: 'new@example.com' }],
      ['POST', '/api/tokens', { name: 'more', scope: 'write' }],
      ['GET', '/api/tokens'],
      ['DELETE', `/api/tokens/${apiToken.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const error = await errorOf(script(token, method, path, body), 403);
      expect(error.message, `${method} ${path}`).toBe(
        'API tokens cannot change the password, email or tokens.',
      );
    }
  });

  it('ends every token of a cook whose password is changed or reset', async () => {
    const owner = await createCook(t, 'Careful Cook');
    const mint = async () =>
      (
        await json<{ token: string }>(
          owner.send('POST', '/api/tokens', { name: 'Script', scope: 'write' }),
          201,
        )
      ).token;
    const bystander = (await newToken('read')).token;

    const beforeChange = await mint();
    await json(script(beforeChange, 'GET', '/api/lists'));
    await json(
      owner.send('POST', '/api/auth/change-password', {
        currentPassword: GOOD_PASSWORD,
        newPassword: 'Saffron!rice77',
      }),
    );
    await errorOf(script(beforeChange, 'GET', '/api/lists'), 401);

    const beforeReset = await mint();
    const email = (await json<{ user: { email: string } }>(owner.send('GET', '/api/session'))).user
      .email;
    await createClient(t.app).post('/api/auth/request-password-reset', { email });
    const link = t.mails.findLast((m) => m.to === email)?.link ?? 'http://x/';
    const resetToken = new URL(link).searchParams.get('token') ?? '';
    const reset = await createClient(t.app).post('/api/auth/reset-password', {
      token: resetToken,
      newPassword: 'Thyme!honey88',
    });
    expect(reset.status).toBe(200);
    await errorOf(script(beforeReset, 'GET', '/api/lists'), 401);
    // Another cook's token is untouched.
    await json(script(bystander, 'GET', '/api/lists'));
  });

  it('refuses an unknown or revoked token, and revokes only your own', async () => {
    const { token, apiToken } = await newToken('write');
    await errorOf(script('fct_not-a-real-token', 'GET', '/api/lists'), 401);
    const other = await createCook(t, 'Other Cook');
    await errorOf(other.send('DELETE', `/api/tokens/${apiToken.id}`), 404);
    expect((await cook.send('DELETE', `/api/tokens/${apiToken.id}`)).status).toBe(204);
    await errorOf(script(token, 'GET', '/api/lists'), 401);
    const bad = await errorOf(cook.send('POST', '/api/tokens', { name: 'x', scope: 'admin' }), 400);
    expect(bad.message).toBe("The scope must be 'read' or 'write'");
  });

  it('counts token requests in the same rate limits as the session', async () => {
    const { token } = await newToken('write');
    const form = () => {
      const body = new FormData();
      body.set('text', 'A post from a script');
      return body;
    };
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.request('/api/posts', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form(),
      });
      expect(response.status).toBe(201);
    }
    // The session's next post is over the same limit.
    expect((await cook.send('POST', '/api/posts', form())).status).toBe(429);
  });
});
