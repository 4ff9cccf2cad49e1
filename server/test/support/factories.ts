import type {
  ListDetail,
  ListIngredients,
  ListMeal,
  ListSummary,
  MealDraftInput,
} from '@forkcast/core';
import { expect } from 'vitest';
import { createClient, signUp, type TestApp } from './test-app.ts';

export type Client = ReturnType<typeof createClient>;

/** A signed-up, signed-in cook with their username. */
export async function createCook(t: TestApp, name = 'Test Cook') {
  const client = createClient(t.app);
  const { response } = await signUp(client, { name });
  expect(response.status).toBe(200);
  const session = (await (await client.get('/api/session')).json()) as {
    user: { id: string };
    profile: { username: string };
  };
  return Object.assign(client, { id: session.user.id, username: session.profile.username });
}

export type Cook = Awaited<ReturnType<typeof createCook>>;

/** A client with no session, for the signed-out cases. */
export function stranger(t: TestApp): Client {
  return createClient(t.app);
}

export async function createList(cook: Client, name = 'Weeknight dinners') {
  const response = await cook.post('/api/lists', { name });
  expect(response.status).toBe(201);
  return ((await response.json()) as { list: ListSummary }).list;
}

export function mealDraft(overrides: Partial<MealDraftInput> = {}): MealDraftInput {
  return {
    name: 'Tomato soup',
    description: 'Smooth and warming',
    servings: 2,
    ingredients: [
      { name: 'tomatoes', quantity: 6, unit: '' },
      { name: 'olive oil', quantity: 2, unit: 'tbsp' },
    ],
    directions: ['Roast the tomatoes.', 'Blend with the oil.'],
    ...overrides,
  };
}

export async function addMeal(
  cook: Client,
  listId: string,
  overrides: Partial<MealDraftInput> = {},
) {
  const response = await cook.post(`/api/lists/${listId}/meals`, { meals: [mealDraft(overrides)] });
  expect(response.status).toBe(201);
  const [meal] = ((await response.json()) as { meals: ListMeal[] }).meals;
  if (!meal) throw new Error('no meal came back');
  return meal;
}

export async function getList(cook: Client, listId: string) {
  const response = await cook.get(`/api/lists/${listId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { list: ListDetail }).list;
}

/** Shares a list with another cook through the API, as its owner would. */
export async function share(owner: Client, listId: string, member: Cook) {
  const response = await owner.post(`/api/lists/${listId}/members`, { username: member.username });
  expect(response.status).toBe(201);
}

/** The Shopping List tab's recipes of a list (GET /api/lists/{id}/ingredients). */
export async function ingredientsOf(cook: Client, listId: string) {
  const response = await cook.get(`/api/lists/${listId}/ingredients`);
  expect(response.status).toBe(200);
  return (await response.json()) as ListIngredients;
}
