import { build } from 'esbuild';

// One ESM file for `npm start`. Bundling the dependencies too matters: resolving and loading
// Better Auth's hundreds of ESM files took most of a second at start-up. Native addons stay
// external.
await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  // Rarely used providers (PostgreSQL, SMTP) load on demand, in their own chunks.
  splitting: true,
  minify: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['better-sqlite3', '@node-rs/argon2', 'pg-native', 'sharp', 'koffi'],
  // Some bundled CommonJS dependencies call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  // @forkcast/core ships TypeScript source, so it must be bundled rather than imported.
  alias: { '@forkcast/core': '../core/src/index.ts' },
  logLevel: 'warning',
});
