import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { logOut, newEmail, PASSWORD, signUpThroughUi } from '../support/accounts.ts';

test('a new cook signs up, finds their way around, logs out and back in', async ({ page }) => {
  const email = newEmail('journey');

  // Signed out, a protected screen sends you to the login page (replacing history).
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login to Forkcast' })).toBeVisible();
  await expectAccessible(page, '/login');

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await expect(
    page.getByText('Password must be at least 8 characters with at least one special character'),
  ).toBeVisible();
  await expectAccessible(page, '/signup');

  const submit = page.getByRole('button', { name: 'Create Account' });
  const fullName = page.getByLabel('Full Name');
  const emailField = page.getByLabel('Email');
  const password = page.getByLabel('Password');

  // Every validation message shows in the page, never as a browser bubble.
  await submit.click();
  await expect(page.getByText('Please enter your full name')).toBeVisible();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await expect(fullName).toBeFocused();

  await fullName.fill('Julia Child');
  await emailField.fill('julia-at-example');
  await password.fill('short!');
  await submit.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(
    page.getByText('Password must be at least 8 characters', { exact: true }),
  ).toBeVisible();
  await expectAccessible(page, '/signup with errors');

  await emailField.fill(email);
  await password.fill('longenough1');
  await submit.click();
  await expect(
    page.getByText('Password must contain at least one special character'),
  ).toBeVisible();

  await password.fill(PASSWORD);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your Meal Lists' })).toBeVisible();
  await expectAccessible(page, '/dashboard');

  // Bottom navigation, with the current entry marked.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Feed' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByRole('heading', { name: 'Feed', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Feed' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, '/feed');
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await expectAccessible(page, '/profile');
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The user menu shows who is signed in, and goes to Settings.
  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(email)).toBeVisible();
  await expectAccessible(page, 'user menu');
  await menu.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expectAccessible(page, '/settings');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // Log out.
  await logOut(page);
  await expect(page.getByText('You have been signed out')).toBeVisible();
  // The tab is named after the login screen, not the signed-in screen before it.
  await expect(page).toHaveTitle('Log in · Forkcast');

  // The session is gone: a protected screen bounces back to login.
  await page.goto('/feed');
  await expect(page).toHaveURL(/\/login$/);

  // A wrong password shows the server's message; the right one lets you in.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Wrong!password1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Back to the page that was asked for before logging in.
  await expect(page).toHaveURL(/\/feed$/);

  // The app follows the system's dark theme, with the same contrast.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, '/feed (dark)');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expectAccessible(page, 'user menu (dark)');
});

test('an unknown path shows the not-found screen with a way home', async ({ page }) => {
  await page.goto('/no/such/recipe');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Oops! Page not found/ })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Forkcast');
  await expectAccessible(page, 'not-found screen');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle("Forkcast – meal planning that's a piece of cake");
});

test('the login form asks for both fields before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
});

test("account screens explain refusals and failures in the spec's words", async ({ page }) => {
  // A password on the common list: the server's reason shows beside the field.
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('Julia Child');
  await page.getByLabel('Email').fill(newEmail('common'));
  const password = page.getByLabel('Password');
  await password.fill('Password!');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const reason =
    'This password is one of the most common ones and easy to guess. Please choose another.';
  await expect(password).toHaveAccessibleDescription(new RegExp(reason));
  await expect(password).toBeFocused();
  await expectAccessible(page, '/signup with a refused password');

  // An answer that is not the server's (a proxy's error page).
  await page.route('**/api/auth/sign-up/email', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Unknown error during signup')).toBeVisible();
  await page.unroute('**/api/auth/sign-up/email');

  const { email } = await signUpThroughUi(page, newEmail('texts'));

  // The logo in the signed-in header leads home to the meal lists.
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Forkcast home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Signing out fails: the spec's toast, and the cook stays signed in.
  await page.route('**/api/auth/sign-out', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'oops' }),
  );
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('An error occurred while signing out')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The toast sits over the header on a phone, and stays while the pointer rests on it: closed
  // as a cook would, so the user menu beneath can be reached again.
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(page.getByText('An error occurred while signing out')).toBeHidden();
  await page.unroute('**/api/auth/sign-out');
  await logOut(page);

  await page.route('**/api/auth/sign-in/email', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Unknown error during sign in')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
