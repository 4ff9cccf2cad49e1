import { randomBytes } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../../providers/storage/storage.ts';
import { type ExportRepository, MEAL_PAGE } from './export-repository.ts';
import { createExportService } from './export-service.ts';

const PAGES = 20;

/**
 * An account of 20 pages of meals (4,000), each with a long step of text deflate cannot shrink
 * to nothing, that counts how many pages the export has read so far.
 */
function bigAccount() {
  const read = { pages: 0 };
  const ids = Array.from({ length: PAGES * MEAL_PAGE }, (_, i) => `meal-${i}`);
  const repo = {
    profile: async () => undefined,
    lists: async () => [],
    social: async () => ({
      posts: [],
      comments: [],
      likes: { posts: [], recipes: [] },
      saves: { posts: [], recipes: [] },
      follows: { following: [], followers: [] },
    }),
    mealIds: async () => ids,
    meals: async (page: string[]) => {
      read.pages += 1;
      return page.map((id) => ({
        id,
        name: `Dish ${id}`,
        description: '',
        servings: 2,
        source: 'manual',
        imageUrl: null,
        cookTimeMinutes: 30,
        fridgeLifeDays: 3,
        directions: [randomBytes(600).toString('base64')],
        createdAt: '2026-11-28T00:00:00.000Z',
        createdBy: 'cook',
        ingredients: [{ name: 'rice', quantity: 1, unit: 'cup', originalLine: null }],
      }));
    },
  } as unknown as ExportRepository;
  const storage = { keyOf: () => null, get: async () => null } as unknown as Storage;
  return {
    read,
    service: createExportService({ repo, storage, publicUrl: 'https://forkcast.example' }),
  };
}

/** Reads one chunk, then lets the export run on for a while with nobody reading. */
async function readOneAndWait(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  const first = (await reader.read()).value as Uint8Array;
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { reader, first };
}

async function readAll({
  reader,
  first,
}: {
  reader: ReadableStreamDefaultReader<Uint8Array>;
  first: Uint8Array;
}) {
  const chunks: Uint8Array[] = [first];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

describe('the export streams', () => {
  it('reads the meals of forkcast.json a page at a time, as fast as the download takes them', async () => {
    const { read, service } = bigAccount();
    const reader = await readOneAndWait(service.account('user-1'));
    // A reader that stopped after one chunk holds the export a few pages in (one in each step
    // of the pipe to the zip), not at the end.
    expect(read.pages).toBeLessThanOrEqual(5);
    const files = unzipSync(await readAll(reader));
    const data = JSON.parse(strFromU8(files['forkcast.json'] as Uint8Array));
    expect(data.meals).toHaveLength(PAGES * MEAL_PAGE);
    expect(read.pages).toBe(PAGES);
  });

  it('makes the Markdown files a page at a time too', async () => {
    const { read, service } = bigAccount();
    const file = await service.recipes('user-1', 'markdown');
    const reader = await readOneAndWait(file.body);
    expect(read.pages).toBeLessThanOrEqual(3);
    const files = unzipSync(await readAll(reader));
    expect(Object.keys(files)).toHaveLength(PAGES * MEAL_PAGE);
    expect(strFromU8(files['dish-meal-0.md'] as Uint8Array)).toContain('# Dish meal-0\n');
  });

  it('and the JSON-LD file', async () => {
    const { read, service } = bigAccount();
    const file = await service.recipes('user-1', 'jsonld');
    const reader = await readOneAndWait(file.body);
    expect(read.pages).toBeLessThanOrEqual(3);
    const recipes = JSON.parse(strFromU8(await readAll(reader)));
    expect(recipes).toHaveLength(PAGES * MEAL_PAGE);
  });
});

describe('pictures in the recipe exports', () => {
  /** Three recipes: a picture this server ships, one on the web, and none. */
  function pictured() {
    const meal = (id: string, imageUrl: string | null) => ({
      id,
      name: `Dish ${id}`,
      description: '',
      servings: 2,
      source: 'manual',
      imageUrl,
      cookTimeMinutes: 30,
      fridgeLifeDays: 3,
      directions: ['Cook.'],
      createdAt: '2026-11-28T00:00:00.000Z',
      createdBy: 'cook',
      ingredients: [{ name: 'rice', quantity: 1, unit: 'cup', originalLine: null }],
    });
    const repo = {
      mealIds: async () => ['a', 'b', 'c'],
      meals: async () => [
        meal('a', '/images/dishes/soup.webp'),
        meal('b', 'https://example.com/b.jpg'),
        meal('c', null),
      ],
    } as unknown as ExportRepository;
    const storage = { keyOf: () => null, get: async () => null } as unknown as Storage;
    return createExportService({ repo, storage, publicUrl: 'https://forkcast.example/' });
  }

  it('names every picture by a full address a reader elsewhere can fetch', async () => {
    const file = await pictured().recipes('user-1', 'jsonld');
    const recipes = JSON.parse(await new Response(file.body).text()) as { image?: string }[];
    expect(recipes.map((r) => r.image)).toEqual([
      'https://forkcast.example/images/dishes/soup.webp',
      'https://example.com/b.jpg',
      undefined,
    ]);
  });

  it('links a picture not in the zip by its full address in the Markdown', async () => {
    const file = await pictured().recipes('user-1', 'markdown');
    const files = unzipSync(new Uint8Array(await new Response(file.body).arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['dish-a.md', 'dish-b.md', 'dish-c.md']);
    expect(strFromU8(files['dish-a.md'] as Uint8Array)).toContain(
      '![Dish a](<https://forkcast.example/images/dishes/soup.webp>)',
    );
    expect(strFromU8(files['dish-c.md'] as Uint8Array)).not.toContain('![');
  });
});
