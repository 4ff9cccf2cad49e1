import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { KyselyPlugin } from 'kysely';

/**
 * Counts the SQL statements each request runs, for the benchmarks and the tests that guard
 * against N+1 queries: the count goes out in an `X-Query-Count` header. Off unless the
 * server is started with DEBUG_QUERY_COUNT=true; it costs nothing when off.
 */
const requestScope = new AsyncLocalStorage<{ count: number }>();

export const queryCountingPlugin: KyselyPlugin = {
  transformQuery: (args) => args.node,
  // Counted as each statement's result comes back, not as it is compiled: prepared queries
  // (prepared.ts) are compiled once and run many times.
  transformResult: async (args) => {
    const scope = requestScope.getStore();
    if (scope) scope.count += 1;
    return args.result;
  },
};

export function countQueriesPerRequest(): MiddlewareHandler {
  return async (c, next) => {
    const scope = { count: 0 };
    await requestScope.run(scope, next);
    // A new response rather than a header set on the old one: @hono/node-server's light
    // responses lose headers added after creation when an outer middleware (compression)
    // wraps them again.
    const { status } = c.res;
    const headers = new Headers(c.res.headers);
    headers.set('X-Query-Count', String(scope.count));
    // A 304 has no body to carry over (and the light 304 of http/conditional.ts cannot be
    // turned into a full Response with its empty text: only read its headers and status).
    c.res = new Response(status === 304 ? null : c.res.body, { status, headers });
  };
}
