import type { MealChoice } from '@forkcast/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/meals, the lists feature's answer, shared through its query key. */
export const mealChoicesQueryOptions = queryOptions({
  queryKey: queryKeys.mealChoices,
  queryFn: ({ signal }) =>
    apiFetch<{ meals: MealChoice[] }>('/api/meals', { signal }).then((r) => r.meals),
});

/** The picker's label: 'name (list name)', or the name alone for a meal in no list. */
export function mealChoiceLabel(meal: MealChoice): string {
  const lists = meal.lists.map((list) => list.name).join(', ');
  return lists ? `${meal.name} (${lists})` : meal.name;
}
