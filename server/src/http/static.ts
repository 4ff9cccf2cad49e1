import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { firstScreenCode } from '@forkcast/core';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';

type Page = { html: string; brotli: Uint8Array<ArrayBuffer> | null };

/** API reads announced with the app page: the same for everyone, or for this signed-in cook. */
type Preloads = { everyone: string[]; personal: string[] };

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
 * The app page with the first screen's code announced as module preloads, one copy per
 * screen (issue 16). The page's own script tags load the app entry; the signed-in shell and the
 * screen's chunks would only be asked for once that entry has run (app-main.tsx), a round
 * trip and a slow phone's seconds of script later. The server knows the screen from the
 * address (the same firstScreenCode as the app), so the browser fetches its code with the
 * entry's. Offline the service worker answers with the plain page, and the app asks itself.
 */
function createScreenPages(spa: Page, manifest: BuildManifest | null) {
  const copies = new Map<string, Page>();
  // What the page loads itself: Vite writes a script tag for each chunk of the entry.
  const onPage = new Set([...spa.html.matchAll(/<script[^>]* src="\/([^"]+)"/g)].map((m) => m[1]));
  /** A module's chunk and the chunks it imports, but none the page or the list has already. */
  const chunksOf = (key: string, into: Set<string>) => {
    const entry = manifest?.[key];
    if (!entry || onPage.has(entry.file) || into.has(entry.file)) return;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) chunksOf(imported, into);
  };
  return (pathname: string, search: string): Page => {
    const code = manifest ? firstScreenCode(pathname, search) : null;
    if (!code) return spa;
    const key = `${code.screen}:${code.tab ?? ''}`;
    const known = copies.get(key);
    if (known) return known;
    const files = new Set<string>();
    chunksOf('src/app/protected-layout.tsx', files);
    chunksOf(`src/app/routes/${code.screen}-route.tsx`, files);
    if (code.tab) chunksOf(`src/features/planning/components/${code.tab}-tab.tsx`, files);
    if (files.size === 0) return spa;
    const links = [...files]
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('\n    ');
    const html = spa.html.replace('</head>', () => `  ${links}\n  </head>`);
    const page: Page = {
      html,
      brotli: new Uint8Array(
        brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ),
    };
    copies.set(key, page);
    return page;
  };
}

function sendPage(c: Context, page: Page, preloads: Preloads = { everyone: [], personal: [] }) {
  const urls = [...preloads.everyone, ...preloads.personal];
  if (urls.length > 0) {
    c.header('Link', urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`).join(', '));
  }
  // Preloads that depend on who asks are never for a shared cache.
  c.header('Cache-Control', preloads.personal.length > 0 ? 'private, no-cache' : 'no-cache');
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
      .get('*', async (c) =>
        sendPage(
          c,
          screenPage(c.req.path, new URL(c.req.url).search),
          await options.preloadsFor?.(c),
        ),
      )
  );
}
