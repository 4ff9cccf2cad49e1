import {
  extractIngredientsFromText,
  ingredientFromLine,
  type ListNutrition,
  type MealDetail,
  type MealNutrition,
} from '@forkcast/core';
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
import { createTestApp, dialects, errorOf, type TestApp } from './support/test-app.ts';

const BUTTER_ID = '01145';
const SALTED_BUTTER_ID = '01001';

async function nutritionOf(cook: Client, mealId: string): Promise<MealNutrition> {
  const response = await cook.get(`/api/meals/${mealId}/nutrition`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { nutrition: MealNutrition }).nutrition;
}

async function ingredientIds(cook: Client, mealId: string): Promise<string[]> {
  const response = await cook.get(`/api/meals/${mealId}`);
  return ((await response.json()) as { meal: MealDetail }).meal.ingredients.map((i) => i.id);
}

describe.each(dialects)('nutrition on %s', (dialect) => {
  let t: TestApp;
  let owner: Cook;
  let member: Cook;
  let outsider: Cook;

  beforeAll(async () => {
    t = await createTestApp(dialect, { countQueries: true });
    [owner, member, outsider] = [
      await createCook(t, 'Nora Owner'),
      await createCook(t, 'Milo Member'),
      await createCook(t, 'Ozzy Outsider'),
    ];
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 to anyone signed out', async () => {
    const list = await createList(owner);
    const meal = await addMeal(owner, list.id);
    const [ingredientId] = await ingredientIds(owner, meal.id);
    const anon = stranger(t);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/meals/${meal.id}/nutrition`],
      ['PUT', `/api/meals/${meal.id}/ingredients/${ingredientId}/food`, { foodId: BUTTER_ID }],
      ['GET', '/api/foods?q=butter'],
      ['GET', `/api/lists/${list.id}/nutrition`],
      ['PUT', `/api/lists/${list.id}/people-eating`, { peopleEating: 3 }],
    ];
    for (const [method, path, body] of calls) {
      expect((await anon.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('computes a meal per serving from the food table, with coverage', async () => {
    const list = await createList(owner);
    const meal = await addMeal(owner, list.id, {
      servings: 2,
      ingredients: [
        { name: 'butter', quantity: 100, unit: 'g' },
        // A stored ingredient always has a quantity (decision 011): unknown foods are left out.
        { name: 'xyloquartz', quantity: 2, unit: 'tsp' },
        { name: 'unobtainium dust', quantity: 3, unit: 'tbsp' },
      ],
    });
    const n = await nutritionOf(owner, meal.id);
    expect(n.source).toBe('usda');
    // 100 g of unsalted butter is 717 kcal, shared by 2 servings.
    expect(n.perServing.kcal).toBe(Math.round(717 / 2));
    expect(n.coverage).toMatchObject({ counted: 1, of: 3, isReliable: false });
    expect(n.coverage.leftOut).toEqual(['xyloquartz', 'unobtainium dust']);
    expect(n.ingredients[0]).toMatchObject({ food: { id: BUTTER_ID }, grams: 100 });
    expect(n.credit).toBe('USDA SR28');
  });

  it('weighs an imported ingredient by the line it was read from, while it still reads so', async () => {
    const list = await createList(owner);
    // What an import stores: our reading of each line (1 where it has no amount), and the line.
    const lines = ['3 cups vegetable oil, for frying', '500 g chicken wings', 'Parmesan, to serve'];
    const ingredients = lines.flatMap((line) => {
      const read = ingredientFromLine(line);
      return read ? [{ ...read, originalLine: line }] : [];
    });
    expect(ingredients.map((i) => [i.name, i.quantity, i.unit])).toEqual([
      ['vegetable oil', 3, 'cup'],
      ['chicken wings', 500, 'g'],
      ['parmesan', 1, ''],
    ]);
    const meal = await addMeal(owner, list.id, { servings: 2, ingredients });
    const n = await nutritionOf(owner, meal.id);
    // The wings' meat (62% of 500 g), a tenth of it in oil, and no guessed Parmesan.
    expect(n.ingredients.map((i) => i.grams)).toEqual([31, 310, null]);
    expect(n.ingredients[0]?.line).toBe(lines[0]);
    expect(n.coverage.leftOut).toEqual(['parmesan']);
    // A line beside figures it does not give is not the ingredient's: the figures count.
    const edited = await addMeal(owner, list.id, {
      servings: 2,
      ingredients: [{ name: 'vegetable oil', quantity: 2, unit: 'tbsp', originalLine: lines[0] }],
    });
    const e = await nutritionOf(owner, edited.id);
    expect(e.ingredients[0]).toMatchObject({ grams: 27.2, line: '2 tbsp vegetable oil' });
  });

  it('weighs a meal from pasted text by its lines, as the text form sends them', async () => {
    const list = await createList(owner);
    const text = [
      'Tomato stew',
      '1 (14 oz) can tomatoes',
      '1/3 cup sugar',
      '- 500 g chicken wings',
      '2 cups vegetable oil, for frying',
    ].join('\n');
    // The form shows and sends amounts to two decimals (1/3 cup is 0.33), each unchanged row
    // with its line.
    const ingredients = extractIngredientsFromText(text).map((i) => ({
      ...i,
      quantity: Math.round(i.quantity * 100) / 100,
    }));
    expect(ingredients.map((i) => [i.quantity, i.unit, i.originalLine])).toEqual([
      [1, 'can', '1 (14 oz) can tomatoes'],
      [0.33, 'cup', '1/3 cup sugar'],
      [500, 'g', '500 g chicken wings'],
      [2, 'cup', '2 cups vegetable oil, for frying'],
    ]);
    const meal = await addMeal(owner, list.id, { servings: 2, source: 'text', ingredients });
    const detail = (await (await owner.get(`/api/meals/${meal.id}`)).json()) as {
      meal: MealDetail;
    };
    expect(detail.meal.ingredients.map((i) => i.originalLine)).toEqual(
      ingredients.map((i) => i.originalLine),
    );
    const n = await nutritionOf(owner, meal.id);
    expect(n.ingredients.map((i) => i.line)).toEqual(ingredients.map((i) => i.originalLine));
    const [tomatoes, sugar, wings, oil] = n.ingredients;
    // A 14 oz can is 397 g; '1 can' alone is the typical 400 g can.
    expect(tomatoes?.grams).toBeCloseTo(397, 0);
    expect(sugar?.grams).toBeCloseTo(200 / 3, 0);
    // The wings' meat (62% of 500 g), and the oil the food takes up: a tenth of the rest.
    expect(wings?.grams).toBe(310);
    expect(oil?.grams).toBeLessThan(100);
    // A row the cook changed is sent without its line, and weighed by its figures.
    const edited = await addMeal(owner, list.id, {
      servings: 2,
      source: 'text',
      ingredients: [{ name: 'tomatoes', quantity: 1, unit: 'can' }],
    });
    expect((await nutritionOf(owner, edited.id)).ingredients[0]?.grams).toBe(400);
  });

  it('falls back to the spec estimate only when no ingredient matches', async () => {
    const list = await createList(owner);
    const meal = await addMeal(owner, list.id, {
      ingredients: [{ name: 'unobtainium dust', quantity: 1, unit: 'cup' }],
    });
    const n = await nutritionOf(owner, meal.id);
    expect(n.source).toBe('estimate');
    expect(n.perServing.kcal).toBe(120);
  });

  it('lets the creator choose a food for an ingredient, and go back to the match', async () => {
    const list = await createList(owner);
    const meal = await addMeal(owner, list.id, {
      servings: 1,
      ingredients: [{ name: 'butter', quantity: 100, unit: 'g' }],
    });
    const [ingredientId] = await ingredientIds(owner, meal.id);
    const path = `/api/meals/${meal.id}/ingredients/${ingredientId}/food`;
    const chosen = await owner.put(path, { foodId: SALTED_BUTTER_ID });
    expect(chosen.status).toBe(200);
    const body = ((await chosen.json()) as { nutrition: MealNutrition }).nutrition;
    expect(body.ingredients[0]).toMatchObject({ food: { id: SALTED_BUTTER_ID }, isChosen: true });
    // Salted butter carries 643 mg of sodium per 100 g.
    expect(body.perServing.sodium).toBe(643);
    // The choice is kept, and read back by anyone who can see the meal.
    expect((await nutritionOf(owner, meal.id)).ingredients[0]?.food?.id).toBe(SALTED_BUTTER_ID);
    // It survives an edit of the ingredient list (rows are replaced).
    await owner.put(`/api/meals/${meal.id}/ingredients`, {
      ingredients: [
        { name: 'butter', quantity: 50, unit: 'g' },
        { name: 'sugar', quantity: 1, unit: 'cup' },
      ],
    });
    expect((await nutritionOf(owner, meal.id)).ingredients[0]?.food?.id).toBe(SALTED_BUTTER_ID);
    const [newId] = await ingredientIds(owner, meal.id);
    const reset = await owner.put(`/api/meals/${meal.id}/ingredients/${newId}/food`, {
      foodId: null,
    });
    expect(reset.status).toBe(200);
    expect((await nutritionOf(owner, meal.id)).ingredients[0]).toMatchObject({
      food: { id: BUTTER_ID },
      isChosen: false,
    });
  });

  it('refuses a food choice from anyone but the creator', async () => {
    const list = await createList(owner);
    await share(owner, list.id, member);
    const meal = await addMeal(owner, list.id);
    const [ingredientId] = await ingredientIds(owner, meal.id);
    const path = `/api/meals/${meal.id}/ingredients/${ingredientId}/food`;
    const byMember = await member.put(path, { foodId: BUTTER_ID });
    expect(byMember.status).toBe(403);
    const byOutsider = await outsider.put(path, { foodId: BUTTER_ID });
    expect(byOutsider.status).toBe(404);
    expect((await stranger(t).put(path, { foodId: BUTTER_ID })).status).toBe(401);
    // Members read the nutrition; outsiders do not.
    expect((await member.get(`/api/meals/${meal.id}/nutrition`)).status).toBe(200);
    expect((await outsider.get(`/api/meals/${meal.id}/nutrition`)).status).toBe(404);
    expect((await nutritionOf(owner, meal.id)).ingredients[0]?.isChosen).toBe(false);
  });

  it('answers a bad food id with a 400 and changes nothing', async () => {
    const list = await createList(owner);
    const meal = await addMeal(owner, list.id);
    const [ingredientId] = await ingredientIds(owner, meal.id);
    const path = `/api/meals/${meal.id}/ingredients/${ingredientId}/food`;
    for (const foodId of ['99999', 'butter', '', 12, undefined]) {
      const response = await owner.put(path, { foodId });
      expect(response.status, String(foodId)).toBe(400);
      expect((await errorOf(response)).message).toBe('Choose a food from the list.');
    }
    const unknownIngredient = await owner.put(`/api/meals/${meal.id}/ingredients/nope/food`, {
      foodId: BUTTER_ID,
    });
    expect(unknownIngredient.status).toBe(404);
    expect((await nutritionOf(owner, meal.id)).ingredients.every((i) => !i.isChosen)).toBe(true);
  });

  it('finds and accepts a stand-in mixed from SR28 rows like any food (decision 044)', async () => {
    const found = (await (await owner.get('/api/foods?q=mascarpone')).json()) as {
      foods: { id: string; name: string }[];
    };
    expect(found.foods[0]?.id).toBe('900002');
    const list = await createList(owner);
    const meal = await addMeal(owner, list.id, {
      servings: 1,
      ingredients: [{ name: 'cream cheese', quantity: 100, unit: 'g' }],
    });
    const [ingredientId] = await ingredientIds(owner, meal.id);
    const chosen = await owner.put(`/api/meals/${meal.id}/ingredients/${ingredientId}/food`, {
      foodId: '900002',
    });
    expect(chosen.status).toBe(200);
    const body = ((await chosen.json()) as { nutrition: MealNutrition }).nutrition;
    expect(body.ingredients[0]).toMatchObject({ food: { id: '900002' }, isChosen: true });
    // 4/5 heavy cream and 1/5 butter: 415 kcal per 100 g.
    expect(body.perServing.kcal).toBe(415);
    // A six-digit id that is no stand-in is still refused.
    const bad = await owner.put(`/api/meals/${meal.id}/ingredients/${ingredientId}/food`, {
      foodId: '900099',
    });
    expect(bad.status).toBe(400);
  });

  it('searches foods by words, plain foods first', async () => {
    const response = await owner.get('/api/foods?q=butter%20salted');
    const { foods } = (await response.json()) as { foods: { id: string; name: string }[] };
    expect(foods[0]).toEqual({ id: SALTED_BUTTER_ID, name: 'Butter, salted' });
    const none = (await (await owner.get('/api/foods?q=b')).json()) as { foods: unknown[] };
    expect(none.foods).toEqual([]);
  });

  it('gives a list its per-serving figures and people eating in constant queries', async () => {
    const list = await createList(owner);
    await share(owner, list.id, member);
    const path = `/api/lists/${list.id}/nutrition`;
    await addMeal(owner, list.id);
    const few = await owner.get(path);
    for (let i = 0; i < 4; i += 1) await addMeal(owner, list.id, { name: `Soup ${i}` });
    const many = await owner.get(path);
    expect(Number(few.headers.get('x-query-count'))).toBeGreaterThan(0);
    expect(many.headers.get('x-query-count')).toBe(few.headers.get('x-query-count'));
    const body = ((await many.json()) as { nutrition: ListNutrition }).nutrition;
    expect(body.meals).toHaveLength(5);
    // Default: the members count.
    expect(body).toMatchObject({ peopleEating: 2, isPeopleEatingSet: false });
    expect(body.meals[0]?.perServing.kcal).toBeGreaterThan(0);
    expect((await outsider.get(path)).status).toBe(404);
  });

  it('stores people eating for members, validated', async () => {
    const list = await createList(owner);
    await share(owner, list.id, member);
    const path = `/api/lists/${list.id}/people-eating`;
    const set = await member.put(path, { peopleEating: 4 });
    expect(set.status).toBe(200);
    expect(((await set.json()) as { nutrition: ListNutrition }).nutrition).toMatchObject({
      peopleEating: 4,
      isPeopleEatingSet: true,
    });
    for (const peopleEating of [0, 51, 2.5, '3']) {
      const bad = await owner.put(path, { peopleEating });
      expect(bad.status, String(peopleEating)).toBe(400);
    }
    expect((await outsider.put(path, { peopleEating: 3 })).status).toBe(404);
    const reset = await owner.put(path, { peopleEating: null });
    expect(((await reset.json()) as { nutrition: ListNutrition }).nutrition.peopleEating).toBe(2);
  });

  it("moves the list's version on a people-eating change or a food choice, not on a refusal", async () => {
    expect((await member.get(`/api/lists/${(await createList(owner)).id}/nutrition`)).status).toBe(
      404,
    );
    const list = await createList(owner);
    const meal = await addMeal(owner, list.id, {
      ingredients: [{ name: 'butter', quantity: 100, unit: 'g' }],
    });
    // The schedule's totals are read with the list's version as their tag: a 304 until it moves.
    const read = `/api/lists/${list.id}/nutrition`;
    const tagNow = async () => (await owner.get(read)).headers.get('etag') ?? '';
    const isUnchangedSince = async (tag: string) =>
      (await owner.get(read, { 'if-none-match': tag })).status === 304;

    let tag = await tagNow();
    expect(await isUnchangedSince(tag)).toBe(true);
    expect(
      (await owner.put(`/api/lists/${list.id}/people-eating`, { peopleEating: 0 })).status,
    ).toBe(400);
    expect(await isUnchangedSince(tag)).toBe(true);
    expect(
      (await owner.put(`/api/lists/${list.id}/people-eating`, { peopleEating: 3 })).status,
    ).toBe(200);
    expect(await isUnchangedSince(tag)).toBe(false);

    tag = await tagNow();
    const ingredientId = meal.ingredients[0]?.id ?? '';
    const choose = (foodId: string | null) =>
      owner.put(`/api/meals/${meal.id}/ingredients/${ingredientId}/food`, { foodId });
    expect((await choose('99999')).status).toBe(400);
    expect(await isUnchangedSince(tag)).toBe(true);
    expect((await choose(BUTTER_ID)).status).toBe(200);
    expect(await isUnchangedSince(tag)).toBe(false);
  });
});
