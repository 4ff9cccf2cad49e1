import type { ErrorBody } from '@forkcast/core';
import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, dialects, ORIGIN, type TestApp } from './support/test-app.ts';

describe.each(dialects)('HTTP basics on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports health with database reachability', async () => {
    const response = await t.app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends the security headers on every response', async () => {
    for (const path of ['/api/health', '/api/nope', '/some/page']) {
      const response = await t.app.request(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBeTruthy();
    }
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.app.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('not_found');
  });

  it('answers malformed JSON with a 400 and a message, not a stack', async () => {
    const response = await createClient(t.app).post('/api/auth/sign-in/email', '{"email": ');
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'bad_request', message: 'The request body is not valid JSON.' },
    });
    expect(text).not.toMatch(/at .*\.ts/);
  });

  it('refuses mutations from another origin or with no origin', async () => {
    const foreign = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    const missing = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(missing.status).toBe(403);
    const ours = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(ours.status).toBe(200);
  });

  it('refuses a body over 1 MB with a JSON 413', async () => {
    const response = await createClient(t.app).post(
      '/api/auth/sign-in/email',
      JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'payload_too_large', message: 'That request is too large.' },
    });
  });

  it('does not expose Better Auth endpoints the product does not use', async () => {
    const response = await createClient(t.app).post('/api/auth/delete-user', {});
    expect(response.status).toBe(404);
  });

  it('has exactly the tables Better Auth expects (frozen migration matches)', async () => {
    const { toBeCreated, toBeAdded } = await getMigrations(t.auth.options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });
});
