import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { logOut, signUpThroughUi } from '../support/accounts.ts';

const serverLog = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.data/server.log');

/** The last reset link the server logged for the email, if any. */
function lastLinkIn(email: string): string | undefined {
  const lines = readFileSync(serverLog, 'utf8').split('\n');
  const at = lines.findLastIndex((l) => l.includes(`Email to ${email}`));
  return at >= 0 ? lines[at + 1]?.match(/link: (\S+)/)?.[1] : undefined;
}

async function resetLinkFor(email: string): Promise<string> {
  await expect.poll(() => lastLinkIn(email)).toBeTruthy();
  return lastLinkIn(email) as string;
}

test('a cook who forgot the password resets it with the emailed link, once', async ({ page }) => {
  const { email } = await signUpThroughUi(page);
  await logOut(page);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectAccessible(page, '/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const link = await resetLinkFor(email);
  const target = new URL(link);
  await page.goto(`${target.pathname}${target.search}`);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expectAccessible(page, '/reset-password');

  const newPassword = 'Saffron#rice7';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill('Saffron#rice8');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password updated successfully!')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);

  // The same link does not work twice.
  await page.goto(`${target.pathname}${target.search}`);
  await page.getByLabel('New Password', { exact: true }).fill('Another#pass9');
  await page.getByLabel('Confirm New Password').fill('Another#pass9');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText(/expired or was already used/)).toBeVisible();
});

test('a link sent earlier stops working once a newer one has reset the password', async ({
  page,
}) => {
  const { email } = await signUpThroughUi(page);
  await logOut(page);

  async function requestLink(): Promise<string> {
    const before = lastLinkIn(email);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect.poll(() => lastLinkIn(email)).not.toBe(before);
    const url = new URL(lastLinkIn(email) ?? '');
    return `${url.pathname}${url.search}`;
  }

  async function resetWith(link: string, password: string) {
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm New Password').fill(password);
    await page.getByRole('button', { name: 'Update Password' }).click();
  }

  const older = await requestLink();
  const newer = await requestLink();
  expect(newer).not.toBe(older);

  await resetWith(newer, 'Saffron#rice7');
  await expect(page).toHaveURL(/\/login$/);
  await resetWith(older, 'Another#pass9');
  await expect(page.getByText(/expired or was already used/)).toBeVisible();

  // The common list holds at reset too, beside the field.
  const third = await requestLink();
  await resetWith(third, 'Sunshine!');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveAccessibleDescription(
    /one of the most common ones/,
  );
});
