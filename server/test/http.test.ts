import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ErrorBody } from '@forkcast/core';
import { serve } from '@hono/node-server';
import { getMigrations } from 'better-auth/db/migration';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { betterAuthLogger } from '../src/auth/auth.ts';
import { createErrorHandler } from '../src/http/errors.ts';
import type { Logger } from '../src/providers/logger.ts';
import {
  createClient,
  createTestApp,
  dialects,
  GOOD_PASSWORD,
  ORIGIN,
  signUp,
  type TestApp,
  uniqueEmail,
} from './support/test-app.ts';

/** A logger that keeps every line, to check what was logged and at which level. */
function recordingLogger() {
  const lines: { level: string; message: string; extra: unknown }[] = [];
  const at =
    (level: string) =>
    (message: string, extra?: unknown): void =>
      void lines.push({ level, message, extra });
  const logger: Logger = {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
  };
  return { logger, lines };
}

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

  it('sends the security headers on every response, exactly', async () => {
    for (const path of ['/api/health', '/api/nope', '/some/page']) {
      const response = await t.app.request(path);
      const csp = (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((directive) => directive.trim())
        .filter(Boolean)
        .sort();
      expect(csp).toEqual(
        [
          "default-src 'self'",
          "script-src 'self'",
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob: https:",
          "font-src 'self' data:",
          "connect-src 'self'",
          "manifest-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ].sort(),
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
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

describe('what the server logs', () => {
  it('logs a client that hangs up mid-request once, at debug, without a stack', async () => {
    const { logger, lines } = recordingLogger();
    const app = new Hono();
    app.onError(createErrorHandler(logger));
    // A route that reads its body without guarding it, as an upload would.
    app.post('/read', async (c) => c.json({ size: (await c.req.arrayBuffer()).byteLength }));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as net.AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write('POST /read HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\nhello');
      await new Promise((resolve) => setTimeout(resolve, 50));
      socket.destroy();
      await vi.waitFor(() => expect(lines.length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(lines).toEqual([
        { level: 'debug', message: 'Client went away during POST /read', extra: undefined },
      ]);
    } finally {
      server.close();
    }
  });

  it("sends Better Auth's lines through our logger at the right level", () => {
    const { logger, lines } = recordingLogger();
    const log = betterAuthLogger(logger).log;
    log('warn', 'Reset Password: User not found');
    log('info', 'Sign-up attempt for existing email: a@b.co');
    log('error', 'Failed to create user', Object.assign(new Error('UNIQUE'), { code: '23505' }));
    log(
      'error',
      'Failed to create user',
      Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
    );
    const fault = new Error('disk on fire');
    log('error', 'Failed to create session', fault);
    expect(lines.map((l) => [l.level, l.message])).toEqual([
      ['debug', 'Better Auth: Reset Password: User not found'],
      ['debug', 'Better Auth: Sign-up attempt for existing email: a@b.co'],
      ['info', 'Sign-up refused: another request created that email just before'],
      ['info', 'Sign-up refused: another request created that email just before'],
      ['error', 'Better Auth: Failed to create session'],
    ]);
    expect(lines.at(-1)?.extra).toBe(fault);
  });

  it.each(dialects)(
    'prints nothing of its own during a burst of sign-ups on %s',
    async (dialect) => {
      const { logger, lines } = recordingLogger();
      const t = await createTestApp(dialect, { logger });
      const printed: unknown[] = [];
      const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
        vi.spyOn(console, method).mockImplementation((...args) => void printed.push(args)),
      );
      try {
        const email = uniqueEmail('burst');
        const answers = await Promise.all(
          Array.from({ length: 12 }, () => signUp(createClient(t.app), { email })),
        );
        expect(answers.filter((a) => a.response.status === 200)).toHaveLength(1);
        expect(printed).toEqual([]);
        expect(lines.filter((l) => l.level === 'error' || l.level === 'warn')).toEqual([]);
      } finally {
        for (const spy of spies) spy.mockRestore();
        await t.close();
      }
    },
  );
});

describe('a production server', () => {
  it("refuses mutations from Vite's dev origin", async () => {
    const t = await createTestApp('sqlite', { env: { NODE_ENV: 'production' } });
    try {
      const response = await t.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@b.co', password: GOOD_PASSWORD }),
      });
      expect(response.status).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('revalidates /index.html and /app.html like /', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'forkcast-pages-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>landing</title>');
    writeFileSync(path.join(dist, 'app.html'), '<!doctype html><title>app</title>');
    const t = await createTestApp('sqlite', { webDistDir: dist });
    try {
      for (const page of ['/', '/index.html', '/app.html']) {
        const response = await t.app.request(page);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-cache');
      }
      expect(await (await t.app.request('/app.html')).text()).toContain('<title>app</title>');
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
