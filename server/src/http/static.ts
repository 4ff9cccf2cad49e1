import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
      .get('*', async (c) => sendPage(c, spa, await options.preloadsFor?.(c)))
  );
}
