import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

type ChunkingContext = Rolldown.ChunkingContext;

const landingEntry = fileURLToPath(new URL('src/main.tsx', import.meta.url));
const appEntry = fileURLToPath(new URL('src/app-main.tsx', import.meta.url));

/** Libraries only some screens use: they stay in those screens' chunks. */
const screenOnlyLibraries = /node_modules[\\/](@dnd-kit|date-fns|workbox-window)[\\/]/;
/** A screen's own code: its route module and its feature's components stay in its chunk. */
const screenCode = /web[\\/]src[\\/](app[\\/]routes|features[\\/][^\\/]+[\\/]components)[\\/]/;
/** The app's shared code: its frame, data layer, UI kit, each feature's API, core's schemas. */
const sharedCode =
  /web[\\/]src[\\/](app|lib|components|features[\\/][^\\/]+[\\/]api)[\\/]|core[\\/]src[\\/](schemas[\\/]|[^\\/]+\.ts$)/;

/** Every module the landing page loads (its entry's static imports, followed down). */
const landingModules = new WeakMap<ChunkingContext, Set<string>>();
function landingGraph(ctx: ChunkingContext): Set<string> {
  const known = landingModules.get(ctx);
  if (known) return known;
  const seen = new Set<string>();
  const stack = [landingEntry];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  landingModules.set(ctx, seen);
  return seen;
}

const isEntry = (id: string) => id === landingEntry || id === appEntry;

/**
 * Code that no screen draws at its first paint, loaded on first use or at idle (decision 050):
 * the content of menus, popovers and dialogs, with Radix's parts for them and floating-ui.
 */
const laterEntries = [
  fileURLToPath(new URL('src/components/ui/overlay-parts.tsx', import.meta.url)),
];

/** The modules only `laterEntries` need: those not reached without going through them. */
const laterModules = new WeakMap<ChunkingContext, Set<string>>();
function laterGraph(ctx: ChunkingContext): Set<string> {
  const known = laterModules.get(ctx);
  if (known) return known;
  const info = (id: string) => ctx.getModuleInfo(id);
  const later = new Set(laterEntries);
  // Every module the build has, from both pages, through static and dynamic imports.
  const all = new Set<string>();
  const stack = [landingEntry, appEntry];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (all.has(id)) continue;
    all.add(id);
    const module = info(id);
    stack.push(...(module?.importedIds ?? []), ...(module?.dynamicallyImportedIds ?? []));
  }
  // What the rest reaches with static imports, starting from each entry and each module
  // loaded dynamically (screens, tabs), but never stepping into a later entry.
  const starts = [landingEntry, appEntry];
  for (const id of all) starts.push(...(info(id)?.dynamicallyImportedIds ?? []));
  const reached = new Set<string>();
  const walk = starts.filter((id) => !later.has(id));
  while (walk.length > 0) {
    const id = walk.pop() as string;
    if (reached.has(id) || later.has(id)) continue;
    reached.add(id);
    walk.push(...(info(id)?.importedIds ?? []));
  }
  const only = new Set<string>();
  const fromLater = [...laterEntries];
  while (fromLater.length > 0) {
    const id = fromLater.pop() as string;
    if (only.has(id) || reached.has(id)) continue;
    only.add(id);
    fromLater.push(...(info(id)?.importedIds ?? []));
  }
  laterModules.set(ctx, only);
  return only;
}

/**
 * Fewer, larger chunks (issue 16, decision 025). Left alone, the build made ~85 chunks (an
 * icon, a button, a hook each) and a signed-in screen loaded 45–58 of them: on a phone's
 * HTTP/1.1 connections (six at a time, a round trip each) and through the service worker
 * offline, their number, not their bytes, set how soon the screen painted. Now a screen loads
 * about ten: what the landing page shares with the app (React, the icons, the small UI
 * parts), the app's libraries, the app's shared code, the app entry, and the screen's own
 * chunk, which keeps the screen's components and the libraries only some screens use. Code no
 * screen draws at first (the content of menus and dialogs) waits in a chunk of its own,
 * `overlays` (decision 050). The groups are taken in order of priority, each keeping its
 * modules from the next.
 */
const chunkGroups = [
  {
    priority: 4,
    name: (id: string, ctx: ChunkingContext) =>
      landingGraph(ctx).has(id) && !isEntry(id) && !/features[\\/]landing|landing-route/.test(id)
        ? 'base'
        : null,
  },
  {
    priority: 3,
    name: (id: string, ctx: ChunkingContext) =>
      id.includes('node_modules') && !screenOnlyLibraries.test(id) && !laterGraph(ctx).has(id)
        ? 'vendor'
        : null,
  },
  {
    priority: 2,
    name: (id: string, ctx: ChunkingContext) =>
      sharedCode.test(id) && !screenCode.test(id) && !isEntry(id) && !laterGraph(ctx).has(id)
        ? 'shared'
        : null,
  },
  {
    // Last: a group also takes the modules its own import (Rolldown's default), and these
    // import React, which must stay with the start code.
    priority: 1,
    name: (id: string, ctx: ChunkingContext) => (laterGraph(ctx).has(id) ? 'overlays' : null),
  },
];

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
    // Which chunks each screen needs: the server announces them with the app page (static.ts).
    manifest: true,
    // Keep CSP strict: no inline module preload polyfill script.
    modulePreload: { polyfill: false },
    // Two pages: the landing page (index.html) and the app (app.html), each preloading exactly
    // the chunks it needs. The server picks one by path.
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        app: fileURLToPath(new URL('app.html', import.meta.url)),
      },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
