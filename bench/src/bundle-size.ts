import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable, projectRoot } from './support.ts';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Total JS and CSS of the web build, gzipped, and what the landing page loads up front. */
export function runBundleSize() {
  const dist = path.join(projectRoot, 'web', 'dist');
  const assets = path.join(dist, 'assets');
  const files = readdirSync(assets);
  const total = (ext: string) =>
    files.filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + gz(path.join(assets, f)), 0);

  // Static import graph of the entry: what the browser must fetch before the landing page runs.
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  if (entryKey) visit(entryKey);
  const landingJs = [...seen].reduce(
    (sum, key) => sum + gz(path.join(dist, manifest[key]?.file ?? '')),
    0,
  );

  const jsTotal = total('.js');
  const cssTotal = total('.css');
  printTable('Web build (gzip -9)', [
    {
      'all JS KB': kb(jsTotal),
      'all CSS KB': kb(cssTotal),
      'landing JS before interactive KB': kb(landingJs),
      'JS files': files.filter((f) => f.endsWith('.js')).length,
      target: 'landing JS < 100 KB',
    },
  ]);
  return { jsTotal, cssTotal, landingJs };
}
