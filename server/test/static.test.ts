import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, createCook, createList } from './support/factories.ts';
import { form, picture } from './support/social-fixtures.ts';
import { createClient, createTestApp, ORIGIN, signUp, type TestApp } from './support/test-app.ts';

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
    // One's own profile: by the cook's id, which only the session knows.
    const me = (await (await client.get('/api/session')).json()) as { user: { id: string } };
    expect(await links('/profile')).toEqual([
      preload('/api/session'),
      preload(`/api/profiles/${me.user.id}`),
    ]);
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
    '</head><body><div id="root"></div>',
    '<template id="kitchen-loading"><p role="status">prepping the kitchen...</p></template>',
    '</body></html>',
  ].join('\n');
  const withMessage = (html: string) =>
    html.replace(
      '<div id="root"></div>',
      '<div id="root"><p role="status">prepping the kitchen...</p></div>',
    );
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
    expect(head(dashboard.replace(/\s*<link rel="modulepreload"[^>]*>/g, ''))).toBe(
      head(withMessage(appHtml)),
    );
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
    // Account screens and unknown addresses: the page as it was built.
    for (const address of ['/login', '/signup', '/no/such/page']) {
      const page = await t.app.request(address);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(appHtml);
    }
  });

  it("draws a signed-in screen's loading message in the page, even when the manifest names none of its code (decision 033)", async () => {
    // Settings is not in this manifest: no preloads, but the message all the same.
    for (const address of ['/settings', '/feed', '/list/l-1/meal/m-1', '/profile/u-1']) {
      const page = await (await t.app.request(address)).text();
      expect(page.replace(/\s*<link rel="modulepreload"[^>]*>/g, '')).toBe(withMessage(appHtml));
    }
    // The template stays where it was: the app's own copy for later (the page is otherwise as built).
    expect(withMessage(appHtml)).toContain('<template id="kitchen-loading">');
  });
});

describe("announcing a screen's largest picture with its page (decision 033)", () => {
  let t: TestApp;
  let dist: string;
  const appHtml = '<!doctype html><title>app</title>';
  /** The image preload of a page's Link header (its srcset has commas of its own). */
  const picturePreload = async (cook: { cookieHeader: () => string }, address: string) => {
    const page = await t.app.request(address, { headers: { cookie: cook.cookieHeader() } });
    expect(page.status).toBe(200);
    const link = page.headers.get('link') ?? '';
    return /<[^>]+>; rel=preload; as=image[^<]*/.exec(link)?.[0].replace(/, $/, '') ?? null;
  };
  const preloadOf = (url: string, sizes = '(min-width: 28rem) 26rem, 100vw') => {
    const base = url.replace(/\.webp$/, '');
    // A photo uploaded since decision 055 (-v2) has a 1200 px copy too.
    const w1200 = url.endsWith('-v2.webp') ? ` ${base}-w1200.webp 1200w,` : '';
    return [
      `<${url}>; rel=preload; as=image; fetchpriority=high`,
      `imagesrcset="${base}-w400.webp 400w, ${base}-w800.webp 800w,${w1200} ${url} 1600w"`,
      `imagesizes="${sizes}"`,
    ].join('; ');
  };
  /** A meal card's picture shows 200 px wide, 250 px from 40rem (meal-card.tsx). */
  const CARD_SIZES = '(min-width: 40rem) 250px, 200px';
  const storedPhoto = (name: string) =>
    picture('png', 16, 12).then((bytes) =>
      t.uploads.storage.put(`posts/${name}_1600x1200.webp`, bytes, 'image/webp'),
    );

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'forkcast-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>landing</title>');
    writeFileSync(path.join(dist, 'app.html'), appHtml);
    t = await createTestApp('sqlite', { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("preloads a meal's photo, with the copies and sizes its page asks for, for those who may read it", async () => {
    const cook = await createCook(t, 'Pia Picture');
    const photo = await t.uploads.storage.put(
      'posts/mealphoto1_1600x1200.webp',
      await picture('png', 16, 12),
      'image/webp',
    );
    const list = await createList(cook);
    const meal = await addMeal(cook, list.id, { imageUrl: photo });
    expect(await picturePreload(cook, `/list/${list.id}/meal/${meal.id}`)).toBe(preloadOf(photo));
    expect(await picturePreload(cook, `/list/any/meal/${meal.id}`)).toBe(preloadOf(photo));
    // The page is this cook's now: never for a shared cache.
    const page = await t.app.request(`/list/any/meal/${meal.id}`, {
      headers: { cookie: cook.cookieHeader() },
    });
    expect(page.headers.get('cache-control')).toBe('private, no-cache');

    // Someone who may not read the meal, a list they are not in, a signed-out visitor, a meal
    // that does not exist: no picture is named.
    const stranger = await createCook(t, 'Sam Stranger');
    expect(await picturePreload(stranger, `/list/any/meal/${meal.id}`)).toBeNull();
    expect(await picturePreload(stranger, `/list/${list.id}/meal/${meal.id}`)).toBeNull();
    expect(await picturePreload({ cookieHeader: () => '' }, `/list/any/meal/${meal.id}`)).toBe(
      null,
    );
    expect(await picturePreload(cook, '/list/any/meal/no-such-meal')).toBeNull();
  });

  it('preloads only our own stored pictures, and a plain one without copies as it is', async () => {
    const cook = await createCook(t, 'Wes Web');
    const list = await createList(cook);
    const web = await addMeal(cook, list.id, { imageUrl: 'https://example.com/soup.jpg' });
    expect(await picturePreload(cook, `/list/any/meal/${web.id}`)).toBeNull();
    const drawing = await addMeal(cook, list.id, { imageUrl: '/uploads/posts/drawing.webp' });
    expect(await picturePreload(cook, `/list/any/meal/${drawing.id}`)).toBe(
      '</uploads/posts/drawing.webp>; rel=preload; as=image; fetchpriority=high',
    );
    const none = await addMeal(cook, list.id, { imageUrl: null });
    expect(await picturePreload(cook, `/list/any/meal/${none.id}`)).toBeNull();
  });

  it("preloads the first popular post's picture on the feed, and nothing on other screens", async () => {
    const cook = await createCook(t, 'Fay Feed');
    expect(await picturePreload(cook, '/feed')).toBeNull();
    const body = form(
      { text: 'Dinner' },
      {
        field: 'image',
        bytes: await picture('jpeg', 1600, 1200),
        name: 'd.jpg',
        type: 'image/jpeg',
      },
    );
    const created = await t.app.request('/api/posts', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: cook.cookieHeader() },
      body,
    });
    expect(created.status).toBe(201);
    const { imageUrl } = (await created.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/_1600x1200-v2\.webp$/);
    expect(await picturePreload(cook, '/feed')).toBe(preloadOf(imageUrl));
    for (const address of ['/dashboard', '/profile', `/post/x`, '/settings']) {
      expect(await picturePreload(cook, address)).toBeNull();
    }
  });

  it("preloads the first meal card's picture on a list's Meals tab, at the cards' sizes, for its members only", async () => {
    const cook = await createCook(t, 'Lou List');
    const list = await createList(cook);
    expect(await picturePreload(cook, `/list/${list.id}`)).toBeNull();
    await addMeal(cook, list.id, { imageUrl: await storedPhoto('firstcard1') });
    await addMeal(cook, list.id, { imageUrl: await storedPhoto('secondcard1') });
    // The card the screen draws first is the first of the list's own answer.
    const answer = await t.app.request(`/api/lists/${list.id}`, {
      headers: { cookie: cook.cookieHeader() },
    });
    const { list: shown } = (await answer.json()) as { list: { meals: { imageUrl: string }[] } };
    const first = shown.meals[0]?.imageUrl;
    expect(first).toMatch(/card1_1600x1200\.webp$/);
    const expected = preloadOf(first ?? '', CARD_SIZES);
    expect(await picturePreload(cook, `/list/${list.id}`)).toBe(expected);
    expect(await picturePreload(cook, `/list/${list.id}?tab=meals`)).toBe(expected);
    // The other tabs' largest content is text; strangers and malformed addresses get nothing.
    expect(await picturePreload(cook, `/list/${list.id}?tab=shopping`)).toBeNull();
    expect(await picturePreload(cook, `/list/${list.id}?tab=schedule`)).toBeNull();
    const stranger = await createCook(t, 'Sid Stranger');
    expect(await picturePreload(stranger, `/list/${list.id}`)).toBeNull();
    expect(await picturePreload(cook, '/list/no-such-list')).toBeNull();
    expect(await picturePreload(cook, '/list/%E0')).toBeNull();
  });

  it("preloads the first card of a profile's meals: all of one's own, only shared ones of others", async () => {
    const cook = await createCook(t, 'Pat Profile');
    const list = await createList(cook);
    const photo = await storedPhoto('profilecard1');
    const meal = await addMeal(cook, list.id, { imageUrl: photo });
    expect(await picturePreload(cook, '/profile')).toBe(preloadOf(photo, CARD_SIZES));
    expect(await picturePreload(cook, `/profile/${cook.id}`)).toBe(preloadOf(photo, CARD_SIZES));
    // Another cook sees only meals shared in a post: none yet, so no picture is named.
    const friend = await createCook(t, 'Fen Friend');
    expect(await picturePreload(friend, `/profile/${cook.id}`)).toBeNull();
    const shared = await t.app.request('/api/posts', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: cook.cookieHeader() },
      body: form({ text: 'Try this', mealId: meal.id }),
    });
    expect(shared.status).toBe(201);
    expect(await picturePreload(friend, `/profile/${cook.id}`)).toBe(preloadOf(photo, CARD_SIZES));
    expect(await picturePreload(friend, '/profile/no-such-cook')).toBeNull();
  });
});

describe('a signed-in screen drawn by the server with its page (decision 052)', () => {
  let t: TestApp;
  let root: string;
  const appHtml = [
    '<!doctype html><html><head><title>app</title>',
    '<script type="module" crossorigin src="/assets/shared-1.js"></script>',
    '<script type="module" crossorigin src="/assets/app-main-1.js"></script>',
    '</head><body><div id="root"></div>',
    '<template id="kitchen-loading"><p role="status">prepping the kitchen...</p></template>',
    '</body></html>',
  ].join('\n');
  // Stands in for the web build's server module: draws what the cook's reads answer, fails on
  // /settings and never finishes on /feed; counts its calls where the test can see them.
  const drawer = `
    export async function drawScreen(url, read, options) {
      globalThis.__drawCalls = (globalThis.__drawCalls ?? 0) + 1;
      const { pathname } = new URL(url);
      if (pathname === '/settings') throw new Error('a part failed');
      if (pathname === '/feed') return new Promise(() => {});
      const session = await (await read('/api/session', {})).json();
      const lists = await (await read('/api/lists', {})).json();
      return {
        html:
          '<main>' + session.user.email + ' has ' + lists.lists.length + ' lists' +
          (options.timeZone ? ' in ' + options.timeZone : '') + '</main>',
        state: JSON.stringify({ lists, note: '</script><script>alert(1)</script>' }),
      };
    }`;
  const calls = () => (globalThis as { __drawCalls?: number }).__drawCalls ?? 0;
  const stateOf = (html: string) =>
    /<script type="application\/json" id="drawn-screen-state">([\s\S]*?)<\/script>/.exec(html)?.[1];

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'forkcast-drawn-'));
    const dist = path.join(root, 'dist');
    mkdirSync(dist);
    mkdirSync(path.join(root, 'dist-ssr'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>landing</title>');
    writeFileSync(path.join(dist, 'app.html'), appHtml);
    writeFileSync(path.join(root, 'dist-ssr', 'server-render.js'), drawer);
    t = await createTestApp('sqlite', { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("sends the cook's screen drawn from their own reads, its answers as inert JSON, its code at low priority", async () => {
    const client = createClient(t.app);
    const { email } = await signUp(client);
    const page = await client.get('/dashboard');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    // The answers are in the page: announcing their reads would fetch them twice.
    expect(page.headers.get('link')).toBeNull();
    const html = await page.text();
    // Inert until the app has taken it over: a tap before that would be lost.
    expect(html).toContain(`<div id="root" inert><main>${email} has 0 lists</main></div>`);
    // No code is asked for before the first paint: the boot script asks for it afterwards.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script defer src="/drawn-boot.js" data-entry="/assets/app-main-1.js" data-stages="/assets/shared-1.js" data-code=""></script>',
    );
    const state = stateOf(html) ?? '';
    // No text in the answers can end the element early; JSON reads it back as it was.
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state)).toEqual({
      lists: { lists: [] },
      note: '</script><script>alert(1)</script>',
    });
    // The loading message's template is still there, for the app's own use.
    expect(html).toContain('<template id="kitchen-loading">');
  });

  it("draws in the time zone the cook's browser told, when it is one", async () => {
    const client = createClient(t.app);
    const { email } = await signUp(client);
    client.jar.set('forkcast_tz', encodeURIComponent('America/Los_Angeles'));
    expect(await (await client.get('/dashboard')).text()).toContain(
      `<main>${email} has 0 lists in America/Los_Angeles</main>`,
    );
    // A cookie that names no zone is ignored: the server draws in its own.
    client.jar.set('forkcast_tz', encodeURIComponent('Mars/Olympus_Mons'));
    expect(await (await client.get('/dashboard')).text()).toContain(
      `<main>${email} has 0 lists</main>`,
    );
  });

  it('compresses a drawn page for browsers that accept it', async () => {
    const client = createClient(t.app);
    await signUp(client);
    const plain = await (await client.get('/dashboard')).text();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const page = await client.get('/dashboard', { 'accept-encoding': encoding });
      expect(page.headers.get('content-encoding')).toBe(encoding);
      expect(decode(Buffer.from(await page.arrayBuffer())).toString()).toBe(plain);
    }
  });

  it('draws nothing for a visitor without a session, nor for addresses that are not signed-in screens', async () => {
    const before = calls();
    const signedOut = await (await t.app.request('/dashboard')).text();
    expect(signedOut).toContain(
      '<div id="root"><p role="status">prepping the kitchen...</p></div>',
    );
    expect(signedOut).not.toContain('drawn-screen-state');
    const client = createClient(t.app);
    await signUp(client);
    for (const address of ['/login', '/no/such/page']) {
      expect(await (await client.get(address)).text()).toBe(appHtml);
    }
    expect(calls()).toBe(before);
  });

  it('sends the page with its loading message when the drawing fails or takes too long', async () => {
    const client = createClient(t.app);
    await signUp(client);
    for (const address of ['/settings', '/feed']) {
      const page = await client.get(address);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<div id="root"><p role="status">prepping the kitchen...</p></div>');
      expect(html).not.toContain('drawn-screen-state');
      // Not drawn, the page announces its reads again.
      expect(page.headers.get('link')).toContain('</api/session>; rel=preload');
    }
  });
});
