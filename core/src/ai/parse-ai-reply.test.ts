import { describe, expect, it } from 'vitest';
import { mealDraftSchema } from '../schemas/meals.ts';
import { DEFAULT_RECIPE_NAME, NO_DIRECTIONS } from './ai-recipe.ts';
import {
  isUsableRecipe,
  parseDirectionsReply,
  parsePageRecipeReply,
  parsePlanReply,
  parseRecipeReply,
} from './parse-ai-reply.ts';

const lemonChicken = {
  name: 'Lemon Herb Chicken',
  description: 'Juicy chicken thighs with lemon, garlic and thyme.',
  servings: 4,
  cookTimeMinutes: 40,
  fridgeLifeDays: 3,
  ingredients: [
    { name: 'chicken thighs', quantity: '1 1/2', unit: 'lb' },
    { name: 'lemon', quantity: '1', unit: '' },
    { name: 'olive oil', quantity: '2', unit: 'tbsp' },
    { name: 'fresh thyme', quantity: '\u00bd', unit: 'tsp' },
  ],
  directions: [
    'Heat the oven to 425\u00b0F.',
    'Toss the chicken with oil, lemon juice and thyme.',
    'Roast for 35 minutes.',
    'Rest for 5 minutes and serve.',
    'Spoon the pan juices over the top.',
  ],
};

const veggieCurry = {
  name: 'Chickpea Spinach Curry',
  description: 'A quick weeknight curry.',
  ingredients: [
    { name: 'chickpeas', quantity: '2', unit: 'cans' },
    { name: 'spinach', quantity: '4', unit: 'cups' },
  ],
  directions: ['Simmer the chickpeas in the sauce.', 'Stir in the spinach.'],
};

describe('parseRecipeReply', () => {
  it('reads a bare JSON object and turns text quantities into numbers', () => {
    const recipe = parseRecipeReply(JSON.stringify(lemonChicken));
    expect(recipe.name).toBe('Lemon Herb Chicken');
    expect(recipe.servings).toBe(4);
    expect(recipe.cookTimeMinutes).toBe(40);
    expect(recipe.fridgeLifeDays).toBe(3);
    expect(recipe.ingredients).toEqual([
      { name: 'chicken thighs', quantity: 1.5, unit: 'lb' },
      { name: 'lemon', quantity: 1, unit: '' },
      { name: 'olive oil', quantity: 2, unit: 'tbsp' },
      { name: 'fresh thyme', quantity: 0.5, unit: 'tsp' },
    ]);
    expect(recipe.directions).toHaveLength(5);
  });

  it('reads a fenced block wrapped in prose', () => {
    const reply = `Sure! Here's a cozy dinner for you:\n\n\`\`\`json\n${JSON.stringify(lemonChicken, null, 2)}\n\`\`\`\n\nEnjoy your meal! Let me know if you want {variations}.`;
    expect(parseRecipeReply(reply).name).toBe('Lemon Herb Chicken');
  });

  it('skips the notes of a reasoning model', () => {
    const reply = `<think>The user wants {"name": "wrong"}... let me think.</think>\n${JSON.stringify(lemonChicken)}`;
    expect(parseRecipeReply(reply).name).toBe('Lemon Herb Chicken');
  });

  it('unwraps {"recipe": {...}} and one-item arrays', () => {
    expect(parseRecipeReply(JSON.stringify({ recipe: lemonChicken })).name).toBe(
      'Lemon Herb Chicken',
    );
    expect(parseRecipeReply(JSON.stringify([lemonChicken])).name).toBe('Lemon Herb Chicken');
  });

  it('keeps what came before the cut when the model ran out of tokens', () => {
    const full = JSON.stringify(lemonChicken);
    const cut = full.slice(0, full.indexOf('Roast for'));
    const recipe = parseRecipeReply(cut);
    expect(recipe.name).toBe('Lemon Herb Chicken');
    expect(recipe.ingredients).toHaveLength(4);
    expect(recipe.directions).toEqual([
      'Heat the oven to 425\u00b0F.',
      'Toss the chicken with oil, lemon juice and thyme.',
    ]);
  });

  it('accepts trailing commas, numeric quantities, quantities with the unit inside and word amounts', () => {
    const reply = `{
      "name": "**Pancakes**",
      "ingredients": [
        {"name": "flour", "quantity": 2, "unit": "cups",},
        {"name": "milk", "quantity": "1 1/4 cups", "unit": ""},
        {"name": "eggs", "quantity": "two"},
        {"name": "salt", "quantity": "to taste", "unit": ""},
        {"name": "blueberries", "quantity": "1-2", "unit": "cups"},
      ],
      "directions": ["1. Whisk.", "Step 2: Fry.", "   ", "- Serve warm.", "10-minute rest, then 1.5 cups go on top."],
    }`;
    const recipe = parseRecipeReply(reply);
    expect(recipe.name).toBe('Pancakes');
    expect(recipe.ingredients).toEqual([
      { name: 'flour', quantity: 2, unit: 'cups' },
      { name: 'milk', quantity: 1.25, unit: 'cups' },
      { name: 'eggs', quantity: 2, unit: '' },
      { name: 'salt', quantity: 1, unit: '' },
      { name: 'blueberries', quantity: 1, unit: 'cups' },
    ]);
    expect(recipe.directions).toEqual([
      'Whisk.',
      'Fry.',
      'Serve warm.',
      '10-minute rest, then 1.5 cups go on top.',
    ]);
  });

  it('reads ingredients given as lines and directions given as one text', () => {
    const recipe = parseRecipeReply(
      JSON.stringify({
        title: 'Garlic Bread',
        ingredients: ['1 baguette', '3 cloves garlic, minced', '4 tbsp butter'],
        instructions: '1. Mix the butter and garlic.\n2. Spread on the bread.\n3. Bake.',
        cookTime: '1 hour 15 minutes',
      }),
    );
    expect(recipe.name).toBe('Garlic Bread');
    expect(recipe.ingredients.map((i) => [i.quantity, i.unit, i.name])).toEqual([
      [1, '', 'baguette'],
      [3, 'clove', 'garlic'],
      [4, 'tbsp', 'butter'],
    ]);
    expect(recipe.directions).toEqual([
      'Mix the butter and garlic.',
      'Spread on the bread.',
      'Bake.',
    ]);
    expect(recipe.cookTimeMinutes).toBe(75);
  });

  it('falls back to the text parser when the reply is a recipe in prose', () => {
    const reply = [
      "Sure! Here's something tasty:",
      '',
      '## Tomato Basil Soup',
      'A silky soup for cold evenings.',
      '',
      '**Ingredients:**',
      '- 2 tbsp olive oil',
      '- 1 onion, chopped',
      '- 800 g canned tomatoes',
      '- Salt to taste',
      '',
      '**Instructions:**',
      '1. Soften the onion in the oil.',
      '2. Add the tomatoes and simmer for 20 minutes.',
      '3. Blend until smooth.',
      '',
      'Enjoy!',
    ].join('\n');
    const recipe = parseRecipeReply(reply);
    expect(recipe.name).toBe('Tomato Basil Soup');
    expect(recipe.description).toBe('A silky soup for cold evenings.');
    expect(recipe.ingredients.map((i) => i.name)).toEqual([
      'olive oil',
      'onion',
      'canned tomatoes',
      'salt',
    ]);
    expect(recipe.ingredients[2]).toMatchObject({ quantity: 800, unit: 'g' });
    expect(recipe.directions).toEqual([
      'Soften the onion in the oil.',
      'Add the tomatoes and simmer for 20 minutes.',
      'Blend until smooth.',
    ]);
  });

  it('gives the placeholder with "No directions available." when nothing can be read', () => {
    for (const reply of [
      "I'm sorry, but I can't help with that.",
      '',
      '{"name": "Stew", "ingredients": [',
      'null',
    ]) {
      const recipe = parseRecipeReply(reply);
      expect(recipe).toEqual({
        name: DEFAULT_RECIPE_NAME,
        description: '',
        ingredients: [],
        directions: [NO_DIRECTIONS],
      });
    }
  });

  it('adds "No directions available." to a recipe that came without steps', () => {
    const recipe = parseRecipeReply(JSON.stringify({ ...lemonChicken, directions: [] }));
    expect(recipe.directions).toEqual([NO_DIRECTIONS]);
  });

  it("lifts a cook time under the spec's 5 minutes to 5, so the meal can be added", () => {
    const recipe = parseRecipeReply(JSON.stringify({ ...lemonChicken, cookTimeMinutes: 3 }));
    expect(recipe.cookTimeMinutes).toBe(5);
    expect(mealDraftSchema.safeParse({ ...recipe, source: 'ai' }).success).toBe(true);
  });

  it('cleans and caps what the model sends, so the result passes the meal schema', () => {
    const reply = JSON.stringify({
      name: `Evil\u202e name ${'x'.repeat(400)}`,
      description: 'd'.repeat(5000),
      servings: 500,
      cookTimeMinutes: -3,
      fridgeLifeDays: 'forever',
      imageUrl: 'javascript:alert(1)',
      ingredients: [
        { name: 'flour', quantity: '1e9', unit: 'u'.repeat(80) },
        { name: '', quantity: '1' },
        ...Array.from({ length: 150 }, (_, i) => ({ name: `item ${i}`, quantity: '1' })),
      ],
      directions: ['s'.repeat(3000), ...Array.from({ length: 150 }, (_, i) => `Step ${i}`)],
    });
    const recipe = parseRecipeReply(reply);
    expect(recipe.name).not.toContain('\u202e');
    expect(recipe.name.length).toBeLessThanOrEqual(200);
    expect(recipe.servings).toBe(20);
    expect(recipe.cookTimeMinutes).toBeUndefined();
    expect(recipe.fridgeLifeDays).toBeUndefined();
    expect(recipe.imageUrl).toBeUndefined();
    const draft = mealDraftSchema.safeParse({ ...recipe, source: 'ai' });
    expect(draft.success).toBe(true);
  });
});

describe('parsePlanReply', () => {
  it('reads a fenced JSON array and keeps at most the count asked for', () => {
    const reply = `Here is your plan:\n\`\`\`json\n${JSON.stringify([lemonChicken, veggieCurry, lemonChicken])}\n\`\`\``;
    const result = parsePlanReply(reply, 2);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.recipes.map((r) => r.name)).toEqual([
      'Lemon Herb Chicken',
      'Chickpea Spinach Curry',
    ]);
  });

  it('reads a bare array after prose, and an array wrapped in an object', () => {
    const bare = parsePlanReply(`Plan below.\n${JSON.stringify([veggieCurry])}`, 3);
    expect(bare.ok && bare.recipes[0]?.name).toBe('Chickpea Spinach Curry');
    const wrapped = parsePlanReply(JSON.stringify({ meals: [lemonChicken, veggieCurry] }), 3);
    expect(wrapped.ok && wrapped.recipes).toHaveLength(2);
  });

  it('keeps the complete recipes of a reply cut short, never a half recipe', () => {
    const full = JSON.stringify([lemonChicken, veggieCurry], null, 2);
    const cut = full.slice(0, full.indexOf('Stir in the spinach'));
    const result = parsePlanReply(`\`\`\`json\n${cut}`, 3);
    expect(result.ok && result.recipes.map((r) => r.name)).toEqual(['Lemon Herb Chicken']);
  });

  it('says "no_json" when the reply holds no JSON array', () => {
    expect(parsePlanReply('Here are some ideas: tacos, soup and a salad.', 3)).toEqual({
      ok: false,
      failure: 'no_json',
    });
    expect(parsePlanReply('', 3)).toEqual({ ok: false, failure: 'no_json' });
  });

  it('says "malformed" when the JSON cannot be read', () => {
    expect(parsePlanReply('```json\n[{"name": "Soup", "ingredients": [}]\n```', 3)).toEqual({
      ok: false,
      failure: 'malformed',
    });
    expect(parsePlanReply('[{"name": "Soup", "ingredi', 3)).toEqual({
      ok: false,
      failure: 'malformed',
    });
  });

  it('says "invalid" when no recipe passes the acceptance rule', () => {
    const unnamed = { ...veggieCurry, name: 'Generated Recipe' };
    const noIngredients = { ...veggieCurry, ingredients: [] };
    const noSteps = { ...veggieCurry, directions: [] };
    for (const plan of [[unnamed, noIngredients, noSteps], [], [{ name: 'x' }]]) {
      expect(parsePlanReply(JSON.stringify(plan), 3)).toEqual({ ok: false, failure: 'invalid' });
    }
    // A lone recipe object is JSON, but not the array a plan must be.
    expect(parsePlanReply(JSON.stringify(lemonChicken), 1)).toEqual({
      ok: false,
      failure: 'invalid',
    });
  });

  it('drops the unusable recipes and keeps the good ones', () => {
    const result = parsePlanReply(
      JSON.stringify([{ ...veggieCurry, name: '' }, lemonChicken, 'not a recipe']),
      3,
    );
    expect(result.ok && result.recipes.map((r) => r.name)).toEqual(['Lemon Herb Chicken']);
    expect(result.ok && result.recipes.every(isUsableRecipe)).toBe(true);
  });
});

describe('parsePageRecipeReply', () => {
  it('reads the recipe and its image address', () => {
    const result = parsePageRecipeReply(
      JSON.stringify({ ...lemonChicken, imageUrl: 'https://example.com/chicken.jpg' }),
    );
    expect(result.ok && result.recipe.imageUrl).toBe('https://example.com/chicken.jpg');
  });

  it('refuses a page without a recipe instead of passing off a placeholder', () => {
    expect(parsePageRecipeReply('{"name": "", "ingredients": [], "directions": []}')).toEqual({
      ok: false,
      failure: 'invalid',
    });
    expect(parsePageRecipeReply('The page is a login form.')).toEqual({
      ok: false,
      failure: 'no_json',
    });
  });
});

describe('parseDirectionsReply', () => {
  it('reads {"directions": [...]}, a bare array, or numbered lines', () => {
    expect(parseDirectionsReply('{"directions": ["1. Mix.", "2. Bake."]}')).toEqual([
      'Mix.',
      'Bake.',
    ]);
    expect(parseDirectionsReply('```\n["Mix.", "Bake."]\n```')).toEqual(['Mix.', 'Bake.']);
    expect(parseDirectionsReply('Directions:\n1. Mix.\n2. Bake.')).toEqual(['Mix.', 'Bake.']);
  });

  it('gives null when there are no steps', () => {
    expect(parseDirectionsReply('{"directions": []}')).toBeNull();
    expect(parseDirectionsReply('No idea, sorry.')).toBeNull();
  });
});
