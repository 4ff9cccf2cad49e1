import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

type ChunkingContext = Rolldown.ChunkingContext;

const landingEntry = fileURLToPath(new URL('src/main.tsx', import.meta.url));
const appEntry = fileURLToPath(new URL('src/app-main.tsx', import.meta.url));

/**
 * Libraries only some screens use: they stay in those screens' chunks. So do the icons that
 * the landing page does not draw (each screen's own, see `iconsByModule`).
 */
const screenOnlyLibraries =
  /node_modules[\\/](@dnd-kit|date-fns|workbox-window|lucide-react[\\/]dist[\\/]esm[\\/]icons)[\\/]/;

/**
 * `import { Home, X } from 'lucide-react'` becomes one import per icon module, in the build
 * (decision 050). Through lucide's index every module that draws an icon imported all 1,600 of
 * them, so the chunk groups saw every icon any screen draws as part of the landing page's
 * graph, and all of them came with every page's start code (`base`). Imported one by one, each
 * icon goes where it is drawn. The lines of the file stay where they were.
 */
function iconsByModule(): Plugin {
  const require = createRequire(import.meta.url);
  const index = path.join(
    path.dirname(require.resolve('lucide-react')),
    '..',
    'esm',
    'lucide-react.mjs',
  );
  const moduleOf = new Map<string, string>();
  for (const line of readFileSync(index, 'utf8').split('\n')) {
    const exported = /^export \{ (.+) \} from '\.\/icons\/([a-z0-9-]+)\.mjs';$/.exec(line);
    if (!exported?.[1] || !exported[2]) continue;
    for (const name of exported[1].split(', '))
      moduleOf.set(name.replace('default as ', ''), exported[2]);
  }
  const iconImport = /import\s*\{([^}]*)\}\s*from\s*'lucide-react';/g;
  return {
    name: 'forkcast:icons-by-module',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !code.includes("'lucide-react'")) {
        return null;
      }
      const rewritten = code.replace(iconImport, (statement, list: string) => {
        const kept: string[] = [];
        const types: string[] = [];
        const imports: string[] = [];
        for (const specifier of list.split(',').map((part) => part.trim())) {
          if (!specifier) continue;
          // A type-only name must not keep the index imported (`import {} from ...` would).
          if (specifier.startsWith('type ')) {
            types.push(specifier.slice('type '.length));
            continue;
          }
          const [name = '', local = name] = specifier.split(/\s+as\s+/);
          const module = moduleOf.get(name);
          if (module) imports.push(`import ${local} from 'lucide-react/icons/${module}';`);
          else kept.push(specifier);
        }
        if (kept.length > 0) imports.push(`import { ${kept.join(', ')} } from 'lucide-react';`);
        if (types.length > 0)
          imports.push(`import type { ${types.join(', ')} } from 'lucide-react';`);
        const lines = statement.split('\n').length - 1;
        return imports.join(' ') + '\n'.repeat(lines);
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

/**
 * The tab's icon in the page itself (a data: address, about 500 bytes), not a request of its own
 * that a browser makes during the first paint, on a connection of its own, alongside the first
 * screen's picture (decision 054). public/favicon.svg stays for the manifest's icons.
 */
function faviconInPage(): Plugin {
  return {
    name: 'forkcast:favicon-in-page',
    apply: 'build',
    transformIndexHtml(html) {
      const svg = readFileSync(new URL('public/favicon.svg', import.meta.url), 'utf8').trim();
      const link = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
      if (!html.includes(link)) throw new Error('The page no longer names /favicon.svg as it was');
      return html.replace(
        link,
        `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml" />`,
      );
    },
  };
}

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
const iconModule = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * Which of the chunks loaded on their own (the pages' entries, each screen, tab and dialog
 * loaded dynamically) reach each module through static imports, as a key: Rolldown puts the
 * modules no group takes together when the same roots reach them.
 */
const rootSets = new WeakMap<ChunkingContext, Map<string, string>>();
function rootsOf(ctx: ChunkingContext, id: string): string {
  let sets = rootSets.get(ctx);
  if (!sets) {
    const found = new Map<string, string[]>();
    const info = (module: string) => ctx.getModuleInfo(module);
    const roots = new Set([landingEntry, appEntry]);
    const stack = [landingEntry, appEntry];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const module = stack.pop() as string;
      if (seen.has(module)) continue;
      seen.add(module);
      const dynamic = info(module)?.dynamicallyImportedIds ?? [];
      for (const target of dynamic) roots.add(target);
      stack.push(...(info(module)?.importedIds ?? []), ...dynamic);
    }
    for (const root of roots) {
      const reached = new Set<string>();
      const walk = [root];
      while (walk.length > 0) {
        const module = walk.pop() as string;
        if (reached.has(module)) continue;
        reached.add(module);
        walk.push(...(info(module)?.importedIds ?? []));
      }
      for (const module of reached) found.set(module, [...(found.get(module) ?? []), root]);
    }
    sets = new Map([...found].map(([module, list]) => [module, list.join('\n')]));
    rootSets.set(ctx, sets);
  }
  return sets.get(id) ?? '';
}

/**
 * An icon that the landing page does not draw goes with the code that draws it. One drawn by
 * code of different chunks would be a file of a few hundred bytes of its own, one more request
 * for each screen that draws it: it goes with the shared code instead.
 */
const isIconOfSeveralChunks = (id: string, ctx: ChunkingContext) =>
  iconModule.test(id) &&
  (ctx.getModuleInfo(id)?.importers ?? []).every(
    (importer) => rootsOf(ctx, importer) !== rootsOf(ctx, id),
  );

/** Every signed-in screen's start: the pages' entries and the signed-in frame (025). */
const protectedLayout = fileURLToPath(new URL('src/app/protected-layout.tsx', import.meta.url));
const startRoots = new Set([landingEntry, appEntry, protectedLayout]);

/**
 * Shared code that only one chunk loaded later uses (the service worker's registration, a
 * screen's own data hooks): it goes with that chunk, which takes it at no extra file.
 */
const isOfOneLaterChunk = (id: string, ctx: ChunkingContext) => {
  const roots = rootsOf(ctx, id);
  return roots !== '' && !roots.includes('\n') && !startRoots.has(roots);
};

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
      (sharedCode.test(id) &&
        !screenCode.test(id) &&
        !isEntry(id) &&
        !laterGraph(ctx).has(id) &&
        !isOfOneLaterChunk(id, ctx)) ||
      isIconOfSeveralChunks(id, ctx)
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
    iconsByModule(),
    faviconInPage(),
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
