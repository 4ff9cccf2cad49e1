/**
 * Query keys that more than one feature reads or invalidates (a schedule change shows on the
 * list screen, a new meal on the dashboard counts...). Features meet here instead of
 * importing each other.
 */
export const queryKeys = {
  /** GET /api/lists: the dashboard's cards. */
  lists: ['lists'] as const,
  /** GET /api/lists/{listId}: the list screen (meals, members, schedule). */
  list: (listId: string) => ['lists', listId] as const,
  /** GET /api/meals: the meals a user can add to a list, and the post meal picker. */
  mealChoices: ['meals', 'choices'] as const,
  /** GET /api/meals/{mealId}: a meal's detail, per list it was opened in. */
  meal: (mealId: string, listId?: string) => ['meals', mealId, listId ?? null] as const,
  /** Every cached meal detail of one meal, whatever the list. */
  mealAll: (mealId: string) => ['meals', mealId] as const,
  /** GET /api/lists/{listId}/ingredients: the recipes the Shopping List tab merges. */
  listIngredients: (listId: string) => ['lists', listId, 'ingredients'] as const,
  /** GET /api/meals/{mealId}/nutrition: under the meal, so meal edits refresh it. */
  mealNutrition: (mealId: string) => ['meals', mealId, 'nutrition'] as const,
  /** GET /api/lists/{listId}/nutrition: under the list, so list changes refresh it. */
  listNutrition: (listId: string) => ['lists', listId, 'nutrition'] as const,
  /** The shared shopping list state of a list. */
  shopping: (listId: string) => ['lists', listId, 'shopping'] as const,
};
