import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from '../support/a11y.ts';
import { logOut, newEmail, PASSWORD, signUpThroughUi } from '../support/accounts.ts';
import { addManualMeal, createListThroughUi } from '../support/lists.ts';

/** A real picture to upload, made on the spot. */
async function picture(name: string, colour: string) {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A real place name longer than a phone's line. */
const PLACE = 'Llanfairpwllgwyngyll, Isle of Anglesey, Wales';

async function openFeed(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feed' }).click();
  await expect(page).toHaveURL(/\/feed$/);
}

test('two cooks: profiles, a post with a picture and a recipe, follow, like, comment, save, share', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).slice(-5);
  const anaUsername = `ana_bakes_${suffix}`;

  // Ana signs up, makes a recipe, and dresses up her profile.
  await signUpThroughUi(page, newEmail('ana'), 'Ana Author');
  await createListThroughUi(page, 'Family Favourites');
  await addManualMeal(page, {
    name: 'Lemon Drizzle Cake',
    ingredients: [
      ['flour', '200', 'g'],
      ['lemons', '2', ''],
    ],
    directions: ['Bake the sponge.', 'Pour over the lemon syrup.'],
  });

  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Username').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter a username')).toBeVisible();
  await page.getByLabel('Username').fill(anaUsername);
  await page.getByLabel('Full Name').fill('Ana Baker');
  await page.getByLabel('Location').fill(PLACE);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.getByLabel('Change avatar').setInputFiles(await picture('me.png', '#2e86ab'));
  await expect(page.getByText('Avatar updated successfully!')).toBeVisible();
  await expectAccessible(page, '/settings');

  // The Password tab checks the confirmation in the page.
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByLabel('New Password', { exact: true }).fill('Another!pass9');
  await page.getByLabel('Confirm New Password').fill('Another!pass8');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();

  // The profile shows the edits.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ana Baker' })).toBeVisible();
  await expect(page.getByText(`@${anaUsername}`)).toBeVisible();
  const place = page.getByText(PLACE);
  await expect(place).toBeVisible();
  // On a 390 px phone the whole place shows, on two lines: it is not cut off with an ellipsis.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await place.evaluate((text) => text.scrollWidth - text.clientWidth)).toBe(0);
  if (viewport) await page.setViewportSize(viewport);
  await expect(page.locator('img[src^="/uploads/avatars/"]').first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Shared Meals' })
      .getByRole('link', { name: /Lemon Drizzle Cake/ }),
  ).toBeVisible();
  await expectAccessible(page, 'own profile');

  // Ana posts text, a picture and her cake.
  await openFeed(page);
  await expect(page.getByRole('tab', { name: 'Popular Meals' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: 'Create post' }).click();
  const create = page.getByRole('dialog', { name: 'Create Post' });
  await expect(create.getByText("Share what you're cooking with the community")).toBeVisible();
  await create.getByRole('button', { name: 'Post' }).click();
  await expect(create.getByText('Please add text, an image, or select a meal')).toBeVisible();
  await create.getByLabel('What are you cooking?').fill('Sunday cake <3 <b>not bold</b>');
  await create.getByLabel('Add a photo').setInputFiles(await picture('cake.png', '#f4d35e'));
  await expect(create.getByRole('img', { name: 'Preview of your upload' })).toBeVisible();
  await create
    .getByLabel('Recipe')
    .selectOption({ label: 'Lemon Drizzle Cake (Family Favourites)' });
  await expectAccessible(page, 'Create Post');
  await create.getByRole('button', { name: 'Post' }).click();
  await expect(create).toBeHidden();
  const anaPost = page.getByRole('article', { name: 'Ana Baker' }).first();
  await expect(anaPost.getByText('Sunday cake <3 <b>not bold</b>')).toBeVisible();
  await expect(anaPost.getByRole('img', { name: 'Dish shared by Ana Baker' })).toBeVisible();
  await expect(anaPost.getByRole('link', { name: /View Recipe/ })).toBeVisible();
  await expectAccessible(page, '/feed with a post');

  // Ben signs up elsewhere; Following is empty until he follows Ana.
  const benContext = await browser.newContext({
    baseURL,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const ben = await benContext.newPage();
  const benEmail = newEmail('ben');
  await signUpThroughUi(ben, benEmail, 'Ben Reader');
  await openFeed(ben);
  await ben.getByRole('tab', { name: 'Following' }).click();
  await expect(ben.getByText('Follow users to see their posts here')).toBeVisible();
  await ben.getByRole('tab', { name: 'Popular Meals' }).click();
  await ben
    .getByRole('article', { name: 'Ana Baker' })
    .first()
    .getByRole('link', { name: /Ana Baker/ })
    .click();
  await expect(ben).toHaveURL(/\/profile\/[^/]+$/);
  await expect(ben.getByRole('heading', { level: 2, name: 'Ana Baker' })).toBeVisible();
  await ben.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(ben.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  await expect(ben.getByRole('button', { name: '1 Followers' })).toBeVisible();
  await expectAccessible(ben, "another cook's profile");

  // Under Following: like, comment and save, each showing at once.
  await openFeed(ben);
  await ben.getByRole('tab', { name: 'Following' }).click();
  const post = ben.getByRole('article', { name: 'Ana Baker' }).first();
  await expect(post.getByText('Sunday cake <3 <b>not bold</b>')).toBeVisible();
  await post.getByRole('button', { name: 'Like 0' }).click();
  await expect(post.getByRole('button', { name: 'Like 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await post.getByRole('button', { name: 'Comments 0' }).click();
  const comments = ben.getByRole('dialog', { name: 'Comments' });
  await expect(comments.getByText('No comments yet. Be the first to comment!')).toBeVisible();
  await expect(comments.getByRole('button', { name: 'Post' })).toBeDisabled();
  await comments.getByPlaceholder('Add a comment...').fill('That looks wonderful!');
  await comments.getByRole('button', { name: 'Post' }).click();
  await expect(comments.getByText('That looks wonderful!')).toBeVisible();
  await expectAccessible(ben, 'comments');
  await comments.getByRole('button', { name: 'Close' }).click();
  await expect(post.getByRole('button', { name: 'Comments 1' })).toBeVisible();
  await post.getByRole('button', { name: 'Save 0' }).click();
  await expect(post.getByRole('button', { name: 'Save 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Share: the link, copied; the copied state passes.
  await post.getByRole('button', { name: 'Share' }).click();
  const share = ben.getByRole('dialog', { name: 'Share Post' });
  const link = await share.getByLabel('Post link').inputValue();
  expect(link).toMatch(/\/post\/[\w-]+$/);
  await share.getByRole('button', { name: 'Copy' }).click();
  await expect(share.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await ben.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(share.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });
  await expectAccessible(ben, 'share dialog');
  await share.getByRole('button', { name: 'Close' }).click();

  // Signed out, the share link asks for a log-in and then lands on the post, highlighted.
  await logOut(ben);
  await ben.goto(link);
  await expect(ben).toHaveURL(/\/login$/);
  await ben.getByLabel('Email').fill(benEmail);
  await ben.getByLabel('Password').fill(PASSWORD);
  await ben.getByRole('button', { name: 'Log in' }).click();
  const postPath = new URL(link).pathname;
  await expect(ben).toHaveURL(new RegExp(`${postPath}$`));
  const linked = ben.locator(`#post-${postPath.split('/').pop()}`);
  await expect(linked).toBeFocused();
  await expect(linked).toHaveClass(/ring-3/);

  // View Recipe opens the cake read-only; Ben likes and saves it.
  await linked.getByRole('link', { name: /View Recipe/ }).click();
  await expect(ben).toHaveURL(/\/list\/any\/meal\//);
  await expect(ben.getByRole('heading', { level: 2, name: 'Lemon Drizzle Cake' })).toBeVisible();
  await ben.getByRole('button', { name: 'Like 0' }).click();
  await expect(ben.getByText('Liked recipe!')).toBeVisible();
  await ben.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(ben.getByText('Saved recipe!')).toBeVisible();
  await expectAccessible(ben, 'shared recipe');

  // His Saved tab keeps the post and the recipe.
  await ben
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await ben.getByRole('tab', { name: 'Saved' }).click();
  await expect(
    ben
      .getByRole('region', { name: 'Saved Recipes' })
      .getByRole('link', { name: /Lemon Drizzle Cake/ }),
  ).toBeVisible();
  await expect(ben.getByRole('article', { name: 'Ana Baker' })).toBeVisible();
  await expectAccessible(ben, 'Saved tab');

  // Ana sees the like and the comment, and can delete her post.
  await page.getByRole('button', { name: 'Refresh' }).click();
  const mine = page.getByRole('article', { name: 'Ana Baker' }).first();
  await expect(mine.getByRole('button', { name: 'Like 1' })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Comments 1' })).toBeVisible();
  await mine.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Delete post' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await confirm.getByRole('button', { name: 'Delete post' }).click();
  await expect(page.getByText('Post deleted')).toBeVisible();
  await expect(page.getByText('Sunday cake <3 <b>not bold</b>')).toHaveCount(0);

  await benContext.close();
});

/**
 * A phone camera's photo: 4032 x 3024 pixels stored sideways with EXIF orientation 6 (the
 * phone was held upright), over the 10 MB upload limit (noise does not compress).
 */
async function cameraPhoto() {
  const [width, height] = [4032, 3024];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 9) * 104729) % 251;
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 98 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return { name: 'PXL_20261128_181500.jpg', mimeType: 'image/jpeg', buffer };
}

test("a phone camera's photo over 10 MB is shrunk on the phone, sent light and upright", async ({
  page,
}) => {
  const photo = await cameraPhoto();
  expect(photo.buffer.length).toBeGreaterThan(10 * 1024 * 1024);
  await signUpThroughUi(page, newEmail('camera'), 'Cam Era');
  await openFeed(page);
  await page.getByRole('button', { name: 'Create post' }).click();
  const create = page.getByRole('dialog', { name: 'Create Post' });
  await create.getByLabel('What are you cooking?').fill('Straight from the phone');
  await create.getByLabel('Add a photo').setInputFiles(photo);
  await expect(create.getByRole('img', { name: 'Preview of your upload' })).toBeVisible();
  await expect(create.getByRole('alert')).toBeHidden();
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/posts'));
  await create.getByRole('button', { name: 'Post' }).click();
  const body = (await sent).postDataBuffer();
  // The whole form, photo included, is a fraction of the 12 MB taken.
  expect(body?.length ?? 0).toBeLessThan(photo.buffer.length / 3);
  await expect(create).toBeHidden();
  const post = page.getByRole('article', { name: 'Cam Era' }).first();
  const image = post.getByRole('img', { name: 'Dish shared by Cam Era' });
  await expect(image).toBeVisible();
  // Stored upright: the phone was held upright.
  const stored = await page.request.get((await image.getAttribute('src')) ?? '');
  const { width, height } = await sharp(await stored.body()).metadata();
  expect(height).toBeGreaterThan(width ?? 0);

  // The same photo as an avatar. Every settings tab is in sight at phone width (they wrap).
  await page.goto('/settings');
  const tabs = page.getByRole('tablist', { name: 'Settings' }).getByRole('tab');
  await expect(tabs).toHaveCount(5);
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  }
  await page.getByLabel('Change avatar').setInputFiles(photo);
  await expect(page.getByText('Avatar updated successfully!')).toBeVisible();
});

test('a long unbroken name wraps in the comments, clear of the Delete button', async ({ page }) => {
  // Real double-barrelled names run past a phone's line without a space to break at.
  const name = 'Maximiliana Wolfeschlegelsteinhausenbergerdorff-Bartholomew';
  await signUpThroughUi(page, newEmail('long'), name);
  await openFeed(page);
  await page.getByRole('button', { name: 'Create post' }).click();
  await page.getByLabel('What are you cooking?').fill('Soup for a long name');
  await page.getByRole('dialog').getByRole('button', { name: 'Post' }).click();
  const post = page.getByRole('article', { name }).first();
  await post.getByRole('button', { name: 'Comments 0' }).click();
  const comments = page.getByRole('dialog', { name: 'Comments' });
  await comments.getByLabel('Add a comment').fill('First!');
  await comments.getByRole('button', { name: 'Post' }).click();
  const author = comments.getByRole('listitem').getByRole('link', { name });
  const remove = comments.getByRole('button', { name: 'Delete comment' });
  await expect(remove).toBeVisible();
  const authorBox = await author.boundingBox();
  const removeBox = await remove.boundingBox();
  const dialogBox = await comments.boundingBox();
  if (!authorBox || !removeBox || !dialogBox) throw new Error('not laid out');
  expect(authorBox.x + authorBox.width).toBeLessThanOrEqual(removeBox.x);
  expect(authorBox.x + authorBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
});
