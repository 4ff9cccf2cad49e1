// Writes .br and .gz beside each compressible build file; the server sends them to browsers
// that accept them (serveStatic `precompressed`), so nothing is compressed per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const compressible = /\.(js|css|html|svg|json|webmanifest|txt)$/;

function* walk(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

let count = 0;
for (const file of walk(dist)) {
  if (!compressible.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const data = readFileSync(file);
  if (data.length < 512) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in web/dist`);
