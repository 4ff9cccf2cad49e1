import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, SecureServerResponse } from '../src/http/security.ts';
import { addMeal, type Client, createCook, createList } from './support/factories.ts';
import { createTestApp, dialects, ORIGIN, type TestApp } from './support/test-app.ts';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * The app served as main.ts serves it (a real socket, `SecureServerResponse`): request headers
 * are read from Node's parsed headers, the security headers go on as the head is written, and
 * 304s take the adapter's light path.
 */
describe.each(dialects)('the app behind a real socket on %s', (dialect) => {
  let t: TestApp;
  let cook: Client;
  let port: number;
  let close: () => void;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const server = serve({
      fetch: t.app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      serverOptions: { ServerResponse: SecureServerResponse },
    });
    await new Promise((resolve) => server.once('listening', resolve));
    close = () => server.close();
    port = (server.address() as AddressInfo).port;
    cook = await createCook(t, 'Socket Cook');
  });
  afterAll(async () => {
    close();
    await t.close();
  });

  function send(method: string, path: string, headers: Record<string, string> = {}, body = '') {
    return new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, path, method, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  const expectSecurityHeaders = (answer: Answer) => {
    for (const [name, value] of SECURITY_HEADERS) {
      expect(answer.headers[name.toLowerCase()], name).toBe(value);
    }
  };

  it('reads the session cookie, answers 304 to a current tag, and the same bytes otherwise', async () => {
    const list = await createList(cook, 'Over the wire');
    for (let i = 0; i < 8; i += 1) await addMeal(cook, list.id, { name: `Wire stew ${i}` });
    const cookie = cook.cookieHeader();
    const first = await send('GET', `/api/lists/${list.id}`, { cookie });
    expect(first.status).toBe(200);
    expectSecurityHeaders(first);
    expect(first.headers['content-length']).toBe(String(first.body.byteLength));
    const viaApp = await cook.get(`/api/lists/${list.id}`);
    expect(first.body.toString('utf8')).toBe(await viaApp.text());
    const tag = first.headers.etag ?? '';
    expect(tag).toMatch(/^W\//);

    const again = await send('GET', `/api/lists/${list.id}`, { cookie, 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers['content-length']).toBeUndefined();
    expect(again.headers.etag).toBe(tag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expectSecurityHeaders(again);

    const packed = await send('GET', `/api/lists/${list.id}`, {
      cookie,
      'accept-encoding': 'gzip',
    });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(packed.body).toString('utf8')).toBe(first.body.toString('utf8'));
  });

  it('counts the queries of a 304 when asked to (benchmarks)', async () => {
    const counting = await createTestApp(dialect, { countQueries: true });
    const server = serve({
      fetch: counting.app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      serverOptions: { ServerResponse: SecureServerResponse },
    });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const countingCook = await createCook(counting, 'Counted Cook');
      const list = await createList(countingCook, 'Counted');
      const cookie = countingCook.cookieHeader();
      const at = (server.address() as AddressInfo).port;
      const first = await fetch(`http://127.0.0.1:${at}/api/lists/${list.id}`, {
        headers: { cookie },
      });
      await first.arrayBuffer();
      const again = await fetch(`http://127.0.0.1:${at}/api/lists/${list.id}`, {
        headers: { cookie, 'if-none-match': first.headers.get('etag') ?? '' },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('x-query-count')).toBe('1');
    } finally {
      server.close();
      await counting.close();
    }
  });

  it('is signed out without the cookie, and refuses a mutation from another site', async () => {
    const signedOut = await send('GET', '/api/lists');
    expect(signedOut.status).toBe(401);
    expectSecurityHeaders(signedOut);
    const cookie = cook.cookieHeader();
    const foreign = await send(
      'POST',
      '/api/lists',
      { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      JSON.stringify({ name: 'Nope' }),
    );
    expect(foreign.status).toBe(403);
    const ours = await send(
      'POST',
      '/api/lists',
      { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      JSON.stringify({ name: 'Yes' }),
    );
    expect(ours.status).toBe(201);
  });

  it('never lets a response that sets a cookie be stored', async () => {
    const answer = await send(
      'POST',
      '/api/auth/sign-out',
      { cookie: cook.cookieHeader(), origin: ORIGIN, 'content-type': 'application/json' },
      '{}',
    );
    expect(answer.headers['set-cookie']?.length).toBeGreaterThan(0);
    expect(answer.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(answer);
  });
});
