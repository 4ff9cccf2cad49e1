// Before any module that builds a schema, as in the browser's entry: see the file.
import './app/zod-without-eval.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { firstScreenCode } from '@forkcast/core';
import { dehydrate, onlineManager, type Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router.tsx';
import { setApiTransport } from './lib/api-client.ts';
import type { DrawnState } from './lib/drawn-answers.ts';
import { queryClientConfig, RequestQueryClient } from './lib/query-client.ts';
import {
  type ScreenHeader,
  type ScreenHeaderDrawing,
  ScreenHeaderDrawingContext,
} from './lib/screen-header.ts';
import { ShownTimeZone } from './lib/time-zone.ts';

/**
 * The server's drawing of a signed-in screen (decision 052): the same components as the
 * browser's, with the cook's data, so that the page paints the real screen before its code
 * has arrived and the browser then hydrates it. Built apart from the web app (vite.ssr.config.ts)
 * and loaded by the server (server/src/http/static.ts).
 */

/** Answers an API read for the cook the page is drawn for (the server's own routes). */
export type ApiReader = (path: string, init: RequestInit) => Promise<Response>;

/** A drawn screen: the markup of `#root`, and the answers it was drawn from, for the client. */
export type DrawnScreen = { html: string; state: string };

// The server reads from itself: never offline, whatever a `navigator` of Node's may say.
onlineManager.setOnline(true);

const reader = new AsyncLocalStorage<ApiReader>();
setApiTransport((path, init) => {
  const read = reader.getStore();
  // Only ever reached while a page is being drawn: a read outside one has no cook to read as.
  if (!read) return Promise.reject(new Error(`No cook to read ${path} for`));
  return read(path, init);
});

/** One for every page: it loads each screen's code once, on the first page that shows it. */
const handler = createStaticHandler(routes);

/**
 * Each render is followed by the reads the screens asked for; a screen's reads only show up
 * once the one before has its answer (the session, then the screen), and no screen needs more
 * than five rounds (then a tab's own reads, and a header named from the answers). A page that
 * still asks after this many is drawn by the browser instead.
 */
const MAX_ROUNDS = 6;

/**
 * A query client that notes the queries the screens want: on the server no query subscribes
 * or fetches, so which of them are enabled is only known from the options they are read with.
 */
function createRequestClient(): { client: QueryClient; wanted: Set<string> } {
  const client = new QueryClient({
    ...queryClientConfig,
    defaultOptions: {
      ...queryClientConfig.defaultOptions,
      queries: {
        ...queryClientConfig.defaultOptions?.queries,
        retry: false,
        // Drawn from answers just read, which the browser does not read again on taking the
        // screen over (drawn-answers.ts): no screen is drawn as fetching, here or there.
        refetchOnMount: false,
      },
    },
  });
  const wanted = new Set<string>();
  const withDefaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const defaulted = withDefaults(options);
    // A query enabled by a function or a skip token decides later: never read here.
    if (defaulted.enabled === undefined || defaulted.enabled === true)
      wanted.add(defaulted.queryHash);
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  return { client, wanted };
}

async function renderOnce(element: React.ReactElement): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerender(element, {
    // A large part drawn in a Suspense boundary would otherwise come apart from the page, put
    // in place by an inline script, which the page's CSP refuses: every part goes in its place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that fails is drawn as its loading state for the browser to retry, which would
    // throw the drawn part away: the page is not drawn at all instead, and the failure logged.
    onError: (error) => {
      failure ??= error;
    },
  });
  if (failure) throw failure;
  return new Response(prelude).text();
}

/**
 * Draws the page at `url` for the cook whose reads `read` answers; `null` when the address is
 * not a screen (a redirect, a 404), when a read fails, or when the screens keep asking: the
 * browser then draws the page itself, as it does offline.
 */
export async function drawScreen(
  url: string,
  read: ApiReader,
  /** The cook's time zone, as their browser last told it; the server's own when unknown. */
  options: { timeZone?: string } = {},
): Promise<DrawnScreen | null> {
  const { pathname, search } = new URL(url);
  // Only the signed-in screens: the others' pages are the same for everyone, and small.
  if (!firstScreenCode(pathname, search)) return null;
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { client, wanted } = createRequestClient();
  const header: ScreenHeaderDrawing = { seed: {}, asked: null };
  const element = (
    <StrictMode>
      <RequestQueryClient.Provider value={client}>
        <ShownTimeZone.Provider value={options.timeZone}>
          <ScreenHeaderDrawingContext.Provider value={header}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ScreenHeaderDrawingContext.Provider>
        </ShownTimeZone.Provider>
      </RequestQueryClient.Provider>
    </StrictMode>
  );
  const asked = new Set<Query>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    header.asked = null;
    const html = await renderOnce(element);
    const queries = client.getQueryCache().getAll();
    if (queries.some((query) => query.state.status === 'error')) return null;
    const waiting = queries.filter(
      (query) =>
        query.state.status === 'pending' && wanted.has(query.queryHash) && !asked.has(query),
    );
    if (waiting.length === 0) {
      // The screen names the header (a list's name) once its answer is in; the header, drawn
      // before it, is drawn once more with that name (a round of its own).
      const wish: ScreenHeader = header.asked ?? {};
      if (wish.title !== header.seed.title || wish.backTo !== header.seed.backTo) {
        header.seed = wish;
        continue;
      }
      const state: DrawnState = { ...dehydrate(client), screenHeader: header.seed };
      return { html, state: JSON.stringify(state) };
    }
    for (const query of waiting) asked.add(query);
    await reader.run(read, () =>
      Promise.all(waiting.map((query) => query.fetch().catch(() => undefined))),
    );
  }
  return null;
}
