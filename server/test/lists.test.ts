import {
  createMealsSchema,
  type ListDetail,
  type ListSummary,
  type MealChoice,
  type MealDetail,
} from '@forkcast/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListRepository } from '../src/features/lists/list-repository.ts';
import { createListService } from '../src/features/lists/list-service.ts';
import { createListVersions } from '../src/features/lists/list-versions.ts';
import { createMealRepository } from '../src/features/lists/meal-repository.ts';
import {
  addMeal,
  type Cook,
  createCook,
  createList,
  getList,
  ingredientsOf,
  mealDraft,
  share,
  stranger,
} from './support/factories.ts';
import { createTestApp, dialects, errorOf, type TestApp } from './support/test-app.ts';

describe.each(dialects)('meal lists on %s', (dialect) => {
  let t: TestApp;
  let owner: Cook;
  let member: Cook;
  let outsider: Cook;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [owner, member, outsider] = [
      await createCook(t, 'Olive Owner'),
      await createCook(t, 'Mel Member'),
      await createCook(t, 'Otto Outsider'),
    ];
  });
  afterAll(async () => {
    await t.close();
  });

  describe('signed out', () => {
    it('gets 401 from every endpoint', async () => {
      const list = await createList(owner);
      const meal = await addMeal(owner, list.id);
      const anon = stranger(t);
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/lists'],
        ['POST', '/api/lists', { name: 'Mine' }],
        ['GET', `/api/lists/${list.id}`],
        ['GET', `/api/lists/${list.id}/ingredients`],
        ['PATCH', `/api/lists/${list.id}`, { name: 'Renamed' }],
        ['DELETE', `/api/lists/${list.id}`],
        ['POST', `/api/lists/${list.id}/members`, { username: member.username }],
        ['DELETE', `/api/lists/${list.id}/members/${owner.id}`],
        ['POST', `/api/lists/${list.id}/meals`, { meals: [mealDraft()] }],
        ['POST', `/api/lists/${list.id}/items`, { mealIds: [meal.id] }],
        ['PATCH', `/api/lists/${list.id}/items/${meal.id}`, { servings: 2 }],
        ['DELETE', `/api/lists/${list.id}/items/${meal.id}`],
        ['POST', `/api/lists/${list.id}/items/${meal.id}/restore`],
        ['GET', '/api/meals'],
        ['GET', `/api/meals/${meal.id}`],
        ['PUT', `/api/meals/${meal.id}/ingredients`, { ingredients: [] }],
        ['PUT', `/api/meals/${meal.id}/directions`, { directions: ['x'] }],
      ];
      for (const [method, path, body] of calls) {
        const response = await anon.request(method, path, body);
        expect(response.status, `${method} ${path}`).toBe(401);
      }
      // Nothing changed.
      expect((await getList(owner, list.id)).meals).toHaveLength(1);
    });
  });

  describe('lists', () => {
    it('creates a list, newest first, with meal and scheduled counts', async () => {
      const cook = await createCook(t);
      const first = await createList(cook, '  Sunday   roasts ');
      expect(first).toMatchObject({
        name: 'Sunday roasts',
        role: 'owner',
        mealCount: 0,
        scheduledCount: 0,
        memberCount: 1,
        owner: { id: cook.id, username: cook.username },
      });
      const second = await createList(cook, 'Lunches');
      const meal = await addMeal(cook, second.id);
      await addMeal(cook, second.id, { name: 'Salad' });
      await cook.patch(`/api/lists/${second.id}/items/${meal.id}`, {
        schedule: { day: 2, type: 'cook' },
      });
      const response = await cook.get('/api/lists');
      expect(response.status).toBe(200);
      const { lists } = (await response.json()) as { lists: ListSummary[] };
      expect(lists.map((l) => [l.name, l.mealCount, l.scheduledCount])).toEqual([
        ['Lunches', 2, 1],
        ['Sunday roasts', 0, 0],
      ]);
    });

    it('refuses a blank name with the spec message and writes nothing', async () => {
      const cook = await createCook(t);
      const response = await cook.post('/api/lists', { name: '   ' });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe('Please enter a name for your list');
      const bad = await cook.post('/api/lists', '{"name":');
      expect(bad.status).toBe(400);
      const { lists } = (await (await cook.get('/api/lists')).json()) as { lists: unknown[] };
      expect(lists).toEqual([]);
    });

    it('shows a list to its owner and members only; others get 404', async () => {
      const list = await createList(owner, 'Family plan');
      await share(owner, list.id, member);
      expect((await getList(owner, list.id)).role).toBe('owner');
      const seen = await getList(member, list.id);
      expect(seen.role).toBe('editor');
      expect(seen.members.map((m) => [m.username, m.role])).toEqual([
        [owner.username, 'owner'],
        [member.username, 'editor'],
      ]);
      const foreign = await outsider.get(`/api/lists/${list.id}`);
      expect(foreign.status).toBe(404);
      const missing = await outsider.get('/api/lists/no-such-list');
      expect(missing.status).toBe(404);
      // The same answer for a list that exists and one that does not.
      expect(await errorOf(foreign)).toEqual(await errorOf(missing));
      // The member sees it on their dashboard too.
      const { lists } = (await (await member.get('/api/lists')).json()) as {
        lists: ListSummary[];
      };
      expect(lists.find((l) => l.id === list.id)).toMatchObject({ role: 'editor', memberCount: 2 });
    });

    it('lets only the owner rename a list', async () => {
      const list = await createList(owner, 'Old name');
      await share(owner, list.id, member);
      expect((await member.patch(`/api/lists/${list.id}`, { name: 'Mine now' })).status).toBe(403);
      expect((await outsider.patch(`/api/lists/${list.id}`, { name: 'Mine now' })).status).toBe(
        404,
      );
      const blank = await owner.patch(`/api/lists/${list.id}`, { name: '' });
      expect((await errorOf(blank)).message).toBe('Please enter a name for your list');
      // A newer list of the owner's must not be the answer for this one.
      await createList(owner, 'Newer list');
      const renamed = await owner.patch(`/api/lists/${list.id}`, { name: 'New name' });
      expect(renamed.status).toBe(200);
      expect(((await renamed.json()) as { list: ListSummary }).list).toMatchObject({
        id: list.id,
        name: 'New name',
      });
      expect((await getList(member, list.id)).name).toBe('New name');
    });

    it('lets only the owner delete a list, items first, meals kept', async () => {
      const list = await createList(owner, 'Doomed');
      await share(owner, list.id, member);
      const meal = await addMeal(owner, list.id);
      expect((await member.delete(`/api/lists/${list.id}`)).status).toBe(403);
      expect((await outsider.delete(`/api/lists/${list.id}`)).status).toBe(404);
      expect((await owner.delete(`/api/lists/${list.id}`)).status).toBe(204);
      expect((await owner.get(`/api/lists/${list.id}`)).status).toBe(404);
      expect((await member.get(`/api/lists/${list.id}`)).status).toBe(404);
      const items = await t.db
        .selectFrom('meal_list_items')
        .select('id')
        .where('meal_list_id', '=', list.id)
        .execute();
      expect(items).toEqual([]);
      // The recipe itself stays with its creator.
      expect((await owner.get(`/api/meals/${meal.id}`)).status).toBe(200);
    });
  });

  describe('members', () => {
    it('are invited by username, once, by the owner only', async () => {
      const list = await createList(owner);
      const invite = (who: Cook, username: string) =>
        who.post(`/api/lists/${list.id}/members`, { username });
      expect((await invite(outsider, member.username)).status).toBe(404);
      const unknown = await invite(owner, 'nobody_by_that_name');
      expect(unknown.status).toBe(404);
      expect((await errorOf(unknown)).message).toBe(
        'We could not find a cook called @nobody_by_that_name.',
      );
      expect((await invite(owner, owner.username)).status).toBe(409);
      const added = await invite(owner, `@${member.username.toUpperCase()}`);
      expect(added.status).toBe(201);
      expect(await added.json()).toMatchObject({
        member: { id: member.id, username: member.username, role: 'editor' },
      });
      expect((await invite(owner, member.username)).status).toBe(409);
      // A member cannot invite others.
      expect((await invite(member, outsider.username)).status).toBe(403);
    });

    it('can leave; only the owner removes others; the owner cannot leave', async () => {
      const list = await createList(owner);
      await share(owner, list.id, member);
      await share(owner, list.id, outsider);
      expect((await member.delete(`/api/lists/${list.id}/members/${outsider.id}`)).status).toBe(
        403,
      );
      expect((await owner.delete(`/api/lists/${list.id}/members/${owner.id}`)).status).toBe(409);
      expect((await member.delete(`/api/lists/${list.id}/members/${member.id}`)).status).toBe(204);
      expect((await member.get(`/api/lists/${list.id}`)).status).toBe(404);
      expect((await owner.delete(`/api/lists/${list.id}/members/${outsider.id}`)).status).toBe(204);
      expect((await outsider.get(`/api/lists/${list.id}`)).status).toBe(404);
      expect((await owner.delete(`/api/lists/${list.id}/members/${outsider.id}`)).status).toBe(404);
    });
  });

  describe('meals in a list', () => {
    it('creates meals with ingredients and directions, by owner or member', async () => {
      const list = await createList(owner);
      await share(owner, list.id, member);
      const byOwner = await addMeal(owner, list.id);
      expect(byOwner).toMatchObject({
        name: 'Tomato soup',
        description: 'Smooth and warming',
        servings: 2,
        originalServings: 2,
        source: 'manual',
        cookTimeMinutes: 30,
        fridgeLifeDays: 3,
        imageUrl: null,
        scheduledDay: null,
        scheduledType: null,
        directions: ['Roast the tomatoes.', 'Blend with the oil.'],
        creator: { id: owner.id, username: owner.username },
      });
      expect(byOwner.ingredients.map((i) => [i.name, i.quantity, i.unit])).toEqual([
        ['tomatoes', 6, ''],
        ['olive oil', 2, 'tbsp'],
      ]);
      const byMember = await addMeal(member, list.id, {
        name: 'Flatbread',
        source: 'https://example.com/flatbread',
        cookTimeMinutes: 90,
        fridgeLifeDays: 2,
        directions: 'Knead.\n\nRest.\nBake.',
      });
      expect(byMember).toMatchObject({
        source: 'https://example.com/flatbread',
        cookTimeMinutes: 90,
        fridgeLifeDays: 2,
        directions: ['Knead.', 'Rest.', 'Bake.'],
      });
      expect((await getList(owner, list.id)).meals.map((m) => m.name)).toEqual([
        'Tomato soup',
        'Flatbread',
      ]);
    });

    it('adds a whole plan at once, and nothing at all when one meal is invalid', async () => {
      const list = await createList(owner);
      const plan = await owner.post(`/api/lists/${list.id}/meals`, {
        meals: [
          mealDraft({ name: 'Mon', source: 'ai_list', servings: 1 }),
          mealDraft({ name: 'Tue', source: 'ai_list', servings: 1 }),
        ],
      });
      expect(plan.status).toBe(201);
      const broken = await owner.post(`/api/lists/${list.id}/meals`, {
        meals: [mealDraft({ name: 'Wed' }), mealDraft({ name: 'Thu', ingredients: [] })],
      });
      expect(broken.status).toBe(400);
      expect((await errorOf(broken)).message).toBe('Please add at least one ingredient');
      expect((await getList(owner, list.id)).meals.map((m) => m.name)).toEqual(['Mon', 'Tue']);
      const strangers = await outsider.post(`/api/lists/${list.id}/meals`, {
        meals: [mealDraft()],
      });
      expect(strangers.status).toBe(404);
      const names = await t.db
        .selectFrom('meals')
        .select('name')
        .where('name', 'in', ['Wed', 'Thu'])
        .execute();
      expect(names).toEqual([]);
    });

    it('refuses a nameless meal with the spec message', async () => {
      const list = await createList(owner);
      const response = await owner.post(`/api/lists/${list.id}/meals`, {
        meals: [mealDraft({ name: '  ' })],
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe('Please enter a meal name');
    });

    it('refuses an ingredient quantity of 0 or less in plain words, and writes nothing', async () => {
      const list = await createList(owner);
      for (const quantity of [0, -1]) {
        const response = await owner.post(`/api/lists/${list.id}/meals`, {
          meals: [mealDraft({ ingredients: [{ name: 'milk', quantity, unit: 'cup' }] })],
        });
        expect(response.status).toBe(400);
        expect((await errorOf(response)).message).toBe('Quantities must be more than 0');
      }
      const tiny = await owner.post(`/api/lists/${list.id}/meals`, {
        meals: [mealDraft({ ingredients: [{ name: 'salt', quantity: 0.05, unit: 'tsp' }] })],
      });
      expect((await errorOf(tiny)).message).toBe('Quantities must be a number from 0.1 to 100,000');
      const { list: after } = (await (await owner.get(`/api/lists/${list.id}`)).json()) as {
        list: { meals: unknown[] };
      };
      expect(after.meals).toEqual([]);
    });

    it('adds existing meals the user can reach, skipping ones already there', async () => {
      const first = await createList(owner, 'First');
      const second = await createList(owner, 'Second');
      const soup = await addMeal(owner, first.id);
      const stew = await addMeal(owner, first.id, { name: 'Stew' });
      const theirs = await addMeal(outsider, (await createList(outsider)).id, { name: 'Secret' });

      const refused = await owner.post(`/api/lists/${second.id}/items`, {
        mealIds: [soup.id, theirs.id],
      });
      expect(refused.status).toBe(404);
      expect((await getList(owner, second.id)).meals).toEqual([]);

      const added = await owner.post(`/api/lists/${second.id}/items`, {
        mealIds: [soup.id, stew.id, soup.id],
      });
      expect(added.status).toBe(200);
      expect(await added.json()).toEqual({ added: 2 });
      const again = await owner.post(`/api/lists/${second.id}/items`, { mealIds: [soup.id] });
      expect(await again.json()).toEqual({ added: 0 });
      const meals = (await getList(owner, second.id)).meals;
      expect(meals.map((m) => [m.name, m.servings])).toEqual([
        ['Tomato soup', 2],
        ['Stew', 2],
      ]);
      expect((await owner.post(`/api/lists/${second.id}/items`, { mealIds: [] })).status).toBe(400);
      expect(
        (await outsider.post(`/api/lists/${second.id}/items`, { mealIds: [theirs.id] })).status,
      ).toBe(404);
    });

    it('updates servings (clamped and rounded) and the schedule of a meal in a list', async () => {
      const list = await createList(owner);
      await share(owner, list.id, member);
      const meal = await addMeal(owner, list.id);
      const path = `/api/lists/${list.id}/items/${meal.id}`;
      const servings = await member.patch(path, { servings: 3.456 });
      expect(servings.status).toBe(200);
      expect(await servings.json()).toEqual({
        item: { mealId: meal.id, servings: 3.46, scheduledDay: null, scheduledType: null },
      });
      expect(
        (
          (await (await owner.patch(path, { servings: 99 })).json()) as {
            item: { servings: number };
          }
        ).item.servings,
      ).toBe(20);
      const scheduled = await owner.patch(path, { schedule: { day: 5, type: 'eat' } });
      expect(await scheduled.json()).toMatchObject({
        item: { scheduledDay: 5, scheduledType: 'eat' },
      });
      const cleared = await owner.patch(path, { schedule: null });
      expect(await cleared.json()).toMatchObject({
        item: { scheduledDay: null, scheduledType: null },
      });
      expect((await owner.patch(path, { schedule: { day: 9, type: 'eat' } })).status).toBe(400);
      expect((await owner.patch(path, { servings: 'two' })).status).toBe(400);
      expect((await owner.patch(path, {})).status).toBe(400);
      expect((await outsider.patch(path, { servings: 2 })).status).toBe(404);
      expect(
        (await owner.patch(`/api/lists/${list.id}/items/not-a-meal`, { servings: 2 })).status,
      ).toBe(404);
    });

    it('removes a meal from a list for owner and member, not for others', async () => {
      const list = await createList(owner);
      await share(owner, list.id, member);
      const meal = await addMeal(owner, list.id);
      const path = `/api/lists/${list.id}/items/${meal.id}`;
      expect((await outsider.delete(path)).status).toBe(404);
      expect((await member.delete(path)).status).toBe(204);
      expect((await owner.delete(path)).status).toBe(404);
      expect((await getList(owner, list.id)).meals).toEqual([]);
    });

    it('puts a removed meal back in its place with its servings and schedule (Undo)', async () => {
      const list = await createList(owner);
      await share(owner, list.id, member);
      const soup = await addMeal(owner, list.id, { name: 'Soup' });
      const stew = await addMeal(owner, list.id, { name: 'Stew' });
      const pie = await addMeal(owner, list.id, { name: 'Pie' });
      await owner.patch(`/api/lists/${list.id}/items/${stew.id}`, {
        servings: 6,
        schedule: { day: 3, type: 'eat' },
      });
      const before = (await getList(owner, list.id)).meals;

      // The member takes off the owner's meal and puts it back: a member cannot add another
      // cook's meal anew, but Undo is theirs.
      expect((await member.delete(`/api/lists/${list.id}/items/${stew.id}`)).status).toBe(204);
      expect(
        (await member.post(`/api/lists/${list.id}/items`, { mealIds: [stew.id] })).status,
      ).toBe(404);
      const restored = await member.post(`/api/lists/${list.id}/items/${stew.id}/restore`);
      expect(restored.status).toBe(200);
      expect(await restored.json()).toEqual({
        item: { mealId: stew.id, servings: 6, scheduledDay: 3, scheduledType: 'eat' },
      });
      const after = (await getList(owner, list.id)).meals;
      expect(after.map((m) => m.name)).toEqual(['Soup', 'Stew', 'Pie']);
      expect(after).toEqual(before);

      // Asking again answers the place as it is; a meal never removed likewise.
      const again = await owner.post(`/api/lists/${list.id}/items/${stew.id}/restore`);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { item: { servings: number } }).item.servings).toBe(6);
      expect((await owner.post(`/api/lists/${list.id}/items/${soup.id}/restore`)).status).toBe(200);

      // Added back another way meanwhile: it stays as it is now.
      await owner.delete(`/api/lists/${list.id}/items/${pie.id}`);
      await owner.post(`/api/lists/${list.id}/items`, { mealIds: [pie.id] });
      await owner.patch(`/api/lists/${list.id}/items/${pie.id}`, { servings: 1 });
      const readded = await owner.post(`/api/lists/${list.id}/items/${pie.id}/restore`);
      expect(((await readded.json()) as { item: { servings: number } }).item.servings).toBe(1);
    });

    it('refuses Undo to outsiders, for meals never in the list, and after an hour', async () => {
      const list = await createList(owner);
      const soup = await addMeal(owner, list.id, { name: 'Soup' });
      const stew = await addMeal(owner, list.id, { name: 'Stew' });
      const restore = (id: string) => `/api/lists/${list.id}/items/${id}/restore`;
      await owner.delete(`/api/lists/${list.id}/items/${soup.id}`);

      expect((await outsider.post(restore(soup.id))).status).toBe(404);
      const never = await owner.post(restore('no-such-meal'));
      expect(never.status).toBe(404);
      expect(await errorOf(never)).toEqual({
        code: 'not_found',
        message: 'That meal can no longer be put back.',
      });

      // An hour and a minute later the kept place is gone; a later removal clears old ones.
      const longAgo = new Date(Date.now() - 61 * 60 * 1000).toISOString();
      await t.db
        .updateTable('removed_list_items')
        .set({ removed_at: longAgo })
        .where('meal_list_id', '=', list.id)
        .execute();
      expect((await owner.post(restore(soup.id))).status).toBe(404);
      expect((await getList(owner, list.id)).meals.map((m) => m.name)).toEqual(['Stew']);
      await owner.delete(`/api/lists/${list.id}/items/${stew.id}`);
      const kept = await t.db
        .selectFrom('removed_list_items')
        .select('meal_id')
        .where('meal_list_id', '=', list.id)
        .execute();
      expect(kept).toEqual([{ meal_id: stew.id }]);

      // The list's deletion takes its kept places with it.
      await owner.delete(`/api/lists/${list.id}`);
      expect(
        await t.db
          .selectFrom('removed_list_items')
          .select('meal_id')
          .where('meal_list_id', '=', list.id)
          .execute(),
      ).toEqual([]);
    });
  });

  it('keeps meals added within the same millisecond in the order they were added', async () => {
    const list = await createList(owner);
    // A clock that never moves: every add happens at the same moment.
    const frozen = new Date('2026-11-29T09:00:00.000Z');
    const service = createListService({
      db: t.db,
      versions: createListVersions(t.db, {}),
      lists: createListRepository(t.db),
      meals: createMealRepository(t.db, dialect),
      findUserIdByUsername: async () => undefined,
      now: () => frozen,
    });
    // The drafts as the route reads them.
    const drafts = (...names: string[]) =>
      createMealsSchema.parse({ meals: names.map((name) => mealDraft({ name })) }).meals;
    await service.addNewMeals(owner.id, list.id, drafts('Batch one', 'Batch two'));
    await service.addNewMeals(owner.id, list.id, drafts('Then one'));
    await service.addNewMeals(owner.id, list.id, drafts('And another'));
    expect((await getList(owner, list.id)).meals.map((m) => m.name)).toEqual([
      'Batch one',
      'Batch two',
      'Then one',
      'And another',
    ]);
  });

  describe('what the list screen reads', () => {
    it('sends the Meals tab cards without recipes, and the recipes on their own', async () => {
      const list = await createList(owner);
      await share(owner, list.id, member);
      const soup = await addMeal(owner, list.id);
      const bread = await addMeal(member, list.id, {
        name: 'Bread',
        ingredients: [{ name: 'flour', quantity: 500, unit: 'g' }],
      });
      const detail = await getList(member, list.id);
      expect(detail.meals.map((m) => m.name)).toEqual(['Tomato soup', 'Bread']);
      expect(detail.meals[0]).toMatchObject({
        id: soup.id,
        description: 'Smooth and warming',
        servings: 2,
        originalServings: 2,
        scheduledDay: null,
      });
      for (const card of detail.meals) {
        expect(card).not.toHaveProperty('ingredients');
        expect(card).not.toHaveProperty('directions');
      }
      const { meals } = await ingredientsOf(owner, list.id);
      const byMeal = new Map(meals.map((m) => [m.mealId, m.ingredients.map((i) => i.name)]));
      expect(byMeal).toEqual(
        new Map([
          [soup.id, ['tomatoes', 'olive oil']],
          [bread.id, ['flour']],
        ]),
      );
      // What the shopping list adds up, and nothing else: the ids are the meal reads' own.
      expect(meals.find((m) => m.mealId === bread.id)?.ingredients).toEqual([
        { name: 'flour', quantity: 500, unit: 'g' },
      ]);
    });

    it('answers the recipes of an empty list with none, and 404 to anyone outside it', async () => {
      const list = await createList(owner);
      expect(await ingredientsOf(owner, list.id)).toEqual({ meals: [] });
      const foreign = await outsider.get(`/api/lists/${list.id}/ingredients`);
      expect(foreign.status).toBe(404);
      expect((await errorOf(foreign)).message).toBe('We could not find that meal list.');
    });
  });

  describe('meal detail and edits', () => {
    it('shows a meal in the list it was opened in, to members only', async () => {
      const list = await createList(owner, 'Detail list');
      await share(owner, list.id, member);
      const meal = await addMeal(owner, list.id);
      await owner.patch(`/api/lists/${list.id}/items/${meal.id}`, { servings: 4 });
      const seen = await member.get(`/api/meals/${meal.id}?listId=${list.id}`);
      expect(seen.status).toBe(200);
      const detail = ((await seen.json()) as { meal: MealDetail }).meal;
      expect(detail).toMatchObject({
        list: { id: list.id, name: 'Detail list' },
        servings: 4,
        originalServings: 2,
        canEdit: false,
        creator: { username: owner.username },
      });
      expect((await outsider.get(`/api/meals/${meal.id}?listId=${list.id}`)).status).toBe(404);
      expect((await outsider.get(`/api/meals/${meal.id}`)).status).toBe(404);
      expect((await outsider.get(`/api/meals/${meal.id}?listId=any`)).status).toBe(404);
      const other = await createList(owner, 'Other');
      expect((await owner.get(`/api/meals/${meal.id}?listId=${other.id}`)).status).toBe(404);
      expect((await owner.get('/api/meals/no-such-meal')).status).toBe(404);
    });

    it("finds a meal across the user's lists on the 'any' view, read-only", async () => {
      const list = await createList(owner);
      await share(owner, list.id, member);
      const meal = await addMeal(owner, list.id);
      const response = await member.get(`/api/meals/${meal.id}?listId=any`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { meal: MealDetail }).meal).toMatchObject({
        list: null,
        servings: 2,
        canEdit: false,
      });
      // The creator still reads it after removing it from every list.
      await owner.delete(`/api/lists/${list.id}/items/${meal.id}`);
      expect((await owner.get(`/api/meals/${meal.id}`)).status).toBe(200);
      expect((await member.get(`/api/meals/${meal.id}`)).status).toBe(404);
    });

    it('lets only the creator replace ingredients; the set stays whole', async () => {
      const list = await createList(owner);
      await share(owner, list.id, member);
      const meal = await addMeal(owner, list.id);
      const path = `/api/meals/${meal.id}/ingredients`;
      const next = [
        { name: 'tomatoes', quantity: 8, unit: '' },
        { name: 'basil', quantity: 0.5, unit: 'cup' },
        { name: 'salt', quantity: 1 },
      ];
      expect((await member.put(path, { ingredients: next })).status).toBe(403);
      expect((await outsider.put(path, { ingredients: next })).status).toBe(404);
      const empty = await owner.put(path, { ingredients: [] });
      expect(empty.status).toBe(400);
      expect((await errorOf(empty)).message).toBe('Please add at least one ingredient');
      const nameless = await owner.put(path, { ingredients: [{ name: ' ', quantity: 1 }] });
      expect(nameless.status).toBe(400);
      const saved = await owner.put(path, { ingredients: next });
      expect(saved.status).toBe(200);
      const { meals } = await ingredientsOf(member, list.id);
      expect(meals[0]?.ingredients.map((i) => [i.name, i.quantity, i.unit])).toEqual([
        ['tomatoes', 8, ''],
        ['basil', 0.5, 'cup'],
        ['salt', 1, ''],
      ]);
    });

    it('lets only the creator edit directions, keeping at least one step', async () => {
      const list = await createList(owner);
      await share(owner, list.id, member);
      const meal = await addMeal(owner, list.id);
      const path = `/api/meals/${meal.id}/directions`;
      expect((await member.put(path, { directions: ['Stir.'] })).status).toBe(403);
      expect((await outsider.put(path, { directions: ['Stir.'] })).status).toBe(404);
      const none = await owner.put(path, { directions: ['  ', ''] });
      expect((await errorOf(none)).message).toBe('Please add at least one step');
      const saved = await owner.put(path, { directions: [' Stir. ', '', 'Serve.'] });
      expect(await saved.json()).toEqual({ directions: ['Stir.', 'Serve.'] });
    });

    it('offers own, shared-list and saved meals to add, labelled with their lists', async () => {
      const cook = await createCook(t);
      const mine = await createList(cook, 'Mine');
      const soup = await addMeal(cook, mine.id, { name: 'Soup' });
      const theirList = await createList(outsider, 'Shared with cook');
      await share(outsider, theirList.id, cook);
      const pie = await addMeal(outsider, theirList.id, { name: 'Pie' });
      const hidden = await addMeal(outsider, (await createList(outsider)).id, { name: 'Hidden' });
      const saved = await addMeal(outsider, (await createList(outsider)).id, { name: 'Saved' });
      await t.db
        .insertInto('recipe_saves')
        .values({ recipe_id: saved.id, user_id: cook.id, created_at: new Date().toISOString() })
        .execute();

      const response = await cook.get('/api/meals');
      expect(response.status).toBe(200);
      const { meals } = (await response.json()) as { meals: MealChoice[] };
      const byName = Object.fromEntries(meals.map((m) => [m.name, m]));
      expect(Object.keys(byName).sort()).toEqual(['Pie', 'Saved', 'Soup']);
      expect(byName.Soup).toMatchObject({
        id: soup.id,
        ingredientCount: 2,
        isOwn: true,
        lists: [{ id: mine.id, name: 'Mine' }],
      });
      expect(byName.Pie).toMatchObject({
        id: pie.id,
        isOwn: false,
        lists: [{ name: 'Shared with cook' }],
      });
      expect(byName.Saved).toMatchObject({ isOwn: false, lists: [] });
      expect(byName[hidden.name]).toBeUndefined();
      // A saved recipe can be added to a list and read.
      expect((await cook.post(`/api/lists/${mine.id}/items`, { mealIds: [saved.id] })).status).toBe(
        200,
      );
      expect((await cook.get(`/api/meals/${saved.id}`)).status).toBe(200);
    });
  });

  describe('a big library', () => {
    it('finds any of its meals by name, past the 500 newest that the picker is offered', async () => {
      const cook = await createCook(t);
      // A library moved in: 501 recipes, the oldest the one the cook looks for.
      const start = Date.parse('2026-01-01T00:00:00.000Z');
      const rows = Array.from({ length: 501 }, (_, i) => ({
        id: `library-${cook.id}-${i}`,
        name:
          i === 0
            ? "Grandma's Trifle"
            : i === 1
              ? 'CRÈME BRÛLÉE ÉCLAIRS'
              : `Weeknight dish ${i} (100% easy)`,
        user_id: cook.id,
        image_url: null,
        created_at: new Date(start + i * 1000).toISOString(),
        updated_at: new Date(start + i * 1000).toISOString(),
      }));
      for (let i = 0; i < rows.length; i += 100) {
        await t.db
          .insertInto('meals')
          .values(rows.slice(i, i + 100))
          .execute();
      }
      const names = async (path: string) => {
        const response = await cook.get(path);
        expect(response.status).toBe(200);
        return ((await response.json()) as { meals: MealChoice[] }).meals.map((m) => m.name);
      };
      const newest = await names('/api/meals');
      expect(newest).toHaveLength(500);
      expect(newest).not.toContain("Grandma's Trifle");
      expect(await names('/api/meals?q=trifle')).toEqual(["Grandma's Trifle"]);
      expect(await names(`/api/meals?q=${encodeURIComponent(" grandma's TRIFLE ")}`)).toEqual([
        "Grandma's Trifle",
      ]);
      // Capitals beyond ASCII match in any case, on SQLite as on PostgreSQL.
      expect(await names(`/api/meals?q=${encodeURIComponent('crème brûlée')}`)).toEqual([
        'CRÈME BRÛLÉE ÉCLAIRS',
      ]);
      expect(await names(`/api/meals?q=${encodeURIComponent('Éclairs')}`)).toEqual([
        'CRÈME BRÛLÉE ÉCLAIRS',
      ]);
      // The words are taken as written: '%' and '_' match themselves, not anything.
      expect(await names('/api/meals?q=0%25%20e')).toHaveLength(499);
      expect(await names('/api/meals?q=%25%25')).toEqual([]);
      expect(await names('/api/meals?q=_')).toEqual([]);
      // An empty search is no search.
      expect(await names('/api/meals?q=%20')).toEqual(newest);
    });
  });

  describe('queries', () => {
    it('loads the list screen with the same number of queries at 5 and 50 meals', async () => {
      const counted = await createTestApp(dialect, { countQueries: true });
      try {
        const cook = await createCook(counted);
        const small = await createList(cook, 'Small');
        const big = await createList(cook, 'Big');
        const many = Array.from({ length: 15 }, (_, i) => ({
          name: `item ${i}`,
          quantity: 1,
          unit: 'g',
        }));
        for (let i = 0; i < 5; i += 1)
          await addMeal(cook, small.id, { name: `s${i}`, ingredients: many });
        for (let i = 0; i < 5; i += 1) {
          const batch = Array.from({ length: 10 }, (_, j) =>
            mealDraft({ name: `b${i}-${j}`, ingredients: many }),
          );
          expect((await cook.post(`/api/lists/${big.id}/meals`, { meals: batch })).status).toBe(
            201,
          );
        }
        const countOf = async (path: string) => {
          const response = await cook.get(path);
          expect(response.status).toBe(200);
          return Number(response.headers.get('x-query-count'));
        };
        const smallCount = await countOf(`/api/lists/${small.id}`);
        expect(smallCount).toBeGreaterThan(0);
        expect(await countOf(`/api/lists/${big.id}`)).toBe(smallCount);
        const bigList = (await getList(cook, big.id)) as ListDetail;
        expect(bigList.meals).toHaveLength(50);
        // Counted before anything else reads them: a read answered before is kept.
        expect(await countOf(`/api/lists/${big.id}/ingredients`)).toBe(
          await countOf(`/api/lists/${small.id}/ingredients`),
        );
        const { meals } = await ingredientsOf(cook, big.id);
        expect(meals).toHaveLength(50);
        expect(meals.every((m) => m.ingredients.length === 15)).toBe(true);
        // Session, the lists' versions (the tag), the lists.
        expect(await countOf('/api/lists')).toBeLessThanOrEqual(3);
        const mealId = bigList.meals[0]?.id as string;
        expect(await countOf(`/api/meals/${mealId}?listId=${big.id}`)).toBe(
          await countOf(`/api/meals/${bigList.meals[49]?.id}?listId=${big.id}`),
        );
      } finally {
        await counted.close();
      }
    });
  });
});
