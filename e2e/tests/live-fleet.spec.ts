import { expect, type Page, test } from '@playwright/test';
import { newEmail, signUpThroughUi } from '../support/accounts.ts';
import { addManualMeal, createListThroughUi, inviteNewMember } from '../support/lists.ts';

/**
 * Issue 17 on a fleet: two server instances on one PostgreSQL database behind a round-robin
 * proxy (playwright.config.ts, PostgreSQL project only). A tick made on a page served by
 * instance A shows on a member's page whose event stream is open on instance B, without a
 * reload: the change travels through PostgreSQL's NOTIFY to B's listener.
 */

function instances(): [string, string] {
  const urls = test.info().project.metadata.instances as string[] | undefined;
  if (!urls || urls.length < 2) throw new Error('this journey needs two instances (PostgreSQL)');
  return [urls[0] as string, urls[1] as string];
}

function listIdOf(page: Page): string {
  const id = /\/list\/([^/?]+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`not on a list screen: ${page.url()}`);
  return id;
}

test('a tick made through instance A shows on a page connected to instance B', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const [instanceA, instanceB] = instances();
  // Signed up and set up through the proxy, as the family's phones would be.
  await signUpThroughUi(page, newEmail('fleet-owner'), 'Ann Owner');
  await createListThroughUi(page, 'Fleet Shop');
  const listId = listIdOf(page);
  await addManualMeal(page, {
    name: 'Soup',
    ingredients: [
      ['Leeks', '3', ''],
      ['Stock', '1', 'l'],
    ],
    directions: ['Simmer.'],
  });
  const { context: memberContext, member } = await inviteNewMember(
    browser,
    page,
    listId,
    'Bo Member',
    'fleet-member',
  );

  // The session cookies are the host's, whatever the port: each page talks to one instance.
  const streams: string[] = [];
  member.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events') streams.push(request.url());
  });
  await member.goto(`${instanceB}/list/${listId}?tab=shopping`);
  const theirs = member.getByRole('list', { name: 'All ingredients' });
  await expect(theirs.getByRole('checkbox', { name: /^Leeks/ })).not.toBeChecked();
  await expect.poll(() => streams.length).toBeGreaterThan(0);
  expect(streams.every((url) => url.startsWith(instanceB))).toBe(true);

  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') writes.push(request.url());
  });
  await page.goto(`${instanceA}/list/${listId}?tab=shopping`);
  const mine = page.getByRole('list', { name: 'All ingredients' });
  // Within a second is the goal (the bench measures it); two allow for a loaded CI machine.
  await mine.getByRole('checkbox', { name: /^Leeks/ }).check();
  await expect(theirs.getByRole('checkbox', { name: /^Leeks/ })).toBeChecked({ timeout: 2000 });
  expect(writes.length).toBeGreaterThan(0);
  expect(writes.every((url) => url.startsWith(instanceA))).toBe(true);

  // And back: the member's tick through B shows on A.
  await theirs.getByRole('checkbox', { name: /^Stock/ }).check();
  await expect(mine.getByRole('checkbox', { name: /^Stock/ })).toBeChecked({ timeout: 2000 });
  await memberContext.close();
});
