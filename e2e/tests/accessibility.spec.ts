import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { signUpThroughUi } from '../support/accounts.ts';
import { createListThroughUi } from '../support/lists.ts';

// Journeys of a cook who uses the keyboard, large text, or both: what they meet on the real
// build (CSS included), where component tests in jsdom cannot see.

/** A German compound and a dish with 14 ingredients: long enough to scroll the shopping list. */
const LONG_NAME = 'Rindfleischetikettierungsüberwachungsaufgabenübertragungseintopf';
const pantry = ['onion', 'garlic', 'carrot', 'celery', 'leek', 'potato', 'parsley'];

function listIdOf(page: Page): string {
  const id = /\/list\/([^/?#]+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`not on a list: ${page.url()}`);
  return decodeURIComponent(id);
}

/** Adds meals through the API (the add-meal dialog has journeys of its own), then reloads. */
async function addMeals(page: Page, names: string[]) {
  const response = await page.request.post(`/api/lists/${listIdOf(page)}/meals`, {
    headers: { origin: new URL(page.url()).origin },
    data: {
      meals: names.map((name, m) => ({
        name,
        description: 'Slow-cooked, with leftovers for lunch.',
        servings: 2,
        cookTimeMinutes: 90,
        ingredients: Array.from({ length: 14 }, (_, i) => ({
          name: `${pantry[i % pantry.length]} ${m}${i}`,
          quantity: 1 + i,
          unit: 'g',
        })),
        directions: ['Chop the onion.', 'Simmer for 1 hour.', 'Serve.'],
      })),
    },
  });
  expect(response.status()).toBe(201);
  await page.reload();
}

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user does. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * The focus indicator drawn around `element`: its outline width in px and the outline's
 * contrast against the colour behind it (WCAG 1.4.11 asks 3:1 of a focus indicator).
 */
function focusIndicator(element: Locator) {
  return element.evaluate((el) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const style = getComputedStyle(el);
    // The first opaque background behind the element.
    let behind = el.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (behind) {
      const colour = getComputedStyle(behind).backgroundColor;
      const [, , , alpha = 1] = rgb(colour);
      if (colour !== 'transparent' && alpha > 0.9) {
        background = colour;
        break;
      }
      behind = behind.parentElement;
    }
    const [r, g, b, alpha = 1] = rgb(style.outlineColor);
    const bg = rgb(background);
    // An outline with alpha is seen blended over what is behind it.
    const seen = [r, g, b].map((c, i) => (c ?? 0) * alpha + (bg[i] ?? 0) * (1 - alpha));
    const [light, dark] = [luminance(seen), luminance(bg)].sort((x, y) => y - x);
    const width = style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth);
    return { width, contrast: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05) };
  });
}

async function expectVisibleFocus(element: Locator) {
  const indicator = await focusIndicator(element);
  expect(indicator.width, 'outline width').toBeGreaterThanOrEqual(2);
  expect(indicator.contrast, 'outline contrast').toBeGreaterThanOrEqual(3);
}

test('a keyboard user sees which list, meal and menu entry has the focus', async ({ page }) => {
  await signUpThroughUi(page);
  await createListThroughUi(page, 'Weeknights');
  await addMeals(page, ['Lentil soup', 'Fish pie']);

  // The meal card is a link over the whole card: the card shows the focus.
  const soup = page.getByRole('link', { name: 'Lentil soup' });
  await tabTo(page, soup);
  await expectVisibleFocus(page.getByRole('listitem').filter({ has: soup }).locator('> div'));

  // The same on the dashboard's list card.
  await page.getByRole('link', { name: 'Back' }).click();
  const list = page.getByRole('link', { name: 'Weeknights' });
  await tabTo(page, list);
  await expectVisibleFocus(page.getByRole('listitem').filter({ has: list }).locator('> div'));

  // The user menu: the entry the arrow keys reach stands out.
  await tabTo(page, page.getByRole('button', { name: 'User menu' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  const settings = page.getByRole('menuitem', { name: 'Settings' });
  await expect(settings).toBeFocused();
  await expectVisibleFocus(settings);
  await page.keyboard.press('Escape');
});

test('nothing reached with Tab hides under the bottom navigation', async ({ page }) => {
  await signUpThroughUi(page);
  await createListThroughUi(page, 'Shopping week');
  await addMeals(page, ['Winter stew']);
  await page.getByRole('tab', { name: 'Shopping List' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(14);
  const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  if (!nav) throw new Error('no layout');
  // Every stop from the first ingredient's box on to the new-ingredient row, typed into last.
  const newIngredient = page.getByRole('textbox', { name: 'New ingredient' });
  await tabTo(page, page.getByRole('checkbox').first());
  const hidden: string[] = [];
  for (let i = 0; i < 40; i++) {
    // What the cook sees once the frame after the key press is drawn.
    const stop = await page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const el = document.activeElement as HTMLElement;
      const box = el.getBoundingClientRect();
      return { name: el.getAttribute('aria-label') ?? el.id, top: box.top, bottom: box.bottom };
    });
    if (stop.bottom > nav.y) hidden.push(`${stop.name}: ${stop.top}-${stop.bottom}`);
    if (await newIngredient.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(newIngredient).toBeFocused();
  expect(hidden, 'focused under the bottom navigation').toEqual([]);
});

/** The page scrolls sideways: something is wider than the screen. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `page width on ${where}`).toBeLessThanOrEqual(clientWidth);
}

/** The browser's 'Very large' font size: every rem of the app grows by half. */
const largeText = (page: Page) => page.addStyleTag({ content: 'html { font-size: 24px; }' });

test('long words and large text stay on the screen', async ({ page }) => {
  await signUpThroughUi(page, undefined, 'Maximilian Oberhollenzer-Wittgensteiner');
  await createListThroughUi(page, 'Family');
  await addMeals(page, [LONG_NAME]);
  const listUrl = page.url();

  // A long one-word name wraps inside its card instead of being cut off mid-word.
  const name = page.getByRole('heading', { level: 2, name: LONG_NAME });
  const clipped = await name.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(clipped, 'meal name cut off in its card').toBe(false);

  // Preparation mode titled with it does not widen the page.
  await page.getByRole('link', { name: LONG_NAME }).click();
  await page.getByRole('button', { name: `Prepare ${LONG_NAME}` }).click();
  // Its own heading: the header's title names the meal too (two matches once it is drawn).
  await expect(page.getByRole('heading', { level: 2, name: LONG_NAME })).toBeVisible();
  await expectNoSidewaysScroll(page, 'preparation mode');
  await page.getByRole('button', { name: 'Exit Preparation Mode' }).click();

  // Large text: the Nutrition tab's macronutrients wrap under their ring.
  await page.getByRole('tab', { name: 'Nutrition' }).click();
  await expect(page.getByRole('heading', { name: 'Macronutrients' })).toBeVisible();
  await largeText(page);
  await expectNoSidewaysScroll(page, 'nutrition');

  // The list's toolbar keeps 'Add Meal' on the screen.
  // A Wednesday: the longest day's name with its 'Today' badge, between the day arrows.
  await page.clock.setFixedTime(new Date('2026-12-02T12:00:00'));
  await page.goto(listUrl);
  await largeText(page);
  await expect(page.getByRole('button', { name: 'Add Meal' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'list');
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page.getByRole('heading', { name: 'Wednesday Today' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the day schedule');
  await page.getByRole('tab', { name: 'Meals' }).click();

  // Import from URL: the hint's example address no longer pushes the form out of the dialog.
  await page.getByRole('button', { name: 'Add Meal' }).click();
  await page.getByRole('button', { name: /Import from a website/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from URL' });
  const [field, box] = await Promise.all([
    dialog.getByLabel('Recipe URL').boundingBox(),
    dialog.boundingBox(),
  ]);
  if (!field || !box) throw new Error('no layout');
  expect(field.x + field.width).toBeLessThanOrEqual(box.x + box.width);
  await page.keyboard.press('Escape');

  // A post: the author's name keeps its room beside the date, and Share stays on screen.
  await page.getByRole('link', { name: 'Feed' }).click();
  await page.getByRole('button', { name: 'Create post' }).click();
  // The dialog starts in its text box: typing writes the post.
  await page.keyboard.type('Stew night!');
  await page.getByRole('dialog').getByRole('button', { name: 'Post' }).click();
  const post = page.getByRole('article').filter({ hasText: 'Stew night!' }).first();
  await expect(post).toBeVisible();
  await largeText(page);
  const author = await post.getByText('Maximilian Oberhollenzer-Wittgensteiner').boundingBox();
  expect(author?.width ?? 0, 'author name width').toBeGreaterThan(100);
  await expectNoSidewaysScroll(page, 'feed');
});

test('the keyboard lands on each screen it opens, and skips the top bar', async ({ page }) => {
  await signUpThroughUi(page);
  await createListThroughUi(page, 'Weeknights');
  await addMeals(page, ['Lentil soup']);

  // A fresh page: the focus is left to the browser, and the first Tab offers the skip link.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Meal Lists' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  await expectVisibleFocus(skip);
  await expectAccessible(page, 'the dashboard with the skip link shown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // Past the logo and the user menu: the screen's first control.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'New List' })).toBeFocused();
  expect(page.url()).not.toContain('#');

  // A list card opens the list: its title has the focus (read out, no ring drawn round it).
  await tabTo(page, page.getByRole('link', { name: 'Weeknights' }));
  await page.keyboard.press('Enter');
  const listTitle = page.getByRole('heading', { level: 1, name: 'Weeknights' });
  await expect(listTitle).toBeFocused();
  expect((await focusIndicator(listTitle)).width, 'ring on the title').toBe(0);
  await expectAccessible(page, 'a list opened from the keyboard');

  // The list's tabs change only the address's query: the focus stays on the tab.
  await tabTo(page, page.getByRole('tab', { name: 'Meals' }));
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?tab=shopping/);
  await expect(page.getByRole('tab', { name: 'Shopping List' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Meals' })).toBeFocused();

  // A meal card opens the recipe, and the header's Back (one Shift+Tab up) the list again.
  await tabTo(page, page.getByRole('link', { name: 'Lentil soup' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Lentil soup' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('link', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listTitle).toBeFocused();

  // The bottom navigation hands the focus to the screen it opens.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: 'Feed' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeFocused();
  await tabTo(page, nav.getByRole('link', { name: 'Profile' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeFocused();

  // The user menu's Settings: to the Settings title, not back to the menu's button.
  await tabTo(page, page.getByRole('button', { name: 'User menu' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();

  // The browser's Back leaves the focus where it is and says which screen this is.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your Profile' })).toHaveCount(1);
});

test('a keyboard user reaches Undo on the toast and comes back to the list', async ({ page }) => {
  await signUpThroughUi(page);
  await createListThroughUi(page, 'Leftovers');
  await addMeals(page, ['Bean chili', 'Pea soup', 'Dal']);

  // Removed from the keyboard: the keyboard goes on to the next card (decision 047).
  await tabTo(page, page.getByRole('button', { name: 'Remove Bean chili from list' }));
  await page.keyboard.press('Enter');
  const next = page.getByRole('link', { name: 'Pea soup' });
  await expect(next).toBeFocused();
  // The toast says, to the eye and to a screen reader, how to reach its button.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Meal removed from list' });
  await expect(toast).toContainText('Undo: Alt+T, then Enter');
  await expect(toast.getByText('Undo: Alt+T, then Enter')).toBeVisible();
  await expectAccessible(page, 'the list with an Undo toast');

  // Alt+T goes straight to Undo, with the app's focus ring, and holds the toast meanwhile.
  await page.keyboard.press('Alt+t');
  const undo = toast.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await expectVisibleFocus(undo);
  // Escape hands the keyboard back to where it was, and the toast, seen, goes.
  await page.keyboard.press('Escape');
  await expect(next).toBeFocused();
  await expect(toast).toHaveCount(0);

  // Again, this time to put the meal back: the keyboard then returns to the list too.
  await tabTo(page, page.getByRole('button', { name: 'Remove Pea soup from list' }));
  await page.keyboard.press('Enter');
  const dal = page.getByRole('link', { name: 'Dal' });
  await expect(dal).toBeFocused();
  await expect(toast).toBeVisible();
  await page.keyboard.press('Alt+t');
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Pea soup' })).toBeVisible();
  await expect(dal).toBeFocused();
});
