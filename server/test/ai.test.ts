import type { GeneratePlanResponse, GenerateRecipeResponse } from '@forkcast/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AiError,
  type AiFailure,
  type AiProvider,
  type AiRecipe,
} from '../src/providers/ai/ai-provider.ts';
import { createOfflineAiProvider } from '../src/providers/ai/offline/offline-provider.ts';
import type { PhotoProvider } from '../src/providers/photos/photo-provider.ts';
import {
  createClient,
  createTestApp,
  dialects,
  errorOf,
  ORIGIN,
  signUp,
  type TestApp,
} from './support/test-app.ts';

const soup: AiRecipe = {
  name: 'Tomato Soup',
  description: 'Smooth and bright.',
  servings: 4,
  ingredients: [{ name: 'tomatoes', quantity: 800, unit: 'g' }],
  directions: ['Simmer.', 'Blend.'],
};

/** A provider double that records what it was asked and answers from a script. */
function scriptedProvider() {
  const calls: { job: string; input: unknown; signal?: AbortSignal }[] = [];
  let next: (() => Promise<unknown>) | null = null;
  const answer = async <T>(job: string, input: unknown, fallback: T, signal?: AbortSignal) => {
    calls.push({ job, input, signal });
    const step = next;
    next = null;
    return step ? ((await step()) as T) : fallback;
  };
  const provider: AiProvider = {
    kind: 'openai',
    generateRecipe: (prompt, signal) => answer('recipe', prompt, soup, signal),
    generatePlan: (request, signal) =>
      answer(
        'plan',
        request,
        Array.from({ length: request.count }, (_, i) => ({ ...soup, name: `Soup ${i + 1}` })),
        signal,
      ),
    recipeFromPage: async () => null,
    directionsFromPage: async () => null,
  };
  return {
    provider,
    calls,
    failWith: (failure: AiFailure) => {
      next = async () => {
        throw new AiError(failure, `scripted ${failure}`);
      };
    },
    hangUntilAborted: () => {
      next = () =>
        new Promise((_, reject) => {
          const signal = calls.at(-1)?.signal;
          if (signal?.aborted) reject(new AiError('request', 'cancelled'));
          signal?.addEventListener('abort', () => reject(new AiError('request', 'cancelled')));
        });
    },
  };
}

function recordingPhotos(): PhotoProvider & { asked: string[] } {
  const asked: string[] = [];
  return {
    kind: 'builtin',
    asked,
    findDishPhoto: async (name) => {
      asked.push(name);
      return `/images/dishes/test-${asked.length}.svg`;
    },
  };
}

describe.each(dialects)('AI generation on %s', (dialect) => {
  let t: TestApp;
  let script: ReturnType<typeof scriptedProvider>;
  let photos: ReturnType<typeof recordingPhotos>;
  beforeAll(async () => {
    script = scriptedProvider();
    photos = recordingPhotos();
    t = await createTestApp(dialect, { ai: script.provider, photos, limits: { aiPerHour: 5 } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedIn() {
    const client = createClient(t.app);
    await signUp(client);
    return client;
  }

  describe('access', () => {
    it('refuses a signed-out caller on both endpoints without calling the provider', async () => {
      const before = script.calls.length;
      const anonymous = createClient(t.app);
      for (const path of ['/api/ai/recipe', '/api/ai/plan']) {
        const response = await anonymous.post(path, { prompt: 'soup', preferences: 'soup' });
        expect(response.status).toBe(401);
      }
      expect(script.calls.length).toBe(before);
    });

    it('refuses a request from another site', async () => {
      const client = await signedIn();
      const response = await client.post(
        '/api/ai/recipe',
        { prompt: 'soup' },
        { origin: 'https://evil.example' },
      );
      expect(response.status).toBe(403);
    });
  });

  describe('POST /api/ai/recipe', () => {
    it('answers the recipe with the defaults filled in, 1 serving and a photo', async () => {
      const client = await signedIn();
      const response = await client.post('/api/ai/recipe', { prompt: '  a bright tomato soup ' });
      expect(response.status).toBe(200);
      const { recipe } = (await response.json()) as GenerateRecipeResponse;
      // The model suggested 4 servings; the spec starts a generated recipe at 1.
      expect(recipe).toEqual({
        ...soup,
        servings: 1,
        cookTimeMinutes: 30,
        fridgeLifeDays: 3,
        imageUrl: expect.stringMatching(/^\/images\/dishes\/test-\d+\.svg$/),
      });
      expect(script.calls.at(-1)).toMatchObject({ job: 'recipe', input: 'a bright tomato soup' });
      expect(photos.asked.at(-1)).toBe('Tomato Soup');
    });

    it.each([
      [{ prompt: '   ' }, 'Please enter a meal description'],
      [{}, 'Please enter a meal description'],
      [{ prompt: 'x'.repeat(1001) }, 'Please keep the meal description under 1,000 characters'],
    ])('refuses %j with the spec message', async (body, message) => {
      const client = await signedIn();
      const response = await client.post('/api/ai/recipe', body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
    });

    it('refuses a body that is not JSON', async () => {
      const client = await signedIn();
      const response = await client.post('/api/ai/recipe', '{"prompt": ');
      expect(response.status).toBe(400);
    });

    it.each(['request', 'no_json', 'malformed', 'invalid'] as const)(
      'turns a %s failure into the single-recipe toast',
      async (failure) => {
        const client = await signedIn();
        script.failWith(failure);
        const response = await client.post('/api/ai/recipe', { prompt: 'soup' });
        expect(response.status).toBe(502);
        expect(await errorOf(response)).toEqual({
          code: `ai_${failure}`,
          message: "Kitchen disaster! Failed to cook up your recipe. Let's try again.",
        });
      },
    );
  });

  describe('POST /api/ai/plan', () => {
    it('answers the meals, each with a photo, and passes the request on', async () => {
      const client = await signedIn();
      const response = await client.post('/api/ai/plan', {
        count: '4',
        preferences: 'soups',
        dietaryConstraints: 'vegetarian',
        availableIngredients: 'tomatoes\nleeks',
      });
      expect(response.status).toBe(200);
      const { meals } = (await response.json()) as GeneratePlanResponse;
      expect(meals.map((m) => m.name)).toEqual(['Soup 1', 'Soup 2', 'Soup 3', 'Soup 4']);
      expect(new Set(meals.map((m) => m.imageUrl)).size).toBe(4);
      expect(script.calls.at(-1)).toMatchObject({
        job: 'plan',
        input: {
          count: 4,
          preferences: 'soups',
          dietaryConstraints: 'vegetarian',
          availableIngredients: 'tomatoes\nleeks',
          surprise: false,
        },
      });
    });

    it('defaults to 3 meals and drops the preferences in Surprise Me mode', async () => {
      const client = await signedIn();
      const response = await client.post('/api/ai/plan', {
        mode: 'surprise',
        preferences: 'soups',
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as GeneratePlanResponse).meals).toHaveLength(3);
      expect(script.calls.at(-1)?.input).toMatchObject({
        count: 3,
        preferences: '',
        surprise: true,
      });
    });

    it('falls back to 1 meal for a number it cannot read', async () => {
      const client = await signedIn();
      const response = await client.post('/api/ai/plan', { count: 'several', preferences: 'x' });
      expect(((await response.json()) as GeneratePlanResponse).meals).toHaveLength(1);
    });

    it.each([
      [{ count: 0, preferences: 'x' }, 'Please choose between 1 and 7 meals'],
      [{ count: 8, preferences: 'x' }, 'Please choose between 1 and 7 meals'],
      [
        { count: 3, preferences: ' ' },
        'Please enter some preferences to guide the meal generation',
      ],
      [{ count: 3, mode: 'custom' }, 'Please enter some preferences to guide the meal generation'],
    ])('refuses %j with the spec message', async (body, message) => {
      const client = await signedIn();
      const response = await client.post('/api/ai/plan', body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
    });

    it.each([
      ['request', 'Our chef is having a bad day. Please try again with more specific preferences.'],
      ['no_json', "Kitchen mishap! The recipe format came out wrong. Let's try again."],
      ['malformed', "Recipe failed to rise. Let's try again with different preferences."],
      ['invalid', 'Generated meals did not contain valid recipes'],
    ] as const)('turns a %s failure into its spec toast', async (failure, message) => {
      const client = await signedIn();
      script.failWith(failure);
      const response = await client.post('/api/ai/plan', { preferences: 'soups' });
      expect(response.status).toBe(502);
      expect(await errorOf(response)).toEqual({ code: `ai_${failure}`, message });
    });
  });

  it('hands the provider a signal that aborts when the caller goes away', async () => {
    const client = await signedIn();
    script.hangUntilAborted();
    const callsBefore = script.calls.length;
    const controller = new AbortController();
    const pending = t.app.request('/api/ai/recipe', {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        cookie: client.cookieHeader(),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ prompt: 'slow soup' }),
      signal: controller.signal,
    });
    // Wait until the request reaches the provider (a fixed pause was too short on a busy
    // machine: the abort then came before the call, and nothing ever answered).
    await vi.waitFor(() => expect(script.calls.length).toBe(callsBefore + 1), {
      timeout: 10_000,
    });
    const call = script.calls.at(-1);
    expect(call?.signal?.aborted).toBe(false);
    controller.abort();
    await Promise.resolve(pending).catch(() => undefined);
    expect(call?.signal?.aborted).toBe(true);
  });

  describe('rate limit', () => {
    it('counts generations per user in the database and refuses the next one clearly', async () => {
      const client = await signedIn();
      // Bad input is not counted: nothing was generated.
      expect((await client.post('/api/ai/recipe', { prompt: '' })).status).toBe(400);
      for (let i = 0; i < 5; i += 1) {
        const path = i % 2 === 0 ? '/api/ai/recipe' : '/api/ai/plan';
        expect((await client.post(path, { prompt: 'soup', preferences: 'soup' })).status).toBe(200);
      }
      const before = script.calls.length;
      const refused = await client.post('/api/ai/plan', { preferences: 'soup' });
      expect(refused.status).toBe(429);
      expect(await errorOf(refused)).toEqual({
        code: 'rate_limited',
        message:
          'You can generate up to 5 recipes or meal plans an hour. Please try again a little later.',
      });
      expect(script.calls.length).toBe(before);

      const session = (await (await client.get('/api/session')).json()) as { user: { id: string } };
      const row = await t.db
        .selectFrom('rate_limits')
        .select('count')
        .where('key', '=', `ai:${session.user.id}`)
        .executeTakeFirstOrThrow();
      expect(Number(row.count)).toBe(6);

      // Someone else still has their own allowance.
      const other = await signedIn();
      expect((await other.post('/api/ai/recipe', { prompt: 'soup' })).status).toBe(200);
    });
  });
});

describe.each(dialects)('AI generation offline, end to end, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { ai: createOfflineAiProvider() });
  });
  afterAll(async () => {
    await t.close();
  });

  it('generates a recipe and a plan that the meal schema accepts, with shipped images', async () => {
    const client = createClient(t.app);
    await signUp(client);
    const recipe = await client.post('/api/ai/recipe', { prompt: 'vegan chickpea curry' });
    expect(recipe.status).toBe(200);
    const { recipe: dish } = (await recipe.json()) as GenerateRecipeResponse;
    expect(dish.imageUrl).toMatch(/^\/images\/dishes\/[a-z]+\.svg$/);
    expect(dish.directions.length).toBeGreaterThanOrEqual(5);

    const plan = await client.post('/api/ai/plan', {
      count: 7,
      preferences: 'dinners',
      dietaryConstraints: 'gluten-free',
    });
    expect(plan.status).toBe(200);
    const { meals } = (await plan.json()) as GeneratePlanResponse;
    expect(meals).toHaveLength(7);
    for (const meal of meals) {
      expect(meal.imageUrl).toMatch(/^\/images\/dishes\/[a-z]+\.svg$/);
      expect(meal.ingredients.length).toBeGreaterThan(0);
    }
  });

  it('answers a plan nothing fits with the spec toast, not a broken constraint', async () => {
    const client = createClient(t.app);
    await signUp(client);
    const response = await client.post('/api/ai/plan', {
      mode: 'surprise',
      dietaryConstraints: 'vegan, keto, no soy, no eggplant, no cauliflower',
    });
    expect(response.status).toBe(502);
    expect(await errorOf(response)).toEqual({
      code: 'ai_invalid',
      message: 'Generated meals did not contain valid recipes',
    });
  });
});
