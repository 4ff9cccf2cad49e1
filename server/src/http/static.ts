import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * any unknown path answered with index.html so that the SPA router can show its own 404.
 */
export function createStaticRoutes(distDir: string) {
  const app = new Hono();
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return app;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const indexBrotli = existsSync(`${indexFile}.br`) ? readFileSync(`${indexFile}.br`) : null;
  const root = path.relative(process.cwd(), distDir) || '.';

  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (filePath, c) => {
        const isIndex = filePath.endsWith('index.html');
        c.header('Cache-Control', isIndex ? 'no-cache' : 'public, max-age=3600');
      },
    }),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    if (indexBrotli && /\bbr\b/.test(c.req.header('accept-encoding') ?? '')) {
      c.header('Content-Encoding', 'br');
      c.header('Content-Type', 'text/html; charset=UTF-8');
      return c.body(indexBrotli, 200);
    }
    return c.html(indexHtml, 200);
  });
  return app;
}
