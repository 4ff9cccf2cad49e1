import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server's build of the app (decision 052): one module for Node that draws a signed-in
 * screen with the browser's own components (src/server-render.tsx). Next to the web build,
 * never inside it, so that it is not served as a file.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    ssr: 'src/server-render.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
  },
  // Everything bundled: React's production build is chosen at build time (a plain Node start
  // sets no NODE_ENV), and the server's module needs nothing resolved beside it.
  ssr: { noExternal: true },
});
