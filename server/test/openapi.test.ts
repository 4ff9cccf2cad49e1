import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { errorResponseSchema, type ImportJob, type ListSummary } from '@forkcast/core';
import { uniqueSymbol } from 'hono-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouteDocs } from '../src/openapi/api-docs.ts';
import { mealDraft } from './support/factories.ts';
import { type Cook, createCook, form, picture } from './support/social-fixtures.ts';
import {
  createClient,
  createTestApp,
  dialects,
  GOOD_PASSWORD,
  type TestApp,
  uniqueEmail,
} from './support/test-app.ts';

/** Who sends a request of the walk. */
type Sender = { send: (method: string, path: string, body?: unknown) => Promise<Response> };

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};
type ResponseDoc = { content?: Record<string, { schema?: JsonSchema }> };

/**
 * Where a schema says no more than "some JSON object" or "anything" (no schema at all, `{}`,
 * an object without fields), at any depth: such an answer cannot be checked against it. An
 * object whose fields are all of one described kind (a record) is described.
 */
function bareSchemas(schema: JsonSchema | undefined, at: string): string[] {
  if (!schema || Object.keys(schema).length === 0) return [at];
  // hono-openapi writes every schema in place; a reference would be read unchecked here.
  if (schema.$ref) return [`${at} (a reference)`];
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches) return branches.flatMap((branch, i) => bareSchemas(branch, `${at}|${i}`));
  const types = [schema.type].flat();
  if (types.includes('array')) return bareSchemas(schema.items, `${at}[]`);
  if (!types.includes('object')) return [];
  const fields = Object.entries(schema.properties ?? {});
  if (fields.length > 0)
    return fields.flatMap(([name, field]) => bareSchemas(field, `${at}.${name}`));
  const values = schema.additionalProperties;
  return typeof values === 'object' && Object.keys(values).length > 0
    ? bareSchemas(values, `${at}{}`)
    : [at];
}

/** '/lists/:listId' and '/feed/:tab{popular|following}' as OpenAPI writes them. */
const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

/** The documented route a request went to, by matching its path against the Hono patterns. */
function docFor(method: string, path: string) {
  const bare = path.split('?')[0] as string;
  for (const [key, doc] of Object.entries(apiRouteDocs)) {
    const [m, pattern] = key.split(' ') as [string, string];
    if (m !== method) continue;
    const regex = new RegExp(
      `^/api${pattern.replace(/:\w+(?:\{([^}]*)\})?/g, (_all, alt?: string) => (alt ? `(?:${alt})` : '[^/]+'))}$`,
    );
    if (regex.test(bare)) return { key, doc };
  }
  return null;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let spec: { openapi: string; paths: Record<string, Record<string, unknown>> };

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    spec = (await (await t.app.request('/api/openapi.json')).json()) as typeof spec;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is OpenAPI 3.1 and lists every registered API route, and no route that does not exist', () => {
    expect(spec.openapi).toBe('3.1.0');
    const real = new Set<string>();
    for (const route of t.app.routes) {
      if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
      // The descriptions live on an app of their own, not on the routes that serve.
      expect(uniqueSymbol in (route.handler as object)).toBe(false);
      real.add(`${route.method.toLowerCase()} ${openApiPath(route.path)}`);
    }
    const described = new Set(
      Object.keys(apiRouteDocs).map((key) => {
        const [method, path] = key.split(' ') as [string, string];
        return `${method.toLowerCase()} ${openApiPath(`/api${path}`)}`;
      }),
    );
    const documented = new Set(
      Object.entries(spec.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method} ${path}`),
      ),
    );
    const missing = [...real].filter((route) => !documented.has(route));
    expect(missing, 'registered routes missing from the document').toEqual([]);
    const phantom = [...documented].filter((route) => !real.has(route));
    expect(phantom, 'documented routes that do not exist').toEqual([]);
    expect([...described].sort()).toEqual([...real].sort());
  });

  it('takes its request bodies from the shared zod schemas', () => {
    const post = spec.paths['/api/lists/{listId}/meals']?.post as {
      requestBody: {
        content: {
          'application/json': { schema: { properties: { meals: { maxItems: number } } } };
        };
      };
    };
    expect(post.requestBody.content['application/json'].schema.properties.meals.maxItems).toBe(20);
    const upload = spec.paths['/api/imports']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(upload.requestBody.content['multipart/form-data']?.schema.required).toEqual(['file']);
  });

  it('serves the browsable reference from our own files under the strict CSP', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script>(?!<)/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    for (const src of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      const asset = await t.app.request(src[1] as string);
      expect(asset.status, src[1]).toBe(200);
      expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(10);
    }
    expect((await t.app.request('/api/docs/assets/../../package.json')).status).toBe(404);
    // Names of the object's own machinery are not files either (found by the hostile suite).
    for (const name of ['__proto__', 'constructor', 'toString']) {
      expect((await t.app.request(`/api/docs/assets/${name}`)).status, name).toBe(404);
    }
  });

  it('sends the Swagger bundle compressed as asked, the same bytes each time', async () => {
    const plain = await t.app.request('/api/docs/assets/swagger-ui-bundle.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const original = Buffer.from(await plain.arrayBuffer());
    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await t.app.request('/api/docs/assets/swagger-ui-bundle.js', {
          headers: { 'accept-encoding': encoding },
        });
        expect(answer.headers.get('content-encoding'), encoding).toBe(encoding);
        expect(answer.headers.get('vary')).toBe('Accept-Encoding');
        const bytes = Buffer.from(await answer.arrayBuffer());
        expect(bytes.byteLength).toBeLessThan(original.byteLength / 2);
        expect(decode(bytes).equals(original), encoding).toBe(true);
      }
    }
  });

  it('describes every 2xx JSON answer by its fields, never as "a JSON object"', () => {
    const loose: string[] = [];
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const { responses } = operation as { responses: Record<string, ResponseDoc> };
        for (const [status, response] of Object.entries(responses)) {
          if (!status.startsWith('2')) continue;
          const where = `${method} ${path} ${status}`;
          const content = Object.entries(response.content ?? {});
          if (status !== '204' && content.length === 0) loose.push(`${where}: no content`);
          for (const [type, media] of content) {
            if (!/json/.test(type)) continue;
            // The document itself is the one answer that is any object (OpenAPI describes it).
            if (path === '/api/openapi.json') continue;
            loose.push(...bareSchemas(media.schema, `${where} ${type}`));
          }
        }
      }
    }
    expect(loose).toEqual([]);
  });

  it('names the cursor of every answer that pages on (nextCursor)', () => {
    const paged: string[] = [];
    const withoutCursor: string[] = [];
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const { responses, parameters = [] } = operation as {
          responses: Record<string, ResponseDoc>;
          parameters?: { name: string; in: string }[];
        };
        if (!JSON.stringify(responses['200'] ?? {}).includes('"nextCursor"')) continue;
        paged.push(`${method} ${path}`);
        if (!parameters.some((p) => p.name === 'cursor' && p.in === 'query')) {
          withoutCursor.push(`${method} ${path}`);
        }
      }
    }
    // The feed tabs, saved posts and recipes, comments, followers and follows.
    expect(paged.length).toBeGreaterThanOrEqual(5);
    expect(withoutCursor).toEqual([]);
  });

  it('finds a bare object, a missing schema and "anything" at any depth (the check above can fail)', () => {
    expect(bareSchemas({ type: 'object', properties: {}, additionalProperties: {} }, 'a')).toEqual([
      'a',
    ]);
    expect(bareSchemas(undefined, 'b')).toEqual(['b']);
    expect(
      bareSchemas(
        {
          type: 'object',
          properties: {
            list: { anyOf: [{ type: 'object' }, { type: 'null' }] },
            items: { type: 'array', items: {} },
            ok: { type: 'boolean' },
          },
        },
        'c',
      ),
    ).toEqual(['c.list|0', 'c.items[]']);
    expect(
      bareSchemas(
        {
          type: 'object',
          properties: { counts: { type: 'object', additionalProperties: { type: 'number' } } },
          additionalProperties: {},
        },
        'd',
      ),
    ).toEqual([]);
  });
});

describe.each(dialects)('the API as documented, on %s', (dialect) => {
  let t: TestApp;
  let cook: Cook;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cook = await createCook(t, 'Documented Cook');
  });
  afterAll(async () => {
    await t.close();
  });

  it('matches what the routes answer (every response of this walk is checked)', async () => {
    const checked: string[] = [];
    /** The documented routes that gave their documented success answer in this walk. */
    const answered = new Set<string>();
    /**
     * `failing`: the call is meant to fail, so its answer is checked as an error body. `as`:
     * who sends it (the cook by default; a browser-like client for the account's own routes).
     */
    async function call(
      method: string,
      path: string,
      body?: unknown,
      failing = false,
      as: Sender = cook,
    ) {
      const response = await as.send(method, path, body);
      const found = docFor(method, path);
      expect(found, `${method} ${path} is documented`).not.toBeNull();
      const { doc, key } = found as NonNullable<typeof found>;
      const text = await response.text();
      expect(response.status >= 400, `${method} ${path} answered ${response.status}: ${text}`).toBe(
        failing,
      );
      if (response.status >= 400) {
        expect(errorResponseSchema.safeParse(JSON.parse(text)).success, `${key}: ${text}`).toBe(
          true,
        );
      } else {
        expect(response.status, `${key}: ${text}`).toBe(doc.ok.status);
        if (doc.ok.status === 204) expect(text, key).toBe('');
        if (doc.ok.schema) {
          expect(response.headers.get('content-type'), key).toContain(
            doc.ok.type ?? 'application/json',
          );
          const parsed = doc.ok.schema.safeParse(JSON.parse(text));
          expect(parsed.success, `${key} answer ${text.slice(0, 300)}`).toBe(true);
        }
        answered.add(key);
      }
      checked.push(key);
      return text && doc.ok.schema ? JSON.parse(text) : null;
    }

    // The account: signed out, sign-up, password change, sign-out, sign-in, reset by email.
    const browser = createClient(t.app);
    const person: Sender = { send: (method, path, body) => browser.request(method, path, body) };
    const email = uniqueEmail('documented');
    expect(await call('GET', '/api/session', undefined, false, person)).toBeNull();
    await call(
      'POST',
      '/api/auth/sign-up/email',
      { name: 'Documented Person', email, password: GOOD_PASSWORD },
      false,
      person,
    );
    const session = await call('GET', '/api/session', undefined, false, person);
    expect(session.user.email).toBe(email);
    const changed = 'Basil&pesto42';
    await call(
      'POST',
      '/api/auth/change-password',
      { currentPassword: GOOD_PASSWORD, newPassword: changed },
      false,
      person,
    );
    await call('POST', '/api/auth/sign-out', {}, false, person);
    expect(await call('GET', '/api/session', undefined, false, person)).toBeNull();
    await call('POST', '/api/auth/sign-in/email', { email, password: GOOD_PASSWORD }, true, person);
    await call('POST', '/api/auth/sign-in/email', { email, password: changed }, false, person);
    const mailsBefore = t.mails.length;
    await call('POST', '/api/auth/request-password-reset', { email }, false, person);
    await call(
      'POST',
      '/api/auth/request-password-reset',
      { email: uniqueEmail('nobody') },
      false,
      person,
    );
    expect(t.mails.length).toBe(mailsBefore + 1);
    const token = new URL(t.mails.at(-1)?.link ?? '').searchParams.get('token') ?? '';
    await call(
      'POST',
      '/api/auth/reset-password',
      { token, newPassword: 'Another!pass9' },
      false,
      person,
    );
    await call(
      'POST',
      '/api/auth/reset-password',
      { token, newPassword: 'Another!pass9' },
      true,
      person,
    );

    await call('GET', '/api/health');
    await call('GET', '/api/session');
    await call('GET', '/api/openapi.json');
    const { list } = (await call('POST', '/api/lists', { name: 'Documented' })) as {
      list: ListSummary;
    };
    await call('GET', '/api/lists');
    await call('PATCH', `/api/lists/${list.id}`, { name: 'Documented too' });
    const { meals } = await call('POST', `/api/lists/${list.id}/meals`, { meals: [mealDraft()] });
    const mealId = meals[0].id as string;
    const helper = await createCook(t, 'Helping Cook');
    await call('POST', `/api/lists/${list.id}/members`, { username: helper.username });
    await call('GET', `/api/lists/${list.id}`);
    await call('DELETE', `/api/lists/${list.id}/members/${helper.id}`);
    await call('GET', '/api/meals');
    await call('GET', `/api/meals/${mealId}?listId=${list.id}`);
    await call('PATCH', `/api/lists/${list.id}/items/${mealId}`, { servings: 3 });
    await call('PUT', `/api/meals/${mealId}/directions`, { directions: ['Stir.'] });
    await call('PUT', `/api/meals/${mealId}/ingredients`, {
      ingredients: [{ name: 'rice', quantity: 1, unit: 'cup' }],
    });
    const other = (await call('POST', '/api/lists', { name: 'Other' })) as { list: ListSummary };
    await call('POST', `/api/lists/${other.list.id}/items`, { mealIds: [mealId] });
    await call('PUT', `/api/lists/${list.id}/shopping/lines`, {
      scope: 'all',
      key: 'rice',
      checked: true,
    });
    const { item } = await call('POST', `/api/lists/${list.id}/shopping/items`, {
      scope: 'all',
      name: 'Bread',
      quantity: 1,
      unit: 'loaf',
    });
    await call('PATCH', `/api/lists/${list.id}/shopping/items/${item.id}`, {
      edit: { name: 'Rye bread', quantity: null, unit: '' },
    });
    await call('POST', `/api/lists/${list.id}/shopping/untick`, { scope: 'all' });
    await call('GET', `/api/lists/${list.id}/shopping`);
    await call('DELETE', `/api/lists/${list.id}/shopping/items/${item.id}`);
    await call('POST', '/api/import/html', {
      html: `<script type="application/ld+json">${JSON.stringify({
        '@type': 'Recipe',
        name: 'Dal',
        recipeIngredient: ['1 cup lentils'],
        recipeInstructions: 'Simmer.',
      })}</script>`,
    });
    await call('POST', '/api/import/html', { html: '<p>No recipe here</p>' });
    await call('POST', '/api/import/url', { url: 'https://recipes.example/unreachable' });
    await call('POST', '/api/import/url/ai', { url: 'https://recipes.example/unreachable' });
    const exported = (await call('GET', '/api/export/recipes?format=jsonld')) as {
      recipeIngredient: string[];
    }[];
    expect(exported.length).toBeGreaterThan(0);
    // Nutrition: a meal's and the list's figures, a food chosen for an ingredient.
    const { meal } = await call('GET', `/api/meals/${mealId}?listId=${list.id}`);
    const { foods } = await call('GET', '/api/foods?q=rice');
    expect(foods.length).toBeGreaterThan(0);
    await call('PUT', `/api/meals/${mealId}/ingredients/${meal.ingredients[0].id}/food`, {
      foodId: foods[0].id,
    });
    await call('GET', `/api/meals/${mealId}/nutrition`);
    await call('PUT', `/api/lists/${list.id}/people-eating`, { peopleEating: 3 });
    await call('GET', `/api/lists/${list.id}/nutrition`);
    // The offline AI provider of the tests answers from its own collection.
    await call('POST', '/api/ai/recipe', { prompt: 'A quick rice dish' });
    await call('POST', '/api/ai/plan', { count: 2, mode: 'surprise' });
    await call('GET', `/api/lists/${list.id}/ingredients`);
    // The social routes, with a second cook to follow.
    const friend = await createCook(t, 'Followed Cook');
    const post = await call(
      'POST',
      '/api/posts',
      form(
        { text: 'Rice night', mealId },
        { field: 'image', bytes: await picture('png'), name: 'rice.png', type: 'image/png' },
      ),
    );
    await call('GET', `/api/posts/${post.id}`);
    await call('PUT', `/api/posts/${post.id}/like`);
    await call('PUT', `/api/posts/${post.id}/save`);
    const { comment } = await call('POST', `/api/posts/${post.id}/comments`, { text: 'Yum' });
    await call('GET', `/api/posts/${post.id}/comments`);
    await call('GET', '/api/feed/saved');
    await call('GET', '/api/feed/following');
    await call('PUT', `/api/recipes/${mealId}/like`);
    await call('PUT', `/api/recipes/${mealId}/save`);
    await call('GET', `/api/recipes/${mealId}/reactions`);
    await call('GET', '/api/recipes/saved');
    await call('PUT', `/api/profiles/${friend.id}/follow`);
    await call('GET', `/api/profiles/${friend.id}/followers`);
    await call('GET', `/api/profiles/${cook.id}/following`);
    await call('PUT', '/api/profile', {
      username: cook.username,
      fullName: 'Documented Cook',
      location: 'Lyon',
    });
    await call(
      'PUT',
      '/api/profile/avatar',
      form({}, { field: 'avatar', bytes: await picture('png'), name: 'me.png', type: 'image/png' }),
    );
    await call('GET', '/api/feed/popular');
    await call('GET', `/api/profiles/${cook.id}`);
    await call('DELETE', `/api/comments/${comment.id}`);
    await call('DELETE', `/api/posts/${post.id}/like`);
    await call('DELETE', `/api/recipes/${mealId}/save`);
    await call('DELETE', `/api/profiles/${friend.id}/follow`);
    await call('DELETE', `/api/posts/${post.id}`);
    const created = await call('POST', '/api/tokens', { name: 'Docs', scope: 'read' });
    await call('GET', '/api/tokens');
    await call('DELETE', `/api/tokens/${created.apiToken.id}`);
    await call('GET', '/api/imports/latest');
    const upload = form(
      { listId: list.id },
      {
        field: 'file',
        bytes: new TextEncoder().encode(
          JSON.stringify({
            '@context': 'https://schema.org',
            '@type': 'Recipe',
            name: 'Dal',
            recipeIngredient: ['1 cup lentils'],
            recipeInstructions: 'Simmer.',
          }),
        ),
        name: 'dal.json',
        type: 'application/json',
      },
    );
    const started = (await call('POST', '/api/imports', upload)) as { import: ImportJob };
    await t.importsIdle();
    await call('GET', `/api/imports/${started.import.id}`);
    await call('DELETE', `/api/imports/${started.import.id}`);
    await call('GET', '/api/imports/not-a-job', undefined, true);
    await call('POST', '/api/lists', { name: '' }, true);
    await call('DELETE', `/api/lists/${list.id}/items/${mealId}`);
    await call('POST', `/api/lists/${list.id}/items/${mealId}/restore`);
    await call('DELETE', `/api/lists/${other.list.id}`);
    expect(new Set(checked).size).toBeGreaterThan(20);
    // Every route that answers JSON was walked to its documented answer at least once.
    const withSchema = Object.entries(apiRouteDocs)
      .filter(([, doc]) => doc.ok.schema)
      .map(([key]) => key);
    expect(withSchema.filter((key) => !answered.has(key))).toEqual([]);
  });
});
