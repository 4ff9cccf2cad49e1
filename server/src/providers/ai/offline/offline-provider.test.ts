import { mealDraftSchema } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import type { AiRecipe } from '../ai-provider.ts';
import { type FoodFamily, foodFamilies } from './food-families.ts';
import { createOfflineAiProvider, quantityText } from './offline-provider.ts';

/** A small seeded generator, so that a failure can be replayed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PROMPTS = [
  'a cozy dinner',
  'something with chicken',
  'quick pasta for tonight',
  'spicy curry',
  'breakfast with eggs',
  'a light summer salad',
  'comfort food for a rainy day',
  'kid-friendly tacos',
  'chocolate dessert',
  'noodle soup',
  'salmon',
  'beef stir-fry',
  'something with shrimp',
  'cheesy bake',
  'peanut noodles',
  'a party dip',
  'pork and rice',
  'lamb for the weekend',
  'high protein lunch',
  'xyzzy',
];

/** Each constraint as people write it, and what no served ingredient may contain. */
const CONSTRAINTS: [string, { families?: FoodFamily[]; words?: string[] }][] = [
  ['vegetarian', { families: ['meat', 'fish', 'shellfish', 'gelatin'] }],
  ['vegan', { families: ['meat', 'fish', 'shellfish', 'gelatin', 'dairy', 'egg', 'honey'] }],
  ['gluten-free', { families: ['gluten'] }],
  ['dairy free', { families: ['dairy'] }],
  ['nut-free', { families: ['tree-nut', 'peanut'] }],
  ['severe peanut allergy', { families: ['peanut'] }],
  ['no eggs', { families: ['egg'] }],
  ['shellfish allergy', { families: ['shellfish'] }],
  ['no fish or seafood', { families: ['fish', 'shellfish'] }],
  ['pescatarian', { families: ['meat'] }],
  ['no pork', { families: ['pork'] }],
  ['no red meat', { families: ['beef', 'lamb', 'pork'] }],
  ['halal', { families: ['pork', 'alcohol', 'gelatin'] }],
  ['soy-free', { families: ['soy'] }],
  ['sesame-free', { families: ['sesame'] }],
  ['no alcohol', { families: ['alcohol'] }],
  ['mild, not spicy', { families: ['chili'] }],
  ['no mushrooms', { words: ['mushroom'] }],
  ['no cilantro or onions', { words: ['cilantro', 'onion'] }],
  [
    'vegan, gluten-free and nut-free',
    { families: ['meat', 'dairy', 'egg', 'gluten', 'tree-nut', 'peanut'] },
  ],
];

function violations(recipe: AiRecipe, rule: { families?: FoodFamily[]; words?: string[] }) {
  return recipe.ingredients.flatMap((ingredient) => {
    const families = foodFamilies(ingredient.name);
    const badFamilies = (rule.families ?? []).filter((f) => families.has(f));
    const badWords = (rule.words ?? []).filter((w) => ingredient.name.toLowerCase().includes(w));
    return [...badFamilies, ...badWords].map(
      (bad) => `${recipe.name}: ${ingredient.name} (${bad})`,
    );
  });
}

describe('offline provider: dietary constraints', () => {
  it.each(CONSTRAINTS)('never serves a recipe that breaks "%s"', async (constraint, rule) => {
    const ai = createOfflineAiProvider({ random: seeded(constraint.length) });
    const served: AiRecipe[] = [];
    for (const prompt of PROMPTS) {
      // In a recipe description the constraint is part of the words...
      // (A refusal, when nothing fits, is fine; a recipe that breaks the rule is not.)
      const recipe = await ai.generateRecipe(`${prompt}, ${constraint}`).catch(() => null);
      if (recipe) served.push(recipe);
      // ...and in a plan it has its own field, with or without preferences.
      const plan = await ai
        .generatePlan({
          count: 7,
          preferences: prompt,
          dietaryConstraints: constraint,
          availableIngredients: 'chicken, peanuts, shrimp, butter, bread',
          surprise: prompt.length % 2 === 0,
        })
        .catch(() => []);
      served.push(...plan);
    }
    expect(served.length).toBeGreaterThan(PROMPTS.length * 2);
    expect(served.flatMap((recipe) => violations(recipe, rule))).toEqual([]);
  });

  it('says so when nothing in the collection fits, instead of breaking the constraint', async () => {
    const ai = createOfflineAiProvider();
    await expect(
      ai.generateRecipe('a vegan keto dinner, no soy, no eggplant and no cauliflower'),
    ).rejects.toMatchObject({ failure: 'invalid' });
    await expect(
      ai.generatePlan({
        count: 3,
        preferences: '',
        dietaryConstraints: 'vegan, keto, no soy, no eggplant, no cauliflower',
        availableIngredients: '',
        surprise: true,
      }),
    ).rejects.toMatchObject({ failure: 'invalid' });
  });
});

describe('offline provider: plans', () => {
  it.each([1, 2, 3, 4, 5, 6, 7])('gives exactly %i different, complete meals', async (count) => {
    const ai = createOfflineAiProvider({ random: seeded(count) });
    const plan = await ai.generatePlan({
      count,
      preferences: 'family dinners',
      dietaryConstraints: '',
      availableIngredients: '',
      surprise: false,
    });
    expect(plan).toHaveLength(count);
    expect(new Set(plan.map((r) => r.name)).size).toBe(count);
    for (const recipe of plan) {
      expect(mealDraftSchema.safeParse({ ...recipe, servings: 1, source: 'ai_list' }).success).toBe(
        true,
      );
      expect(recipe.directions.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('ranks recipes that use the available ingredients first', async () => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const ai = createOfflineAiProvider({ random: seeded(seed) });
      const plan = await ai.generatePlan({
        count: 3,
        preferences: 'dinner',
        dietaryConstraints: '',
        availableIngredients: 'red lentils\nvegetable stock',
        surprise: false,
      });
      const uses = (r: AiRecipe, item: string) => r.ingredients.some((i) => i.name.includes(item));
      // The first meal uses both, and the plan's meals use them more than any others would.
      const first = plan[0] as AiRecipe;
      expect(uses(first, 'red lentils') && uses(first, 'vegetable stock')).toBe(true);
      expect(plan.filter((r) => uses(r, 'red lentils')).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('follows the preferences and varies between calls', async () => {
    const ai = createOfflineAiProvider({ random: seeded(42) });
    const names = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const plan = await ai.generatePlan({
        count: 3,
        preferences: 'soup',
        dietaryConstraints: '',
        availableIngredients: '',
        surprise: false,
      });
      expect(plan.some((r) => /soup|pho|congee|fagioli/i.test(r.name))).toBe(true);
      for (const r of plan) names.add(r.name);
    }
    expect(names.size).toBeGreaterThan(4);
  });

  it('mixes cuisines in a Surprise Me plan', async () => {
    const ai = createOfflineAiProvider({ random: seeded(7) });
    const plan = await ai.generatePlan({
      count: 7,
      preferences: 'ignored in surprise mode',
      dietaryConstraints: '',
      availableIngredients: '',
      surprise: true,
    });
    expect(plan).toHaveLength(7);
    const names = plan.map((r) => r.name).join(' ');
    expect(names).not.toMatch(/ignored/);
  });
});

describe('offline provider: single recipes', () => {
  it('matches the words of the description', async () => {
    const ai = createOfflineAiProvider({ random: seeded(3) });
    expect((await ai.generateRecipe('a margherita pizza')).name).toBe('Margherita Pizza');
    expect((await ai.generateRecipe('something with salmon')).name).toMatch(/salmon/i);
    expect((await ai.generateRecipe('gluten-free noodles')).name).toMatch(
      /pho|pad thai|japchae|zucchini noodles/i,
    );
  });

  it('varies between calls for an open request', async () => {
    const ai = createOfflineAiProvider({ random: seeded(11) });
    const names = new Set<string>();
    for (let i = 0; i < 12; i += 1) names.add((await ai.generateRecipe('a tasty dinner')).name);
    expect(names.size).toBeGreaterThanOrEqual(4);
  });

  it('answers through the model parsing path: text quantities become numbers', async () => {
    const recipe = await createOfflineAiProvider({ random: seeded(1) }).generateRecipe(
      'overnight oats',
    );
    expect(recipe.name).toBe('Overnight Oats with Berries');
    expect(recipe.ingredients).toContainEqual({ name: 'soy milk', quantity: 1.25, unit: 'cup' });
    expect(recipe).toMatchObject({ servings: 2, cookTimeMinutes: 10, fridgeLifeDays: 3 });
  });

  it('declines the page jobs and stops when cancelled', async () => {
    const ai = createOfflineAiProvider();
    expect(await ai.recipeFromPage({ url: 'https://example.com', pageText: 'Soup' })).toBeNull();
    expect(
      await ai.directionsFromPage({
        url: 'https://example.com',
        pageText: 'Soup',
        name: 'Soup',
        ingredients: ['1 onion'],
      }),
    ).toBeNull();
    await expect(ai.generateRecipe('soup', AbortSignal.abort())).rejects.toMatchObject({
      failure: 'request',
    });
  });
});

describe('quantityText', () => {
  it.each([
    [1, '1'],
    [0.5, '1/2'],
    [1.5, '1 1/2'],
    [0.33, '1/3'],
    [0.66, '2/3'],
    [0.75, '3/4'],
    [1.25, '1 1/4'],
    [400, '400'],
    [0.1, '0.1'],
  ])('%s -> %s', (n, text) => {
    expect(quantityText(n)).toBe(text);
  });
});
