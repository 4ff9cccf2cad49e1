import type {
  AddShoppingItem,
  ListIngredients,
  ShoppingEdit,
  ShoppingIngredient,
  ShoppingItem,
  ShoppingLineState,
  ShoppingState,
} from '@forkcast/core';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import { apiFetch } from '../../../lib/api-client.ts';
import { appOutbox, listenToOutbox, usePendingOps } from '../../../lib/app-outbox.ts';
import { FALLBACK_POLL_MS, useIsLive } from '../../../lib/live-updates.ts';
import { newClientId, type OutboxOp } from '../../../lib/outbox.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { takePrefetch } from '../../../lib/session-prefetch.ts';
import {
  applyChange,
  isShoppingChange,
  labelOf,
  putItem,
  putLine,
  requestOf,
  type ShoppingChange,
} from '../lib/shopping-ops.ts';

/** Without a live stream, the state is read again this often (with it, on every change). */
export const SHOPPING_POLL_MS = FALLBACK_POLL_MS;

const base = (listId: string) => `/api/lists/${encodeURIComponent(listId)}/shopping`;
const ingredientsPath = (listId: string) => `/api/lists/${encodeURIComponent(listId)}/ingredients`;

export function shoppingQueryOptions(listId: string) {
  return queryOptions({
    queryKey: queryKeys.shopping(listId),
    queryFn: ({ signal }) =>
      apiFetch<ShoppingState>(base(listId), { signal, pending: takePrefetch(base(listId)) }),
    staleTime: 0,
  });
}

type ShoppingOp = OutboxOp & { change: ShoppingChange };

function shoppingOpsOf(ops: readonly OutboxOp[], listId: string): ShoppingOp[] {
  return ops.filter(
    (op): op is ShoppingOp =>
      op.listId === listId && isShoppingChange(op.change as { kind: string }),
  );
}

/** The query caches of mounted shopping screens (one in the app; one per test render). */
const activeClients = new Map<QueryClient, number>();
let isListening = false;

function eachClient(work: (client: QueryClient) => void) {
  for (const client of activeClients.keys()) work(client);
}

/**
 * A named function, not one made at each render: the query runs `select` again whenever it is
 * given a new function, and a new Map each time would merge the whole shopping list again.
 */
function ingredientsByMeal(data: ListIngredients): Map<string, ShoppingIngredient[]> {
  return new Map(data.meals.map((m) => [m.mealId, m.ingredients]));
}

/**
 * The ingredients of the list's meals, by meal id: only the Shopping List tab needs them, so
 * the list screen's own answer leaves them out. Asked again whenever the list changes (its
 * key sits under the list's), which costs a 304 when nothing did.
 */
export function useListIngredients(listId: string) {
  return useQuery({
    queryKey: queryKeys.listIngredients(listId),
    queryFn: ({ signal }) =>
      apiFetch<ListIngredients>(ingredientsPath(listId), {
        signal,
        pending: takePrefetch(ingredientsPath(listId)),
      }),
    select: ingredientsByMeal,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/**
 * What happens once the server answers a queued change: its answer goes into the cached
 * state, a change that a later one overrode is named in a message (decision record 014), a
 * refused one is dropped with the server's reason, and a list with nothing left to send is
 * read again. Messages are shown once, whatever the number of screens.
 */
function listenOnce() {
  if (isListening) return;
  isListening = true;
  listenToOutbox({
    onDone: (op, body) => {
      if (!isShoppingChange(op.change as { kind: string })) return;
      const answer = (body ?? {}) as {
        line?: ShoppingLineState;
        item?: ShoppingItem;
        overridden?: boolean;
      };
      eachClient((client) =>
        client.setQueryData<ShoppingState>(queryKeys.shopping(op.listId), (state) => {
          if (!state) return state;
          if (answer.line) return putLine(state, answer.line);
          if (answer.item) return putItem(state, answer.item);
          return applyChange(state, op.change as ShoppingChange, new Date().toISOString());
        }),
      );
      if (answer.overridden) {
        toast.info(`Your change to ${op.label} was overridden by a later change.`);
      }
    },
    onDropped: (op, { status, message }) => {
      if (!isShoppingChange(op.change as { kind: string })) return;
      eachClient(
        (client) =>
          void client.invalidateQueries({ queryKey: queryKeys.shopping(op.listId), exact: true }),
      );
      // Removing what is already gone is what the cook wanted.
      if (op.kind === 'shopping.remove' && status === 404) return;
      // A cook removed from a list (or whose list was deleted) while shopping offline has each
      // waiting change refused for the same reason: one message says it, not one a change.
      const reason = message || 'the change was refused';
      toast.error(`Failed to update the shopping list: ${reason}`, {
        id: `shopping-refused:${op.listId}:${reason}`,
      });
    },
    onDrained: (listIds) => {
      eachClient((client) => {
        for (const listId of listIds) {
          void client.invalidateQueries({ queryKey: queryKeys.shopping(listId), exact: true });
        }
      });
    },
  });
}

function useSettlement(client: QueryClient) {
  useEffect(() => {
    listenOnce();
    activeClients.set(client, (activeClients.get(client) ?? 0) + 1);
    return () => {
      const count = (activeClients.get(client) ?? 1) - 1;
      if (count > 0) activeClients.set(client, count);
      else activeClients.delete(client);
    };
  }, [client]);
}

/**
 * The shared state of a list's shopping list: what the server last said, with this device's
 * waiting changes on top, so a change shows at once, offline too, and survives a reload.
 * Read again on every live event of the list; polled slowly only while the stream is down.
 */
export function useShoppingState(listId: string) {
  const client = useQueryClient();
  useSettlement(client);
  const isLive = useIsLive();
  const query = useQuery({
    ...shoppingQueryOptions(listId),
    refetchInterval: isLive ? false : SHOPPING_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  const allOps = usePendingOps();
  const ops = useMemo(() => shoppingOpsOf(allOps, listId), [allOps, listId]);
  const data = useMemo(
    () =>
      query.data &&
      ops.reduce(
        (state, op) => applyChange(state, op.change, String(op.body.clientTime)),
        query.data,
      ),
    [query.data, ops],
  );
  return { ...query, data, waiting: ops.length };
}

/** Queues one change: it shows at once and is sent now, or when the network is back. */
function useQueueChange<TVariables>(
  listId: string,
  toChange: (variables: TVariables) => ShoppingChange,
) {
  const client = useQueryClient();
  return {
    /** `label` is the entry as the cook sees it ("Milk"), for messages about the change. */
    mutate(variables: TVariables, label?: string) {
      const change = toChange(variables);
      const meta = { opId: newClientId('op'), clientTime: new Date().toISOString() };
      const state = client.getQueryData<ShoppingState>(queryKeys.shopping(listId));
      void appOutbox
        .add({
          ...meta,
          listId,
          kind: change.kind,
          change: change as unknown as Record<string, unknown>,
          label: label ?? labelOf(change, state),
          ...requestOf(listId, change, meta),
        })
        .catch(() => toast.error('Failed to update the shopping list: it could not be saved'));
    },
  };
}

type LineChange = { scope: string; key: string; checked?: boolean; edit?: ShoppingEdit | null };

/** Ticks, edits or resets a line derived from the meals. */
export function useChangeLine(listId: string) {
  return useQueueChange(listId, (change: LineChange) => ({ kind: 'shopping.line', ...change }));
}

/** The new-ingredient row: the item gets its id here, so later changes can name it offline. */
export function useAddItem(listId: string) {
  return useQueueChange(listId, ({ input }: { input: AddShoppingItem }) => ({
    kind: 'shopping.add',
    item: {
      id: newClientId('item'),
      scope: input.scope,
      name: input.name,
      quantity: input.quantity ?? null,
      unit: input.unit ?? '',
    },
  }));
}

/** Ticks or edits an added item. */
export function useChangeItem(listId: string) {
  return useQueueChange(
    listId,
    (change: { itemId: string; checked?: boolean; edit?: ShoppingEdit }) => ({
      kind: 'shopping.item',
      ...change,
    }),
  );
}

/** 'Untick all' for one checklist: every line and item in it shows unticked at once. */
export function useUntickAll(listId: string) {
  return useQueueChange(listId, ({ scope }: { scope: string }) => ({
    kind: 'shopping.untick',
    scope,
  }));
}

export function useRemoveItem(listId: string) {
  return useQueueChange(listId, ({ itemId }: { itemId: string }) => ({
    kind: 'shopping.remove',
    itemId,
  }));
}
