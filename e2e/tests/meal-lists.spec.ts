import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { logOut, newEmail, signUpThroughUi } from '../support/accounts.ts';
import { addManualMeal, createListThroughUi } from '../support/lists.ts';

test('a cook builds lists, cooks from a meal, shares a list and tidies up', async ({
  page,
  browser,
}) => {
  // The longest journey (two cooks, every list and meal screen, four accessibility scans): about
  // 45 s on a quiet 2-core machine, so the default 60 s cap is too close on a busy one.
  test.setTimeout(120_000);
  // A second cook, to share with later.
  const friendContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const friend = await friendContext.newPage();
  const friendEmail = newEmail('friend');
  await signUpThroughUi(friend, friendEmail, 'Frida Friend');
  const friendUsername = friendEmail.split('@')[0]?.replace(/[^a-z0-9]+/g, '_') as string;

  await signUpThroughUi(page, newEmail('owner'), 'Olga Owner');

  // The empty dashboard invites a first list; a blank name is refused in the page.
  await expect(page.getByRole('heading', { name: 'Start Your Culinary Journey!' })).toBeVisible();
  await expectAccessible(page, 'empty dashboard');
  await page.getByRole('button', { name: 'Create Your First List' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Create new meal list' });
  await createDialog.getByRole('button', { name: 'Create List' }).click();
  await expect(createDialog.getByText('Please enter a name for your list')).toBeVisible();
  await createDialog.getByRole('button', { name: 'Cancel' }).click();

  await createListThroughUi(page, 'Weeknight Dinners');
  await expect(page.getByRole('heading', { name: 'No meals added yet' })).toBeVisible();

  // On a 390 px phone the three list views fit whole: 'Schedule' is not cut off at the edge
  // (the row scrolls sideways rather than wrap, which only a browser's layout shows).
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const views = page.getByRole('tablist', { name: 'List views' });
  await expect(views.getByRole('tab', { name: 'Schedule' })).toBeVisible();
  expect(await views.evaluate((row) => row.scrollWidth - row.clientWidth)).toBe(0);
  if (viewport) await page.setViewportSize(viewport);

  // The manual form refuses a meal without a name or ingredients, with the spec's toasts.
  await page.getByRole('button', { name: 'Add Meal' }).click();
  await page.getByRole('button', { name: /Enter manually/ }).click();
  const manual = page.getByRole('dialog', { name: 'Enter meal details' });
  await manual.getByRole('button', { name: 'Add Meal' }).click();
  await expect(page.getByText('Please enter a meal name')).toBeVisible();
  await manual.getByLabel('Meal Name').fill('Nameless no more');
  await manual.getByRole('button', { name: 'Add Meal' }).click();
  await expect(page.getByText('Please add at least one ingredient')).toBeVisible();
  await expectAccessible(page, 'manual meal form');
  // Back returns to the chooser; Cancel closes and resets.
  await manual.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a new meal' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Add a new meal' })
    .getByRole('button', { name: 'Close' })
    .click();

  await addManualMeal(page, {
    name: 'Creamy Mushroom Pasta',
    description: 'Quick and comforting',
    servings: 2,
    ingredients: [
      ['spaghetti', '200', 'g'],
      ['heavy cream', '1', 'cup'],
      ['mushrooms', '250', 'g'],
    ],
    directions: ['Boil the pasta.', 'Fry the mushrooms, add the cream.', 'Toss and serve.'],
  });
  await addManualMeal(page, {
    name: 'Peanut Noodles',
    ingredients: [
      ['rice noodles', '150', 'g'],
      ['peanut butter', '3', 'tbsp'],
    ],
  });
  const meals = page.getByRole('list', { name: 'Meals' });
  await expect(meals.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page, 'list with meals');

  // A second list gets one of them through 'Add Existing Meals'.
  await page.getByRole('link', { name: 'Back' }).click();
  await createListThroughUi(page, 'Lunchbox');
  await page.getByRole('button', { name: 'Add Meal' }).click();
  await page.getByRole('button', { name: /Existing meals/ }).click();
  const picker = page.getByRole('dialog', { name: 'Add Existing Meals' });
  await expect(picker.getByRole('button', { name: 'Add (0)' })).toBeDisabled();
  await picker.getByPlaceholder('Search meals').fill('PEANUT');
  await expect(picker.getByText('Creamy Mushroom Pasta')).toBeHidden();
  await picker.getByPlaceholder('Search meals').fill('zzz');
  await expect(picker.getByText('No meals found')).toBeVisible();
  await picker.getByPlaceholder('Search meals').fill('peanut');
  await expect(picker.getByText('2 ingredients')).toBeVisible();
  await picker.getByRole('checkbox', { name: /Peanut Noodles/ }).check();
  await picker.getByRole('button', { name: 'Add (1)' }).click();
  await expect(page.getByText('Added 1 meal(s) to list')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Peanut Noodles' })).toBeVisible();

  // Open the pasta from the first list: servings scale the amounts.
  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'Weeknight Dinners' }).click();
  await page.getByRole('link', { name: 'Creamy Mushroom Pasta' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Creamy Mushroom Pasta' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^@owner_/ })).toBeVisible();
  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  await expect(ingredients.getByText('200 g')).toBeVisible();
  await page.getByRole('button', { name: 'Increase servings' }).click();
  await page.getByRole('button', { name: 'Increase servings' }).click();
  await expect(page.getByLabel('Servings', { exact: true })).toHaveValue('3');
  await expect(ingredients.getByText('300 g')).toBeVisible();
  await expect(ingredients.getByText('1.5 cup')).toBeVisible();
  await expectAccessible(page, 'meal detail');
  // Servings are kept for this list.
  await page.reload();
  await expect(page.getByLabel('Servings', { exact: true })).toHaveValue('3');

  // Edit ingredients (the last one cannot be deleted) and directions.
  await page.getByRole('button', { name: 'Edit ingredients' }).click();
  await ingredients.getByRole('button', { name: 'Remove mushrooms' }).click();
  await ingredients.getByRole('button', { name: 'Remove heavy cream' }).click();
  await expect(ingredients.getByRole('button', { name: 'Remove spaghetti' })).toBeDisabled();
  await ingredients.getByRole('button', { name: 'Add Ingredient' }).click();
  await ingredients.getByLabel('Ingredient', { exact: true }).nth(1).fill('parmesan cheese');
  await ingredients.getByLabel('Quantity').nth(1).fill('50');
  await ingredients.getByLabel('Unit').nth(1).fill('g');
  await ingredients.getByRole('button', { name: 'Save Ingredients' }).click();
  await expect(page.getByText('Ingredients updated')).toBeVisible();
  await expect(ingredients.getByText('parmesan cheese')).toBeVisible();
  await expect(ingredients.getByText('75 g')).toBeVisible();

  const directions = page.getByRole('region', { name: 'Directions' });
  await page.getByRole('button', { name: 'Edit directions' }).click();
  // A step may carry a web address, one long word that a phone's line cannot hold.
  const step3 =
    'Toss, grate the parmesan over and serve (www.bbcgoodfood.com/recipes/collection/pasta-recipes).';
  await directions.getByLabel('Step 3').fill(step3);
  await directions.getByRole('button', { name: 'Save Directions' }).click();
  await expect(page.getByText('Directions updated')).toBeVisible();
  await expect(directions.getByText(step3)).toBeVisible();
  const prepare = page.getByRole('button', { name: 'Prepare Creamy Mushroom Pasta' });
  await expect(prepare).toBeVisible();
  // On a 390 px phone the step wraps and so does the Prepare button's name: nothing runs out
  // of its box or makes the page scroll sideways (only a browser lays text out).
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await prepare.evaluate((button) => button.scrollWidth - button.clientWidth)).toBe(0);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  if (viewport) await page.setViewportSize(viewport);

  // Nutrition: the label, the macros and the cautions.
  await page.getByRole('tab', { name: 'Nutrition' }).click();
  await expect(page.getByRole('heading', { name: 'Nutrition Facts' })).toBeVisible();
  // From the USDA table, per serving of the recipe's 2: 200 g dry pasta (371 kcal per 100 g)
  // and 50 g grated parmesan (420 kcal per 100 g) make 952 kcal.
  await expect(page.getByText('476', { exact: true })).toBeVisible();
  await expect(page.getByText('Based on 2 of 2 ingredients')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Macronutrients' })).toBeVisible();
  await expect(page.getByText('Contains Milk')).toBeVisible();
  await expect(page.getByText('Contains Wheat')).toBeVisible();
  await expectAccessible(page, 'nutrition tab');

  // Back returns to the list it was opened from.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weeknight Dinners' })).toBeVisible();

  // Share the list: the friend sees it and adds a meal; the owner sees that on refresh.
  await page.getByRole('button', { name: 'Share' }).click();
  const shareDialog = page.getByRole('dialog', { name: 'Share this list' });
  await shareDialog.getByLabel('Username').fill('no_such_cook_here');
  await shareDialog.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('We could not find a cook called @no_such_cook_here.')).toBeVisible();
  await shareDialog.getByLabel('Username').fill(friendUsername);
  await shareDialog.getByRole('button', { name: 'Invite' }).click();
  await expect(shareDialog.getByText(`@${friendUsername}`, { exact: true })).toBeVisible();
  await expectAccessible(page, 'share dialog');
  await page.keyboard.press('Escape');

  await friend.reload();
  await friend.getByRole('link', { name: 'Weeknight Dinners' }).click();
  await expect(friend.getByRole('link', { name: 'Creamy Mushroom Pasta' })).toBeVisible();
  await addManualMeal(friend, {
    name: "Frida's Salad",
    ingredients: [['lettuce', '1', 'head']],
    directions: ['Wash and toss.'],
  });
  await page.reload();
  await expect(page.getByRole('link', { name: "Frida's Salad" })).toBeVisible();
  await friendContext.close();

  // Remove the meal the friend added, put it back with Undo, remove it for good, then delete
  // the second list.
  await page.getByRole('button', { name: "Remove Frida's Salad from list" }).click();
  await expect(page.getByRole('link', { name: "Frida's Salad" })).toBeHidden();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('link', { name: "Frida's Salad" })).toBeVisible();
  await expect(page.getByText('Meal removed from list')).toBeHidden();
  await page.getByRole('button', { name: "Remove Frida's Salad from list" }).click();
  await expect(page.getByText('Meal removed from list')).toBeVisible();
  await expect(page.getByRole('link', { name: "Frida's Salad" })).toBeHidden();

  // The toast opens below the header, so Back can be pressed while it shows. (Over the header,
  // a pointer resting on the toast paused it, and Back stayed covered.) A toast lasts 4 s (10 s
  // with Undo); Back must be free well before that, once the toast has slid into place.
  // Below the header it lies over the list's first row, which it lets taps through to.
  const back = page.getByRole('link', { name: 'Back' });
  const isFree = (control: typeof back) =>
    control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return element.contains(hit);
    });
  await expect(page.getByText('Meal removed from list')).toBeVisible();
  await expect.poll(() => isFree(back), { timeout: 1500 }).toBe(true);
  await expect
    .poll(() => isFree(page.getByRole('button', { name: 'Add Meal' })), {
      timeout: 1500,
    })
    .toBe(true);
  await expect(page.getByText('Meal removed from list')).toBeVisible();
  await back.click();
  await page.getByRole('button', { name: 'Delete Lunchbox' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete "Lunchbox"?' });
  await confirm.getByRole('button', { name: 'Delete List' }).click();
  await expect(page.getByText('Meal list deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lunchbox' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Weeknight Dinners' })).toBeVisible();

  // A list id that is not yours sends you to the dashboard.
  await page.goto('/list/not-a-real-list');
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);
});
