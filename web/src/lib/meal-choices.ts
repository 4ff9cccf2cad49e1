import { MEAL_LIMITS, type MealChoice } from '@forkcast/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { useSettledText } from './use-settled-text.ts';

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

/**
 * The meals a picker offers for what the cook typed in its search box. A library moved in may
 * hold thousands of meals and the first answer only the newest 500: past them, what the cook
 * types is looked for on the server. A smaller library is all in the first answer and is
 * filtered by the picker, with no request per search. `isCapped` says which it is (a picker
 * may show its search box only then); `isSearching`, that the server has not yet answered
 * what was typed (a picker says 'none found' only after).
 */
export function useMealChoiceSearch(query: string, { enabled = true } = {}) {
  const typed = useSettledText(query.trim());
  const newest = useQuery({
    ...mealChoicesQueryOptions(),
    enabled,
    placeholderData: keepPreviousData,
  });
  const isCapped = (newest.data?.length ?? 0) >= MEAL_LIMITS.mealChoices;
  const searched = useQuery({
    ...mealChoicesQueryOptions(isCapped ? typed : ''),
    enabled,
    placeholderData: keepPreviousData,
  });
  const isSearching = isCapped && (typed !== query.trim() || searched.isFetching);
  return { choices: isCapped ? searched : newest, isCapped, isSearching };
}

/** Whether a meal's name holds what the cook typed (any case). */
export function mealNameHolds(meal: MealChoice, query: string): boolean {
  return meal.name.toLowerCase().includes(query.trim().toLowerCase());
}
