import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { newEmail, signUpThroughUi } from '../support/accounts.ts';

/**
 * A recipe site on this machine, one recipe per address (/dish-N). The e2e server may fetch
 * from loopback (IMPORT_ALLOW_PRIVATE_ADDRESSES in playwright.config.ts).
 */
let site: Server;
let siteUrl = '';

test.beforeAll(async () => {
  site = createServer((req, res) => {
    const dish = /^\/dish-(\d+)$/.exec(req.url ?? '');
    if (!dish) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not here</h1>');
      return;
    }
    const recipe = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: `Market dish ${dish[1]}`,
      recipeIngredient: [`${dish[1]} cups rice`, '1 onion'],
      recipeInstructions: 'Cook the rice with the onion.',
    };
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body></body></html>`,
      );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

async function openYourData(page: Page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Your data' }).click();
  await expect(page.getByRole('heading', { name: 'Import recipes' })).toBeVisible();
}

const recipes = JSON.stringify([
  {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Lemon dal',
    recipeIngredient: ['1 cup red lentils', '1 lemon'],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Simmer the lentils.' }],
  },
  {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Green rice',
    recipeIngredient: ['2 cups rice', '1 bunch parsley'],
    recipeInstructions: 'Cook the rice. Stir in the parsley.',
  },
]);

test('a cook imports recipes, sees the progress after a reload, exports, and makes an API token', async ({
  page,
}) => {
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await signUpThroughUi(page);
  await openYourData(page);

  const file = {
    name: 'Family recipes.json',
    mimeType: 'application/json',
    buffer: Buffer.from(recipes),
  };
  await page.getByLabel('Recipe file').setInputFiles(file);
  await expect(page.getByLabel('Add the recipes to')).toHaveValue('');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Finished: Family recipes.json')).toBeVisible();
  await expect(page.getByText('2 imported, 0 skipped, 0 failed of 2')).toBeVisible();
  await expectAccessible(page, 'Settings > Your data');

  // The job lives on the server: a reload finds it again.
  await page.reload();
  await page.getByRole('tab', { name: 'Your data' }).click();
  await expect(page.getByText('2 imported, 0 skipped, 0 failed of 2')).toBeVisible();

  // The same file again: both skipped, and listed.
  await page.getByLabel('Recipe file').setInputFiles(file);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('0 imported, 2 skipped, 0 failed of 2')).toBeVisible();
  await page.getByText('Notes on 2 recipes').click();
  await expect(page.getByText('Lemon dal: Already in your recipes')).toBeVisible();

  // A file of the wrong kind: the plain message naming the kinds taken.
  await page.getByLabel('Recipe file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('just notes'),
  });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(
    page.getByText(/We take Paprika \(\.paprikarecipes\), Mealie and Tandoor/),
  ).toBeVisible();

  // The new list is on the dashboard.
  await page.goto('/dashboard');
  await expect(page.getByText('Family recipes', { exact: true })).toBeVisible();

  // Export: a zip download.
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Your data' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export my data' }).click();
  expect((await download).suggestedFilename()).toMatch(/^forkcast-export-\d{4}-\d{2}-\d{2}\.zip$/);

  // API tokens: created, shown once, used by a script, revoked.
  await page.getByRole('tab', { name: 'API tokens' }).click();
  await page.getByLabel('Token name').fill('Shopping script');
  await page.getByLabel('Read and write').check();
  await page.getByRole('button', { name: 'Create token' }).click();
  const token = (await page.getByTestId('new-token').textContent()) ?? '';
  expect(token).toMatch(/^fct_/);
  await expect(page.getByText('never used')).toBeVisible();
  await expectAccessible(page, 'Settings > API tokens');
  const lists = await page.request.get('/api/lists', {
    headers: { authorization: `Bearer ${token}`, cookie: '' },
  });
  expect(lists.status()).toBe(200);
  await page.reload();
  await page.getByRole('tab', { name: 'API tokens' }).click();
  await expect(page.getByText(/last used/)).toBeVisible();
  await page.getByRole('button', { name: 'Revoke Shopping script' }).click();
  await expect(page.getByText('You have no API tokens yet.')).toBeVisible();

  expect(cspErrors).toEqual([]);
});

test('the API reference renders from our own files under the strict CSP', async ({ page }) => {
  const cspErrors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('data:')) {
      foreign.push(request.url());
    }
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Forkcast API/ })).toBeVisible();
  await expect(page.getByText('/api/imports', { exact: true }).first()).toBeVisible();
  expect(cspErrors).toEqual([]);
  expect(foreign).toEqual([]);
});

test('a cook watches a long import, leaves, comes back and cancels it', async ({ page }) => {
  await signUpThroughUi(page, newEmail('mover'), 'Mo Mover');
  await openYourData(page);
  // 25 addresses: the first 20 take the cook's import limit for this minute, and the job
  // waits for the next minute to fetch the last 5.
  const addresses = Array.from({ length: 25 }, (_, i) => `${siteUrl}/dish-${i + 1}`).join('\n');
  await page.getByLabel('Recipe file').setInputFiles({
    name: 'market links.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(addresses),
  });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Importing: market links.txt')).toBeVisible();
  await expect(page.getByText('20 imported, 0 skipped, 0 failed of 25')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('value', '20');
  // The form waits while the job runs.
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expectAccessible(page, 'Settings > Your data, import running');

  // The cook leaves for the dashboard (the list is already there) and comes back.
  await page.goto('/dashboard');
  await expect(page.getByText('market links', { exact: true })).toBeVisible();
  await openYourData(page);
  await expect(page.getByText('Importing: market links.txt')).toBeVisible();
  await expect(page.getByText('20 imported, 0 skipped, 0 failed of 25')).toBeVisible();

  // Cancel: the wait ends at once; what was imported stays.
  await page.getByRole('button', { name: 'Cancel import' }).click();
  await expect(page.getByText('Cancelled: market links.txt')).toBeVisible({ timeout: 5000 });
  await expect(page.getByText('20 imported, 0 skipped, 0 failed of 25')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel import' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeEnabled();
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'market links', exact: true }).click();
  await expect(page.getByText('Market dish 20', { exact: true })).toBeVisible();
  await expect(page.getByText('Market dish 21', { exact: true })).toHaveCount(0);
});

test('a cook moves to a new account with their week as it was', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, newEmail('leaver'), 'Lea Leaver');
  const origin = new URL(page.url()).origin;
  // The week, set up through the API as the list screen would.
  const list = (await (
    await page.request.post('/api/lists', { headers: { origin }, data: { name: 'Our week' } })
  ).json()) as { list: { id: string } };
  const added = (await (
    await page.request.post(`/api/lists/${list.list.id}/meals`, {
      headers: { origin },
      data: {
        meals: [
          {
            name: 'Sunday roast',
            servings: 4,
            ingredients: [{ name: 'chicken', quantity: 1, unit: '' }],
            directions: ['Roast it.'],
          },
          {
            name: 'Fish pie',
            servings: 2,
            ingredients: [{ name: 'cod', quantity: 400, unit: 'g' }],
            directions: ['Bake it.'],
          },
        ],
      },
    })
  ).json()) as { meals: { id: string; name: string }[] };
  const idOf = (name: string) => added.meals.find((m) => m.name === name)?.id;
  for (const [name, change] of [
    ['Sunday roast', { servings: 6, schedule: { day: 2, type: 'cook' } }],
    ['Fish pie', { schedule: { day: 5, type: 'eat' } }],
  ] as const) {
    const placed = await page.request.patch(`/api/lists/${list.list.id}/items/${idOf(name)}`, {
      headers: { origin },
      data: change,
    });
    expect(placed.status()).toBe(200);
  }

  // Export from Settings.
  await openYourData(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export my data' }).click();
  const download = await downloading;
  const exported = await download.path();

  // A new account, in a browser of its own, imports the zip from Settings.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const mover = await context.newPage();
    await signUpThroughUi(mover, newEmail('arriver'), 'Ari Arriver');
    await openYourData(mover);
    await mover.getByLabel('Recipe file').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/zip',
      buffer: await readFile(exported),
    });
    await mover.getByRole('button', { name: 'Import' }).click();
    await expect(mover.getByText(`Finished: ${download.suggestedFilename()}`)).toBeVisible();
    await expect(mover.getByText('2 imported, 0 skipped, 0 failed of 2')).toBeVisible();

    // The list came back under its own name, each meal on its day, the roast for 6.
    await mover.goto('/dashboard');
    await mover.getByRole('link', { name: 'Our week', exact: true }).click();
    await expect(mover.getByRole('heading', { level: 1, name: 'Our week' })).toBeVisible();
    await expect(mover.getByText('Cook on Tuesday')).toBeVisible();
    await expect(mover.getByText('Eat on Friday')).toBeVisible();
    await mover.getByText('Sunday roast', { exact: true }).click();
    await expect(mover.getByLabel('Servings', { exact: true })).toHaveValue('6');
    // The recipe still makes 4: one chicken for 4 is 1.5 for 6.
    await expect(
      mover.getByRole('region', { name: 'Ingredients' }).getByRole('listitem'),
    ).toHaveText([/^\s*1\.5\s*chicken\s*$/]);
  } finally {
    await context.close();
  }
});
