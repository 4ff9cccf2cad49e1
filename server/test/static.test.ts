import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, signUp, type TestApp } from './support/test-app.ts';

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  const landingHtml = '<!doctype html><title>landing</title>';
  const appHtml = '<!doctype html><title>app</title>';
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'forkcast-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), landingHtml);
    writeFileSync(path.join(dist, 'app.html'), appHtml);
    writeFileSync(path.join(dist, 'app.html.br'), brotliCompressSync(appHtml));
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), script);
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Forkcast"}');
    writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting();');
    t = await createTestApp('sqlite', { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the landing page for / and the app page for every app path', async () => {
    expect(await (await t.app.request('/')).text()).toBe(landingHtml);
    for (const route of ['/dashboard', '/list/abc/meal/def', '/no/such/page']) {
      const response = await t.app.request(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(appHtml);
    }
  });

  it('announces the session read with every app page, and nothing with the landing page', async () => {
    const page = await t.app.request('/dashboard');
    expect(page.headers.get('link')).toBe('</api/session>; rel=preload; as=fetch; crossorigin');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect((await t.app.request('/')).headers.get('link')).toBeNull();
    // A cookie that is no session announces no one's reads.
    const forged = await t.app.request('/dashboard', {
      headers: { cookie: 'forkcast.session_token=nobody.c2lnbmF0dXJl' },
    });
    expect(forged.headers.get('link')).toBe('</api/session>; rel=preload; as=fetch; crossorigin');
  });

  it("announces a signed-in screen's first reads with its page, for that cook only", async () => {
    const client = createClient(t.app);
    expect((await signUp(client)).response.status).toBe(200);
    const links = async (address: string) => {
      const page = await client.get(address);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
      return page.headers.get('link')?.split(', ');
    };
    const preload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;
    expect(await links('/dashboard')).toEqual([preload('/api/session'), preload('/api/lists')]);
    expect(await links('/list/l-1?tab=shopping')).toEqual([
      preload('/api/session'),
      preload('/api/lists/l-1'),
      preload('/api/lists/l-1/ingredients'),
      preload('/api/lists/l-1/shopping'),
    ]);
    expect(await links('/list/l-1/meal/m-2')).toEqual([
      preload('/api/session'),
      preload('/api/meals/m-2?listId=l-1'),
    ]);
    const settings = await client.get('/settings');
    expect(settings.headers.get('link')).toBe(preload('/api/session'));
  });

  it('caches hashed assets for a year and sends brotli to browsers that accept it', async () => {
    const plain = await t.app.request('/assets/main-abc123.js');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await plain.text()).toBe(script);

    const compressed = await t.app.request('/assets/main-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-type')).toMatch(/javascript/);

    const page = await t.app.request('/feed', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
  });

  it('does not let the app page answer for a missing asset or API route', async () => {
    expect((await t.app.request('/api/nothing-here')).status).toBe(404);
    const missing = await t.app.request('/assets/main-old999.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
    const manifest = await t.app.request('/manifest.webmanifest');
    expect(await manifest.text()).toBe('{"name":"Forkcast"}');
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('never lets a browser keep the service worker (a new build would wait an hour)', async () => {
    const worker = await t.app.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(await worker.text()).toBe('self.skipWaiting();');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });
});
