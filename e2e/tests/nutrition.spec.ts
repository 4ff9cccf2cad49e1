import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { newEmail, signUpThroughUi } from '../support/accounts.ts';
import { addManualMeal, createListThroughUi } from '../support/lists.ts';

// One word a phone cannot fit on a line, as long German compounds or pasted text can be.
const LONG_WORD = 'pixiedustfromthebottomofthegardenbehindthegardenershed';

/** A long word wraps: the page never scrolls sideways. Only a browser lays text out. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

async function scheduleToEat(page: Page, meal: string, day: number) {
  const name = WEEKDAYS[day] as string;
  await page.getByRole('button', { name: `Schedule ${meal}` }).click();
  const popover = page.getByRole('dialog', { name: `Schedule ${meal}` });
  await popover.getByText(name.slice(0, 3), { exact: true }).click();
  await popover.getByText('Eat', { exact: true }).click();
  await popover.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${meal} scheduled to eat on ${name}`)).toBeVisible();
}

test('a cook reads real nutrition, corrects a match and sees daily totals', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, newEmail('nutrition'), 'Nina Nutrition');
  await createListThroughUi(page, 'Healthy Week');
  await addManualMeal(page, {
    name: 'Shortbread',
    servings: 4,
    ingredients: [
      ['butter', '100', 'g'],
      ['sugar', '1', 'cup'],
      ['eggs', '2', ''],
      [LONG_WORD, '1', 'tsp'],
    ],
  });

  // The Nutrition tab: figures from the food data, per serving, with their coverage.
  await page.getByRole('link', { name: 'Shortbread' }).click();
  await expect(page.getByText(LONG_WORD)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('tab', { name: 'Nutrition' }).click();
  const facts = page.getByRole('region', { name: 'Nutrition Facts' });
  // 100 g butter 717 kcal + 200 g sugar 774 + 100 g egg 143 = 1634, shared by 4.
  await expect(facts.getByText('409', { exact: true })).toBeVisible();
  await expect(page.getByText('Based on 3 of 4 ingredients')).toBeVisible();
  await expect(page.getByText(`Left out: ${LONG_WORD}`)).toBeVisible();
  await expect(page.getByText('Nutrition data: USDA SR28')).toBeVisible();
  await expect(page.getByText('Contains Milk')).toBeVisible();
  await expectAccessible(page, 'nutrition tab');

  // The cook picks salted butter for the butter.
  const counted = page.getByRole('region', { name: 'Ingredients counted' });
  await counted.getByText('100 g butter').click();
  await expect(counted.getByText('Food: Butter, without salt')).toBeVisible();
  await counted.getByText(`1 tsp ${LONG_WORD}`).click();
  await expect(page.getByLabel(`Choose another food for ${LONG_WORD}`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByLabel('Choose another food for butter').fill('butter salted');
  await page.getByRole('button', { name: 'Butter, salted', exact: true }).click();
  await expect(page.getByText('Food updated')).toBeVisible();
  await expect(counted.getByText('100 g · Butter, salted')).toBeVisible();
  await expect(counted.getByText(/chosen by the cook/)).toBeVisible();
  await expectAccessible(page, 'food picker');

  // The schedule adds up what each person eats that day.
  await page.getByRole('link', { name: 'Back' }).click();
  const today = await page.evaluate(() => new Date().getDay());
  await scheduleToEat(page, 'Shortbread', today);
  await page.getByRole('tab', { name: 'Schedule' }).click();
  // One member eats the 4 servings of 409 kcal that day.
  const daily = page.getByRole('tabpanel', { name: 'Daily' });
  await expect(daily.getByText(`${WEEKDAYS[today]} per person:`)).toBeVisible();
  await expect(daily.getByText('1,636 kcal')).toBeVisible();
  await expect(page.getByText('Weekly average (1 day):')).toBeVisible();
  await expectAccessible(page, 'schedule with daily totals');

  // Four people share it: a quarter each.
  await page.getByLabel('People eating').fill('4');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(daily.getByText('409 kcal')).toBeVisible();
  await page.getByRole('tab', { name: 'Weekly' }).click();
  const week = page.getByRole('table', { name: 'Week plan' });
  await expect(week.getByText(new RegExp(`^${WEEKDAYS[today]}: 409 kcal`))).toBeAttached();
  await expectAccessible(page, 'week with daily totals');
});
