// @vitest-environment node
// Node, as on the server: no window, no document. A part of a screen that reaches for them
// while drawing fails here as it would there.
import { describe, expect, it } from 'vitest';
import { aPage, aPost } from './features/social/test-fixtures.ts';
import { type ApiReader, drawScreen } from './server-render.tsx';

const session = {
  user: { id: 'u-1', email: 'julia@example.com', name: 'Julia Moreau' },
  profile: { username: 'julia.cooks', fullName: 'Julia Moreau', location: null, avatarUrl: null },
};
const owner = { id: 'u-1', username: 'julia.cooks', fullName: 'Julia Moreau', avatarUrl: null };
const lists = {
  lists: [
    {
      id: 'l-1',
      name: "Julia's <week>",
      createdAt: '2026-11-29T05:07:27.270Z',
      role: 'owner',
      owner,
      mealCount: 2,
      scheduledCount: 0,
      memberCount: 1,
    },
  ],
};

/** Answers reads from a table of addresses, and notes what was asked. */
function readerOf(answers: Record<string, { status?: number; body: unknown }>) {
  const asked: string[] = [];
  const read: ApiReader = async (path) => {
    asked.push(path);
    const answer = answers[path];
    if (!answer)
      return new Response('{"error":{"code":"not_found","message":"No."}}', { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { read, asked };
}

const dashboard = 'http://localhost/dashboard';

describe('drawing a signed-in screen on the server (decision 052)', () => {
  it("draws the dashboard with the cook's lists, asking only for what the screen reads", async () => {
    const { read, asked } = readerOf({
      '/api/session': { body: session },
      '/api/lists': { body: lists },
    });
    const drawn = await drawScreen(dashboard, read);
    expect(drawn).not.toBeNull();
    // The shell and the screen, not the loading message; text escaped as React escapes it.
    expect(drawn?.html).toContain('Your Meal Lists');
    expect(drawn?.html).toContain('Julia&#x27;s &lt;week&gt;');
    expect(drawn?.html).not.toContain('prepping the kitchen');
    expect(asked.sort()).toEqual(['/api/lists', '/api/session']);
  });

  it('hands the answers it drew from to the browser, as its query cache will hold them', async () => {
    const { read } = readerOf({
      '/api/session': { body: session },
      '/api/lists': { body: lists },
    });
    const drawn = await drawScreen(dashboard, read);
    const state = JSON.parse(drawn?.state ?? '{}') as {
      queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[];
    };
    const byKey = new Map(state.queries.map((q) => [JSON.stringify(q.queryKey), q.state]));
    expect(byKey.get('["session"]')).toMatchObject({ status: 'success', data: session });
    expect(byKey.get('["lists"]')).toMatchObject({ status: 'success', data: lists.lists });
  });

  it('draws nothing when a read fails, so that the browser shows the error as it always has', async () => {
    const { read } = readerOf({
      '/api/session': { body: session },
      '/api/lists': { status: 500, body: { error: { code: 'internal', message: 'Oops.' } } },
    });
    expect(await drawScreen(dashboard, read)).toBeNull();
  });

  it('draws nothing for an address that is no screen', async () => {
    const { read, asked } = readerOf({ '/api/session': { body: session } });
    expect(await drawScreen('http://localhost/no/such/page', read)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('draws a list on its Shopping List tab, with the reads only that tab makes', async () => {
    const list = {
      list: { ...lists.lists[0], name: 'Week', members: [{ ...owner, role: 'owner' }], meals: [] },
    };
    const { read, asked } = readerOf({
      '/api/session': { body: session },
      '/api/lists/l-1': { body: list },
      '/api/lists/l-1/ingredients': { body: { meals: [] } },
      '/api/lists/l-1/shopping': { body: { lines: [], items: [] } },
    });
    const drawn = await drawScreen('http://localhost/list/l-1?tab=shopping', read);
    // The header names the list, as the screen does once it has it, not the route ('Meal
    // List'); the browser starts from the same header.
    expect(drawn?.html).toMatch(/<h1[^>]*>Week<\/h1>/);
    expect(drawn?.html).not.toContain('Meal List');
    expect(JSON.parse(drawn?.state ?? '{}')).toMatchObject({
      screenHeader: { title: 'Week', backTo: '/dashboard' },
    });
    // The tab's own code (loaded when first shown) is drawn, not its spinner.
    expect(drawn?.html).toContain('No ingredients yet. Add some meals to get started!');
    expect(drawn?.html).not.toContain('Loading...');
    expect(asked.sort()).toEqual([
      '/api/lists/l-1',
      '/api/lists/l-1/ingredients',
      '/api/lists/l-1/shopping',
      '/api/session',
    ]);
  });

  it("draws a post's date in the cook's time zone, as their browser will show it", async () => {
    // 04:30 on Nov 29 in UTC is still the evening of Nov 28 in California.
    const post = aPost({ text: 'Late soup', createdAt: '2026-11-29T04:30:00.000Z' });
    const { read, asked } = readerOf({
      '/api/session': { body: session },
      '/api/feed/popular': { body: aPage([post]) },
    });
    const inUtc = await drawScreen('http://localhost/feed', read, { timeZone: 'UTC' });
    expect(inUtc?.html).toContain('Late soup');
    expect(inUtc?.html).toContain('Nov 29, 2026');
    // The feed's query for a post named in the address is disabled without one: not read.
    expect(asked.sort()).toEqual(['/api/feed/popular', '/api/session']);
    const inCalifornia = await drawScreen('http://localhost/feed', read, {
      timeZone: 'America/Los_Angeles',
    });
    expect(inCalifornia?.html).toContain('Nov 28, 2026');
    expect(inCalifornia?.html).not.toContain('Nov 29, 2026');
  });
});
