import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { logOut, newEmail, signUpThroughUi } from '../support/accounts.ts';
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

type ServerShopping = {
  lines: {
    key: string;
    checked: boolean;
    edit: { name: string; quantity: number | null } | null;
  }[];
  items: { name: string; checked: boolean }[];
};

test('a cook shops offline and the family sees the changes once she is back online', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
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
  // Used once online: the recipe opened, the shopping list seen, two items added, eggs ticked.
  await page
    .getByRole('link', { name: /Pancakes/ })
    .first()
    .click();
  await expect(page.getByText('Whisk and fry.')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('tab', { name: 'Shopping List' }).click();
  const mine = page.getByRole('list', { name: 'All ingredients' });
  for (const name of ['Napkins', 'Foil']) {
    await page.getByLabel('New ingredient').fill(name);
    await page.getByRole('button', { name: 'Add ingredient' }).click();
    await expect(mine.getByRole('checkbox', { name })).toBeVisible();
  }
  await mine.getByRole('checkbox', { name: /^Eggs/ }).check();
  await expect(page.getByText(/changes? waiting/)).toBeHidden({ timeout: 15_000 });

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
  await expect(theirs.getByRole('checkbox', { name: /^Eggs/ })).toBeChecked();

  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The saved copy is written shortly after the answers arrive.
  await page.waitForTimeout(1500);

  // The service worker never answers for the API: no answer is ever a stale copy shown fresh.
  const apiFromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.fromServiceWorker()) {
      apiFromWorker.push(response.url());
    }
  });
  // Every write the shopper's page sends from here on, to check that each goes exactly once.
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/shopping') && request.method() !== 'GET') {
      writes.push(`${request.method()} ${url.pathname.replace(/^.*\/shopping/, '')}`);
    }
  });

  // No signal: the page reloads from the device, as last seen.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Market Day' })).toBeVisible();
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await expect(mine.getByRole('checkbox', { name: /^Eggs/ })).toBeChecked();
  await expectAccessible(page, 'offline shopping list');

  // Signing out needs the server (the session cookie is not the page's to clear): offline the
  // menu says so at once, and the cook stays where she is.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const offlineSignOut = page.getByText(
    "You're offline: signing out needs a connection. Try again once you're back online.",
  );
  await expect(offlineSignOut).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Market Day' })).toBeVisible();
  // Closed as a cook would: it covers the top of the list on a phone.
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(offlineSignOut).toBeHidden();

  // 'Untick all', tick, edit an amount and a name, add, remove, tick an item: each shows at
  // once and is counted as waiting.
  await page.getByRole('button', { name: 'Untick all' }).first().click();
  await expect(mine.getByRole('checkbox', { name: /^Eggs/ })).not.toBeChecked();
  await mine.getByRole('checkbox', { name: /^Flour/ }).check();
  await page.getByRole('button', { name: 'Edit Flour' }).click();
  await mine.getByLabel('Quantity').fill('3');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByRole('checkbox', { name: /^Flour.*3/ })).toBeChecked();
  await page.getByRole('button', { name: 'Edit Milk' }).click();
  await mine.getByLabel('Name').fill('Oat milk');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByRole('checkbox', { name: /^Oat milk/ })).toBeVisible();
  await page.getByLabel('New ingredient').fill('Paper towels');
  await page.getByRole('button', { name: 'Add ingredient' }).click();
  await expect(mine.getByRole('checkbox', { name: 'Paper towels' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Foil' }).click();
  await expect(mine.getByRole('checkbox', { name: 'Foil' })).toBeHidden();
  await mine.getByRole('checkbox', { name: 'Napkins' }).check();
  await expect(page.getByText('(7 changes waiting)')).toBeVisible();

  // Still offline, a reload keeps every change.
  await page.reload();
  await expect(mine.getByRole('checkbox', { name: /^Eggs/ })).not.toBeChecked();
  await expect(mine.getByRole('checkbox', { name: /^Flour.*3/ })).toBeChecked();
  await expect(mine.getByRole('checkbox', { name: /^Oat milk/ })).toBeVisible();
  await expect(mine.getByRole('checkbox', { name: 'Paper towels' })).toBeVisible();
  await expect(mine.getByRole('checkbox', { name: 'Foil' })).toBeHidden();
  await expect(mine.getByRole('checkbox', { name: 'Napkins' })).toBeChecked();
  await expect(page.getByText('(7 changes waiting)')).toBeVisible();

  // The rest of the list as last seen: its meals, the recipe opened before, the schedule.
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Schedule' })).toBeVisible();
  await page.getByRole('tab', { name: 'Meals' }).click();
  await page
    .getByRole('link', { name: /Pancakes/ })
    .first()
    .click();
  await expect(page.getByText('Whisk and fry.')).toBeVisible();
  // The dashboard too.
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Market Day', exact: true })).toBeVisible();
  // Screens that need the network say so instead of spinning: the feed, settings, the AI.
  await page.getByRole('link', { name: 'Feed' }).click();
  await expect(page.getByText('Feed needs a connection.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByText('Settings needs a connection.', { exact: false })).toBeVisible();
  await page.goto(`/list/${listId}`);
  await page.getByRole('button', { name: 'Add Meal' }).click();
  await page.getByRole('button', { name: /AI recipe/ }).click();
  await expect(page.getByText("You're offline. This needs a connection")).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(`/list/${listId}?tab=shopping`);
  await expect(page.getByText('(7 changes waiting)')).toBeVisible();

  // Meanwhile, online, the member renames the milk and removes the napkins: both later than
  // the shopper's offline changes to them.
  await member.getByRole('button', { name: 'Edit Milk' }).click();
  await theirs.getByLabel('Name').fill('Soy milk');
  await theirs.getByRole('button', { name: 'Save' }).click();
  await member.getByRole('button', { name: 'Remove Napkins' }).click();
  await expect(theirs.getByRole('checkbox', { name: 'Napkins' })).toBeHidden();
  await expect(member.getByText(/changes? waiting/)).toBeHidden({ timeout: 15_000 });

  // Back online: the changes go out, in order, each once; the banner leaves. The later
  // rename wins and the shopper is told; the tick of the removed napkins is dropped, saying why.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_TEXT)).toBeHidden();
  await expect(page.getByText('Your change to Milk was overridden by a later change.')).toBeVisible(
    { timeout: 15_000 },
  );
  await expect(
    page.getByText(
      'Failed to update the shopping list: That item is no longer on the shopping list',
    ),
  ).toBeVisible();
  await expect(page.getByText(/changes? waiting/)).toBeHidden({ timeout: 15_000 });
  expect(writes).toEqual([
    'POST /untick',
    'PUT /lines',
    'PUT /lines',
    'PUT /lines',
    'POST /items',
    expect.stringMatching(/^DELETE \/items\//),
    expect.stringMatching(/^PATCH \/items\//),
  ]);
  const state = (await (
    await page.request.get(`/api/lists/${listId}/shopping`)
  ).json()) as ServerShopping;
  const line = (key: string) => state.lines.find((l) => l.key === key);
  expect(line('egg')?.checked ?? false).toBe(false);
  expect(line('flour')).toMatchObject({ checked: true, edit: { name: 'Flour', quantity: 3 } });
  expect(line('milk')?.edit?.name).toBe('Soy milk');
  expect(state.items.map((i) => i.name)).toEqual(['Paper towels']);
  await expect(mine.getByRole('checkbox', { name: /^Soy milk/ })).toBeVisible();
  await expect(mine.getByRole('checkbox', { name: 'Napkins' })).toBeHidden();

  // The other member's open page shows all of it without a reload.
  await expect(theirs.getByRole('checkbox', { name: /^Flour.*3/ })).toBeChecked({
    timeout: 5000,
  });
  await expect(theirs.getByRole('checkbox', { name: /^Eggs/ })).not.toBeChecked();
  await expect(theirs.getByRole('checkbox', { name: 'Paper towels' })).toBeVisible();
  await expect(theirs.getByRole('checkbox', { name: 'Foil' })).toBeHidden();

  expect(apiFromWorker).toEqual([]);

  // Live the other way too: the member unticks, the shopper sees it at once.
  await theirs.getByRole('checkbox', { name: /^Flour/ }).uncheck();
  await expect(mine.getByRole('checkbox', { name: /^Flour/ })).not.toBeChecked({ timeout: 5000 });
  await memberContext.close();
});

test('the family sees meals scheduled, added and removed without a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, newEmail('planner'), 'Pat Planner');
  await createListThroughUi(page, 'Week Plan');
  const listId = listIdOf(page);
  for (const name of ['Pancakes', 'Toast']) {
    await addManualMeal(page, {
      name,
      ingredients: [['Bread', '1', '']],
      directions: ['Cook.'],
    });
  }
  const { context: memberContext, member } = await inviteNewMember(
    browser,
    page,
    listId,
    'Mo Member',
    'week',
  );
  await member.goto(`/list/${listId}`);
  const cards = member.getByRole('main');
  await expect(cards.getByRole('link', { name: /Toast/ }).first()).toBeVisible();
  const day = new Date().getDay();
  const dayName = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][
    day
  ] as string;

  // Scheduled on one phone: the other shows it, within the second (two allow for a busy CI).
  await page.getByRole('button', { name: 'Schedule Pancakes' }).click();
  const popover = page.getByRole('dialog', { name: 'Schedule Pancakes' });
  await popover.getByText(dayName.slice(0, 3), { exact: true }).click();
  await popover.getByText('Cook', { exact: true }).click();
  await popover.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Pancakes scheduled to cook on ${dayName}`)).toBeVisible();
  await expect(cards.getByText(`Cook on ${dayName}`)).toBeVisible({ timeout: 2000 });

  // Removed, and added.
  await page.getByRole('button', { name: 'Remove Toast from list' }).click();
  await expect(cards.getByRole('link', { name: /Toast/ })).toHaveCount(0, { timeout: 2000 });
  await addManualMeal(page, {
    name: 'Omelette',
    ingredients: [['Eggs', '2', '']],
    directions: ['Fold.'],
  });
  await expect(cards.getByRole('link', { name: /Omelette/ }).first()).toBeVisible({
    timeout: 2000,
  });
  await memberContext.close();
});

test('signing out leaves nothing of the cook on the device, offline included', async ({
  page,
  context,
}) => {
  await signUpThroughUi(page, newEmail('leaver'), 'Lee Leaver');
  await createListThroughUi(page, 'Private Pantry');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForTimeout(1500);
  await logOut(page);
  // Whatever was kept for the cook is gone from IndexedDB (the saved copy and waiting changes).
  const kept = await page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '');
    const keys: string[] = [];
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of [...db.objectStoreNames]) {
        const all = await new Promise<IDBValidKey[]>((resolve, reject) => {
          const req = db.transaction(store).objectStore(store).getAllKeys();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        keys.push(...all.map((k) => `${name}/${store}/${String(k)}`));
      }
      db.close();
    }
    return keys;
  });
  expect(
    kept.filter((k) => k.includes('forkcast-query-cache') || k.includes('outbox/ops')),
  ).toEqual([]);
  // Offline, the app says it needs a connection to sign in, and shows nothing of the list.
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(
    page.getByText(
      'Forkcast needs a connection to sign you in. Once you have used it online, it opens without one.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Private Pantry')).toBeHidden();
  await context.setOffline(false);
});
