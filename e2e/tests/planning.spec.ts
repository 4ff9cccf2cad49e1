import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { newEmail, signUpThroughUi } from '../support/accounts.ts';
import { addManualMeal, createListThroughUi, inviteNewMember } from '../support/lists.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const dayName = (day: number) => WEEKDAYS[(day + 7) % 7] as string;

/** The list id of the open list screen. */
function listIdOf(page: Page): string {
  const id = /\/list\/([^/?#]+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`not on a list: ${page.url()}`);
  return decodeURIComponent(id);
}

/** Schedules a meal through its card's popover, as a person would. */
async function schedule(page: Page, meal: string, day: number, type: 'Cook' | 'Eat') {
  await page.getByRole('button', { name: `Schedule ${meal}` }).click();
  const popover = page.getByRole('dialog', { name: `Schedule ${meal}` });
  await expect(popover.getByRole('button', { name: 'Save' })).toBeDisabled();
  await popover.getByText(dayName(day).slice(0, 3), { exact: true }).click();
  await popover.getByText(type, { exact: true }).click();
  await popover.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(`${meal} scheduled to ${type.toLowerCase()} on ${dayName(day)}`),
  ).toBeVisible();
}

/** The cells of a meal's row in the week view, Sunday first. */
function weekRow(page: Page, meal: string): Locator {
  return page
    .getByRole('rowgroup')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(meal) }) })
    .getByRole('cell');
}

async function dragTo(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  // Several small moves: the drag starts after a few pixels, then follows the pointer.
  for (let i = 1; i <= 10; i += 1) {
    await page.mouse.move(
      start.x + start.width / 2 + ((end.x - start.x) * i) / 10,
      start.y + start.height / 2 + ((end.y - start.y) * i) / 10,
    );
  }
  await page.mouse.up();
}

test('two cooks plan the week, share the shopping and cook a meal with a timer', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpThroughUi(page, newEmail('planner'), 'Paula Planner');
  await createListThroughUi(page, 'Family Week');
  const listId = listIdOf(page);
  const today = await page.evaluate(() => new Date().getDay());

  // Two meals that share milk and eggs, in different units.
  await addManualMeal(page, {
    name: 'Pancakes',
    servings: 2,
    ingredients: [
      ['Milk', '1', 'cup'],
      ['Flour', '2', 'cup'],
      ['Eggs', '2', ''],
    ],
    directions: ['Whisk the milk, flour and eggs.', 'Let the batter rest for 3 seconds.', 'Fry.'],
  });
  await addManualMeal(page, {
    name: 'Quiche',
    ingredients: [
      ['milk', '250', 'ml'],
      ['eggs', '3', ''],
      ['cheese', '100', 'g'],
    ],
    directions: ['Bake.'],
  });
  // A long braise (the manual form has no cook time, so it comes through the API).
  const added = await page.request.post(`/api/lists/${listId}/meals`, {
    headers: { origin: new URL(page.url()).origin },
    data: {
      meals: [
        {
          name: 'Slow Braise',
          cookTimeMinutes: 100,
          ingredients: [{ name: 'beef', quantity: 1, unit: 'kg' }],
          directions: ['Braise.'],
        },
      ],
    },
  });
  expect(added.status()).toBe(201);
  await page.reload();

  // Schedule: pancakes and the braise cooked today, the quiche eaten tomorrow.
  await schedule(page, 'Pancakes', today, 'Cook');
  await schedule(page, 'Quiche', today + 1, 'Eat');
  await schedule(page, 'Slow Braise', today, 'Cook');
  await expect(page.getByText(`Cook on ${dayName(today)}`).first()).toBeVisible();
  await expectAccessible(page, 'meal cards with schedule labels');

  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(
    page.getByText(
      `${dayName(today)} has 2 h 10 min of cooking. That's a lot of time at the stove!`,
    ),
  ).toBeVisible();

  // Daily: today first, the arrows go round the week.
  const daily = page.getByRole('tabpanel', { name: 'Daily' });
  await expect(daily.getByRole('heading', { level: 2 })).toContainText(dayName(today));
  await expect(daily.getByRole('link', { name: /Pancakes.*Cook · 30 min/ })).toBeVisible();
  await expect(daily.getByRole('link', { name: /Slow Braise.*Cook · 100 min/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(daily.getByRole('heading', { level: 2 })).toHaveText(dayName(today + 1));
  await expect(daily.getByRole('link', { name: /Quiche.*Cook · 30 min/ })).toBeVisible();
  await expect(daily.getByRole('link', { name: /Pancakes.*Eat/ })).toBeVisible();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByText(`No meals for ${dayName(today - 2)}`)).toBeVisible();
  await expectAccessible(page, 'daily schedule');

  // Weekly: seven days, a bar on the cook day, shaded eat days.
  await page.getByRole('tab', { name: 'Weekly' }).click();
  const week = page.getByRole('table', { name: 'Week plan' });
  await expect(week.getByRole('columnheader')).toHaveCount(7);
  await expect(week.getByRole('columnheader').first()).toContainText('Sunday');
  await expect(week.getByRole('columnheader').last()).toContainText('Saturday');
  await expect(week.getByRole('columnheader').nth(today)).toContainText('(see the warning)');
  const pancakeBar = page.getByRole('button', {
    name: `Cook Pancakes on ${dayName(today)}: 30 minutes`,
  });
  await expect(pancakeBar).toHaveText('30');
  await expect(
    page.getByRole('button', { name: `Cook Slow Braise on ${dayName(today)}: 100 minutes` }),
  ).toBeVisible();
  await expectAccessible(page, 'weekly schedule');

  // Drag the pancakes two days on: the warning goes with them.
  await dragTo(page, pancakeBar, weekRow(page, 'Pancakes').nth((today + 2) % 7));
  await expect(page.getByText(`Pancakes scheduled to cook on ${dayName(today + 2)}`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Cook Pancakes on ${dayName(today + 2)}: 30 minutes` }),
  ).toBeVisible();
  await expect(page.getByText(/That's a lot of time at the stove/)).toBeHidden();

  // The same with the keyboard: space picks the quiche up, an arrow moves it, space drops it.
  const quicheBar = page.getByRole('button', {
    name: `Cook Quiche on ${dayName(today + 1)}: 30 minutes`,
  });
  await quicheBar.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Picked up Quiche/)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Quiche is over ${dayName(today + 2)}.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Quiche scheduled to eat on ${dayName(today + 2)}`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Cook Quiche on ${dayName(today + 2)}: 30 minutes` }),
  ).toBeFocused();
  // And with the row's buttons, for anyone who cannot drag at all.
  await page.getByRole('button', { name: `Move Quiche to ${dayName(today + 3)}` }).click();
  await expect(page.getByText(`Quiche scheduled to eat on ${dayName(today + 3)}`)).toBeVisible();

  // The shopping list merges milk (a cup and 250 ml) and eggs into one line each.
  await page.getByRole('tab', { name: 'Shopping List' }).click();
  const all = page.getByRole('list', { name: 'All ingredients' });
  await expect(all.getByRole('checkbox', { name: 'Milk 2.1 cup' })).toBeVisible();
  await expect(all.getByRole('checkbox', { name: 'Eggs 5' })).toBeVisible();
  await expect(all.getByRole('checkbox')).toHaveCount(5);

  await all.getByRole('checkbox', { name: /^Flour/ }).check();
  await page.getByRole('button', { name: 'Edit cheese' }).click();
  await all.getByLabel('Name').fill('Gruyère');
  await all.getByLabel('Quantity').fill('150');
  await all.getByRole('button', { name: 'Save' }).click();
  await expect(all.getByRole('checkbox', { name: 'Gruyère 150 g' })).toBeVisible();
  await page.getByLabel('New ingredient').fill('Paper towels');
  await page.getByRole('button', { name: 'Add ingredient' }).click();
  await expect(all.getByRole('checkbox', { name: 'Paper towels' })).toBeVisible();
  await page.getByRole('tab', { name: 'By Meal' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Quiche ingredients' })
      .getByRole('checkbox', { name: 'milk 250 ml' }),
  ).toBeVisible();
  await expectAccessible(page, 'shopping list by meal');

  // All of it survives a reload.
  await page.reload();
  await page.getByRole('tab', { name: 'All Ingredients' }).click();
  await expect(all.getByRole('checkbox', { name: /^Flour/ })).toBeChecked();
  await expect(all.getByRole('checkbox', { name: 'Gruyère 150 g' })).not.toBeChecked();
  await expect(all.getByRole('checkbox', { name: 'Paper towels' })).toBeVisible();
  await expectAccessible(page, 'shopping list');

  // A second cook joins the list and ticks the eggs; the first sees it without reloading.
  const { context: memberContext, member } = await inviteNewMember(
    browser,
    page,
    listId,
    'Mo Member',
  );
  await member.goto(`/list/${listId}?tab=shopping`);
  await member
    .getByRole('list', { name: 'All ingredients' })
    .getByRole('checkbox', { name: 'Eggs 5' })
    .check();
  await expect(all.getByRole('checkbox', { name: 'Eggs 5' })).toBeChecked({ timeout: 15_000 });
  await memberContext.close();

  // Cook the pancakes: a 3 second timer, every step, then cross them off the schedule.
  await page.getByRole('tab', { name: 'Meals' }).click();
  await page.getByRole('link', { name: 'Pancakes' }).click();
  await page.getByRole('button', { name: 'Prepare Pancakes' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pancakes' })).toBeVisible();
  await page.getByRole('button', { name: 'Start 3 s timer' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: "Time's up! 3 s timer done." }),
  ).toBeVisible({
    timeout: 10_000,
  });
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expectAccessible(page, 'preparation mode');
  for (const step of [1, 2, 3]) {
    await page.getByRole('checkbox', { name: new RegExp(`^Step ${step}\\.`) }).check();
  }
  const done = page.getByRole('dialog', { name: 'All Done!' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Cross out Pancakes from schedule' }).click();
  await expect(page.getByText('Schedule cleared')).toBeVisible();
  await page.getByRole('button', { name: 'Exit Preparation Mode' }).click();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Family Week' })).toBeVisible();
  await expect(page.getByText(`Cook on ${dayName(today + 2)}`)).toBeHidden();
  await expect(page.getByText(`Eat on ${dayName(today + 3)}`)).toBeVisible();
});
