import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { newEmail, signUpThroughUi } from '../support/accounts.ts';
import { addManualMeal, createListThroughUi, inviteNewMember } from '../support/lists.ts';

/**
 * Issue 17: the shop without signal. The app opens offline with the list as last seen, the
 * shopping list takes ticks, edits and new items offline, keeps them through a reload, sends
 * them when the network is back, and another member sees them without reloading.
 */

function listIdOf(page: Page): string {
  const id = /\/list\/([^/?]+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`not on a list screen: ${page.url()}`);
  return id;
}

const OFFLINE_TEXT = "Offline: changes will sync when you're back online";

test('a cook shops offline and the family sees the changes once she is back online', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, newEmail('shopper'), 'Sam Shopper');
  await createListThroughUi(page, 'Market Day');
  const listId = listIdOf(page);
  await addManualMeal(page, {
    name: 'Pancakes',
    ingredients: [
      ['Flour', '2', 'cup'],
      ['Milk', '1', 'cup'],
      ['Eggs', '3', ''],
    ],
    directions: ['Whisk and fry.'],
  });

  // A second member follows the same list in another browser.
  const { context: memberContext, member } = await inviteNewMember(
    browser,
    page,
    listId,
    'Fay Family',
    'family',
  );
  await member.goto(`/list/${listId}?tab=shopping`);
  const theirs = member.getByRole('list', { name: 'All ingredients' });
  await expect(theirs.getByRole('checkbox', { name: /^Flour/ })).not.toBeChecked();

  // Used once online: the app shell is installed and the shopping list seen.
  await page.goto(`/list/${listId}?tab=shopping`);
  const mine = page.getByRole('list', { name: 'All ingredients' });
  await expect(mine.getByRole('checkbox', { name: /^Flour/ })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The saved copy is written shortly after the answers arrive.
  await page.waitForTimeout(1500);

  // No signal: the page reloads from the device, as last seen.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Market Day' })).toBeVisible();
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await expect(mine.getByRole('checkbox', { name: /^Flour/ })).toBeVisible();
  await expectAccessible(page, 'offline shopping list');

  // Tick, add and edit offline: each shows at once and is counted as waiting.
  await mine.getByRole('checkbox', { name: /^Flour/ }).check();
  await page.getByLabel('New ingredient').fill('Paper towels');
  await page.getByRole('button', { name: 'Add ingredient' }).click();
  await expect(mine.getByRole('checkbox', { name: 'Paper towels' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Milk' }).click();
  await mine.getByLabel('Name').fill('Oat milk');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByRole('checkbox', { name: /^Oat milk/ })).toBeVisible();
  await expect(page.getByText('(3 changes waiting)')).toBeVisible();

  // Still offline, a reload keeps every change.
  await page.reload();
  await expect(mine.getByRole('checkbox', { name: /^Flour/ })).toBeChecked();
  await expect(mine.getByRole('checkbox', { name: 'Paper towels' })).toBeVisible();
  await expect(mine.getByRole('checkbox', { name: /^Oat milk/ })).toBeVisible();
  await expect(page.getByText('(3 changes waiting)')).toBeVisible();

  // Screens that need the network say so instead of spinning.
  await page.getByRole('link', { name: 'Feed' }).click();
  await expect(page.getByText('Feed needs a connection.', { exact: false })).toBeVisible();
  await page.goBack();

  // Back online: the changes go out, in order, once; the banner leaves.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_TEXT)).toBeHidden();
  await expect(page.getByText(/changes? waiting/)).toBeHidden({ timeout: 15_000 });
  const state = (await (await page.request.get(`/api/lists/${listId}/shopping`)).json()) as {
    lines: { key: string; checked: boolean; edit: { name: string } | null }[];
    items: { name: string }[];
  };
  expect(state.lines.find((l) => l.key === 'flour')?.checked).toBe(true);
  expect(state.lines.find((l) => l.key === 'milk')?.edit?.name).toBe('Oat milk');
  expect(state.items.map((i) => i.name)).toEqual(['Paper towels']);

  // The other member's open page shows all of it without a reload.
  await expect(theirs.getByRole('checkbox', { name: /^Flour/ })).toBeChecked({ timeout: 5000 });
  await expect(theirs.getByRole('checkbox', { name: 'Paper towels' })).toBeVisible();
  await expect(theirs.getByRole('checkbox', { name: /^Oat milk/ })).toBeVisible();

  // Live the other way too: the member unticks, the shopper sees it at once.
  await theirs.getByRole('checkbox', { name: /^Flour/ }).uncheck();
  await expect(mine.getByRole('checkbox', { name: /^Flour/ })).not.toBeChecked({ timeout: 5000 });
  await memberContext.close();
});
