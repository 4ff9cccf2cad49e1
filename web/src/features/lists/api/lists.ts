import type { ListDetail, ListMeal, ListMember, ListSummary, MealDraftInput } from '@forkcast/core';
import {
  type Mutation,
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { takePrefetch } from '../../../lib/session-prefetch.ts';

const listPath = (listId: string) => `/api/lists/${encodeURIComponent(listId)}`;

export const listsQueryOptions = queryOptions({
  queryKey: queryKeys.lists,
  queryFn: ({ signal }) =>
    apiFetch<{ lists: ListSummary[] }>('/api/lists', {
      signal,
      pending: takePrefetch('/api/lists'),
    }).then((r) => r.lists),
  // A member's changes show up on the next visit, and when the browser tab comes back.
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export function listQueryOptions(listId: string) {
  return queryOptions({
    queryKey: queryKeys.list(listId),
    queryFn: ({ signal }) =>
      apiFetch<{ list: ListDetail }>(listPath(listId), {
        signal,
        pending: takePrefetch(listPath(listId)),
      }).then((r) => r.list),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export const useLists = () => useQuery(listsQueryOptions);
export const useList = (listId: string) => useQuery(listQueryOptions(listId));

/** After any change to a list: its screen, the dashboard's counts and the meal picker. */
function useRefreshLists() {
  const client = useQueryClient();
  return (listId?: string) =>
    Promise.all([
      // Exact: the key is also the prefix of every list's own key.
      client.invalidateQueries({ queryKey: queryKeys.lists, exact: true }),
      client.invalidateQueries({ queryKey: queryKeys.mealChoices }),
      listId ? client.invalidateQueries({ queryKey: queryKeys.list(listId) }) : null,
    ]);
}

export function useCreateList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (name: string) =>
      apiFetch<{ list: ListSummary }>('/api/lists', { method: 'POST', body: { name } }).then(
        (r) => r.list,
      ),
    onSuccess: () => refresh(),
  });
}

export function useRenameList(listId: string) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (name: string) =>
      apiFetch<{ list: ListSummary }>(listPath(listId), { method: 'PATCH', body: { name } }),
    onSuccess: () => refresh(listId),
  });
}

/** Mutation keys of the two ways a list leaves this cook's hands (see `useListLeftHere`). */
const deleteListKey = ['lists', 'delete'] as const;
const removeMemberKey = (listId: string) => ['lists', 'remove-member', listId] as const;

export function useDeleteList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationKey: deleteListKey,
    mutationFn: (listId: string) => apiFetch<null>(listPath(listId), { method: 'DELETE' }),
    // The deleted list's own query is left alone: refetching it while its screen is still
    // open would only find a 404. It is dropped from the cache once nobody shows it.
    onSuccess: () => refresh(),
  });
}

export function useAddMember(listId: string) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (username: string) =>
      apiFetch<{ member: ListMember }>(`${listPath(listId)}/members`, {
        method: 'POST',
        body: { username },
      }).then((r) => r.member),
    onSuccess: () => refresh(listId),
  });
}

/** The owner removes someone, or someone leaves (`leaving`: the list is gone for them). */
export function useRemoveMember(listId: string) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationKey: removeMemberKey(listId),
    mutationFn: ({ userId }: { userId: string; leaving?: boolean }) =>
      apiFetch<null>(`${listPath(listId)}/members/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
      }),
    onSuccess: (_data, { leaving }) => refresh(leaving ? undefined : listId),
  });
}

function isDeletingOrLeaving(mutation: Mutation<unknown, Error, unknown>, listId: string) {
  const key = mutation.options.mutationKey ?? [];
  const variables = mutation.state.variables;
  if (key[0] !== 'lists') return false;
  if (key[1] === deleteListKey[1]) return variables === listId;
  return (
    key[1] === 'remove-member' &&
    key[2] === listId &&
    (variables as { leaving?: boolean } | undefined)?.leaving === true
  );
}

/**
 * Whether this tab is deleting or leaving the list ('pending'), or has done so since the list
 * was last read ('done'). The list's 404 then comes as no surprise: the live update announcing
 * it (or a refetch on focus) often arrives before the answer to the delete, or while the
 * dashboard is still being drawn, and must not be shown as 'could not be found'.
 */
export function useListLeftHere(listId: string, readAt: number): 'pending' | 'done' | null {
  const states = useMutationState({
    filters: { predicate: (mutation) => isDeletingOrLeaving(mutation, listId) },
    select: (mutation) => mutation.state,
  });
  if (states.some((state) => state.status === 'pending')) return 'pending';
  return states.some((state) => state.status === 'success' && state.submittedAt >= readAt)
    ? 'done'
    : null;
}

export function useAddNewMeals(listId: string) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (meals: MealDraftInput[]) =>
      apiFetch<{ meals: ListMeal[] }>(`${listPath(listId)}/meals`, {
        method: 'POST',
        body: { meals },
      }).then((r) => r.meals),
    onSuccess: () => refresh(listId),
  });
}

export function useAddExistingMeals(listId: string) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (mealIds: string[]) =>
      apiFetch<{ added: number }>(`${listPath(listId)}/items`, {
        method: 'POST',
        body: { mealIds },
      }),
    onSuccess: () => refresh(listId),
  });
}

/**
 * Undo of a removal: the server puts the meal back where it was, with its servings and
 * schedule, whoever added it (adding it anew would put it last, unscheduled, and a member may
 * not add another cook's meal).
 */
export function useRestoreMealToList(listId: string) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (mealId: string) =>
      apiFetch<unknown>(`${listPath(listId)}/items/${encodeURIComponent(mealId)}/restore`, {
        method: 'POST',
      }),
    onSettled: () => refresh(listId),
  });
}

export function useRemoveMealFromList(listId: string) {
  const client = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (mealId: string) =>
      apiFetch<null>(`${listPath(listId)}/items/${encodeURIComponent(mealId)}`, {
        method: 'DELETE',
      }),
    // The card leaves at once; a failure puts it back.
    onMutate: async (mealId) => {
      const key = queryKeys.list(listId);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ListDetail>(key);
      if (before) {
        client.setQueryData<ListDetail>(key, {
          ...before,
          meals: before.meals.filter((m) => m.id !== mealId),
        });
      }
      return { before };
    },
    onError: (_error, _mealId, context) => {
      if (context?.before) client.setQueryData(queryKeys.list(listId), context.before);
    },
    onSettled: () => refresh(listId),
  });
}
