import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, SecureServerResponse, securityHeaders } from './security.ts';

/** A GET through a real socket: status, raw headers and body bytes. */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

/** Routes that set what the security headers replace, and the answers of every kind. */
function appWithOwnHeaders() {
  const app = new Hono();
  app.use('*', securityHeaders());
  app.get('/own', (c) => {
    c.header('Content-Security-Policy', "default-src 'none'");
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header('x-powered-by', 'Something');
    c.header('Cache-Control', 'public, max-age=60');
    return c.text('hello');
  });
  app.get('/cookie', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    c.header('Set-Cookie', 'a=1; Path=/', { append: true });
    c.header('Set-Cookie', 'b=2; Path=/', { append: true });
    return c.json({ ok: true });
  });
  app.get('/plain', () => new Response('{"x":1}', { headers: { 'Content-Type': 'text/json' } }));
  app.get('/304', () => new Response('', { status: 304, headers: { ETag: 'W/"1"' } }));
  app.get('/boom', () => {
    throw new Error('boom');
  });
  app.onError((_error, c) => c.json({ error: 'boom' }, 500));
  return app;
}

describe('security headers', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function start(app: Hono, secure: boolean) {
    const server = serve({
      fetch: app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      ...(secure ? { serverOptions: { ServerResponse: SecureServerResponse } } : {}),
    });
    await new Promise((resolve) => server.once('listening', resolve));
    close = () => server.close();
    return (server.address() as AddressInfo).port;
  }

  it('are set as the head is written, replacing a route’s own, on every kind of answer', async () => {
    const port = await start(appWithOwnHeaders(), true);
    for (const path of ['/own', '/cookie', '/plain', '/boom', '/missing']) {
      const { headers } = await get(port, path);
      for (const [name, value] of SECURITY_HEADERS) {
        expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
      }
      expect(headers['x-powered-by']).toBeUndefined();
    }
    const own = await get(port, '/own');
    expect(own.headers['cache-control']).toBe('public, max-age=60');
    expect(own.body.toString()).toBe('hello');
    const cookie = await get(port, '/cookie');
    expect(cookie.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(cookie.headers['cache-control']).toBe('no-store');
  });

  it('are the same whether the server response or the middleware sets them', async () => {
    const app = appWithOwnHeaders();
    const port = await start(app, true);
    for (const path of ['/own', '/cookie', '/plain', '/boom']) {
      const socket = await get(port, path);
      const fetched = await app.request(path);
      const names = [...SECURITY_HEADERS.map(([name]) => name), 'Cache-Control', 'Set-Cookie'];
      for (const name of names) {
        const viaSocket = socket.headers[name.toLowerCase()];
        const viaFetch =
          name === 'Set-Cookie'
            ? fetched.headers.getSetCookie()
            : (fetched.headers.get(name) ?? undefined);
        expect(name === 'Set-Cookie' && viaFetch?.length === 0 ? undefined : viaFetch).toEqual(
          viaSocket,
        );
      }
      expect(fetched.headers.has('x-powered-by')).toBe(false);
    }
  });

  it('are left to the middleware on any other server', async () => {
    const port = await start(appWithOwnHeaders(), false);
    const { headers } = await get(port, '/own');
    for (const [name, value] of SECURITY_HEADERS) expect(headers[name.toLowerCase()]).toBe(value);
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('send a 304 without a length or a body', async () => {
    const port = await start(appWithOwnHeaders(), true);
    const response = await get(port, '/304');
    expect(response.status).toBe(304);
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers.etag).toBe('W/"1"');
    expect(response.body.byteLength).toBe(0);
  });
});
