import type {
  AiImportResponse,
  ErrorBody,
  HtmlImportResponse,
  UrlImportResponse,
} from '@forkcast/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiError, type AiProvider, type AiRecipe } from '../src/providers/ai/ai-provider.ts';
import { createFakeSafeFetch } from '../src/providers/safe-fetch/fake-safe-fetch.ts';
import { SafeFetchError } from '../src/providers/safe-fetch/safe-fetch.ts';
import { createClient, createTestApp, dialects, signUp, type TestApp } from './support/test-app.ts';

const RECIPE_URL = 'https://cook.example/recipes/lemon-pie';
const NO_STEPS_URL = 'https://cook.example/recipes/no-steps';
const STORY_URL = 'https://cook.example/blog/my-summer-story';
const DOWN_URL = 'https://down.example/recipes/tomato-soup';
const PRIVATE_URL = 'https://intranet.example/recipes/secret';

const jsonLd = (value: unknown) =>
  `<html><head><title>Page</title><script type="application/ld+json">${JSON.stringify(value)}</script></head><body></body></html>`;

const pages = {
  [RECIPE_URL]: jsonLd({
    '@type': 'Recipe',
    name: 'Lemon Pie',
    image: 'https://cook.example/pie.jpg',
    recipeYield: '8 servings',
    totalTime: 'PT1H15M',
    recipeIngredient: ['1 1/2 cups flour*', '3 lemons (juiced)'],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Make the crust.' }, '2. Bake it.'],
  }),
  [NO_STEPS_URL]: jsonLd({
    '@type': 'Recipe',
    name: 'Plain Rice',
    recipeIngredient: ['1 cup rice'],
  }),
  [STORY_URL]:
    '<html><head><title>My summer | Blog</title></head><body><h1>My summer</h1><p>We ate well.</p></body></html>',
  [DOWN_URL]: new SafeFetchError('failed', 'The website took too long to answer.'),
  [PRIVATE_URL]: new SafeFetchError(
    'refused',
    'That address points to a private or local network, so it cannot be imported.',
  ),
};

const aiRecipe: AiRecipe = {
  name: 'Tomato Soup',
  description: 'From the AI',
  servings: 4,
  cookTimeMinutes: 40,
  ingredients: [
    { name: '6 tomatoes (ripe)*', quantity: 6, unit: '' },
    { name: 'salt', quantity: 1, unit: 'pinch' },
  ],
  directions: ['Simmer.', 'Blend.'],
};

/** An AI provider double: answers what the test sets, and records the page jobs it got. */
function createFakeAi() {
  const calls: { job: string; url: string; pageText: string }[] = [];
  const state: { recipe: AiRecipe | null | Error; directions: string[] | null | Error } = {
    recipe: aiRecipe,
    directions: ['Rinse the rice.', 'Boil it.'],
  };
  const answer = async <T>(value: T | Error): Promise<T> => {
    if (value instanceof Error) throw value;
    return value;
  };
  const provider: AiProvider = {
    kind: 'openai',
    generateRecipe: async () => {
      throw new Error('not used');
    },
    generatePlan: async () => {
      throw new Error('not used');
    },
    recipeFromPage: async (request) => {
      calls.push({ job: 'recipe', url: request.url, pageText: request.pageText });
      return answer(state.recipe);
    },
    directionsFromPage: async (request) => {
      calls.push({ job: 'directions', url: request.url, pageText: request.pageText });
      return answer(state.directions);
    },
  };
  return { provider, calls, state };
}

async function mealCount(t: TestApp): Promise<number> {
  const meals = await t.db
    .selectFrom('meals')
    .select(t.db.fn.countAll().as('n'))
    .executeTakeFirst();
  const ingredients = await t.db
    .selectFrom('ingredients')
    .select(t.db.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(meals?.n ?? 0) + Number(ingredients?.n ?? 0);
}

describe.each(dialects)('recipe import on %s', (dialect) => {
  let t: TestApp;
  let withoutAi: TestApp;
  const ai = createFakeAi();
  const fetcher = createFakeSafeFetch(pages);

  beforeAll(async () => {
    t = await createTestApp(dialect, { providers: { safeFetch: fetcher, ai: ai.provider } });
    withoutAi = await createTestApp(dialect, { providers: { safeFetch: fetcher, ai: null } });
  });
  afterAll(async () => {
    await t.close();
    await withoutAi.close();
  });
  beforeEach(() => {
    ai.calls.length = 0;
    ai.state.recipe = aiRecipe;
    ai.state.directions = ['Rinse the rice.', 'Boil it.'];
  });

  async function cook(app: TestApp = t) {
    const client = createClient(app.app);
    await signUp(client);
    return client;
  }

  describe('who may import', () => {
    it.each([
      ['/api/import/url', { url: RECIPE_URL }],
      ['/api/import/url/ai', { url: RECIPE_URL }],
      ['/api/import/html', { html: '<p>x</p>' }],
    ])('refuses %s to a signed-out caller', async (path, body) => {
      const response = await createClient(t.app).post(path, body);
      expect(response.status).toBe(401);
      expect(((await response.json()) as ErrorBody).error.code).toBe('unauthorized');
    });

    it('answers one user without anything of another: imports are drafts, never stored', async () => {
      const first = await cook();
      const second = await cook();
      const a = (await (
        await first.post('/api/import/url', { url: RECIPE_URL })
      ).json()) as UrlImportResponse;
      const b = (await (
        await second.post('/api/import/url', { url: RECIPE_URL })
      ).json()) as UrlImportResponse;
      expect(a).toEqual(b);
      expect(await mealCount(t)).toBe(0);
    });
  });

  describe('POST /api/import/url', () => {
    it('answers the page recipe as a meal draft with the address as its source', async () => {
      const client = await cook();
      const response = await client.post('/api/import/url', { url: RECIPE_URL });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ok',
        needsAi: false,
        recipe: {
          name: 'Lemon Pie',
          description: '',
          imageUrl: 'https://cook.example/pie.jpg',
          servings: 8,
          cookTimeMinutes: 75,
          fridgeLifeDays: 3,
          // Each with the page's line, which the meal keeps (nutrition reads its notes).
          ingredients: [
            { name: 'flour', quantity: 1.5, unit: 'cup', originalLine: '1 1/2 cups flour*' },
            { name: 'lemons', quantity: 3, unit: '', originalLine: '3 lemons (juiced)' },
          ],
          directions: ['Make the crust.', 'Bake it.'],
          source: RECIPE_URL,
        },
      });
      expect(ai.calls).toEqual([]);
      expect(fetcher.calls.at(-1)).toBe(RECIPE_URL);
    });

    it('reads an address typed without https://', async () => {
      const client = await cook();
      const response = await client.post('/api/import/url', {
        url: 'cook.example/recipes/lemon-pie',
      });
      expect(((await response.json()) as UrlImportResponse).status).toBe('ok');
    });

    it('asks the AI for the steps when the page has ingredients but none', async () => {
      const client = await cook();
      const body = (await (
        await client.post('/api/import/url', { url: NO_STEPS_URL })
      ).json()) as UrlImportResponse;
      expect(body.status).toBe('ok');
      expect(body.status === 'ok' && body.recipe.directions).toEqual([
        'Rinse the rice.',
        'Boil it.',
      ]);
      expect(ai.calls).toEqual([
        { job: 'directions', url: NO_STEPS_URL, pageText: expect.any(String) },
      ]);
    });

    it('keeps the recipe without steps when the AI declines, fails or is absent', async () => {
      const client = await cook();
      ai.state.directions = null;
      const declined = (await (
        await client.post('/api/import/url', { url: NO_STEPS_URL })
      ).json()) as UrlImportResponse;
      ai.state.directions = new AiError('request', 'down');
      const failed = (await (
        await client.post('/api/import/url', { url: NO_STEPS_URL })
      ).json()) as UrlImportResponse;
      const none = (await (
        await (await cook(withoutAi)).post('/api/import/url', { url: NO_STEPS_URL })
      ).json()) as UrlImportResponse;
      for (const body of [declined, failed, none]) {
        expect(body.status).toBe('ok');
        expect(body.status === 'ok' && body.recipe).toMatchObject({
          name: 'Plain Rice',
          directions: [],
        });
      }
    });

    it('says the reading is incomplete when the page has no ingredients', async () => {
      const client = await cook();
      const response = await client.post('/api/import/url', { url: STORY_URL });
      expect(response.status).toBe(200);
      const body = (await response.json()) as UrlImportResponse;
      expect(body.status).toBe('incomplete');
      expect(body.needsAi).toBe(true);
      expect(body.status === 'incomplete' && body.recipe.name).toBe('My Summer Story');
    });

    it('says the fetch failed, in plain words, when the site cannot be read', async () => {
      const client = await cook();
      const response = await client.post('/api/import/url', { url: DOWN_URL });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'fetch_failed',
        message: 'The website took too long to answer.',
        needsAi: true,
      });
    });

    it('refuses an address that may not be fetched with a 400 and its reason', async () => {
      const client = await cook();
      const response = await client.post('/api/import/url', { url: PRIVATE_URL });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(
        'That address points to a private or local network, so it cannot be imported.',
      );
    });

    it.each([
      [{ url: 'not a web address' }],
      [{ url: 'ftp://cook.example/pie' }],
      [{ url: 'javascript:alert(1)' }],
      [{ url: '' }],
      [{ url: 42 }],
      [{}],
    ])('refuses %j with the spec message', async (body) => {
      const client = await cook();
      const response = await client.post('/api/import/url', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe('Please enter a valid URL');
    });

    it('refuses a body that is not JSON', async () => {
      const client = await cook();
      const response = await client.post('/api/import/url', '{nope');
      expect(response.status).toBe(400);
    });
  });

  describe('POST /api/import/url/ai', () => {
    it('hands the page text to the AI and answers its recipe, names cleaned', async () => {
      const client = await cook();
      const response = await client.post('/api/import/url/ai', { url: STORY_URL });
      expect(response.status).toBe(200);
      const body = (await response.json()) as AiImportResponse;
      expect(body.status).toBe('ok');
      expect(body.recipe).toMatchObject({
        name: 'Tomato Soup',
        servings: 4,
        cookTimeMinutes: 40,
        fridgeLifeDays: 3,
        source: STORY_URL,
        ingredients: [
          { name: 'tomatoes', quantity: 6, unit: '' },
          { name: 'salt', quantity: 1, unit: 'pinch' },
        ],
        directions: ['Simmer.', 'Blend.'],
      });
      expect(ai.calls).toEqual([
        { job: 'recipe', url: STORY_URL, pageText: expect.stringContaining('We ate well.') },
      ]);
    });

    it('hands the address alone to the AI when the page cannot be fetched', async () => {
      const client = await cook();
      const body = (await (
        await client.post('/api/import/url/ai', { url: DOWN_URL })
      ).json()) as AiImportResponse;
      expect(body.status).toBe('ok');
      expect(ai.calls).toEqual([{ job: 'recipe', url: DOWN_URL, pageText: '' }]);
    });

    it.each([
      ['declines', null],
      ['fails', new AiError('no_json', 'no json')],
      ['finds no ingredients', { ...aiRecipe, ingredients: [] }],
    ])('answers the placeholder titled from the address when the AI %s', async (_what, outcome) => {
      ai.state.recipe = outcome;
      const client = await cook();
      const body = (await (
        await client.post('/api/import/url/ai', { url: DOWN_URL })
      ).json()) as AiImportResponse;
      expect(body).toEqual({
        status: 'failed',
        recipe: {
          name: 'Tomato Soup',
          description: '',
          imageUrl: null,
          servings: 1,
          cookTimeMinutes: 30,
          fridgeLifeDays: 3,
          ingredients: [],
          directions: [],
          source: DOWN_URL,
        },
      });
    });

    it('answers the placeholder without an AI provider', async () => {
      const client = await cook(withoutAi);
      const body = (await (
        await client.post('/api/import/url/ai', { url: RECIPE_URL })
      ).json()) as AiImportResponse;
      expect(body.status).toBe('failed');
      expect(body.recipe.name).toBe('Lemon Pie');
    });

    it('refuses a private address before the AI sees it', async () => {
      const client = await cook();
      const response = await client.post('/api/import/url/ai', { url: PRIVATE_URL });
      expect(response.status).toBe(400);
      expect(ai.calls).toEqual([]);
    });
  });

  describe('POST /api/import/html', () => {
    it('reads a pasted page source, with its address as the source', async () => {
      const client = await cook();
      const response = await client.post('/api/import/html', {
        html: pages[RECIPE_URL],
        url: 'cook.example/pie',
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as HtmlImportResponse;
      expect(body.status).toBe('ok');
      expect(body.recipe).toMatchObject({ name: 'Lemon Pie', source: 'https://cook.example/pie' });
    });

    it('reads pasted JSON-LD, and keeps the url source kind without an address', async () => {
      const client = await cook();
      const html = JSON.stringify({
        '@type': 'Recipe',
        name: 'Toast',
        recipeIngredient: ['2 slices bread'],
      });
      const body = (await (
        await client.post('/api/import/html', { html })
      ).json()) as HtmlImportResponse;
      expect(body.status).toBe('ok');
      expect(body.recipe).toMatchObject({
        name: 'Toast',
        source: 'url',
        ingredients: [{ name: 'bread' }],
      });
    });

    it('says when the source holds no recipe', async () => {
      const client = await cook();
      const body = (await (
        await client.post('/api/import/html', { html: '<p>Hello</p>', url: STORY_URL })
      ).json()) as HtmlImportResponse;
      expect(body).toMatchObject({
        status: 'incomplete',
        recipe: { name: 'My Summer Story', ingredients: [] },
      });
    });

    it('accepts a page source of a few megabytes, and refuses more than 5 MB', async () => {
      const client = await cook();
      const filler = `<p>${'story '.repeat(400_000)}</p>`;
      const big = await client.post('/api/import/html', {
        html: pages[RECIPE_URL].replace('<body>', `<body>${filler}`),
      });
      expect(big.status).toBe(200);
      expect(((await big.json()) as HtmlImportResponse).recipe.name).toBe('Lemon Pie');
      const huge = await client.post('/api/import/html', {
        html: 'x'.repeat(5 * 1024 * 1024 + 10),
      });
      expect([400, 413]).toContain(huge.status);
      expect(((await huge.json()) as ErrorBody).error.message).toMatch(/larger than 5 MB/);
    });

    it('refuses an empty source with a clear message', async () => {
      const client = await cook();
      const response = await client.post('/api/import/html', { html: '   ' });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(
        'Please paste the page source',
      );
    });

    it('keeps the 1 MB limit on every other request', async () => {
      const client = await cook();
      const response = await client.post('/api/import/url', {
        url: RECIPE_URL,
        pad: 'x'.repeat(1_100_000),
      });
      expect(response.status).toBe(413);
    });
  });

  describe('rate limit', () => {
    it('stops a user after 20 imports in a minute, and only that user', async () => {
      const client = await cook();
      for (let i = 0; i < 20; i += 1) {
        expect((await client.post('/api/import/url', { url: RECIPE_URL })).status).toBe(200);
      }
      const blocked = await client.post('/api/import/html', { html: pages[RECIPE_URL] });
      expect(blocked.status).toBe(429);
      expect(((await blocked.json()) as ErrorBody).error.message).toBe(
        'Too many imports in a row. Please wait a minute and try again.',
      );
      expect((await (await cook()).post('/api/import/url', { url: RECIPE_URL })).status).toBe(200);
    });

    it('stops AI readings after 10 in a minute', async () => {
      const client = await cook();
      for (let i = 0; i < 10; i += 1) {
        expect((await client.post('/api/import/url/ai', { url: RECIPE_URL })).status).toBe(200);
      }
      expect((await client.post('/api/import/url/ai', { url: RECIPE_URL })).status).toBe(429);
    });

    it('does not count a request that was refused as invalid', async () => {
      const client = await cook();
      for (let i = 0; i < 25; i += 1) await client.post('/api/import/url', { url: 'nope' });
      expect((await client.post('/api/import/url', { url: RECIPE_URL })).status).toBe(200);
    });
  });
});
