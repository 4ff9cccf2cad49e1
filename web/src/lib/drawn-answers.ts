import { type DehydratedState, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { type ScreenHeader, seedScreenHeader } from './screen-header.ts';

/**
 * The answers a page the server drew came with (decision 052) were read a moment before the
 * page left the server. Taking the screen over, its queries would read them all again on
 * mounting (the lists' and the shopping list's have no fresh time, so that a list shared with
 * others is read anew each time it is shown): a second round of requests, and a redraw of the
 * whole screen in the takeover's own task when the queries start fetching. For this long after
 * the takeover they count as just read; the live stream reads them again once it is open
 * (live-updates.ts), so that nothing changed in between is missed.
 */
const DRAWN_FRESH_MS = 30_000;

/** Each drawn query with the time of the answer it was drawn from. */
const drawnAnswerAt = new WeakMap<Query, number>();
let takenOverAt: number | null = null;

/**
 * What a drawn page carries for the app (server-render.tsx): the answers it was drawn from, as
 * TanStack's dehydrated cache, and the header it was drawn with (screen-header.ts).
 */
export type DrawnState = DehydratedState & { screenHeader?: ScreenHeader };

const textOrNothing = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Fills the cache with a drawn page's answers, as the first the app has, and starts the
 * header where the page drew it.
 */
export function hydrateDrawnAnswers(client: QueryClient, state: Partial<DrawnState>): void {
  hydrate(client, state);
  const header: unknown = state.screenHeader;
  if (header && typeof header === 'object') {
    const { title, backTo } = header as Record<string, unknown>;
    seedScreenHeader({ title: textOrNothing(title), backTo: textOrNothing(backTo) });
  }
  takenOverAt = Date.now();
  for (const query of client.getQueryCache().getAll()) {
    drawnAnswerAt.set(query, query.state.dataUpdatedAt);
  }
}

/** Whether this page came drawn by the server, with its answers. */
export function wasScreenDrawn(): boolean {
  return takenOverAt !== null;
}

/**
 * The queries' `refetchOnMount`: as TanStack's default (read again if stale), except for an
 * answer the page was drawn from, shortly after the takeover and until it is read again.
 */
export function refetchUnlessJustDrawn(query: Query): boolean {
  const drawnAt = drawnAnswerAt.get(query);
  return !(
    takenOverAt !== null &&
    Date.now() - takenOverAt < DRAWN_FRESH_MS &&
    drawnAt !== undefined &&
    drawnAt === query.state.dataUpdatedAt
  );
}
