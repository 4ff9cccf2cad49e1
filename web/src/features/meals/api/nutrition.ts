import type { FoodSummary, MealNutrition } from '@forkcast/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const nutritionPath = (mealId: string) => `/api/meals/${encodeURIComponent(mealId)}/nutrition`;

/** A meal's nutrition, computed on the server from the food table. */
export function mealNutritionQueryOptions(mealId: string) {
  return queryOptions({
    queryKey: queryKeys.mealNutrition(mealId),
    queryFn: ({ signal }) =>
      apiFetch<{ nutrition: MealNutrition }>(nutritionPath(mealId), { signal }).then(
        (r) => r.nutrition,
      ),
  });
}

export const useMealNutrition = (mealId: string, enabled = true) =>
  useQuery({ ...mealNutritionQueryOptions(mealId), enabled });

/** Foods whose names hold every word typed (two letters at least). */
export function useFoodSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['foods', q] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ foods: FoodSummary[] }>(`/api/foods?q=${encodeURIComponent(q)}`, { signal }).then(
        (r) => r.foods,
      ),
    enabled: q.length >= 2,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The cook's food for one ingredient; null goes back to the automatic match. */
export function useChooseFood(mealId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ingredientId, foodId }: { ingredientId: string; foodId: string | null }) =>
      apiFetch<{ nutrition: MealNutrition }>(
        `/api/meals/${encodeURIComponent(mealId)}/ingredients/${encodeURIComponent(ingredientId)}/food`,
        { method: 'PUT', body: { foodId } },
      ).then((r) => r.nutrition),
    onSuccess: async (nutrition) => {
      client.setQueryData(queryKeys.mealNutrition(mealId), nutrition);
      // The schedule's daily totals use the same figures (every list's nutrition: the meal may be
      // in several; the rest of each list is unchanged).
      await client.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'lists' && query.queryKey[2] === 'nutrition',
      });
    },
  });
}
