import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GeneratePlanResponse, GenerateRecipeResponse } from '@forkcast/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createOpenAiProvider,
  type OpenAiProviderOptions,
} from '../src/providers/ai/openai-provider.ts';
import { createLogger } from '../src/providers/logger.ts';
import {
  createClient,
  createTestApp,
  dialects,
  errorOf,
  signUp,
  type TestApp,
} from './support/test-app.ts';

/** One scripted answer of the fake server: a chat reply, or an HTTP error, maybe late. */
type Scripted = {
  content?: string | null;
  status?: number;
  headers?: Record<string, string>;
  delayMs?: number;
  body?: unknown;
};

type Seen = { path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };

/** An OpenAI-compatible server on a free local port, answering from a queue. */
async function startFakeOpenAi() {
  const queue: Scripted[] = [];
  const seen: Seen[] = [];
  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    seen.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') });
    const next = queue.shift() ?? { content: '' };
    if (next.delayMs) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
    if (res.destroyed) return;
    const status = next.status ?? 200;
    const body =
      next.body ??
      (status === 200
        ? {
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: 0,
            model: 'test-model',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: next.content },
                finish_reason: 'stop',
              },
            ],
          }
        : { error: { message: `scripted ${status}`, type: 'test' } });
    res.writeHead(status, { 'content-type': 'application/json', ...next.headers });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    seen,
    queue,
    reply: (...answers: Scripted[]) => queue.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Fake = Awaited<ReturnType<typeof startFakeOpenAi>>;

function providerFor(fake: Fake, overrides: Partial<OpenAiProviderOptions> = {}) {
  return createOpenAiProvider({
    apiKey: 'sk-test-secret',
    baseUrl: fake.baseUrl,
    model: 'test-model',
    timeoutMs: 3000,
    logger: createLogger('silent'),
    retry: { maxRetries: 2, initialDelayMs: 10, maxDelayMs: 50 },
    ...overrides,
  });
}

const curry = {
  name: 'Chickpea Curry',
  description: 'Warm and quick.',
  servings: 4,
  cookTimeMinutes: 35,
  fridgeLifeDays: 4,
  ingredients: [
    { name: 'chickpeas', quantity: '2', unit: 'cans' },
    { name: 'coconut milk', quantity: '1 1/2', unit: 'cups' },
  ],
  directions: ['Fry the onion.', 'Add the spices.', 'Simmer.', 'Season.', 'Serve.'],
};
const pasta = { ...curry, name: 'Tomato Pasta' };
const fenced = (value: unknown) =>
  `Here you go!\n\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;

describe.each(dialects)('AI through an OpenAI-compatible server on %s', (dialect) => {
  let fake: Fake;
  let t: TestApp;
  let client: ReturnType<typeof createClient>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(dialect, { ai: providerFor(fake), limits: { aiPerHour: 1000 } });
    client = createClient(t.app);
    await signUp(client);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.queue.length = 0;
    fake.seen.length = 0;
  });

  describe('single recipe', () => {
    it('sends the spec request and reads a fenced JSON reply', async () => {
      fake.reply({ content: fenced(curry) });
      const response = await client.post('/api/ai/recipe', { prompt: 'a quick chickpea curry' });
      expect(response.status).toBe(200);
      const { recipe } = (await response.json()) as GenerateRecipeResponse;
      expect(recipe).toMatchObject({
        name: 'Chickpea Curry',
        // The reply said 4; a generated recipe starts at the spec's 1 serving.
        servings: 1,
        cookTimeMinutes: 35,
        fridgeLifeDays: 4,
        ingredients: [
          { name: 'chickpeas', quantity: 2, unit: 'cans' },
          { name: 'coconut milk', quantity: 1.5, unit: 'cups' },
        ],
      });
      expect(recipe.imageUrl).toBe('/images/dishes/curry.svg');

      const [request] = fake.seen;
      expect(request?.path).toBe('/v1/chat/completions');
      expect(request?.headers.authorization).toBe('Bearer sk-test-secret');
      expect(request?.body).toMatchObject({
        model: 'test-model',
        temperature: 0.7,
        max_tokens: 1500,
      });
      const messages = request?.body.messages as { role: string; content: string }[];
      expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
      expect(messages[0]?.content).toMatch(/5 to 10 direction steps/);
      expect(messages[1]?.content).toContain('a quick chickpea curry');
    });

    it('falls back to the text parser for a recipe written as prose', async () => {
      fake.reply({
        content:
          'Lentil Soup\n\nIngredients:\n- 1 cup red lentils\n- 4 cups stock\n\nDirections:\n1. Simmer the lentils.\n2. Blend.',
      });
      const { recipe } = (await (
        await client.post('/api/ai/recipe', { prompt: 'lentil soup' })
      ).json()) as GenerateRecipeResponse;
      expect(recipe.name).toBe('Lentil Soup');
      expect(recipe.ingredients).toHaveLength(2);
      expect(recipe.directions).toEqual(['Simmer the lentils.', 'Blend.']);
    });

    it.each([
      ['a refusal', "I'm sorry, I can't help with that."],
      ['an empty reply', null],
      ['broken JSON', '{"name": '],
    ])('answers the placeholder for %s', async (_case, content) => {
      fake.reply({ content });
      const response = await client.post('/api/ai/recipe', { prompt: 'soup' });
      expect(response.status).toBe(200);
      const { recipe } = (await response.json()) as GenerateRecipeResponse;
      expect(recipe).toMatchObject({
        name: 'Generated Recipe',
        ingredients: [],
        directions: ['No directions available.'],
        servings: 1,
      });
    });

    it('shows the single-recipe toast when the server keeps failing', async () => {
      fake.reply({ status: 500 }, { status: 502 }, { status: 503 });
      const response = await client.post('/api/ai/recipe', { prompt: 'soup' });
      expect(response.status).toBe(502);
      expect(await errorOf(response)).toEqual({
        code: 'ai_request',
        message: "Kitchen disaster! Failed to cook up your recipe. Let's try again.",
      });
      expect(fake.seen).toHaveLength(3);
    });
  });

  describe('meal plan', () => {
    it('sends the spec request and reads a bare array', async () => {
      fake.reply({ content: JSON.stringify([curry, pasta]) });
      const response = await client.post('/api/ai/plan', {
        count: 2,
        preferences: 'weeknight dinners',
        dietaryConstraints: 'vegetarian',
        availableIngredients: 'chickpeas',
      });
      expect(response.status).toBe(200);
      const { meals } = (await response.json()) as GeneratePlanResponse;
      expect(meals.map((m) => [m.name, m.imageUrl])).toEqual([
        ['Chickpea Curry', '/images/dishes/curry.svg'],
        ['Tomato Pasta', '/images/dishes/pasta.svg'],
      ]);
      const body = fake.seen[0]?.body;
      expect(body).toMatchObject({ temperature: 0.7, max_tokens: 4000 });
      const user = (body?.messages as { content: string }[] | undefined)?.[1]?.content;
      expect(user).toContain('weeknight dinners');
      expect(user).toContain('vegetarian');
      expect(user).toContain('chickpeas');
    });

    it.each([
      [
        'no JSON at all',
        'How about tacos, a soup and a salad?',
        'ai_no_json',
        "Kitchen mishap! The recipe format came out wrong. Let's try again.",
      ],
      [
        'JSON that cannot be read',
        '```json\n[{"name": "Soup", "ingredients": [}]\n```',
        'ai_malformed',
        "Recipe failed to rise. Let's try again with different preferences.",
      ],
      [
        'a reply cut off before the first recipe ended',
        JSON.stringify([curry]).slice(0, 60),
        'ai_malformed',
        "Recipe failed to rise. Let's try again with different preferences.",
      ],
      [
        'recipes without a real name, ingredients or steps',
        JSON.stringify([
          { ...curry, name: 'Generated Recipe' },
          { ...curry, ingredients: [] },
          { ...curry, directions: [] },
        ]),
        'ai_invalid',
        'Generated meals did not contain valid recipes',
      ],
    ])('answers %s with its spec toast', async (_case, content, code, message) => {
      fake.reply({ content });
      const response = await client.post('/api/ai/plan', { preferences: 'anything' });
      expect(response.status).toBe(502);
      expect(await errorOf(response)).toEqual({ code, message });
      expect(fake.seen).toHaveLength(1);
    });

    it('keeps the complete recipes of a reply cut off by the token limit', async () => {
      const full = JSON.stringify([curry, pasta]);
      fake.reply({ content: full.slice(0, full.indexOf('Tomato Pasta') + 30) });
      const response = await client.post('/api/ai/plan', { preferences: 'anything' });
      expect(response.status).toBe(200);
      expect(((await response.json()) as GeneratePlanResponse).meals.map((m) => m.name)).toEqual([
        'Chickpea Curry',
      ]);
    });

    it('retries after a 429 and succeeds', async () => {
      fake.reply({ status: 429, headers: { 'retry-after-ms': '5' } }, { content: fenced([curry]) });
      const response = await client.post('/api/ai/plan', { count: 1, preferences: 'curry' });
      expect(response.status).toBe(200);
      expect(fake.seen).toHaveLength(2);
    });

    it('caps a long Retry-After instead of waiting for it', async () => {
      fake.reply({ status: 503, headers: { 'retry-after': '3600' } }, { content: fenced([curry]) });
      const started = Date.now();
      const response = await client.post('/api/ai/plan', { count: 1, preferences: 'curry' });
      expect(response.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1500);
    });

    it('gives up after two retries on 500 with the request-failure toast', async () => {
      fake.reply({ status: 500 }, { status: 500 }, { status: 500 }, { content: fenced([curry]) });
      const response = await client.post('/api/ai/plan', { preferences: 'curry' });
      expect(response.status).toBe(502);
      expect(await errorOf(response)).toEqual({
        code: 'ai_request',
        message: 'Our chef is having a bad day. Please try again with more specific preferences.',
      });
      expect(fake.seen).toHaveLength(3);
    });

    it('does not retry a request the server refuses (401)', async () => {
      fake.reply({ status: 401 }, { content: fenced([curry]) });
      const response = await client.post('/api/ai/plan', { preferences: 'curry' });
      expect(response.status).toBe(502);
      expect((await errorOf(response)).code).toBe('ai_request');
      expect(fake.seen).toHaveLength(1);
    });
  });
});

describe('the OpenAI-compatible provider alone', () => {
  let fake: Fake;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.queue.length = 0;
    fake.seen.length = 0;
  });

  it('gives up when the server is slower than the timeout', async () => {
    fake.reply({ delayMs: 2000, content: fenced(curry) });
    const started = Date.now();
    await expect(
      providerFor(fake, { timeoutMs: 300 }).generateRecipe('soup'),
    ).rejects.toMatchObject({
      failure: 'request',
    });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('stops at once when the caller cancels, even between retries', async () => {
    fake.reply({ status: 503, headers: { 'retry-after': '5' } }, { content: fenced(curry) });
    const controller = new AbortController();
    const ai = providerFor(fake, {
      timeoutMs: 20_000,
      retry: { maxRetries: 2, initialDelayMs: 10, maxDelayMs: 5000 },
    });
    const started = Date.now();
    const outcome = ai.generateRecipe('soup', controller.signal).then(
      () => null,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.seen).toHaveLength(1);
    controller.abort();
    expect(await outcome).toMatchObject({
      failure: 'request',
      message: 'The generation was cancelled.',
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fake.seen).toHaveLength(1);
  });

  it('fails a connection that is refused, after its retries', async () => {
    const ai = createOpenAiProvider({
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      timeoutMs: 2000,
      logger: createLogger('silent'),
      retry: { maxRetries: 1, initialDelayMs: 5, maxDelayMs: 10 },
    });
    await expect(ai.generateRecipe('soup')).rejects.toMatchObject({ failure: 'request' });
  });

  it('reads a recipe from a page at the spec settings', async () => {
    fake.reply({ content: JSON.stringify({ ...curry, imageUrl: 'https://example.com/c.jpg' }) });
    const recipe = await providerFor(fake).recipeFromPage({
      url: 'https://example.com/curry',
      pageText: 'Chickpea Curry. You need chickpeas and coconut milk...',
    });
    expect(recipe).toMatchObject({ name: 'Chickpea Curry', imageUrl: 'https://example.com/c.jpg' });
    expect(fake.seen[0]?.body).toMatchObject({ temperature: 0.3, max_tokens: 2000 });
  });

  it('refuses to pass off a page without a recipe', async () => {
    fake.reply({ content: '{"name": "", "ingredients": [], "directions": []}' });
    await expect(
      providerFor(fake).recipeFromPage({ url: 'https://example.com', pageText: 'Log in' }),
    ).rejects.toMatchObject({ failure: 'invalid' });
  });

  it('reads directions for a page at the spec settings', async () => {
    fake.reply({ content: '{"directions": ["1. Fry.", "2. Simmer."]}' });
    const steps = await providerFor(fake).directionsFromPage({
      url: 'https://example.com/curry',
      pageText: 'Fry, then simmer.',
      name: 'Curry',
      ingredients: ['2 cans chickpeas'],
    });
    expect(steps).toEqual(['Fry.', 'Simmer.']);
    expect(fake.seen[0]?.body).toMatchObject({ temperature: 0.3, max_tokens: 1000 });
    const messages = fake.seen[0]?.body.messages as { content: string }[] | undefined;
    const user = messages?.[1]?.content;
    expect(user).toContain('- 2 cans chickpeas');
  });
});
