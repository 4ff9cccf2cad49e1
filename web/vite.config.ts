import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The dev server proxies the API so the browser sees one origin, as in production.
const apiTarget = process.env.FORKCAST_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The app shell for offline use (issue 17, decision record 014). The service worker
    // precaches the built app; every app path opens app.html offline; the landing page is
    // network-first; the API and uploads are never answered from its precache.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      // Registered from the app (register-service-worker.ts): no inline script under our CSP.
      injectRegister: false,
      // public/manifest.webmanifest is ours, linked from both pages.
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
        // The landing page is not precached: it is fetched network-first below.
        globIgnores: ['index.html'],
        navigateFallback: 'app.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/$/, /^\/index\.html$/],
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
            handler: 'NetworkFirst',
            options: { cacheName: 'landing', networkTimeoutSeconds: 3 },
          },
          {
            // Meal and post pictures: shown offline once seen; never API answers.
            urlPattern: ({ url }) => url.pathname.startsWith('/uploads/'),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'uploads',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Keep CSP strict: no inline module preload polyfill script.
    modulePreload: { polyfill: false },
    // Two pages: the landing page (index.html) and the app (app.html), each preloading exactly
    // the chunks it needs. The server picks one by path.
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        app: fileURLToPath(new URL('app.html', import.meta.url)),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
