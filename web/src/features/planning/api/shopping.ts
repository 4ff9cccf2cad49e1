import type {
  AddShoppingItem,
  ShoppingEdit,
  ShoppingItem,
  ShoppingLineState,
  ShoppingState,
} from '@forkcast/core';
import {
  queryOptions,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { PENDING_ITEM_PREFIX } from '../lib/shopping-lines.ts';

/** While the tab is open, other members' ticks show up within this long (issue: 15 s). */
export const SHOPPING_POLL_MS = 5000;

const base = (listId: string) => `/api/lists/${encodeURIComponent(listId)}/shopping`;
const mutationKey = (listId: string) => ['shopping', listId] as const;

export function shoppingQueryOptions(listId: string) {
  return queryOptions({
    queryKey: queryKeys.shopping(listId),
    queryFn: ({ signal }) => apiFetch<ShoppingState>(base(listId), { signal }),
    staleTime: 0,
  });
}

/**
 * The shared state of a list's shopping list, polled while mounted. Polling pauses while one
 * of our own changes is on its way, so an answer read before it landed cannot undo it.
 */
export function useShoppingState(listId: string) {
  const isChanging = useIsMutating({ mutationKey: mutationKey(listId) }) > 0;
  return useQuery({
    ...shoppingQueryOptions(listId),
    refetchInterval: isChanging ? false : SHOPPING_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/**
 * A change shown at once and confirmed by the server: `apply` updates the cached state before
 * the request, `settle` puts the server's answer in; on failure the state goes back and the
 * screen says so.
 */
function useShoppingChange<TVariables, TResult>(
  listId: string,
  options: {
    request: (variables: TVariables) => Promise<TResult>;
    apply: (state: ShoppingState, variables: TVariables) => ShoppingState;
    settle?: (state: ShoppingState, variables: TVariables, result: TResult) => ShoppingState;
  },
) {
  const client = useQueryClient();
  const key = queryKeys.shopping(listId);
  return useMutation({
    mutationKey: mutationKey(listId),
    mutationFn: options.request,
    onMutate: async (variables: TVariables) => {
      await client.cancelQueries({ queryKey: key, exact: true });
      const previous = client.getQueryData<ShoppingState>(key);
      if (previous) client.setQueryData(key, options.apply(previous, variables));
      return { previous };
    },
    onSuccess: (result, variables) => {
      const settle = options.settle;
      if (settle) client.setQueryData<ShoppingState>(key, (s) => s && settle(s, variables, result));
    },
    onError: (error, _variables, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      toast.error(`Failed to update the shopping list: ${error.message}`);
      void client.invalidateQueries({ queryKey: key, exact: true });
    },
  });
}

const now = () => new Date().toISOString();

function putLine(state: ShoppingState, line: ShoppingLineState): ShoppingState {
  const at = state.lines.findIndex((l) => l.scope === line.scope && l.key === line.key);
  const lines = [...state.lines];
  if (at === -1) lines.push(line);
  else lines[at] = line;
  return { ...state, lines };
}

function putItem(state: ShoppingState, id: string, item: ShoppingItem): ShoppingState {
  return { ...state, items: state.items.map((i) => (i.id === id ? item : i)) };
}

type LineChange = {
  scope: string;
  key: string;
  checked?: boolean;
  edit?: ShoppingEdit | null;
};

/** Ticks, edits or resets a line derived from the meals. */
export function useChangeLine(listId: string) {
  return useShoppingChange(listId, {
    request: (change: LineChange) =>
      apiFetch<{ line: ShoppingLineState }>(`${base(listId)}/lines`, {
        method: 'PUT',
        body: change,
      }),
    apply: (state, change) => {
      const current = state.lines.find((l) => l.scope === change.scope && l.key === change.key);
      return putLine(state, {
        scope: change.scope,
        key: change.key,
        checked: change.checked ?? current?.checked ?? false,
        edit: change.edit === undefined ? (current?.edit ?? null) : change.edit,
        updatedAt: now(),
      });
    },
    settle: (state, _change, { line }) => putLine(state, line),
  });
}

/** The new-ingredient row: the item shows at once, greyed until the server has it. */
export function useAddItem(listId: string) {
  return useShoppingChange(listId, {
    request: ({ input }: { input: AddShoppingItem; pendingId: string }) =>
      apiFetch<{ item: ShoppingItem }>(`${base(listId)}/items`, { method: 'POST', body: input }),
    apply: (state, { input, pendingId }) => ({
      ...state,
      items: [
        ...state.items,
        { id: pendingId, ...input, checked: false, createdAt: now(), updatedAt: now() },
      ],
    }),
    settle: (state, { pendingId }, { item }) => putItem(state, pendingId, item),
  });
}

export function newPendingItemId(): string {
  return `${PENDING_ITEM_PREFIX}${Math.random().toString(36).slice(2)}`;
}

/** Ticks or edits an added item. */
export function useChangeItem(listId: string) {
  return useShoppingChange(listId, {
    request: ({ itemId, ...change }: { itemId: string; checked?: boolean; edit?: ShoppingEdit }) =>
      apiFetch<{ item: ShoppingItem }>(`${base(listId)}/items/${encodeURIComponent(itemId)}`, {
        method: 'PATCH',
        body: change,
      }),
    apply: (state, { itemId, checked, edit }) => ({
      ...state,
      items: state.items.map((item) =>
        item.id === itemId
          ? { ...item, ...(edit ?? {}), checked: checked ?? item.checked, updatedAt: now() }
          : item,
      ),
    }),
    settle: (state, { itemId }, { item }) => putItem(state, itemId, item),
  });
}

/** 'Untick all' for one checklist: every line and item in it shows unticked at once. */
export function useUntickAll(listId: string) {
  return useShoppingChange(listId, {
    request: ({ scope }: { scope: string }) =>
      apiFetch<{ unticked: number }>(`${base(listId)}/untick`, { method: 'POST', body: { scope } }),
    apply: (state, { scope }) => ({
      lines: state.lines.map((l) => (l.scope === scope ? { ...l, checked: false } : l)),
      items: state.items.map((i) => (i.scope === scope ? { ...i, checked: false } : i)),
    }),
  });
}

export function useRemoveItem(listId: string) {
  return useShoppingChange(listId, {
    request: ({ itemId }: { itemId: string }) =>
      apiFetch<null>(`${base(listId)}/items/${encodeURIComponent(itemId)}`, { method: 'DELETE' }),
    apply: (state, { itemId }) => ({
      ...state,
      items: state.items.filter((item) => item.id !== itemId),
    }),
  });
}
