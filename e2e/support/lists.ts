import { type Browser, expect, type Page, test } from '@playwright/test';
import { newEmail, signUpThroughUi } from './accounts.ts';

/** Creates a meal list from the dashboard and opens it. */
export async function createListThroughUi(page: Page, name: string) {
  await page
    .getByRole('button', { name: /New List|Create Your First List/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create new meal list' });
  await dialog.getByLabel('List name').fill(name);
  await dialog.getByRole('button', { name: 'Create List' }).click();
  await expect(page.getByText('Meal list created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

export type ManualMeal = {
  name: string;
  description?: string;
  servings?: number;
  ingredients: [name: string, quantity: string, unit: string][];
  directions?: string[];
};

/** Adds a meal by hand through the add-meal dialog on an open list screen. */
export async function addManualMeal(page: Page, meal: ManualMeal) {
  await page.getByRole('button', { name: 'Add Meal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new meal' });
  await dialog.getByRole('button', { name: /Enter manually/ }).click();
  const form = page.getByRole('dialog', { name: 'Enter meal details' });
  await form.getByLabel('Meal Name').fill(meal.name);
  if (meal.description) await form.getByLabel('Description').fill(meal.description);
  if (meal.servings) await form.getByLabel('Servings', { exact: true }).fill(String(meal.servings));
  for (const [index, [name, quantity, unit]] of meal.ingredients.entries()) {
    if (index > 0) await form.getByRole('button', { name: 'Add Ingredient' }).click();
    await form.getByLabel('Ingredient', { exact: true }).nth(index).fill(name);
    await form.getByLabel('Quantity').nth(index).fill(quantity);
    await form.getByLabel('Unit').nth(index).fill(unit);
  }
  for (const [index, step] of (meal.directions ?? []).entries()) {
    if (index > 0) await form.getByRole('button', { name: 'Add Step' }).click();
    await form.getByLabel(`Step ${index + 1}`).fill(step);
  }
  await form.getByRole('button', { name: 'Add Meal' }).click();
  await expect(page.getByText(`Added "${meal.name}" to list`)).toBeVisible();
  await expect(form).toBeHidden();
}

/**
 * A second cook in a browser of their own, signed up and invited (through the API, as the
 * owner's Share dialog would) to the owner's list. Close `context` when done.
 */
export async function inviteNewMember(
  browser: Browser,
  owner: Page,
  listId: string,
  fullName: string,
  emailPrefix = 'member',
) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const member = await context.newPage();
  await signUpThroughUi(member, newEmail(emailPrefix), fullName);
  const session = (await (await member.request.get('/api/session')).json()) as {
    profile: { username: string };
  };
  const invited = await owner.request.post(`/api/lists/${listId}/members`, {
    headers: { origin: new URL(owner.url()).origin },
    data: { username: session.profile.username },
  });
  expect(invited.status()).toBe(201);
  return { context, member };
}
