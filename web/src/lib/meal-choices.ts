import type { MealChoice } from '@forkcast/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * GET /api/meals: the meals a user can add to a list ('Add Existing Meals') or attach to a
 * post. Two features read it, so it is defined once here. Always refetched when a picker
 * opens (staleTime 0): a meal saved or created a moment ago must be offered. The answer holds
 * the newest `MEAL_LIMITS.mealChoices` meals; `search` asks for those whose name holds it.
 */
export function mealChoicesQueryOptions(search = '') {
  const path = search ? `/api/meals?q=${encodeURIComponent(search)}` : '/api/meals';
  return queryOptions({
    queryKey: search ? [...queryKeys.mealChoices, search] : queryKeys.mealChoices,
    queryFn: ({ signal }) =>
      apiFetch<{ meals: MealChoice[] }>(path, { signal }).then((r) => r.meals),
    staleTime: 0,
  });
}
