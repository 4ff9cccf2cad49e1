import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { newEmail, signUpThroughUi } from '../support/accounts.ts';
import { addManualMeal, createListThroughUi } from '../support/lists.ts';

/**
 * A first visit by the cook signed in on `page`: a new context with their cookies and no
 * service worker (whose own copy of the page would answer instead of the server).
 */
async function firstVisit(page: Page, browser: Browser) {
  const { baseURL } = test.info().project.use;
  const state = await page.context().storageState();
  const context = await browser.newContext({
    baseURL,
    storageState: state,
    serviceWorkers: 'block',
  });
  return { context, visit: await context.newPage() };
}

/** Notes every node of the drawn screen, to count later those React replaced. */
async function noteDrawnNodes(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { drawnNodes: Element[] }).drawnNodes = [
      ...document.querySelectorAll('#root *'),
    ];
  });
}

async function replacedDrawnNodes(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { drawnNodes: Element[] }).drawnNodes.filter(
        (node) => !node.isConnected,
      ).length,
  );
}

// Decision 052: a signed-in screen arrives drawn by the server with the cook's data, and the
// app takes the drawn page over as it is (hydration) rather than drawing it anew.
test("a signed-in screen arrives drawn with the cook's data, and the app takes it over as it is", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpThroughUi(page, newEmail('drawn'), 'Dora Drawn');
  await createListThroughUi(page, 'Drawn Dinners');
  await addManualMeal(page, {
    name: 'Tomato </script> soup',
    servings: 2,
    ingredients: [['tomatoes', '4', '']],
  });
  const listUrl = page.url();
  const { baseURL } = test.info().project.use;
  const state = await page.context().storageState();

  // Without any script at all, the page shows the screen: the list, its meal, the tabs. It is
  // inert (nothing to press until the app runs), so it is read here as text, not by role.
  const noScript = await browser.newContext({
    baseURL,
    storageState: state,
    javaScriptEnabled: false,
  });
  const bare = await noScript.newPage();
  await bare.goto(listUrl);
  await expect(bare.locator('#root')).toHaveAttribute('inert');
  // The header names the list, as the app's screen does.
  await expect(bare.locator('h1')).toHaveText('Drawn Dinners');
  await expect(bare.getByText('Tomato </script> soup')).toBeVisible();
  await expect(bare.locator('[role=tab]')).toHaveText(['Meals', 'Shopping List', 'Schedule']);
  await noScript.close();

  // With its code, no node of the drawn screen is replaced, and it works as always. (The
  // service worker would answer with its own copy of the page: a first visit has none.)
  const fresh = await browser.newContext({ baseURL, storageState: state, serviceWorkers: 'block' });
  const drawn = await fresh.newPage();
  const problems: string[] = [];
  drawn.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  drawn.on('pageerror', (error) => problems.push(error.message));
  // Opened on its Shopping List tab: a tab whose code is its own chunk.
  await drawn.goto(`${listUrl}?tab=shopping`, { waitUntil: 'commit' });
  await drawn.waitForSelector('#root main');
  await noteDrawnNodes(drawn);
  // Taken over means React's own: the tab's line carries React's marks once hydrated.
  const line = drawn.getByText('tomatoes');
  await expect(line).toBeVisible();
  await expect
    .poll(() => line.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react'))))
    .toBe(true);
  // Taken over, the screen answers taps: it came inert, so that none was lost before.
  await expect(drawn.locator('#root')).not.toHaveAttribute('inert');
  expect(await replacedDrawnNodes(drawn)).toBe(0);
  // And it works as always: the tabs switch.
  await drawn.getByRole('tab', { name: 'Meals' }).click();
  await expect(drawn.getByText('Tomato </script> soup')).toBeVisible();
  await expect(drawn.getByRole('tab', { name: 'Meals' })).toHaveAttribute('aria-selected', 'true');
  // The answers the page came with are read and gone; nothing broke the page's CSP.
  await expect(drawn.locator('#drawn-screen-state')).toHaveCount(0);
  expect(problems).toEqual([]);
  await fresh.close();
});

// A phone paints the drawn screen's first picture before it spends its time on the app's code
// (drawn-boot.js): the code is asked for once the picture is in, not alongside it.
test("the app's code is asked for once the drawn screen's first picture is in", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpThroughUi(page, newEmail('drawn-picture'), 'Pia Picture');
  // A phone photo's size, so that the phone (a Pixel 7) picks one of its copies.
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#d1495b' },
  })
    .png()
    .toBuffer();
  // Two posts with photos: the newer's is the screen's first picture, the older's a lazy one.
  for (const text of ['Radish salad', 'Beetroot tart']) {
    const posted = await page.request.post('/api/posts', {
      headers: { origin: new URL(page.url()).origin },
      multipart: { text, image: { name: 'dish.png', mimeType: 'image/png', buffer: photo } },
    });
    expect(posted.status()).toBe(201);
  }

  const { context: fresh, visit: feed } = await firstVisit(page, browser);
  // The drawn page holds its lazy pictures back: an empty picture stands in their place.
  const drawnPage = await (await feed.request.get('/feed')).text();
  expect(drawnPage).toContain('drawn-screen-state');
  expect(drawnPage).toMatch(/<img src="data:image\/svg\+xml,[^"]*"[^>]*loading="lazy"/);
  // Nothing else is fetched while the first picture is: the tab's icon is in the page, and the
  // manifest is named once the app has registered its worker (decision 054).
  expect(drawnPage).toContain('<link rel="icon" href="data:image/svg+xml,');
  expect(drawnPage).not.toContain('rel="manifest"');
  const HOLD_MS = 800;
  let pictureRequestedAt = 0;
  const pictures: string[] = [];
  await feed.route('**/uploads/**', async (route) => {
    pictureRequestedAt ||= Date.now();
    pictures.push(new URL(route.request().url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
  const codeRequests: number[] = [];
  feed.on('request', (request) => {
    if (/\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) codeRequests.push(Date.now());
  });
  await feed.goto('/feed');
  await expect(feed.locator('#root')).not.toHaveAttribute('inert');
  await expect(feed.getByText('Beetroot tart')).toBeVisible();
  expect(pictureRequestedAt).toBeGreaterThan(0);
  expect(codeRequests.length).toBeGreaterThan(0);
  // Within a few milliseconds: the timers of two processes.
  expect(Math.min(...codeRequests)).toBeGreaterThanOrEqual(pictureRequestedAt + HOLD_MS - 20);
  // Taken over, every picture has its photo.
  await expect(feed.locator('#root img[src^="data:"]')).toHaveCount(0);
  await expect(feed.getByText('Radish salad')).toBeVisible();
  // The phone needs about 1,080 px for the column (412 px at 2.625 device pixels): the 1200 px
  // copy, not the 1600 px photo (decision 055).
  expect(pictures[0]).toMatch(/^\/uploads\/posts\/[\w-]+_1600x1200-v2-w1200\.webp$/);
  await expect(feed.locator('head link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await fresh.close();
});

// Without its code (a network that drops it), the drawn screen does not stay frozen: it stops
// being inert, and its links work as plain links.
test('a drawn screen whose code fails to load is left usable as a plain page', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpThroughUi(page, newEmail('drawn-nocode'), 'Nico Nocode');
  await createListThroughUi(page, 'Plain Suppers');
  const { context: fresh, visit: bare } = await firstVisit(page, browser);
  await bare.route('**/assets/app-main-*.js', (route) => route.abort());
  await bare.goto('/dashboard');
  await expect(bare.locator('#root')).not.toHaveAttribute('inert');
  await bare.getByRole('link', { name: /Plain Suppers/ }).click();
  await expect(bare).toHaveURL(/\/list\//);
  // The list's own page, drawn by the server in turn (its header names it once code runs).
  await expect(bare.getByRole('tab', { name: 'Meals' })).toBeVisible();
  await fresh.close();
});

// The server draws in the zone the cook's browser told it: dates on the far side of midnight
// from the server's are drawn as the browser shows them, so the takeover keeps the page.
test("a cook far from the server's time zone gets their own dates drawn, and the page is taken over as it is", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { baseURL } = test.info().project.use;
  // Whichever side of the date line has another date than UTC's at this hour.
  const timezoneId = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  const context = await browser.newContext({ baseURL, timezoneId, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signUpThroughUi(page, newEmail('drawn-zone'), 'Zia Zone');
  const posted = await page.request.post('/api/posts', {
    headers: { origin: new URL(page.url()).origin },
    multipart: { text: 'Midnight noodles' },
  });
  expect(posted.status()).toBe(201);
  const localDate = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: timezoneId,
  }).format(new Date());
  const serverDate = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date());
  expect(localDate).not.toBe(serverDate);

  await page.goto('/feed', { waitUntil: 'commit' });
  await page.waitForSelector('#root main');
  const drawnDate = await page.locator('#root time').first().textContent();
  await noteDrawnNodes(page);
  expect(drawnDate).toBe(localDate);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByText('Midnight noodles')).toBeVisible();
  expect(await replacedDrawnNodes(page)).toBe(0);
  await context.close();
});

// A page whose answers do not read (cut short on the way) is drawn by the app itself, as a
// page the server could not draw is: the cook sees their screen and it works.
test('a drawn page whose answers do not read is drawn again by the app, and works', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpThroughUi(page, newEmail('drawn-broken'), 'Bea Broken');
  await createListThroughUi(page, 'Mended Meals');
  const { context: fresh, visit: broken } = await firstVisit(page, browser);
  const problems: string[] = [];
  broken.on('pageerror', (error) => problems.push(error.message));
  await broken.route('**/dashboard', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '<script type="application/json" id="drawn-screen-state">',
      '$&{"queries":[',
    );
    expect(body).toContain('{"queries":[{');
    await route.fulfill({ response, body });
  });
  await broken.goto('/dashboard');
  await expect(broken.locator('#root')).not.toHaveAttribute('inert');
  await broken.getByRole('link', { name: /Mended Meals/ }).click();
  await expect(broken).toHaveURL(/\/list\//);
  await expect(broken.getByRole('heading', { name: 'Mended Meals' })).toBeVisible();
  expect(problems).toEqual([]);
  await fresh.close();
});
