import type { FeedPost, ListSummary, ShoppingItem } from '@forkcast/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMeal,
  type Client,
  type Cook,
  createCook,
  createList,
  share,
  stranger,
} from './support/factories.ts';
import { createTestApp, dialects, ORIGIN, type TestApp } from './support/test-app.ts';

/**
 * The access matrix: every route the app registers, called as each kind of caller, with the
 * status each must get. Routes are read from the app itself, so a new route without an entry
 * fails the first test; an entry for a route that no longer exists fails it too.
 *
 * Callers: anon (no session), owner (created the list, the meal, the post, the comment),
 * member (of the owner's list), stranger (signed in, unrelated), removed (a member just taken
 * off the list). Every resource in a path or body belongs to the owner, so the other callers
 * are trying someone else's ids.
 *
 * Adding an entry is one line: `'METHOD /path': [request, [anon, owner, member, stranger, removed]]`.
 */
type Role = 'anon' | 'owner' | 'member' | 'stranger' | 'removed';
const ROLES: Role[] = ['anon', 'owner', 'member', 'stranger', 'removed'];

/** The owner's resources, made fresh for each state-changing entry. */
type World = {
  ownerId: string;
  memberId: string;
  strangerId: string;
  removedId: string;
  ownerUsername: string;
  strangerUsername: string;
  listId: string;
  mealId: string;
  ingredientId: string;
  itemId: string;
  postId: string;
  commentId: string;
};

type Call = { path: string; body?: unknown; form?: Record<string, string> };
type Statuses = [anon: number, owner: number, member: number, stranger: number, removed: number];
/** The caller, for the few requests that name themselves (null when signed out). */
type Me = { id: string; username: string } | null;
type Entry = [request: (w: World, me: Me) => Call, expected: Statuses];

const meal = {
  name: 'Matrix stew',
  description: '',
  servings: 2,
  ingredients: [{ name: 'beans', quantity: 1, unit: 'cup' }],
  directions: ['Stew.'],
};
const STRONG = 'Another!pass97';
const SIGNED_IN = (ok: number): Statuses => [401, ok, ok, ok, ok];
const LIST_MEMBERS = (ok: number): Statuses => [401, ok, ok, 404, 404];
const LIST_OWNER = (ok: number, member: number): Statuses => [401, ok, member, 404, 404];
const PUBLIC = (ok: number): Statuses => [ok, ok, ok, ok, ok];

/** A request: its path (from the owner's world) and JSON body, or multipart text fields. */
const to =
  (path: (w: World) => string, body?: (w: World, me: Me) => unknown): Entry[0] =>
  (w, me) => ({ path: path(w), body: body?.(w, me) });
const form =
  (path: string, fields: (w: World) => Record<string, string>): Entry[0] =>
  (w) => ({ path, form: fields(w) });
const fixed =
  (path: string, body?: unknown): Entry[0] =>
  () => ({ path, body });
const someEmail = () => `new.${Math.random().toString(36).slice(2)}@example.com`;

// biome-ignore format: one line per route, so adding one is one line
// Routes with a choice in their path ({like|save}, {popular|following}) are one route: each is
// called with one of its choices, the other choice shares its handler and access rule.
const ENTRIES: Record<string, Entry> = {
  'GET /api/health': [fixed('/api/health'), PUBLIC(200)],
  'GET /api/session': [fixed('/api/session'), PUBLIC(200)],
  'GET /api/events': [fixed('/api/events'), SIGNED_IN(200)],
  'POST /api/auth/sign-up/email': [to(() => '/api/auth/sign-up/email', () => ({ name: 'New Cook', email: someEmail(), password: STRONG })), PUBLIC(200)],
  'POST /api/auth/sign-in/email': [to(() => '/api/auth/sign-in/email', () => ({ email: someEmail(), password: STRONG })), PUBLIC(401)],
  'POST /api/auth/request-password-reset': [fixed('/api/auth/request-password-reset', { email: 'someone@example.com' }), PUBLIC(200)],
  'POST /api/auth/reset-password': [fixed('/api/auth/reset-password', { token: 'not-a-token', newPassword: STRONG }), PUBLIC(400)],
  'POST /api/auth/change-password': [fixed('/api/auth/change-password', { currentPassword: 'Wrong!current1', newPassword: STRONG }), SIGNED_IN(400)],
  'POST /api/auth/sign-out': [fixed('/api/auth/sign-out', {}), PUBLIC(200)],
  'POST /api/import/url': [fixed('/api/import/url', { url: 'http://127.0.0.1:9/recipe' }), SIGNED_IN(400)],
  'POST /api/import/url/ai': [fixed('/api/import/url/ai', { url: 'http://127.0.0.1:9/recipe' }), SIGNED_IN(400)],
  'POST /api/import/html': [fixed('/api/import/html', { html: '<p>No recipe here</p>' }), SIGNED_IN(200)],
  'POST /api/ai/recipe': [fixed('/api/ai/recipe', { prompt: 'a quick tomato soup' }), SIGNED_IN(200)],
  'POST /api/ai/plan': [fixed('/api/ai/plan', { count: 1, mode: 'surprise' }), SIGNED_IN(200)],
  // Anyone may report a failed screen (it can fail signed out); the limit is per address.
  'POST /api/client-errors': [fixed('/api/client-errors', { kind: 'render', message: 'Boom', path: '/dashboard' }), PUBLIC(204)],
  'GET /api/lists/:listId/ingredients': [to((w) => `/api/lists/${w.listId}/ingredients`), LIST_MEMBERS(200)],
  // Move in and out (issue 19). Access only: a form without a file passes the session check
  // and fails validation; someone else's job or token is the same 404 as none at all.
  'POST /api/imports': [form('/api/imports', (w) => ({ listId: w.listId })), SIGNED_IN(400)],
  'GET /api/imports/latest': [fixed('/api/imports/latest'), SIGNED_IN(200)],
  'GET /api/imports/:id': [fixed('/api/imports/no-such-job'), SIGNED_IN(404)],
  'DELETE /api/imports/:id': [fixed('/api/imports/no-such-job'), SIGNED_IN(404)],
  'GET /api/export': [fixed('/api/export'), SIGNED_IN(200)],
  'GET /api/export/recipes': [fixed('/api/export/recipes?format=jsonld'), SIGNED_IN(200)],
  'POST /api/tokens': [fixed('/api/tokens', { name: 'Script', scope: 'read' }), SIGNED_IN(201)],
  'GET /api/tokens': [fixed('/api/tokens'), SIGNED_IN(200)],
  'DELETE /api/tokens/:id': [fixed('/api/tokens/no-such-token'), SIGNED_IN(404)],
  'GET /api/openapi.json': [fixed('/api/openapi.json'), PUBLIC(200)],
  'GET /api/docs': [fixed('/api/docs'), PUBLIC(200)],
  'GET /api/docs/assets/:file': [fixed('/api/docs/assets/swagger-ui.css'), PUBLIC(200)],
  'GET /api/lists/:listId/shopping': [to((w) => `/api/lists/${w.listId}/shopping`), LIST_MEMBERS(200)],
  'PUT /api/lists/:listId/shopping/lines': [to((w) => `/api/lists/${w.listId}/shopping/lines`, () => ({ scope: 'all', key: 'beans', checked: true })), LIST_MEMBERS(200)],
  'POST /api/lists/:listId/shopping/untick': [to((w) => `/api/lists/${w.listId}/shopping/untick`, () => ({ scope: 'all' })), LIST_MEMBERS(200)],
  'POST /api/lists/:listId/shopping/items': [to((w) => `/api/lists/${w.listId}/shopping/items`, () => ({ scope: 'all', name: 'Bread', quantity: 1, unit: '' })), LIST_MEMBERS(201)],
  'PATCH /api/lists/:listId/shopping/items/:itemId': [to((w) => `/api/lists/${w.listId}/shopping/items/${w.itemId}`, () => ({ checked: true })), LIST_MEMBERS(200)],
  'DELETE /api/lists/:listId/shopping/items/:itemId': [to((w) => `/api/lists/${w.listId}/shopping/items/${w.itemId}`), LIST_MEMBERS(204)],
  'GET /api/lists': [fixed('/api/lists'), SIGNED_IN(200)],
  'POST /api/lists': [fixed('/api/lists', { name: 'Another list' }), SIGNED_IN(201)],
  'GET /api/lists/:listId': [to((w) => `/api/lists/${w.listId}`), LIST_MEMBERS(200)],
  'PATCH /api/lists/:listId': [to((w) => `/api/lists/${w.listId}`, () => ({ name: 'Renamed' })), LIST_OWNER(200, 403)],
  'DELETE /api/lists/:listId': [to((w) => `/api/lists/${w.listId}`), LIST_OWNER(204, 403)],
  'POST /api/lists/:listId/members': [to((w) => `/api/lists/${w.listId}/members`, (w) => ({ username: w.strangerUsername })), LIST_OWNER(201, 403)],
  // The member's own id: the owner removes them, they leave; anyone else is not there.
  'DELETE /api/lists/:listId/members/:userId': [to((w) => `/api/lists/${w.listId}/members/${w.memberId}`), LIST_OWNER(204, 204)],
  'POST /api/lists/:listId/meals': [to((w) => `/api/lists/${w.listId}/meals`, () => ({ meals: [meal] })), LIST_MEMBERS(201)],
  'POST /api/lists/:listId/items': [to((w) => `/api/lists/${w.listId}/items`, (w) => ({ mealIds: [w.mealId] })), LIST_MEMBERS(200)],
  'PATCH /api/lists/:listId/items/:mealId': [to((w) => `/api/lists/${w.listId}/items/${w.mealId}`, () => ({ servings: 3 })), LIST_MEMBERS(200)],
  'DELETE /api/lists/:listId/items/:mealId': [to((w) => `/api/lists/${w.listId}/items/${w.mealId}`), LIST_MEMBERS(204)],
  // The world's meal is in the list, so putting it back answers its place as it is.
  'POST /api/lists/:listId/items/:mealId/restore': [to((w) => `/api/lists/${w.listId}/items/${w.mealId}/restore`), LIST_MEMBERS(200)],
  'GET /api/meals': [fixed('/api/meals'), SIGNED_IN(200)],
  'GET /api/meals/:mealId': [to((w) => `/api/meals/${w.mealId}?listId=${w.listId}`), LIST_MEMBERS(200)],
  'PUT /api/meals/:mealId/ingredients': [to((w) => `/api/meals/${w.mealId}/ingredients`, () => ({ ingredients: meal.ingredients })), LIST_OWNER(200, 403)],
  'PUT /api/meals/:mealId/directions': [to((w) => `/api/meals/${w.mealId}/directions`, () => ({ directions: ['Stew slowly.'] })), LIST_OWNER(200, 403)],
  'GET /api/meals/:mealId/nutrition': [to((w) => `/api/meals/${w.mealId}/nutrition`), LIST_MEMBERS(200)],
  // Only the recipe's creator chooses its foods; a member sees it and is told no.
  'PUT /api/meals/:mealId/ingredients/:ingredientId/food': [to((w) => `/api/meals/${w.mealId}/ingredients/${w.ingredientId}/food`, () => ({ foodId: '01001' })), LIST_OWNER(200, 403)],
  'GET /api/foods': [fixed('/api/foods?q=butter'), SIGNED_IN(200)],
  'GET /api/lists/:listId/nutrition': [to((w) => `/api/lists/${w.listId}/nutrition`), LIST_MEMBERS(200)],
  'PUT /api/lists/:listId/people-eating': [to((w) => `/api/lists/${w.listId}/people-eating`, () => ({ peopleEating: 3 })), LIST_MEMBERS(200)],
  'GET /api/profiles/:userId': [to((w) => `/api/profiles/${w.ownerId}`), SIGNED_IN(200)],
  'PUT /api/profile': [to(() => '/api/profile', (_w, me) => ({ username: me?.username ?? 'nobody_here', fullName: 'Renamed Cook', location: '' })), SIGNED_IN(200)],
  // Access only: a form without a picture passes the session check and fails validation.
  'PUT /api/profile/avatar': [form('/api/profile/avatar', () => ({ note: 'no picture' })), SIGNED_IN(400)],
  'GET /api/feed/:tab{popular|following}': [fixed('/api/feed/popular'), PUBLIC(200)],
  'GET /api/feed/saved': [fixed('/api/feed/saved'), SIGNED_IN(200)],
  'POST /api/posts': [form('/api/posts', (w) => ({ text: 'About my stew', mealId: w.mealId })), LIST_MEMBERS(201)],
  // Posts and comments are public: others see them, so they are told no (403), not 'not found'.
  'GET /api/posts/:postId': [to((w) => `/api/posts/${w.postId}`), PUBLIC(200)],
  'DELETE /api/posts/:postId': [to((w) => `/api/posts/${w.postId}`), [401, 204, 403, 403, 403]],
  'PUT /api/posts/:postId/:kind{like|save}': [to((w) => `/api/posts/${w.postId}/like`), SIGNED_IN(200)],
  'DELETE /api/posts/:postId/:kind{like|save}': [to((w) => `/api/posts/${w.postId}/save`), SIGNED_IN(204)],
  // The list's meal is on no post: only those who share the list may react to it.
  'PUT /api/recipes/:mealId/:kind{like|save}': [to((w) => `/api/recipes/${w.mealId}/like`), LIST_MEMBERS(200)],
  'DELETE /api/recipes/:mealId/:kind{like|save}': [to((w) => `/api/recipes/${w.mealId}/save`), LIST_MEMBERS(204)],
  'GET /api/recipes/:mealId/reactions': [to((w) => `/api/recipes/${w.mealId}/reactions`), LIST_MEMBERS(200)],
  'GET /api/posts/:postId/comments': [to((w) => `/api/posts/${w.postId}/comments`), PUBLIC(200)],
  'POST /api/posts/:postId/comments': [to((w) => `/api/posts/${w.postId}/comments`, () => ({ text: 'Looks good' })), SIGNED_IN(201)],
  'DELETE /api/comments/:commentId': [to((w) => `/api/comments/${w.commentId}`), [401, 204, 403, 403, 403]],
  // Following the owner: everyone but the owner themself.
  'PUT /api/profiles/:userId/follow': [to((w) => `/api/profiles/${w.ownerId}/follow`), [401, 400, 200, 200, 200]],
  'DELETE /api/profiles/:userId/follow': [to((w) => `/api/profiles/${w.ownerId}/follow`), [401, 400, 204, 204, 204]],
  'GET /api/profiles/:userId/:side{followers|following}': [to((w) => `/api/profiles/${w.ownerId}/followers`), SIGNED_IN(200)],
  'GET /api/recipes/saved': [fixed('/api/recipes/saved'), SIGNED_IN(200)],
  'GET /uploads/:bucket/:name': [fixed('/uploads/posts/abcdefgh1234.webp'), PUBLIC(404)],
};

/**
 * Other users' ids in body and query fields, beyond the paths above: each line names who asks,
 * what, and the status. The owner's world is the same as above; `strangerMealId` and
 * `strangerListId` belong to the stranger.
 */
type Probe = [
  name: string,
  who: Role,
  method: string,
  request: (w: World & { strangerMealId: string; strangerListId: string }) => Call,
  status: number,
];
// biome-ignore format: one line per probe
const PROBES: Probe[] = [
  [
    "adds a stranger's meal to the owner's list by id",
    'owner',
    'POST',
    (w) => ({ path: `/api/lists/${w.listId}/items`, body: { mealIds: [w.strangerMealId] } }),
    404,
  ],
  [
    "reads the owner's meal through the stranger's own list",
    'stranger',
    'GET',
    (w) => ({ path: `/api/meals/${w.mealId}?listId=${w.strangerListId}` }),
    404,
  ],
  [
    "reads the owner's meal across lists without a listId",
    'stranger',
    'GET',
    (w) => ({ path: `/api/meals/${w.mealId}` }),
    404,
  ],
  [
    "reads the owner's meal with the owner's listId after removal",
    'removed',
    'GET',
    (w) => ({ path: `/api/meals/${w.mealId}?listId=${w.listId}` }),
    404,
  ],
  [
    "attaches the owner's meal to a post",
    'stranger',
    'POST',
    (w) => ({ path: '/api/posts', form: { text: 'Mine now', mealId: w.mealId } }),
    404,
  ],
  [
    "removes the owner from the owner's list",
    'member',
    'DELETE',
    (w) => ({ path: `/api/lists/${w.listId}/members/${w.ownerId}` }),
    403,
  ],
  [
    "removes another member from the owner's list",
    'stranger',
    'DELETE',
    (w) => ({ path: `/api/lists/${w.listId}/members/${w.memberId}` }),
    404,
  ],
  [
    "moves the owner's meal in the stranger's list",
    'stranger',
    'PATCH',
    (w) => ({ path: `/api/lists/${w.strangerListId}/items/${w.mealId}`, body: { servings: 4 } }),
    404,
  ],
  [
    "ticks an item of the owner's list through the stranger's list",
    'stranger',
    'PATCH',
    (w) => ({
      path: `/api/lists/${w.strangerListId}/shopping/items/${w.itemId}`,
      body: { checked: true },
    }),
    404,
  ],
  [
    "deletes an item of the owner's list through the stranger's list",
    'stranger',
    'DELETE',
    (w) => ({ path: `/api/lists/${w.strangerListId}/shopping/items/${w.itemId}` }),
    404,
  ],
  [
    "edits the owner's meal's ingredients",
    'member',
    'PUT',
    (w) => ({
      path: `/api/meals/${w.mealId}/ingredients`,
      body: { ingredients: meal.ingredients },
    }),
    403,
  ],
  [
    "reads the reactions of the stranger's private meal",
    'owner',
    'GET',
    (w) => ({ path: `/api/recipes/${w.strangerMealId}/reactions` }),
    404,
  ],
  [
    "saves the stranger's private meal",
    'owner',
    'PUT',
    (w) => ({ path: `/api/recipes/${w.strangerMealId}/save` }),
    404,
  ],
  [
    "invites someone to the owner's list after removal",
    'removed',
    'POST',
    (w) => ({ path: `/api/lists/${w.listId}/members`, body: { username: w.strangerUsername } }),
    404,
  ],
];

describe.each(dialects)('access matrix on %s', (dialect) => {
  let t: TestApp;
  let users: Record<Exclude<Role, 'anon'>, Cook>;
  let strangerListId: string;
  let strangerMealId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      // The matrix calls the same routes many times; the brakes have their own suites.
      limits: { signInPerMinute: 10_000, postsPerHour: 10_000, commentsPerHour: 10_000 },
    });
    users = {
      owner: await createCook(t, 'Olive Owner'),
      member: await createCook(t, 'Mel Member'),
      stranger: await createCook(t, 'Stan Stranger'),
      removed: await createCook(t, 'Remy Removed'),
    };
    const own = await createList(users.stranger, "Stan's private list");
    strangerListId = own.id;
    strangerMealId = (await addMeal(users.stranger, own.id, { name: 'Secret sauce' })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A list shared with member (and with removed, then taken back), a meal, an item, a post, a comment. */
  async function makeWorld(): Promise<World> {
    const { owner, member, removed } = users;
    const list: ListSummary = await createList(owner, 'Matrix list');
    await share(owner, list.id, member);
    await share(owner, list.id, removed);
    const unshared = await owner.delete(`/api/lists/${list.id}/members/${removed.id}`);
    expect(unshared.status).toBe(204);
    const added = await addMeal(owner, list.id, meal);
    const item = await owner.post(`/api/lists/${list.id}/shopping/items`, {
      scope: 'all',
      name: 'Milk',
      quantity: 1,
      unit: '',
    });
    expect(item.status).toBe(201);
    // The post carries no meal: a meal attached to a post is readable by everyone, and the
    // matrix is about the private one in the list.
    const post = await send(owner, 'POST', { path: '/api/posts', form: { text: 'Stew day' } });
    expect(post.status).toBe(201);
    const postId = ((await post.json()) as FeedPost).id;
    const comment = await owner.post(`/api/posts/${postId}/comments`, { text: 'First!' });
    expect(comment.status).toBe(201);
    const commentId = ((await comment.json()) as { comment: { id: string } }).comment.id;
    return {
      ownerId: owner.id,
      memberId: member.id,
      strangerId: users.stranger.id,
      removedId: removed.id,
      ownerUsername: owner.username,
      strangerUsername: users.stranger.username,
      listId: list.id,
      mealId: added.id,
      ingredientId: added.ingredients[0]?.id ?? 'missing',
      itemId: ((await item.json()) as { item: ShoppingItem }).item.id,
      postId,
      commentId,
    };
  }

  /** One call as a client: JSON, or a multipart form (text fields only). */
  async function send(client: Client, method: string, call: Call): Promise<Response> {
    if (!call.form) return await client.request(method, call.path, call.body);
    const form = new FormData();
    for (const [k, v] of Object.entries(call.form)) form.append(k, v);
    return await t.app.request(call.path, {
      method,
      headers: {
        origin: ORIGIN,
        'x-test-client-ip': '192.0.2.77',
        ...(client.jar.size ? { cookie: client.cookieHeader() } : {}),
      },
      body: form,
    });
  }

  function clientOf(role: Role): Client {
    return role === 'anon' ? stranger(t) : users[role];
  }

  it('has exactly one entry for every route the app registers', () => {
    const registered = new Set(
      t.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
    );
    const listed = new Set(Object.keys(ENTRIES));
    expect(
      [...registered].filter((r) => !listed.has(r)),
      'routes without an entry',
    ).toEqual([]);
    expect(
      [...listed].filter((r) => !registered.has(r)),
      'entries without a route',
    ).toEqual([]);
  });

  it.each(Object.entries(ENTRIES))('%s', async (route, [request, expected]) => {
    const method = route.split(' ')[0] as string;
    const actual: Record<string, number> = {};
    for (const role of ROLES) {
      // A fresh world per caller for anything that changes state (a delete must not spoil
      // the next caller's case); reads share one.
      const world = method === 'GET' && role !== 'anon' ? await sharedWorld() : await makeWorld();
      const me = role === 'anon' ? null : { id: users[role].id, username: users[role].username };
      const response = await send(clientOf(role), method, request(world, me));
      actual[role] = response.status;
      // An event stream stays open: let it go.
      await response.body?.cancel();
      // Signing out ends that caller's session: sign them back in for the next entries.
      if (route === 'POST /api/auth/sign-out' && role !== 'anon') await renew(role);
    }
    expect(actual).toEqual(Object.fromEntries(ROLES.map((role, i) => [role, expected[i]])));
  });

  it.each(PROBES)('%s (%s)', async (_name, who, method, request, status) => {
    const world = await makeWorld();
    const response = await send(
      clientOf(who),
      method,
      request({ ...world, strangerListId, strangerMealId }),
    );
    expect(response.status).toBe(status);
  });

  let shared: World | undefined;
  async function sharedWorld() {
    shared ??= await makeWorld();
    return shared;
  }

  async function renew(role: Exclude<Role, 'anon'>) {
    const fresh = await createCook(t, `Renewed ${role}`);
    // The new cook takes the old one's place in later worlds.
    users[role] = fresh;
    shared = undefined;
  }
});
