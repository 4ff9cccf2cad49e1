import { build } from 'esbuild';

// One ESM file for `npm start`: boots faster than running TypeScript through tsx.
// Packages stay external (native addons, and node_modules resolve at run time).
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // @forkcast/core ships TypeScript source, so it must be bundled rather than imported.
  alias: { '@forkcast/core': '../core/src/index.ts' },
  logLevel: 'warning',
});
