import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { newEmail, signUpThroughUi } from '../support/accounts.ts';
import { createListThroughUi } from '../support/lists.ts';

/**
 * A recipe site on this machine. The e2e server may fetch from loopback
 * (IMPORT_ALLOW_PRIVATE_ADDRESSES in playwright.config.ts); a real deployment may not.
 */
const RECIPE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Weeknight Shakshuka | Tiny Test Kitchen</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Tiny Test Kitchen' },
    {
      '@type': 'Recipe',
      name: 'Weeknight Shakshuka',
      description: 'Eggs poached in a spiced tomato sauce.',
      recipeYield: ['4', '4 servings'],
      totalTime: 'PT35M',
      recipeIngredient: [
        '2 tbsp olive oil',
        '1 onion, diced',
        '1 (28-ounce) can crushed tomatoes',
        '6 large eggs',
        '1 tsp ground cumin*',
      ],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Soften the onion in the oil.' },
        { '@type': 'HowToStep', text: 'Add the cumin and tomatoes; simmer 10 minutes.' },
        { '@type': 'HowToStep', text: 'Crack in the eggs, cover and cook until set.' },
      ],
    },
  ],
})}</script></head><body><h1>Weeknight Shakshuka</h1></body></html>`;

let site: Server;
let siteUrl = '';

test.beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/recipes/weeknight-shakshuka') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(RECIPE_PAGE);
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not here</h1>');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

test('a cook adds one recipe from pasted text and one from a web address', async ({ page }) => {
  await signUpThroughUi(page, newEmail('importer'), 'Ines Importer');
  await createListThroughUi(page, 'Imported Favourites');

  // Pasted text: empty text is refused; then 'Processing...', the ingredients and the steps.
  await page.getByRole('button', { name: 'Add Meal' }).click();
  await page.getByRole('button', { name: /Paste recipe text/ }).click();
  const textForm = page.getByRole('dialog', { name: 'Convert text to meal' });
  await textForm.getByRole('button', { name: 'Extract Ingredients' }).click();
  await expect(textForm.getByText('Please enter some recipe text')).toBeVisible();
  await textForm
    .getByLabel('Recipe Text')
    .fill(
      [
        'Lemon Garlic Pasta',
        '200 g spaghetti',
        '2 cloves garlic',
        '1 lemon',
        '- 1 (14 oz) can tomatoes',
        '',
        'Method',
        'Boil the spaghetti.',
        'Toss with garlic and lemon.',
      ].join('\n'),
    );
  await textForm.getByRole('button', { name: 'Extract Ingredients' }).click();
  await expect(textForm.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(page.getByText('Extracted 4 ingredients')).toBeVisible();
  await expect(textForm.getByLabel('Meal Name')).toHaveValue('Lemon Garlic Pasta');
  await expect(textForm.getByLabel('Ingredient', { exact: true })).toHaveCount(4);
  await expect(textForm.getByLabel('Step 2')).toHaveValue('Toss with garlic and lemon.');
  await expectAccessible(page, 'text meal form');
  await textForm.getByRole('button', { name: 'Add Meal' }).click();
  await expect(page.getByText('Added "Lemon Garlic Pasta" to list')).toBeVisible();
  await expect(textForm).toBeHidden();

  // A web address: a bad one is refused in the page; the real one fills the form.
  await page.getByRole('button', { name: 'Add Meal' }).click();
  await page.getByRole('button', { name: /Import from a website/ }).click();
  const urlForm = page.getByRole('dialog', { name: 'Import from URL' });
  await urlForm.getByLabel('Recipe URL').fill('not a web address');
  await urlForm.getByRole('button', { name: 'Extract Recipe' }).click();
  await expect(urlForm.getByText('Please enter a valid URL')).toBeVisible();
  await expectAccessible(page, 'URL import form');
  await urlForm.getByLabel('Recipe URL').fill(`${siteUrl}/recipes/weeknight-shakshuka`);
  await urlForm.getByRole('button', { name: 'Extract Recipe' }).click();
  await expect(page.getByText('Recipe extracted successfully!')).toBeVisible();
  await expect(urlForm.getByLabel('Meal Name')).toHaveValue('Weeknight Shakshuka');
  await expect(urlForm.getByLabel('Servings', { exact: true })).toHaveValue('4');
  await expect(urlForm.getByLabel('Cook Time (minutes)')).toHaveValue('35');
  await expect(urlForm.getByLabel('Fridge Life (days)')).toHaveValue('3');
  await expect(urlForm.getByLabel('Ingredient', { exact: true })).toHaveCount(5);
  await expect(urlForm.getByLabel('Ingredient', { exact: true }).last()).toHaveValue(
    'ground cumin',
  );
  await expect(urlForm.getByLabel('Step 3')).toHaveValue(
    'Crack in the eggs, cover and cook until set.',
  );
  await expectAccessible(page, 'imported recipe form');

  // The cook makes it their own before adding it.
  await urlForm.getByLabel('Meal Name').fill('Sunday Shakshuka');
  await urlForm.getByLabel('Fridge Life (days)').fill('2');
  await urlForm.getByRole('button', { name: 'Add Meal' }).click();
  await expect(page.getByText('Added "Sunday Shakshuka" to list')).toBeVisible();
  await expect(urlForm).toBeHidden();

  const meals = page.getByRole('list', { name: 'Meals' });
  await expect(meals.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Lemon Garlic Pasta' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sunday Shakshuka' })).toBeVisible();

  // The meal keeps the page's lines: its nutrition weighs the 28-ounce can the line names
  // (the ingredient alone says '1 can crushed tomatoes').
  const listUrl = page.url();
  await page.getByRole('link', { name: 'Sunday Shakshuka' }).click();
  await page.getByRole('tab', { name: 'Nutrition' }).click();
  const counted = page.getByRole('region', { name: 'Ingredients counted' });
  await expect(counted.getByText('1 (28-ounce) can crushed tomatoes')).toBeVisible();
  await expect(
    counted.getByText('793.8 g · Tomatoes, red, ripe, canned, packed in tomato juice'),
  ).toBeVisible();

  // So does the pasted one: its can is the 14 ounces its line names, not a 190 g can.
  await page.goto(listUrl);
  await page.getByRole('link', { name: 'Lemon Garlic Pasta' }).click();
  await page.getByRole('tab', { name: 'Nutrition' }).click();
  const pasted = page.getByRole('region', { name: 'Ingredients counted' });
  await expect(pasted.getByText('1 (14 oz) can tomatoes')).toBeVisible();
  await expect(
    pasted.getByText('396.9 g · Tomatoes, red, ripe, canned, packed in tomato juice'),
  ).toBeVisible();
});

test('an address the server cannot read leads to the placeholder form', async ({ page }) => {
  await signUpThroughUi(page, newEmail('importer'), 'Otto Offline');
  await createListThroughUi(page, 'Maybe Later');
  await page.getByRole('button', { name: 'Add Meal' }).click();
  await page.getByRole('button', { name: /Import from a website/ }).click();
  const urlForm = page.getByRole('dialog', { name: 'Import from URL' });
  await urlForm.getByLabel('Recipe URL').fill(`${siteUrl}/recipes/grandmas-apple-cake`);
  await urlForm.getByRole('button', { name: 'Extract Recipe' }).click();
  await expect(
    page.getByText('Web scraping failed. Using AI to analyze the recipe...'),
  ).toBeVisible();
  await expect(
    page.getByText('Failed to extract recipe. Please manually enter the details.'),
  ).toBeVisible();
  await expect(urlForm.getByLabel('Meal Name')).toHaveValue('Grandmas Apple Cake');
  await urlForm.getByRole('button', { name: 'Add Meal' }).click();
  await expect(urlForm.getByText('Please add at least one ingredient')).toBeVisible();
  await expect(urlForm.getByLabel('Ingredient', { exact: true })).toBeFocused();
  await urlForm.getByLabel('Ingredient', { exact: true }).fill('apples');
  await urlForm.getByRole('button', { name: 'Add Meal' }).click();
  await expect(page.getByText('Added "Grandmas Apple Cake" to list')).toBeVisible();
});
