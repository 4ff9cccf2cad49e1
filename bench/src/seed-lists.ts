import type { ListSummary, MealDraftInput } from '@forkcast/core';

/** A realistic-looking meal with a given number of ingredients. */
export function benchMeal(index: number, ingredientCount: number): MealDraftInput {
  const pantry = ['flour', 'butter', 'onion', 'garlic', 'tomatoes', 'olive oil', 'rice', 'milk'];
  return {
    name: `Bench meal ${index + 1}`,
    description: 'Seeded for the benchmark',
    servings: 2,
    cookTimeMinutes: 20 + (index % 5) * 20,
    ingredients: Array.from({ length: ingredientCount }, (_, i) => ({
      name: `${pantry[i % pantry.length]} ${i + 1}`,
      quantity: 1 + (i % 4) * 0.5,
      unit: i % 2 === 0 ? 'cup' : 'g',
    })),
    directions: ['Prepare the ingredients.', 'Cook for 20 minutes.', 'Serve.'],
  };
}

async function post<T>(base: string, cookie: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { origin: base, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Creates a list of `mealCount` meals of `ingredientsPerMeal` ingredients through the real
 * API (batches of 10 meals per request) and returns its id and its meals' ids.
 */
export async function seedList(
  base: string,
  cookie: string,
  name: string,
  mealCount: number,
  ingredientsPerMeal = 15,
): Promise<{ listId: string; mealIds: string[] }> {
  const { list } = await post<{ list: ListSummary }>(base, cookie, '/api/lists', { name });
  const mealIds: string[] = [];
  for (let start = 0; start < mealCount; start += 10) {
    const batch = Array.from({ length: Math.min(10, mealCount - start) }, (_, i) =>
      benchMeal(start + i, ingredientsPerMeal),
    );
    const { meals } = await post<{ meals: { id: string }[] }>(
      base,
      cookie,
      `/api/lists/${list.id}/meals`,
      { meals: batch },
    );
    mealIds.push(...meals.map((m) => m.id));
  }
  return { listId: list.id, mealIds };
}

/**
 * The screens the profiling benches load, by the name given on their command line, for a list
 * seeded by `seedList`. Throws on an unknown name, listing the known ones.
 */
export function screenPath(screen: string, listId: string, mealIds: readonly string[]): string {
  const paths: Record<string, string> = {
    dashboard: '/dashboard',
    list: `/list/${listId}`,
    shopping: `/list/${listId}?tab=shopping`,
    meal: `/list/${listId}/meal/${mealIds[0]}`,
    feed: '/feed',
    settings: '/settings',
  };
  const path = paths[screen];
  if (!path) throw new Error(`Unknown screen ${screen}: ${Object.keys(paths).join(', ')}`);
  return path;
}
