import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip } from 'node:zlib';
import { firstScreenCode, photoAttributes } from '@forkcast/core';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { DrawnScreen } from './drawn-screens.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Page = { html: string; brotli: Uint8Array<ArrayBuffer> | null };

/** A screen's largest picture, and the `sizes` its `<img>` shows it at. */
export type ScreenPicture = { url: string; sizes: string };

/**
 * What the app page announces: API reads the same for everyone or for this signed-in cook, and
 * the screen's largest picture (`null` when it has none the server can name); and the screen
 * itself when the server has drawn it (decision 052), whose page then needs none of the reads.
 */
type Preloads = {
  everyone: string[];
  personal: string[];
  picture?: ScreenPicture | null;
  drawn?: DrawnScreen | null;
};

/** A signed-in screen's page, and the same page around a screen the server drew. */
type ScreenPage = { page: Page; drawnAround: [string, string] | null };

/** Our own stored pictures only: an address that is safe in a header as it is. */
const OWN_PICTURE = /^\/uploads\/[\w./-]+$/;

/**
 * A screen's largest picture, announced with the page (decision 033): the browser fetches it
 * with the page's code instead of after the code has run and the data has drawn the screen.
 * With the same copies and sizes as the screen's `<img>` (core's photoAttributes), so the
 * browser picks the same copy and uses the preload.
 */
function picturePreload({ url, sizes: shownAt }: ScreenPicture): string | null {
  if (!OWN_PICTURE.test(url) || url.includes('..')) return null;
  const { srcSet, sizes } = photoAttributes(url, shownAt);
  const choice = srcSet ? `; imagesrcset="${srcSet}"; imagesizes="${sizes}"` : '';
  return `<${url}>; rel=preload; as=image; fetchpriority=high${choice}`;
}

function readPage(file: string): Page | null {
  if (!existsSync(file)) return null;
  return {
    html: readFileSync(file, 'utf8'),
    // A plain Uint8Array once, so that each response sends it without copying.
    brotli: existsSync(`${file}.br`) ? new Uint8Array(readFileSync(`${file}.br`)) : null,
  };
}

/** Vite's build manifest (build.manifest): each source module's chunk and the chunks it imports. */
type BuildManifest = Record<string, { file: string; imports?: string[] }>;

function readManifest(distDir: string): BuildManifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch {
    // A damaged manifest costs the preloads, never the page.
    return null;
  }
}

/**
 * The app page of a signed-in screen's address: its code announced as module preloads and its
 * loading message drawn, one copy per screen (issue 16). The page's own script tags load the
 * app entry; the signed-in shell and the screen's chunks would only be asked for once that
 * entry has run (app-main.tsx), a round trip and a slow phone's seconds of script later. The
 * server knows the screen from the address (the same firstScreenCode as the app), so the
 * browser fetches its code with the entry's. And the page would stay blank until all of that
 * code had run: the loading message a protected screen shows first (spec section 2, app.html's
 * `<template id="kitchen-loading">`) is drawn in `#root`, so the page paints as soon as it and
 * its style sheet arrive, and React draws the same message until the screen is ready
 * (decision 033). Offline the service worker answers with the plain page, and the app asks
 * itself.
 */
function createScreenPages(spa: Page, manifest: BuildManifest | null) {
  const copies = new Map<string, ScreenPage>();
  // What the page loads itself: Vite writes a script tag for each chunk of the entry.
  const onPage = new Set([...spa.html.matchAll(/<script[^>]* src="\/([^"]+)"/g)].map((m) => m[1]));
  const loadingMessage =
    /<template id="kitchen-loading">([\s\S]*?)<\/template>/.exec(spa.html)?.[1] ?? null;
  const emptyRoot = '<div id="root"></div>';
  /** A module's chunk and the chunks it imports, but none the page or the list has already. */
  const chunksOf = (key: string, into: Set<string>) => {
    const entry = manifest?.[key];
    if (!entry || onPage.has(entry.file) || into.has(entry.file)) return;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) chunksOf(imported, into);
  };
  return (pathname: string, search: string): ScreenPage => {
    const code = firstScreenCode(pathname, search);
    if (!code) return { page: spa, drawnAround: null };
    const key = `${code.screen}:${code.tab ?? ''}`;
    const known = copies.get(key);
    if (known) return known;
    const files = new Set<string>();
    chunksOf('src/app/protected-layout.tsx', files);
    chunksOf(`src/app/routes/${code.screen}-route.tsx`, files);
    if (code.tab) chunksOf(`src/features/planning/components/${code.tab}-tab.tsx`, files);
    const hasRoot = spa.html.includes(emptyRoot);
    const links = [...files]
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('\n    ');
    let withCode = spa.html;
    if (links) withCode = withCode.replace('</head>', () => `  ${links}\n  </head>`);
    const drawnAround = hasRoot
      ? (withCodeAfterPaint(withCode).split(emptyRoot) as [string, string])
      : null;
    let page = spa;
    if (links || (hasRoot && loadingMessage !== null)) {
      const html =
        hasRoot && loadingMessage !== null
          ? withCode.replace(emptyRoot, () => `<div id="root">${loadingMessage}</div>`)
          : withCode;
      page = {
        html,
        brotli: new Uint8Array(
          brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        ),
      };
    }
    const copy = { page, drawnAround };
    copies.set(key, copy);
    return copy;
  };
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page around a drawn screen (decision 052): none of its code is asked for before the
 * first paint. `/drawn-boot.js` asks for all of it (the entry last, in `data-entry`; the
 * chunks its script tags would load, in `data-stages`; those it announces, in `data-code`)
 * once the page and its first picture have been painted. A
 * script that arrived before the paint ran before it, on a slow phone as in Lighthouse's
 * simulation of one, which counts every script that finished before the largest paint at full
 * speed (decisions 037 and 051), whatever its priority. Vite writes the entry last.
 */
function withCodeAfterPaint(html: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] as string);
  const entry = scripts.at(-1);
  if (!entry) return html;
  // The entry's own chunks, in the order the page's script tags would run them, each in a task
  // of its own; then the screen's chunks, which the entry asks for.
  const stages = scripts.slice(0, -1);
  const code = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  return html
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(
      '</body>',
      () =>
        `<script defer src="/drawn-boot.js" data-entry="${entry}" data-stages="${stages.join(' ')}" data-code="${code.join(' ')}"></script>\n</body>`,
    );
}

/** The id of the script element that carries a drawn screen's answers (app-main.tsx reads it). */
const DRAWN_STATE_ID = 'drawn-screen-state';

/**
 * JSON inside a script element: `<` escaped so that no text in the answers (a meal named
 * `</script>`) can end the element; JSON.parse reads `\u003c` back as `<`.
 */
function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/**
 * The page around a drawn screen. It is this cook's alone and changes with every answer, so it
 * is compressed per request, at a level that costs a millisecond or two.
 */
async function sendDrawnPage(
  c: Context,
  around: [string, string],
  drawn: DrawnScreen,
  picture: ScreenPicture | null | undefined,
) {
  const [before, after] = around;
  // Inert until the app has taken it over (app-root.tsx): a tick on a drawn checkbox before
  // that would flip the box and then be lost when React takes the page over.
  const html = `${before}<div id="root" inert>${drawn.html}</div><script type="application/json" id="${DRAWN_STATE_ID}">${scriptSafeJson(drawn.state)}</script>${after}`;
  const link = picture ? picturePreload(picture) : null;
  if (link) c.header('Link', link);
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Accept-Encoding');
  c.header('Content-Type', 'text/html; charset=UTF-8');
  const accepted = c.req.header('accept-encoding') ?? '';
  if (/\bbr\b/.test(accepted)) {
    c.header('Content-Encoding', 'br');
    const body = await brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return c.body(new Uint8Array(body), 200);
  }
  if (/\bgzip\b/.test(accepted)) {
    c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(await gzipAsync(html, { level: 6 })), 200);
  }
  return c.body(html, 200);
}

function sendPage(c: Context, page: Page, preloads: Preloads = { everyone: [], personal: [] }) {
  const urls = [...preloads.everyone, ...preloads.personal];
  const links = urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`);
  const picture = preloads.picture ? picturePreload(preloads.picture) : null;
  if (picture) links.push(picture);
  if (links.length > 0) c.header('Link', links.join(', '));
  // Preloads that depend on who asks are never for a shared cache.
  const isPersonal = preloads.personal.length > 0 || picture !== null;
  c.header('Cache-Control', isPersonal ? 'private, no-cache' : 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  if (page.brotli && /\bbr\b/.test(c.req.header('accept-encoding') ?? '')) {
    c.header('Content-Encoding', 'br');
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(page.brotli, 200);
  }
  return c.html(page.html, 200);
}

/**
 * Serves the built web app: hashed assets cached for a year, other files revalidated. The web
 * build has two pages (decision 004): index.html, the landing page, for `/`; app.html, the
 * single-page app, for every other path, so that the router shows the screen or its own 404.
 */
export function createStaticRoutes(
  distDir: string,
  options: {
    /**
     * API reads to announce with the app page (`Link: rel=preload`), so the browser fetches
     * them alongside the app's code instead of after it has run (issue 16): the page's code
     * asks for the same addresses and gets the preloaded answers.
     */
    preloadsFor?: (c: Context) => Promise<Preloads>;
  } = {},
) {
  const landing = readPage(path.join(distDir, 'index.html'));
  const spa = readPage(path.join(distDir, 'app.html')) ?? landing;
  if (!landing || !spa) return new Hono();
  const root = path.resolve(distDir);
  const screenPage = createScreenPages(spa, readManifest(distDir));

  // serveStatic's onFound runs after the response is built, so cache headers go on afterwards.
  const cacheFor =
    (value: string): MiddlewareHandler =>
    async (c, next) => {
      await next();
      if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
        c.res.headers.set('Cache-Control', value);
      }
    };
  return (
    new Hono()
      .get('/', (c) => sendPage(c, landing))
      // The same two pages by their file names: revalidated too, never cached for an hour.
      .get('/index.html', (c) => sendPage(c, landing))
      .get('/app.html', (c) => sendPage(c, spa))
      .use('/assets/*', cacheFor('public, max-age=31536000, immutable'))
      .use('/assets/*', serveStatic({ root, precompressed: true }))
      // A missing hashed asset is a 404, never the app page (a browser would run HTML as a script).
      .get('/assets/*', (c) => c.text('Not found', 404))
      .use('*', cacheFor('public, max-age=3600'))
      // The service worker is asked for on every visit and must never be stale: a cached copy
      // would keep an old app for an hour after a deploy (issue 17). Set before the hour above.
      .use('/sw.js', cacheFor('no-cache'))
      .use('*', serveStatic({ root, precompressed: true }))
      .get('*', async (c) => {
        const { page, drawnAround } = screenPage(c.req.path, new URL(c.req.url).search);
        const preloads = await options.preloadsFor?.(c);
        if (preloads?.drawn && drawnAround)
          return sendDrawnPage(c, drawnAround, preloads.drawn, preloads.picture);
        return sendPage(c, page, preloads);
      })
  );
}
