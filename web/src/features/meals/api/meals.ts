import type { Ingredient, IngredientInput, MealDetail } from '@forkcast/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ANY_LIST } from '../../../lib/paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { takePrefetch } from '../../../lib/session-prefetch.ts';

const mealPath = (mealId: string) => `/api/meals/${encodeURIComponent(mealId)}`;

/** The meal as opened from a list, or across the user's lists ('any'). */
export function mealQueryOptions(mealId: string, listId: string) {
  const inList = listId !== ANY_LIST ? listId : undefined;
  return queryOptions({
    queryKey: queryKeys.meal(mealId, inList),
    queryFn: ({ signal }) => {
      const url = `${mealPath(mealId)}${inList ? `?listId=${encodeURIComponent(inList)}` : ''}`;
      return apiFetch<{ meal: MealDetail }>(url, { signal, pending: takePrefetch(url) }).then(
        (r) => r.meal,
      );
    },
    staleTime: 0,
  });
}

export const useMeal = (mealId: string, listId: string) =>
  useQuery(mealQueryOptions(mealId, listId));

/** A meal change shows everywhere the meal is: its detail views, lists, the meal picker. */
function useRefreshMeal(mealId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.mealAll(mealId) }),
      client.invalidateQueries({ queryKey: queryKeys.lists }),
      client.invalidateQueries({ queryKey: queryKeys.mealChoices }),
    ]);
}

/** Servings of the meal in one list, saved at once (optimistic), rolled back on failure. */
export function useUpdateServings(listId: string, mealId: string) {
  const client = useQueryClient();
  const key = queryKeys.meal(mealId, listId);
  return useMutation({
    mutationFn: (servings: number) =>
      apiFetch(`/api/lists/${encodeURIComponent(listId)}/items/${encodeURIComponent(mealId)}`, {
        method: 'PATCH',
        body: { servings },
      }),
    onMutate: async (servings) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<MealDetail>(key);
      if (before) client.setQueryData<MealDetail>(key, { ...before, servings });
      return { before };
    },
    onError: (_error, _servings, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.list(listId) }),
  });
}

export function useReplaceIngredients(mealId: string) {
  const refresh = useRefreshMeal(mealId);
  return useMutation({
    mutationFn: (ingredients: IngredientInput[]) =>
      apiFetch<{ ingredients: Ingredient[] }>(`${mealPath(mealId)}/ingredients`, {
        method: 'PUT',
        body: { ingredients },
      }),
    onSuccess: () => refresh(),
  });
}

export function useUpdateDirections(mealId: string) {
  const refresh = useRefreshMeal(mealId);
  return useMutation({
    mutationFn: (directions: string[]) =>
      apiFetch<{ directions: string[] }>(`${mealPath(mealId)}/directions`, {
        method: 'PUT',
        body: { directions },
      }),
    onSuccess: () => refresh(),
  });
}
