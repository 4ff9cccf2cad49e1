import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { signUpThroughUi } from '../support/accounts.ts';

test.describe('landing page', () => {
  test('a visitor reads the promise, opens the menu and heads to sign-up', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Meals, Your Way' })).toBeVisible();
    await expectAccessible(page, 'landing page (light)');

    // Phone width: the section links live behind a toggle.
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: 'Demo' })).toBeVisible();
    await expectAccessible(page, 'landing menu open');
    await header.getByRole('link', { name: 'Demo' }).click();
    await expect(page).toHaveURL(/#demo$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

    // The header is opaque once scrolled.
    await expect(header).toHaveAttribute('data-opaque', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-opaque', 'false');

    await page.getByRole('link', { name: 'Start Planning Today' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  });

  test('the interactive demo walks through its five steps', async ({ page }) => {
    await page.goto('/#demo');
    const demo = page.locator('#demo');
    await expect(demo.getByText('Step 1 of 5')).toBeVisible();
    await demo.getByRole('button', { name: 'Create New List' }).click();
    await expect(demo.getByText('Step 2 of 5')).toBeVisible();
    await expect(demo.getByText('Weekly Dinner Plan')).toBeVisible();
    await demo.getByRole('button', { name: 'Add Your First Meal' }).click();
    await expect(demo.getByText('Spicy Bulgogi Bowl').first()).toBeVisible();
    await demo.getByRole('button', { name: 'Add meal' }).click();
    await expect(demo.getByRole('heading', { name: 'Preparation Mode' })).toBeVisible();
    await expectAccessible(page, 'demo preparation mode');

    const steps = demo.locator('button[aria-pressed]');
    await expect(steps).toHaveCount(4);
    const first = steps.first();
    const firstName = await first.getAttribute('aria-labelledby');
    await first.click();
    const firstAgain = demo.locator(`button[aria-labelledby="${firstName}"]`);
    await expect(firstAgain).toHaveAttribute('aria-pressed', 'true');
    await firstAgain.click();
    await expect(firstAgain).toHaveAttribute('aria-pressed', 'false');

    for (const button of await demo.locator('button[aria-pressed]').all()) await button.click();
    await expect(demo.getByRole('heading', { name: 'Recipe Added!' })).toBeVisible();
    await expect(demo.getByText('Step 5 of 5')).toBeVisible();
    await demo.getByRole('button', { name: 'Start Over' }).click();
    await expect(demo.getByText('Step 1 of 5')).toBeVisible();

    // 'Next step' after step 5 returns to step 1.
    for (let i = 0; i < 5; i += 1) await demo.getByRole('button', { name: 'Next step' }).click();
    await expect(demo.getByText('Step 1 of 5')).toBeVisible();
  });

  test('the landing page is accessible in the dark theme too', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your Meals, Your Way' })).toBeVisible();
    await expectAccessible(page, 'landing page (dark)');
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login to Forkcast' })).toBeVisible();
    await expectAccessible(page, '/login (dark)');
  });

  test('a signed-in cook is offered a way into the app instead of Log in', async ({ page }) => {
    await signUpThroughUi(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Go to my meals' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
  });
});
