import { expect, test } from '@playwright/test';
import { newEmail, signUpThroughUi } from '../support/accounts.ts';
import { addManualMeal, createListThroughUi } from '../support/lists.ts';

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

  // Without any script at all, the page shows the screen: the list, its meal, the tabs.
  const noScript = await browser.newContext({ baseURL, storageState: state, javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(listUrl);
  await expect(bare.getByRole('heading', { level: 1, name: 'Drawn Dinners' })).toBeVisible();
  await expect(bare.getByText('Tomato </script> soup')).toBeVisible();
  await expect(bare.getByRole('tab', { name: 'Shopping List' })).toBeVisible();
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
  await drawn.goto(listUrl, { waitUntil: 'commit' });
  await drawn.waitForSelector('#root main');
  await drawn.evaluate(() => {
    (window as unknown as { drawnNodes: Element[] }).drawnNodes = [
      ...document.querySelectorAll('#root *'),
    ];
  });
  // Working means taken over: the tab opens, and its content draws.
  await drawn.getByRole('tab', { name: 'Shopping List' }).click();
  await expect(drawn.getByRole('tab', { name: 'Shopping List' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(drawn.getByText('tomatoes')).toBeVisible();
  await drawn.getByRole('tab', { name: 'Meals' }).click();
  await expect(drawn.getByText('Tomato </script> soup')).toBeVisible();
  const replaced = await drawn.evaluate(
    () =>
      (window as unknown as { drawnNodes: Element[] }).drawnNodes.filter(
        (node) => !node.isConnected && node.closest('[role=tabpanel]') === null,
      ).length,
  );
  // Only the tab panels changed, by the cook's own clicks.
  expect(replaced).toBe(0);
  // The answers the page came with are read and gone; nothing broke the page's CSP.
  await expect(drawn.locator('#drawn-screen-state')).toHaveCount(0);
  expect(problems).toEqual([]);
  await fresh.close();
});
