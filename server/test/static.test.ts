import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
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
    expect(await links('/list/l-1?tab=schedule')).toEqual([
      preload('/api/session'),
      preload('/api/lists/l-1'),
      preload('/api/lists/l-1/nutrition'),
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

describe("announcing a screen's code with the app page (issue 16)", () => {
  let t: TestApp;
  let dist: string;
  const appHtml = [
    '<!doctype html><html><head><title>app</title>',
    '<script type="module" crossorigin src="/assets/app-main-1.js"></script>',
    '<script type="module" crossorigin src="/assets/shared-1.js"></script>',
    '</head><body></body></html>',
  ].join('\n');
  // As Vite writes it: source modules and shared chunks, each with the chunks it imports.
  const manifest = {
    '_app-main-1.js': { file: 'assets/app-main-1.js', imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_dialog-1.js': { file: 'assets/dialog-1.js', imports: ['_shared-1.js'] },
    '_units-1.js': { file: 'assets/units-1.js' },
    'src/app/routes/dashboard-route.tsx': {
      file: 'assets/dashboard-route-1.js',
      imports: ['_shared-1.js', '_dialog-1.js'],
    },
    'src/app/routes/list-route.tsx': {
      file: 'assets/list-route-1.js',
      imports: ['_shared-1.js', '_dialog-1.js'],
    },
    'src/features/planning/components/shopping-list-tab.tsx': {
      file: 'assets/shopping-list-tab-1.js',
      imports: ['_units-1.js', '_dialog-1.js'],
    },
  };
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'forkcast-dist-'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>landing</title>');
    writeFileSync(path.join(dist, 'app.html'), appHtml);
    writeFileSync(path.join(dist, 'app.html.br'), brotliCompressSync(appHtml));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    t = await createTestApp('sqlite', { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("preloads the screen's chunks and theirs, once each, but none the page already loads", async () => {
    const dashboard = await (await t.app.request('/dashboard')).text();
    expect(preloads(dashboard)).toEqual(['/assets/dashboard-route-1.js', '/assets/dialog-1.js']);
    // The links go in the head, the page stays as built around them.
    expect(dashboard.indexOf('modulepreload')).toBeLessThan(dashboard.indexOf('</head>'));
    const head = (html: string) => html.replace(/\s*<\/head>/, '</head>');
    expect(head(dashboard.replace(/\s*<link rel="modulepreload"[^>]*>/g, ''))).toBe(head(appHtml));
    const shopping = await (await t.app.request('/list/l-1?x=1&tab=shopping')).text();
    expect(preloads(shopping)).toEqual([
      '/assets/list-route-1.js',
      '/assets/dialog-1.js',
      '/assets/shopping-list-tab-1.js',
      '/assets/units-1.js',
    ]);
  });

  it('sends the same copy compressed, and the plain page where no screen code is known', async () => {
    const compressed = await t.app.request('/dashboard', { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    const body = brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString();
    expect(body).toBe(await (await t.app.request('/dashboard')).text());
    // A screen the manifest does not name, account screens, unknown and malformed addresses.
    for (const address of ['/settings', '/login', '/no/such/page', '/list/%E0/meal/%E0']) {
      const page = await t.app.request(address);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(appHtml);
    }
  });
});
