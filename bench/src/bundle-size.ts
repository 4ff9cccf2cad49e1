import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable, projectRoot } from './support.ts';

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Total JS and CSS of the web build, gzipped, and what the landing page loads up front. */
export function runBundleSize() {
  const dist = path.join(projectRoot, 'web', 'dist');
  const assets = path.join(dist, 'assets');
  const files = readdirSync(assets);
  const total = (ext: string) =>
    files.filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + gz(path.join(assets, f)), 0);

  // What a page asks for before it runs: its module scripts and module preloads.
  const upFront = (page: string) => {
    const html = readFileSync(path.join(dist, page), 'utf8');
    const urls = [
      ...html.matchAll(
        /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
      ),
    ];
    return urls.reduce((sum, match) => sum + gz(path.join(dist, match[1] ?? '')), 0);
  };
  const landingJs = upFront('index.html');
  const appJs = upFront('app.html');

  const jsTotal = total('.js');
  const cssTotal = total('.css');
  printTable('Web build (gzip -9)', [
    {
      'all JS KB': kb(jsTotal),
      'all CSS KB': kb(cssTotal),
      'landing JS before interactive KB': kb(landingJs),
      'app page JS up front KB': kb(appJs),
      'JS files': files.filter((f) => f.endsWith('.js')).length,
      target: 'landing JS < 100 KB',
    },
  ]);
  return { jsTotal, cssTotal, landingJs, appJs };
}
