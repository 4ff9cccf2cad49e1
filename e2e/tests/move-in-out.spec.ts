import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { signUpThroughUi } from '../support/accounts.ts';

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
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Your data' }).click();
  await expect(page.getByRole('heading', { name: 'Import recipes' })).toBeVisible();

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
  await page.getByText('2 recipes not imported').click();
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
