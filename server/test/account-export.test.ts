import type { ImportJob, ListDetail, ListSummary, MealDetail } from '@forkcast/core';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealDraft } from './support/factories.ts';
import { type Cook, createCook, form, json, picture } from './support/social-fixtures.ts';
import { createTestApp, dialects, ORIGIN, type TestApp } from './support/test-app.ts';

describe.each(dialects)('account export on %s', (dialect) => {
  let t: TestApp;
  let cook: Cook;
  let friend: Cook;
  const lists: ListSummary[] = [];
  /** The food chosen for the pancakes' flour. */
  let flourFood = '';

  async function newList(who: Cook, name: string) {
    const list = (await json<{ list: ListSummary }>(who.send('POST', '/api/lists', { name }), 201))
      .list;
    return list;
  }

  async function addMeals(who: Cook, listId: string, meals: ReturnType<typeof mealDraft>[]) {
    return (
      await json<{ meals: { id: string }[] }>(
        who.send('POST', `/api/lists/${listId}/meals`, { meals }),
        201,
      )
    ).meals;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cook = await createCook(t, 'Exporting Cook');
    friend = await createCook(t, 'Friendly Cook');
    // A stored picture, as an upload would have left it.
    const webp = await sharp(await picture('png', 60, 40))
      .webp()
      .toBuffer();
    const pictureUrl = await t.uploads.storage.put('posts/exportpicture1.webp', webp, 'image/webp');
    lists.push(await newList(cook, 'Weeknights'), await newList(cook, 'Sundays'));
    const [soup, pancakesMeal] = await addMeals(cook, lists[0]?.id as string, [
      mealDraft({ name: 'Tomato soup', imageUrl: pictureUrl }),
      mealDraft({
        name: 'Pancakes',
        // As an import leaves them: the lines as the recipe wrote them beside what was read.
        ingredients: [
          {
            name: 'flour',
            quantity: 200,
            unit: 'g',
            originalLine: '200 g flour, sifted (see note*)',
          },
          { name: 'milk', quantity: 0.5, unit: 'l', originalLine: '½ l whole milk' },
          { name: 'salt', quantity: 1, unit: 'pinch' },
        ],
        directions: ['Whisk.', 'Fry thin.'],
        source: 'https://example.com/pancakes',
      }),
    ]);
    // The cook chose the food the flour of the pancakes counts as.
    const pancakes = (
      await json<{ meal: MealDetail }>(cook.send('GET', `/api/meals/${pancakesMeal?.id}`))
    ).meal;
    const { foods } = await json<{ foods: { id: string }[] }>(
      cook.send('GET', '/api/foods?q=flour'),
    );
    await json(
      cook.send(
        'PUT',
        `/api/meals/${pancakes.id}/ingredients/${pancakes.ingredients.find((i) => i.name === 'flour')?.id}/food`,
        { foodId: foods[0]?.id },
      ),
      200,
    );
    flourFood = foods[0]?.id ?? '';
    const [roast] = await addMeals(cook, lists[1]?.id as string, [
      mealDraft({ name: 'Roast', directions: ['Roast it.'] }),
    ]);
    await json(cook.send('POST', `/api/lists/${lists[1]?.id}/items`, { mealIds: [soup?.id] }), 200);
    // The week's plan: the soup is cooked on Tuesday for 6 in one list and eaten on Sunday in
    // the other; the roast is eaten on Saturday.
    const place = (listId: string | undefined, mealId: string | undefined, change: object) =>
      json(cook.send('PATCH', `/api/lists/${listId}/items/${mealId}`, change), 200);
    await place(lists[0]?.id, soup?.id, { servings: 6, schedule: { day: 2, type: 'cook' } });
    await place(lists[1]?.id, soup?.id, { schedule: { day: 0, type: 'eat' } });
    await place(lists[1]?.id, roast?.id, { schedule: { day: 6, type: 'eat' } });
    await json(
      cook.send('POST', `/api/lists/${lists[0]?.id}/members`, { username: friend.username }),
      201,
    );
    await json(friend.send('PUT', `/api/profiles/${cook.id}/follow`), 200);
    await json(cook.send('PUT', `/api/profiles/${friend.id}/follow`), 200);
    const post = await json<{ id: string }>(
      cook.send('POST', '/api/posts', form({ text: 'Soup night', mealId: soup?.id as string })),
      201,
    );
    await json(cook.send('POST', `/api/posts/${post.id}/comments`, { text: 'So good' }), 201);
    await json(friend.send('PUT', `/api/posts/${post.id}/like`), 200);
    await json(cook.send('PUT', `/api/posts/${post.id}/like`), 200);
    await json(cook.send('PUT', `/api/posts/${post.id}/save`), 200);
    // Five people eat from Weeknights.
    await json(
      cook.send('PUT', `/api/lists/${lists[0]?.id}/people-eating`, { peopleEating: 5 }),
      200,
    );
    // The shopping state: a line ticked, and an item added by hand.
    await json(
      cook.send('PUT', `/api/lists/${lists[0]?.id}/shopping/lines`, {
        scope: 'all',
        key: 'flour',
        checked: true,
      }),
      200,
    );
    await json(
      cook.send('POST', `/api/lists/${lists[0]?.id}/shopping/items`, {
        scope: 'all',
        name: 'Bread',
        quantity: 2,
        unit: 'loaf',
      }),
      201,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  async function download(who: Cook, path: string) {
    const response = await who.send('GET', path);
    expect(response.status).toBe(200);
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  it('streams the whole account as a zip with forkcast.json and the pictures', async () => {
    const { response, bytes } = await download(cook, '/api/export');
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="forkcast-export-/,
    );
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([
      'forkcast.json',
      'pictures/posts/exportpicture1.webp',
    ]);
    const data = JSON.parse(strFromU8(files['forkcast.json'] as Uint8Array));
    expect(data.version).toBe(1);
    expect(data.profile).toMatchObject({ username: cook.username, email: expect.any(String) });
    expect(data.lists.map((l: { name: string }) => l.name)).toEqual(['Weeknights', 'Sundays']);
    expect(data.lists[0].members.map((m: { username: string }) => m.username).sort()).toEqual(
      [cook.username, friend.username].sort(),
    );
    expect(data.lists[1].items).toHaveLength(2);
    // The schedule and servings of each list, and the shopping state.
    expect(data.lists[1].items).toContainEqual(
      expect.objectContaining({ servings: 2, schedule: { day: 6, type: 'eat' } }),
    );
    expect(
      data.lists[0].shopping.map(
        (s: { lineKey: string | null; name: string | null; checked: boolean }) => [
          s.lineKey,
          s.name,
          s.checked,
        ],
      ),
    ).toEqual(
      expect.arrayContaining([
        ['flour', null, true],
        [null, 'Bread', false],
      ]),
    );
    expect(data.likes.posts).toHaveLength(1);
    expect(data.lists.map((l: { peopleEating: number | null }) => l.peopleEating)).toEqual([
      5,
      null,
    ]);
    expect(data.meals.map((m: { name: string }) => m.name).sort()).toEqual([
      'Pancakes',
      'Roast',
      'Tomato soup',
    ]);
    const pancakes = data.meals.find((m: { name: string }) => m.name === 'Pancakes');
    expect(pancakes.ingredients).toEqual([
      { name: 'flour', quantity: 200, unit: 'g', originalLine: '200 g flour, sifted (see note*)' },
      { name: 'milk', quantity: 0.5, unit: 'l', originalLine: '½ l whole milk' },
      { name: 'salt', quantity: 1, unit: 'pinch', originalLine: null },
    ]);
    expect(pancakes.directions).toEqual(['Whisk.', 'Fry thin.']);
    expect(pancakes.foodChoices).toEqual([{ ingredientKey: 'flour', foodId: flourFood }]);
    expect(data.posts).toHaveLength(1);
    expect(data.comments.map((c: { text: string }) => c.text)).toEqual(['So good']);
    expect(data.saves.posts).toHaveLength(1);
    expect(data.follows.following.map((f: { username: string }) => f.username)).toEqual([
      friend.username,
    ]);
    expect(data.follows.followers.map((f: { username: string }) => f.username)).toEqual([
      friend.username,
    ]);
  });

  it('round-trips: importing the export into a fresh account gives the same lists, meals, pictures and schedule', async () => {
    const { bytes } = await download(cook, '/api/export');
    const fresh = await createCook(t, 'Fresh Cook');
    const started = await json<{ import: ImportJob }>(
      fresh.send(
        'POST',
        '/api/imports',
        form(
          { newListName: '' },
          { field: 'file', bytes, name: 'forkcast-export.zip', type: 'application/zip' },
        ),
      ),
      202,
    );
    await t.importsIdle();
    const job = (
      await json<{ import: ImportJob }>(fresh.send('GET', `/api/imports/${started.import.id}`))
    ).import;
    expect(job).toMatchObject({ status: 'done', format: 'forkcast', total: 3, done: 3, failed: 0 });

    async function snapshot(who: Cook) {
      const summaries = (await json<{ lists: ListSummary[] }>(who.send('GET', '/api/lists'))).lists;
      const out = [];
      for (const summary of [...summaries].sort((a, b) => a.name.localeCompare(b.name))) {
        const list = (await json<{ list: ListDetail }>(who.send('GET', `/api/lists/${summary.id}`)))
          .list;
        const meals = [];
        for (const meal of [...list.meals].sort((a, b) => a.name.localeCompare(b.name))) {
          const detail = (
            await json<{ meal: MealDetail }>(
              who.send('GET', `/api/meals/${meal.id}?listId=${list.id}`),
            )
          ).meal;
          let pictureSize = null;
          if (detail.imageUrl) {
            const key = t.uploads.storage.keyOf(detail.imageUrl) as string;
            const stored = await t.uploads.storage.get(key);
            const meta = await sharp(stored?.body).metadata();
            pictureSize = [meta.width, meta.height];
          }
          meals.push({
            name: detail.name,
            description: detail.description,
            servings: detail.servings,
            schedule: [detail.scheduledDay, detail.scheduledType],
            ingredients: detail.ingredients.map(({ name, quantity, unit, originalLine }) => ({
              name,
              quantity,
              unit,
              originalLine,
            })),
            directions: detail.directions,
            source: detail.source,
            pictureSize,
          });
        }
        const { nutrition } = await json<{
          nutrition: { peopleEating: number; isPeopleEatingSet: boolean };
        }>(who.send('GET', `/api/lists/${summary.id}/nutrition`));
        out.push({
          name: list.name,
          peopleEating: nutrition.isPeopleEatingSet ? nutrition.peopleEating : null,
          meals,
        });
      }
      return out;
    }
    const before = await snapshot(cook);
    const soups = before.map((list) => list.meals.find((m) => m.name === 'Tomato soup'));
    expect(soups[1]?.pictureSize).toEqual([60, 40]);
    // What is compared: Sundays, then Weeknights.
    expect(soups.map((m) => [m?.servings, m?.schedule])).toEqual([
      [2, [0, 'eat']],
      [6, [2, 'cook']],
    ]);
    expect(await snapshot(fresh)).toEqual(before);

    // The original ingredient lines came along too: the fresh account's export has them.
    const ingredientsOf = async (who: Cook) => {
      const data = JSON.parse(
        strFromU8(
          unzipSync((await download(who, '/api/export')).bytes)['forkcast.json'] as Uint8Array,
        ),
      ) as { meals: { name: string; ingredients: unknown[] }[] };
      return data.meals
        .map((m) => ({ name: m.name, ingredients: m.ingredients }))
        .sort((a, b) => a.name.localeCompare(b.name));
    };
    const lines = await ingredientsOf(fresh);
    expect(lines.find((m) => m.name === 'Pancakes')?.ingredients).toContainEqual({
      name: 'flour',
      quantity: 200,
      unit: 'g',
      originalLine: '200 g flour, sifted (see note*)',
    });
    expect(lines).toEqual(await ingredientsOf(cook));
  });

  it('exports the recipes alone as JSON-LD and as Markdown files', async () => {
    const jsonld = await download(cook, '/api/export/recipes?format=jsonld');
    expect(jsonld.response.headers.get('content-type')).toBe('application/ld+json');
    const recipes = JSON.parse(strFromU8(jsonld.bytes));
    expect(recipes.map((r: { name: string }) => r.name).sort()).toEqual([
      'Pancakes',
      'Roast',
      'Tomato soup',
    ]);
    const pancakes = recipes.find((r: { name: string }) => r.name === 'Pancakes');
    expect(pancakes).toMatchObject({
      '@type': 'Recipe',
      // The recipe's own lines where they were kept.
      recipeIngredient: ['200 g flour, sifted (see note*)', '½ l whole milk', '1 pinch salt'],
      url: 'https://example.com/pancakes',
    });

    // Our own picture by its full address, which a reader elsewhere can fetch.
    const soup = recipes.find((r: { name: string }) => r.name === 'Tomato soup');
    expect(soup.image).toBe(`${ORIGIN}/uploads/posts/exportpicture1.webp`);
    expect((await t.app.request(soup.image.replace(ORIGIN, ''))).status).toBe(200);
    expect(pancakes.image).toBeUndefined();

    const markdown = await download(cook, '/api/export/recipes?format=markdown');
    const files = unzipSync(markdown.bytes);
    // The picture travels in the zip beside its recipe, which shows it.
    expect(Object.keys(files).sort()).toEqual([
      'images/tomato-soup.webp',
      'pancakes.md',
      'roast.md',
      'tomato-soup.md',
    ]);
    expect(strFromU8(files['tomato-soup.md'] as Uint8Array)).toContain(
      '# Tomato soup\n\n![Tomato soup](<images/tomato-soup.webp>)\n',
    );
    expect((await sharp(files['images/tomato-soup.webp'] as Uint8Array).metadata()).width).toBe(60);
    expect(strFromU8(files['pancakes.md'] as Uint8Array)).not.toContain('![');
    expect(strFromU8(files['pancakes.md'] as Uint8Array)).toContain('# Pancakes\n');
    expect(strFromU8(files['pancakes.md'] as Uint8Array)).toContain(
      '- 200 g flour, sifted (see note*)\n',
    );
    expect(strFromU8(files['pancakes.md'] as Uint8Array)).toContain('2. Fry thin.\n');

    const bad = await cook.send('GET', '/api/export/recipes?format=pdf');
    expect(bad.status).toBe(400);
  });

  it('exports nothing of another account, and nothing to a visitor', async () => {
    const { bytes } = await download(friend, '/api/export');
    const data = JSON.parse(strFromU8(unzipSync(bytes)['forkcast.json'] as Uint8Array));
    // The friend is a member of Weeknights only: its meals, not Sundays' Roast.
    expect(data.lists.map((l: { name: string }) => l.name)).toEqual(['Weeknights']);
    expect(data.meals.map((m: { name: string }) => m.name).sort()).toEqual([
      'Pancakes',
      'Tomato soup',
    ]);
    expect(data.posts).toEqual([]);
    const visitor = await t.app.request('/api/export');
    expect(visitor.status).toBe(401);
  });
});
