import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Paprika!2026';

export function newEmail(prefix = 'e2e'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
}

/** Signs up through the real form and waits for the meal lists screen. */
export async function signUpThroughUi(page: Page, email = newEmail(), name = 'Test Cook') {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your Meal Lists' })).toBeVisible();
  return { email, name };
}

/** Logs out through the user menu and waits for the login page. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
