import type { ImportJob, ListDetail, MealDetail } from '@forkcast/core';
import { bulkImportMessages } from '@forkcast/core';
import { gzipSync, strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeSafeFetch } from '../src/providers/safe-fetch/fake-safe-fetch.ts';
import {
  bombArchive,
  forkcastExport,
  jsonLdExport,
  mealieExport,
  paprikaExport,
  type SampleRecipe,
  sampleRecipes,
  slipArchive,
  tandoorExport,
} from './support/recipe-exports.ts';
import { type Cook, createCook, errorOf, form, json, picture } from './support/social-fixtures.ts';
import { createTestApp, dialects, ORIGIN, type TestApp } from './support/test-app.ts';

/** A smaller copy of the sample photo, as Mealie keeps beside the original (set below). */
let thumbnail: Uint8Array | undefined;

type Format = {
  name: string;
  fileName: string;
  build: (recipes: SampleRecipe[]) => Uint8Array;
  /** An entry name of this kind, for the bomb and the slip. */
  entry?: string;
  carriesPhotos: boolean;
  /** The list the recipes land in: a Forkcast export brings its own; others, the file's name. */
  listName?: string;
};

const formats: Format[] = [
  {
    name: 'paprika',
    fileName: 'My Recipes.paprikarecipes',
    build: paprikaExport,
    entry: 'x.paprikarecipe',
    carriesPhotos: true,
  },
  {
    name: 'mealie',
    fileName: 'mealie.zip',
    build: (recipes) => mealieExport(recipes, thumbnail),
    entry: 'recipes/x/x.json',
    carriesPhotos: true,
  },
  {
    name: 'tandoor',
    fileName: 'tandoor.zip',
    build: tandoorExport,
    entry: '1.zip',
    carriesPhotos: true,
  },
  { name: 'json-ld', fileName: 'recipes.json', build: jsonLdExport, carriesPhotos: false },
  {
    name: 'forkcast',
    fileName: 'forkcast-export-2026-11-28.zip',
    build: (recipes) => forkcastExport(recipes),
    entry: 'forkcast.json',
    carriesPhotos: true,
    listName: 'Family plan',
  },
];

const recipePage = (recipe: object) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    ...recipe,
  })}</script></head><body></body></html>`;

describe.each(dialects)('bulk import on %s', (dialect) => {
  let t: TestApp;
  let photo: Uint8Array;
  /** What the fetches of address lists did: how many ran at once at most. */
  const fetches = { inFlight: 0, most: 0 };

  beforeAll(async () => {
    const pages = createFakeSafeFetch({
      'https://pages.example/pie': recipePage({
        name: 'Apple pie',
        recipeIngredient: ['3 apples', '200 g flour'],
        recipeInstructions: 'Bake it.',
      }),
    });
    t = await createTestApp(dialect, {
      importLimits: {
        expandedBytes: 1024 * 1024,
        entries: 200,
        recipes: 50,
        fileBytes: 2 * 1024 * 1024,
      },
      providers: {
        safeFetch: {
          async fetchPage(url) {
            fetches.inFlight += 1;
            fetches.most = Math.max(fetches.most, fetches.inFlight);
            try {
              // A page takes a moment, so that fetches made at once overlap.
              await new Promise((resolve) => setTimeout(resolve, 20));
              const dish = /^https:\/\/pages\.example\/dish-(\d+)$/.exec(url);
              if (dish) {
                return {
                  url,
                  html: recipePage({
                    name: `Dish ${dish[1]}`,
                    recipeIngredient: [`${dish[1]} cups rice`],
                    recipeInstructions: 'Cook.',
                  }),
                };
              }
              return await pages.fetchPage(url);
            } finally {
              fetches.inFlight -= 1;
            }
          },
        },
      },
    });
    photo = await picture('png', 40, 30);
    thumbnail = await picture('png', 20, 15);
  });
  afterAll(async () => {
    await t.close();
  });

  async function upload(
    cook: Cook,
    bytes: Uint8Array,
    fileName: string,
    fields: Record<string, string> = { newListName: '' },
  ) {
    return cook.send(
      'POST',
      '/api/imports',
      form(fields, { field: 'file', bytes, name: fileName, type: 'application/octet-stream' }),
    );
  }

  async function finished(cook: Cook, id: string): Promise<ImportJob> {
    await t.importsIdle();
    return (await json<{ import: ImportJob }>(cook.send('GET', `/api/imports/${id}`))).import;
  }

  async function importAll(
    cook: Cook,
    bytes: Uint8Array,
    fileName: string,
    fields?: Record<string, string>,
  ) {
    const started = await json<{ import: ImportJob }>(upload(cook, bytes, fileName, fields), 202);
    expect(started.import.total).toBeGreaterThan(0);
    return finished(cook, started.import.id);
  }

  async function listOf(cook: Cook, listId: string | null) {
    return (await json<{ list: ListDetail }>(cook.send('GET', `/api/lists/${listId}`))).list;
  }

  describe.each(formats)('$name', (format) => {
    it('imports a good file into a new list named after the file, with pictures', async () => {
      const cook = await createCook(t);
      const recipes = sampleRecipes(3, format.carriesPhotos ? photo : undefined, format.name);
      const stored = t.uploads.calls.length;
      const job = await importAll(cook, format.build(recipes), format.fileName);
      expect(job).toMatchObject({ status: 'done', total: 3, done: 3, skipped: 0, failed: 0 });
      expect(job.problems).toEqual([]);
      const list = await listOf(cook, job.listId);
      expect(list.name).toBe(format.listName ?? format.fileName.replace(/\.[^.]+$/, ''));
      expect(list.meals.map((m) => m.name).sort()).toEqual(recipes.map((r) => r.name).sort());
      const first = list.meals.find((m) => m.name === recipes[0]?.name);
      const detail = (
        await json<{ meal: MealDetail }>(
          cook.send('GET', `/api/meals/${first?.id}?listId=${list.id}`),
        )
      ).meal;
      expect(detail.ingredients.map((i) => [i.quantity, i.unit, i.name])).toEqual([
        [2, 'cup', 'flour'],
        [1, 'tsp', 'salt'],
        [1, '', 'eggs'],
      ]);
      expect(detail.directions).toEqual(['Mix everything.', 'Bake for 30 minutes.']);
      // Each line as the file wrote it, beside what our parser read from it.
      const lines = await t.db
        .selectFrom('ingredients')
        .select('original_line')
        .where('meal_id', '=', first?.id as string)
        .orderBy('position')
        .execute();
      expect(lines.map((l) => l.original_line)).toEqual(['2 cups flour', '1 tsp salt', '1 eggs']);
      // ...and the meal read gives them back.
      expect(detail.ingredients.map((i) => i.originalLine)).toEqual([
        '2 cups flour',
        '1 tsp salt',
        '1 eggs',
      ]);
      expect(detail.source).toBe(recipes[0]?.url);
      expect(detail.servings).toBe(4);
      expect(detail.cookTimeMinutes).toBe(45);
      if (format.carriesPhotos) {
        // The samples carry 40x30 PNG photos: those become WebP, at the original's size.
        expect(detail.imageUrl).toMatch(/^\/uploads\/posts\/.+_40x30-v2\.webp$/);
        expect(t.uploads.calls.length - stored).toBe(3);
      }
    });

    it('skips and lists the duplicates of a second run', async () => {
      const cook = await createCook(t);
      const recipes = sampleRecipes(2, undefined, `${format.name} dup`);
      await importAll(cook, format.build(recipes), format.fileName);
      const again = await importAll(cook, format.build(recipes), format.fileName);
      expect(again).toMatchObject({ status: 'done', total: 2, done: 0, skipped: 2, failed: 0 });
      // Nothing was written, so no new list was made for it.
      expect(again.listId).toBeNull();
      const lists = await json<{ lists: { name: string }[] }>(cook.send('GET', '/api/lists'));
      expect(lists.lists).toHaveLength(1);
      expect(again.problems).toEqual(
        recipes.map((r) => ({ recipe: r.name, reason: bulkImportMessages.duplicate })),
      );
      // Same name and ingredients, no address: still the same recipe.
      const renamedSource = recipes.map((r) => ({ ...r, url: undefined }));
      const third = await importAll(cook, format.build(renamedSource), format.fileName);
      expect(third.skipped).toBe(2);
    });

    it('lists a failing recipe and imports the others', async () => {
      const cook = await createCook(t);
      const recipes = sampleRecipes(3, undefined, `${format.name} partial`);
      const broken = { ...recipes[1], ingredients: [] } as SampleRecipe;
      const job = await importAll(
        cook,
        format.build([recipes[0], broken, recipes[2]] as SampleRecipe[]),
        format.fileName,
      );
      expect(job).toMatchObject({ status: 'done', total: 3, done: 2, failed: 1 });
      expect(job.problems).toEqual([
        { recipe: broken.name, reason: bulkImportMessages.noIngredients },
      ]);
    });

    it('reads the kind from the content, whatever the file is called', async () => {
      const cook = await createCook(t);
      const recipes = sampleRecipes(1, undefined, `${format.name} misnamed`);
      const job = await importAll(cook, format.build(recipes), 'download (1).txt');
      expect(job).toMatchObject({ status: 'done', format: format.name, done: 1 });
    });

    it('refuses an empty file', async () => {
      const cook = await createCook(t);
      const empty = format.entry ? zipSync({}) : strToU8('[]');
      const error = await errorOf(upload(cook, empty, format.fileName), 400);
      expect(error.message).toBe(bulkImportMessages.noRecipes);
    });

    it('refuses a truncated file', async () => {
      const cook = await createCook(t);
      const whole = format.build(sampleRecipes(3));
      const error = await errorOf(
        upload(cook, whole.subarray(0, Math.floor(whole.length / 2)), format.fileName),
        400,
      );
      expect(error.message).toBe(bulkImportMessages.damaged);
    });

    if (format.entry) {
      const entry = format.entry;
      it('refuses a zip bomb before inflating it', async () => {
        const cook = await createCook(t);
        const bomb = bombArchive(entry, 2 * 1024 * 1024);
        expect(bomb.length).toBeLessThan(64 * 1024);
        const error = await errorOf(upload(cook, bomb, format.fileName), 400);
        expect(error.message).toBe(bulkImportMessages.archiveTooLarge);
      });

      it('refuses an archive with too many entries', async () => {
        const cook = await createCook(t);
        const files: Record<string, Uint8Array> = {};
        for (let i = 0; i < 201; i += 1) files[`${i}-${entry.replace(/^.*\//, '')}`] = strToU8('x');
        const error = await errorOf(upload(cook, zipSync(files), format.fileName), 400);
        expect(error.message).toBe(bulkImportMessages.archiveTooLarge);
      });

      it('refuses a path that climbs out of the archive', async () => {
        const cook = await createCook(t);
        const slip = zipSync({
          [`../../${entry.replace(/^.*\//, '')}`]: gzipSync(strToU8('{}')),
        });
        const error = await errorOf(upload(cook, slip, format.fileName), 400);
        expect(error.message).toBe(bulkImportMessages.unsafePath);
      });
    }

    it('stops a cancelled run after the current recipe and keeps what was done', async () => {
      const cook = await createCook(t);
      const recipes = sampleRecipes(40, photo, `${format.name} cancel`);
      const storage = t.uploads.storage;
      const put = storage.put;
      const kept = () => [...t.uploads.files.keys()].filter((k) => k.startsWith('posts/')).length;
      const before = kept();
      let puts = 0;
      let jobId = '';
      // The cook cancels while the 11th picture is stored: the pictures of the first batch of
      // ten are all stored, so at most those ten recipes may be written, never the second batch.
      storage.put = async (key, body, type) => {
        puts += 1;
        if (puts === 11)
          expect((await cook.send('DELETE', `/api/imports/${jobId}`)).status).toBe(204);
        return put(key, body, type);
      };
      try {
        const started = await json<{ import: ImportJob }>(
          upload(cook, format.build(recipes), format.fileName),
          202,
        );
        jobId = started.import.id;
        // Without pictures (JSON-LD), the cancel is sent at once.
        if (!format.carriesPhotos) {
          expect((await cook.send('DELETE', `/api/imports/${jobId}`)).status).toBe(204);
        }
        const job = await finished(cook, started.import.id);
        expect(job.status).toBe('cancelled');
        expect(format.carriesPhotos ? [0, 10] : [0, 10, 20, 30]).toContain(job.done);
        // What was done stays; nothing written means no list was made.
        if (job.listId === null) expect(job.done).toBe(0);
        else expect((await listOf(cook, job.listId)).meals).toHaveLength(job.done);
        // The pictures of recipes not written were deleted again.
        expect(kept() - before).toBe(format.carriesPhotos ? job.done : 0);
      } finally {
        storage.put = put;
      }
    });
  });

  it('refuses a file of the wrong kind, naming the kinds taken', async () => {
    const cook = await createCook(t);
    for (const [bytes, name] of [
      [await picture('png'), 'recipes.paprikarecipes'],
      [strToU8('just some notes\nnot addresses'), 'notes.txt'],
      [zipSync({ 'readme.txt': strToU8('hello') }), 'export.zip'],
    ] as const) {
      const error = await errorOf(upload(cook, bytes, name), 400);
      expect(error.message).toBe(bulkImportMessages.wrongKind);
    }
  });

  it('refuses an export from a newer Forkcast whole, and writes nothing', async () => {
    const cook = await createCook(t);
    const exported = (version: unknown) =>
      zipSync({
        'forkcast.json': strToU8(
          JSON.stringify({
            version,
            lists: [{ id: 'plan', name: 'Plan', items: [{ mealId: 'soup', servings: 2 }] }],
            meals: [
              {
                id: 'soup',
                name: 'Soup',
                servings: 2,
                ingredients: [{ name: 'leeks', quantity: 2, unit: '' }],
                directions: ['Simmer.'],
                picture: null,
              },
            ],
          }),
        ),
      });
    const newer = await errorOf(upload(cook, exported(2), 'forkcast-export.zip'), 400);
    expect(newer.message).toBe(bulkImportMessages.newerExport);
    const { lists } = await json<{ lists: unknown[] }>(cook.send('GET', '/api/lists'));
    expect(lists).toEqual([]);
    // No version at all is not a Forkcast export; the version it was made with imports.
    const unversioned = await errorOf(upload(cook, exported('1'), 'forkcast-export.zip'), 400);
    expect(unversioned.message).toBe(bulkImportMessages.wrongKind);
    const job = await importAll(cook, exported(1), 'forkcast-export.zip');
    expect(job).toMatchObject({ status: 'done', done: 1, failed: 0 });
  });

  it('stops the whole job when gzipped Paprika recipes inflate past the limit', async () => {
    const cook = await createCook(t);
    const [good] = sampleRecipes(1, undefined, 'Before the bomb');
    const file = unzipSync(paprikaExport([good as SampleRecipe]));
    // 2 MB of JSON whitespace, gzipped to a few kilobytes: the zip's directory cannot tell.
    const bomb = new Uint8Array(2 * 1024 * 1024).fill(0x20);
    bomb.set(strToU8('{"name":"Bomb"}'));
    const job = await importAll(
      cook,
      zipSync({ ...file, 'Bomb.paprikarecipe': gzipSync(bomb, { level: 9 }) }),
      'bomb.paprikarecipes',
    );
    expect(job).toMatchObject({ status: 'failed', done: 0 });
    expect(job.problems).toContainEqual({
      recipe: 'The whole file',
      reason: bulkImportMessages.archiveTooLarge,
    });
  });

  it('stops the whole job at a path climbing out of a Tandoor recipe zip', async () => {
    const cook = await createCook(t);
    const outer = unzipSync(tandoorExport(sampleRecipes(1, undefined, 'Tandoor slip')));
    const inner = zipSync({
      'recipe.json': strToU8('{"name":"Slip"}'),
      '../../image.png': strToU8('x'),
    });
    const job = await importAll(cook, zipSync({ ...outer, '2.zip': inner }), 'tandoor.zip');
    expect(job).toMatchObject({ status: 'failed', done: 0 });
    expect(job.problems).toContainEqual({
      recipe: 'The whole file',
      reason: bulkImportMessages.unsafePath,
    });
  });

  it('refuses a zip slip in the Paprika shape too', async () => {
    const cook = await createCook(t);
    const error = await errorOf(upload(cook, slipArchive(), 'x.paprikarecipes'), 400);
    expect(error.message).toBe(bulkImportMessages.unsafePath);
  });

  it('runs one import at a time per cook; a job stuck for 10 minutes no longer counts', async () => {
    const cook = await createCook(t);
    const file = () => jsonLdExport(sampleRecipes(1, undefined, 'One at a time'));
    const jobId = 'stuck-job-of-a-stopped-server';
    await t.db
      .insertInto('recipe_imports')
      .values({
        id: jobId,
        user_id: cook.id,
        meal_list_id: null,
        file_name: 'big.paprikarecipes',
        format: 'paprika',
        status: 'running',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const error = await errorOf(upload(cook, file(), 'next.json'), 409);
    expect(error.message).toBe(bulkImportMessages.alreadyRunning);
    // Another cook is not held up.
    expect((await upload(await createCook(t), file(), 'theirs.json')).status).toBe(202);
    await t.db
      .updateTable('recipe_imports')
      .set({ updated_at: new Date(Date.now() - 11 * 60 * 1000).toISOString() })
      .where('id', '=', jobId)
      .execute();
    expect((await upload(cook, file(), 'next.json')).status).toBe(202);
    await t.importsIdle();
  });

  it('keeps the original line of each ingredient the cook leaves unchanged when saving them', async () => {
    const cook = await createCook(t);
    const job = await importAll(cook, jsonLdExport(sampleRecipes(1, undefined, 'Lines')), 'l.json');
    const [meal] = (await listOf(cook, job.listId)).meals;
    const linesOf = async () =>
      (
        await t.db
          .selectFrom('ingredients')
          .select(['name', 'original_line'])
          .where('meal_id', '=', meal?.id as string)
          .orderBy('position')
          .execute()
      ).map((r) => [r.name, r.original_line]);
    expect(await linesOf()).toEqual([
      ['flour', '2 cups flour'],
      ['salt', '1 tsp salt'],
      ['eggs', '1 eggs'],
    ]);
    // The form sends name, amount and unit: flour unchanged, salt doubled, a new line.
    await json(
      cook.send('PUT', `/api/meals/${meal?.id}/ingredients`, {
        ingredients: [
          { name: 'flour', quantity: 2, unit: 'cup' },
          { name: 'salt', quantity: 2, unit: 'tsp' },
          { name: 'eggs', quantity: 1, unit: '' },
          { name: 'milk', quantity: 1, unit: 'cup' },
        ],
      }),
      200,
    );
    expect(await linesOf()).toEqual([
      ['flour', '2 cups flour'],
      ['salt', null],
      ['eggs', '1 eggs'],
      ['milk', null],
    ]);
    // The meal read says the same, line by line (null where there is none).
    const { meal: detail } = await json<{ meal: MealDetail }>(
      cook.send('GET', `/api/meals/${meal?.id}?listId=${job.listId}`),
    );
    expect(detail.ingredients.map((i) => [i.name, i.originalLine])).toEqual(await linesOf());
  });

  it('marks a job its stopped server left running as failed, saying how far it got', async () => {
    const cook = await createCook(t);
    const insert = async (id: string, silentMs: number) => {
      const at = new Date(Date.now() - silentMs).toISOString();
      await t.db
        .insertInto('recipe_imports')
        .values({
          id,
          user_id: cook.id,
          meal_list_id: null,
          file_name: 'big.paprikarecipes',
          format: 'paprika',
          status: 'running',
          total: 100,
          done: 30,
          problems: JSON.stringify([{ recipe: 'Stew', reason: bulkImportMessages.duplicate }]),
          created_at: at,
          updated_at: at,
        })
        .execute();
    };
    const stateOf = async (id: string) =>
      (await t.db.selectFrom('recipe_imports').selectAll().where('id', '=', id).executeTakeFirst())
        ?.status;
    // Working a moment ago: on SQLite the only server of the database was restarted, so the
    // job is lost; on PostgreSQL another instance may be working on it, so it stays.
    await insert('restarted-job', 1000);
    // Silent for three minutes: a working job shows a sign of life every 30 s.
    await insert('silent-job', 3 * 60 * 1000);
    await t.recoverInterruptedImports();
    expect(await stateOf('restarted-job')).toBe(dialect === 'sqlite' ? 'failed' : 'running');
    const job = (await json<{ import: ImportJob }>(cook.send('GET', '/api/imports/silent-job')))
      .import;
    expect(job).toMatchObject({ status: 'failed', done: 30, total: 100 });
    expect(job.problems).toEqual([
      { recipe: 'Stew', reason: bulkImportMessages.duplicate },
      {
        recipe: 'The whole file',
        reason:
          'Forkcast restarted during this import; 30 recipes were imported, start it again to finish.',
      },
    ]);
    // A second start-up changes nothing more.
    await t.recoverInterruptedImports();
    const again = (await json<{ import: ImportJob }>(cook.send('GET', '/api/imports/silent-job')))
      .import;
    expect(again.problems).toHaveLength(2);
    await t.db.deleteFrom('recipe_imports').where('user_id', '=', cook.id).execute();
  });

  it('a meal of several lists that could not join one is reported imported, not failed', async () => {
    // A Forkcast export: ten meals in 'First', then one (with a picture) in 'First' and 'Second'.
    const cook = await createCook(t);
    const meal = (id: string, name: string, picture: string | null = null) => ({
      id,
      name,
      description: '',
      servings: 2,
      cookTimeMinutes: 30,
      ingredients: [{ name: `${name} base`, quantity: 1, unit: 'can' }],
      directions: ['Simmer.'],
      source: 'manual',
      picture,
    });
    const fillers = Array.from({ length: 10 }, (_, i) => meal(`filler-${i}`, `Filler ${i}`));
    const file = zipSync({
      'forkcast.json': strToU8(
        JSON.stringify({
          version: 1,
          lists: [
            {
              id: 'first',
              name: 'First',
              items: [...fillers, { id: 'stew' }].map((m) => ({ mealId: m.id, servings: 2 })),
            },
            { id: 'second', name: 'Second', items: [{ mealId: 'stew', servings: 2 }] },
          ],
          meals: [...fillers, meal('stew', 'Shared stew', 'pictures/posts/stew.webp')],
        }),
      ),
      'pictures/posts/stew.webp': new Uint8Array(await sharp(photo).webp().toBuffer()),
    });

    // The lists are made when the first batch (the ten fillers) is written; the stew is read
    // meanwhile, and while its picture is stored, its second list is deleted.
    const storage = t.uploads.storage;
    const put = storage.put;
    storage.put = async (key, body, type) => {
      for (let i = 0; i < 500; i += 1) {
        const { lists } = await json<{ lists: { id: string; name: string }[] }>(
          cook.send('GET', '/api/lists'),
        );
        const second = lists.find((l) => l.name === 'Second');
        if (second) {
          expect((await cook.send('DELETE', `/api/lists/${second.id}`)).status).toBe(204);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return put(key, body, type);
    };
    let job: ImportJob;
    try {
      job = await importAll(cook, file, 'forkcast-export.zip');
    } finally {
      storage.put = put;
    }
    expect(job).toMatchObject({ status: 'done', total: 11, done: 11, failed: 0 });
    expect(job.problems).toHaveLength(1);
    expect(job.problems[0]?.recipe).toBe('Shared stew');
    expect(job.problems[0]?.reason).toMatch(/^Imported, but not added to all of its lists: /);
    const { lists } = await json<{ lists: { name: string; mealCount: number }[] }>(
      cook.send('GET', '/api/lists'),
    );
    expect(lists.map((l) => [l.name, l.mealCount])).toEqual([['First', 11]]);
  });

  it('keeps a JPEG photo as JPEG, re-encoded without its metadata, with JPEG copies served as such', async () => {
    const cook = await createCook(t);
    const camera = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#aa5522' },
    })
      .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N' } })
      .jpeg()
      .toBuffer();
    const [recipe] = sampleRecipes(1, new Uint8Array(camera), 'Jpeg photo');
    const job = await importAll(
      cook,
      paprikaExport([recipe as SampleRecipe]),
      'jpeg.paprikarecipes',
    );
    expect(job).toMatchObject({ status: 'done', done: 1 });
    const [meal] = (await listOf(cook, job.listId)).meals;
    expect(meal?.imageUrl).toMatch(/^\/uploads\/posts\/[\w-]+_900x600-v2\.jpg$/);
    const url = meal?.imageUrl as string;
    for (const [address, width] of [
      [url, 900],
      [url.replace(/\.jpg$/, '-w400.jpg'), 400],
      [url.replace(/\.jpg$/, '-w800.jpg'), 800],
    ] as const) {
      const served = await t.app.request(address);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const body = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', width, undefined]);
      expect(body.includes('PhoneCam')).toBe(false);
    }
  });

  it('restores servings and schedule from a Forkcast export, dropping values out of range', async () => {
    const cook = await createCook(t);
    const meal = (id: string, name: string) => ({
      id,
      name,
      description: '',
      servings: 2,
      cookTimeMinutes: 30,
      ingredients: [{ name: `${name} base`, quantity: 1, unit: 'can' }],
      directions: ['Simmer.'],
      source: 'manual',
      picture: null,
    });
    const file = zipSync({
      'forkcast.json': strToU8(
        JSON.stringify({
          version: 1,
          lists: [
            {
              id: 'plan',
              name: 'Plan',
              peopleEating: 4,
              items: [
                { mealId: 'chili', servings: 3, schedule: { day: 4, type: 'cook' } },
                { mealId: 'stew', servings: 'lots', schedule: { day: 9, type: 'cook' } },
                { mealId: 'dal', servings: 2, schedule: { day: 1, type: 'bake' } },
              ],
            },
            // An empty list, whose number of people eating is out of range.
            { id: 'party', name: 'Party', peopleEating: 0, items: [] },
          ],
          meals: [meal('chili', 'Chili'), meal('stew', 'Stew'), meal('dal', 'Dal')],
        }),
      ),
    });
    const job = await importAll(cook, file, 'forkcast-export.zip');
    expect(job).toMatchObject({ status: 'done', done: 3, failed: 0, problems: [] });
    const list = await listOf(cook, job.listId);
    expect(list.name).toBe('Plan');
    expect(
      list.meals
        .map((m) => [m.name, m.servings, m.scheduledDay, m.scheduledType])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['Chili', 3, 4, 'cook'],
      ['Dal', 2, null, null],
      ['Stew', 2, null, null],
    ]);
    // The number of people eating from each list: 4 kept, 0 dropped (the members count, 1).
    const nutritionOf = async (listId: string) =>
      (
        await json<{ nutrition: { peopleEating: number; isPeopleEatingSet: boolean } }>(
          cook.send('GET', `/api/lists/${listId}/nutrition`),
        )
      ).nutrition;
    expect(await nutritionOf(list.id)).toMatchObject({ peopleEating: 4, isPeopleEatingSet: true });
    const { lists } = await json<{ lists: { id: string; name: string }[] }>(
      cook.send('GET', '/api/lists'),
    );
    const party = lists.find((l) => l.name === 'Party');
    expect(party, 'the empty list came back too').toBeDefined();
    expect(await nutritionOf(party?.id as string)).toMatchObject({
      peopleEating: 1,
      isPeopleEatingSet: false,
    });
  });

  it('reads a hand-edited Forkcast export whose meals have the wrong shapes, naming each refusal', async () => {
    const cook = await createCook(t);
    const meal = (id: string, fields: Record<string, unknown>) => ({
      id,
      name: id,
      servings: 2,
      ingredients: [{ name: 'leeks', quantity: 2, unit: '' }],
      directions: ['Simmer.'],
      picture: null,
      ...fields,
    });
    const file = zipSync({
      'forkcast.json': strToU8(
        JSON.stringify({
          version: 1,
          lists: [
            {
              id: 'plan',
              name: 'Edited plan',
              items: ['Rice', 'Soup', 'Stew', 'Nameless', 'Toast'].map((m) => ({ mealId: m })),
            },
          ],
          meals: [
            meal('Rice', { ingredients: [{ name: 'rice', quantity: 'lots', unit: 5 }] }),
            // One step written as a string, as a cook editing the file might.
            meal('Soup', { directions: 'Simmer for an hour.' }),
            meal('Stew', {
              ingredients: [null, 'beef', { name: 'carrots', quantity: 3, unit: null }],
              directions: ['Braise.', 7, null],
            }),
            meal('Nameless', { name: 42 }),
            meal('Toast', {
              description: { text: 'crisp' },
              servings: '2',
              cookTimeMinutes: 'ten',
            }),
          ],
        }),
      ),
    });
    const job = await importAll(cook, file, 'forkcast-export.zip');
    expect(job).toMatchObject({ status: 'done', total: 5, done: 3, failed: 2 });
    expect(job.problems).toEqual([
      { recipe: 'Rice', reason: 'Quantities must be a number from 0.1 to 100,000' },
      { recipe: 'A recipe', reason: 'The recipe has no name' },
    ]);
    const list = await listOf(cook, job.listId);
    expect(list.meals.map((m) => m.name).sort()).toEqual(['Soup', 'Stew', 'Toast']);
    const detail = async (name: string) =>
      (
        await json<{ meal: MealDetail }>(
          cook.send(
            'GET',
            `/api/meals/${list.meals.find((m) => m.name === name)?.id}?listId=${list.id}`,
          ),
        )
      ).meal;
    expect((await detail('Soup')).directions).toEqual(['Simmer for an hour.']);
    const stew = await detail('Stew');
    expect(stew.ingredients.map((i) => [i.quantity, i.unit, i.name])).toEqual([[3, '', 'carrots']]);
    expect(stew.directions).toEqual(['Braise.']);
    expect(await detail('Toast')).toMatchObject({
      description: '',
      servings: 1,
      cookTimeMinutes: 30,
    });
  });

  it('refuses a file larger than the limit while it arrives, and takes one at the limit', async () => {
    const cook = await createCook(t);
    // A JSON-LD file padded with spaces to exactly the limit, then one byte more.
    const recipe = jsonLdExport(sampleRecipes(1, undefined, 'Padded'));
    const padded = (size: number) => {
      const bytes = new Uint8Array(size).fill(0x20);
      bytes.set(recipe);
      return bytes;
    };
    const tooLarge = await errorOf(upload(cook, padded(2 * 1024 * 1024 + 1), 'big.json'), 413);
    expect(tooLarge.message).toBe(bulkImportMessages.fileTooLarge);
    const atLimit = await importAll(cook, padded(2 * 1024 * 1024), 'big.json');
    expect(atLimit).toMatchObject({ status: 'done', done: 1 });
  });

  it('refuses more recipes than a file may hold', async () => {
    const cook = await createCook(t);
    const error = await errorOf(upload(cook, jsonLdExport(sampleRecipes(51)), 'many.json'), 400);
    expect(error.message).toBe(bulkImportMessages.tooManyRecipes);
  });

  it('imports a list of web addresses through the safe fetch, and a saved page', async () => {
    const cook = await createCook(t);
    const list = await json<{ list: { id: string } }>(
      cook.send('POST', '/api/lists', { name: 'Pies' }),
      201,
    );
    const job = await importAll(
      cook,
      strToU8('https://pages.example/pie\n\nhttps://pages.example/missing\n'),
      'links.txt',
      { listId: list.list.id },
    );
    expect(job).toMatchObject({
      status: 'done',
      total: 2,
      done: 1,
      failed: 1,
      listId: list.list.id,
    });
    expect(job.problems[0]?.recipe).toBe('https://pages.example/missing');
    const again = await importAll(cook, strToU8('https://pages.example/pie'), 'links.txt', {
      listId: list.list.id,
    });
    expect(again).toMatchObject({ done: 0, skipped: 1 });

    const page = `<!doctype html><html><head><script type="application/ld+json">${new TextDecoder().decode(
      jsonLdExport(sampleRecipes(1, undefined, 'Saved page')),
    )}</script></head><body></body></html>`;
    const saved = await importAll(cook, strToU8(page), 'page.html');
    expect(saved).toMatchObject({ status: 'done', format: 'html', done: 1 });
  });

  describe('a list of web addresses', () => {
    const dishes = (from: number, to: number) =>
      strToU8(
        Array.from(
          { length: to - from + 1 },
          (_, i) => `https://pages.example/dish-${from + i}`,
        ).join('\n'),
      );

    it('fetches at most 5 at a time, each counted by the per-user import limit', async () => {
      const cook = await createCook(t);
      fetches.most = 0;
      const job = await importAll(cook, dishes(1, 20), 'links.txt');
      expect(job).toMatchObject({ status: 'done', format: 'url-list', done: 20, failed: 0 });
      expect(fetches.most).toBe(5);
      // The 20 fetches of the file took the cook's 20 a minute: an address typed in the
      // add-meal screen now waits for the next minute too.
      const typed = await errorOf(
        cook.send('POST', '/api/import/url', { url: 'https://pages.example/pie' }),
        429,
      );
      expect(typed.code).toBe('rate_limited');
    });

    it('cancels at once while it waits for the import limit, keeping what was done', async () => {
      const cook = await createCook(t);
      const started = await json<{ import: ImportJob }>(
        upload(cook, dishes(101, 125), 'many links.txt'),
        202,
      );
      const id = started.import.id;
      // Twenty addresses fetched and written; the next five wait for the next minute.
      let job = started.import;
      for (let i = 0; i < 300 && job.done < 20; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        job = (await json<{ import: ImportJob }>(cook.send('GET', `/api/imports/${id}`))).import;
      }
      expect(job).toMatchObject({ status: 'running', done: 20 });
      const asked = Date.now();
      expect((await cook.send('DELETE', `/api/imports/${id}`)).status).toBe(204);
      job = await finished(cook, id);
      expect(Date.now() - asked).toBeLessThan(2000);
      // The five that waited were never read: neither imported nor failed.
      expect(job).toMatchObject({ status: 'cancelled', done: 20, skipped: 0, failed: 0 });
      expect(job.problems).toEqual([]);
      expect((await listOf(cook, job.listId)).meals).toHaveLength(20);
    });

    it('refuses a file with no address, and lists a cut-off last address as failed', async () => {
      const cook = await createCook(t);
      const empty = await errorOf(upload(cook, strToU8('\n\n# my links\n\n'), 'links.txt'), 400);
      expect(empty.message).toBe(bulkImportMessages.noRecipes);
      const cut = await importAll(
        cook,
        strToU8('https://pages.example/dish-201\nhttps://pages.example/di'),
        'links.txt',
      );
      expect(cut).toMatchObject({ status: 'done', total: 2, done: 1, failed: 1 });
      expect(cut.problems.map((p) => p.recipe)).toEqual(['https://pages.example/di']);
    });

    it('imports a list with a slip in it, listing each line that is not an address', async () => {
      const cook = await createCook(t);
      const file = strToU8(
        [
          'https://pages.example/dish-301',
          'https://',
          'pages.example/dish-302',
          'Grandma’s soup (ask her)',
          'https://pages.example/dish-303',
        ].join('\n'),
      );
      const job = await importAll(cook, file, 'links.txt');
      expect(job).toMatchObject({ format: 'url-list', total: 5, done: 3, failed: 2 });
      expect(job.problems).toEqual([
        { recipe: 'https://', reason: bulkImportMessages.notAnAddress },
        { recipe: 'Grandma’s soup (ask her)', reason: bulkImportMessages.notAnAddress },
      ]);
      // Notes with an address or two in them are not a list of addresses.
      const notes = strToU8('Shopping on Friday\nAsk Sam about\nhttps://pages.example/dish-304');
      expect((await errorOf(upload(cook, notes, 'notes.txt'), 400)).message).toBe(
        bulkImportMessages.wrongKind,
      );
    });
  });

  describe('a saved page', () => {
    const page = (name: string) =>
      strToU8(
        `<!doctype html><html><head><title>${name}</title>${recipePage({
          name,
          recipeIngredient: ['2 cups flour', '1 tsp salt'],
          recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix.' }],
        }).replace(
          /^<html><head>|<\/head><body><\/body><\/html>$/g,
          '',
        )}</head><body><h1>${name}</h1><p>A long story about the dish.</p></body></html>`,
      );

    it('imports its recipe into a list named after it, and skips it the second time', async () => {
      const cook = await createCook(t);
      const job = await importAll(cook, page('Plum cake'), 'Plum cake.html');
      expect(job).toMatchObject({ status: 'done', format: 'html', total: 1, done: 1 });
      const list = await listOf(cook, job.listId);
      expect([list.name, list.meals.map((m) => m.name)]).toEqual(['Plum cake', ['Plum cake']]);
      const again = await importAll(cook, page('Plum cake'), 'Plum cake.html');
      expect(again).toMatchObject({ done: 0, skipped: 1, listId: null });
      expect(again.problems).toEqual([
        { recipe: 'Plum cake', reason: bulkImportMessages.duplicate },
      ]);
    });

    it('takes a page cut after its recipe, and refuses one cut inside it, an empty one, and a PDF', async () => {
      const cook = await createCook(t);
      const whole = page('Fig tart');
      const text = new TextDecoder().decode(whole);
      const afterRecipe = strToU8(text.slice(0, text.indexOf('<h1>')));
      expect((await importAll(cook, afterRecipe, 'tart.html')).done).toBe(1);
      const insideRecipe = strToU8(text.slice(0, text.indexOf('recipeIngredient')));
      expect((await errorOf(upload(cook, insideRecipe, 'tart.html'), 400)).message).toBe(
        bulkImportMessages.noRecipes,
      );
      const empty = strToU8('<!doctype html><html><head></head><body></body></html>');
      expect((await errorOf(upload(cook, empty, 'empty.html'), 400)).message).toBe(
        bulkImportMessages.noRecipes,
      );
      const pdf = new Uint8Array([...strToU8('%PDF-1.7\n%'), 0xe2, 0xe3, 0, 0, 1, 2]);
      expect((await errorOf(upload(cook, pdf, 'recipe.html'), 400)).message).toBe(
        bulkImportMessages.wrongKind,
      );
    });
  });

  it('reads schema.org JSON-LD as one object, an array, or a @graph', async () => {
    const cook = await createCook(t);
    const recipe = (name: string) => ({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name,
      recipeIngredient: ['1 cup lentils'],
      recipeInstructions: 'Simmer.',
    });
    const one = await importAll(cook, strToU8(JSON.stringify(recipe('Lentils'))), 'one.json');
    expect(one).toMatchObject({ status: 'done', format: 'json-ld', total: 1, done: 1 });
    const graph = await importAll(
      cook,
      strToU8(
        JSON.stringify({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'WebPage', name: 'A page' },
            { ...recipe('Graph soup'), '@context': undefined },
          ],
        }),
      ),
      'graph.json',
    );
    expect(graph).toMatchObject({ status: 'done', total: 1, done: 1 });
    expect((await listOf(cook, graph.listId)).meals.map((m) => m.name)).toEqual(['Graph soup']);
    const notRecipes = strToU8(JSON.stringify([{ '@type': 'Person', name: 'A cook' }]));
    expect((await errorOf(upload(cook, notRecipes, 'people.json'), 400)).message).toBe(
      bulkImportMessages.wrongKind,
    );
  });

  it('asks for a target list, and keeps other cooks out of lists and jobs', async () => {
    const cook = await createCook(t);
    const other = await createCook(t);
    const bytes = jsonLdExport(sampleRecipes(1, undefined, 'Private'));
    expect((await errorOf(upload(cook, bytes, 'a.json', {}), 400)).message).toBe(
      bulkImportMessages.listRequired,
    );
    const theirs = await json<{ list: { id: string } }>(
      other.send('POST', '/api/lists', { name: 'Theirs' }),
      201,
    );
    await errorOf(upload(cook, bytes, 'a.json', { listId: theirs.list.id }), 404);
    const job = await importAll(cook, bytes, 'a.json');
    await errorOf(other.send('GET', `/api/imports/${job.id}`), 404);
    await errorOf(other.send('DELETE', `/api/imports/${job.id}`), 404);
    const noFile = await errorOf(
      other.send('POST', '/api/imports', form({ newListName: 'x' })),
      400,
    );
    expect(noFile.message).toBe(bulkImportMessages.fileRequired);
    const latest = await json<{ import: ImportJob }>(cook.send('GET', '/api/imports/latest'));
    expect(latest.import.id).toBe(job.id);
  });

  it('names the new list after a file name written in any language', async () => {
    const cook = await createCook(t);
    // Browsers send the file's name as UTF-8: read as Latin-1 it became 'Rezepte fÃ¼r...'.
    const job = await importAll(
      cook,
      jsonLdExport(sampleRecipes(1, undefined, 'Names')),
      'Rezepte für Weihnachten – Größe 2.json',
    );
    expect(job.fileName).toBe('Rezepte für Weihnachten – Größe 2.json');
    expect((await listOf(cook, job.listId)).name).toBe('Rezepte für Weihnachten – Größe 2');
  });
});

// Two instances need PostgreSQL; SQLite is one server per database by design.
if (dialects.includes('postgres')) {
  describe('bulk import across two instances on one PostgreSQL database', () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await createTestApp('postgres', {
        // A sign of life (and a look for a cancel) every 100 ms instead of every 30 s.
        importLimits: { heartbeatMs: 100 },
        providers: {
          safeFetch: {
            async fetchPage(url) {
              const dish = /\/dish-(\d+)$/.exec(url)?.[1] ?? '0';
              return {
                url,
                html: recipePage({
                  name: `Dish ${dish}`,
                  recipeIngredient: [`${dish} cups rice`],
                  recipeInstructions: 'Cook.',
                }),
              };
            },
          },
        },
      });
      b = await createTestApp('postgres', { shareDatabaseOf: a });
    });
    afterAll(async () => {
      await b.close();
      await a.close();
    });

    it('a cancel sent to the other instance ends the wait of the one that works', async () => {
      const cook = await createCook(a);
      const addresses = Array.from({ length: 25 }, (_, i) => `https://pages.example/dish-${i}`);
      const started = await json<{ import: ImportJob }>(
        cook.send(
          'POST',
          '/api/imports',
          form(
            { newListName: '' },
            {
              field: 'file',
              bytes: strToU8(addresses.join('\n')),
              name: 'links.txt',
              type: 'text/plain',
            },
          ),
        ),
        202,
      );
      const id = started.import.id;
      const onB = (method: string) =>
        b.app.request(`/api/imports/${id}`, {
          method,
          headers: { origin: ORIGIN, cookie: cook.cookieHeader() },
        });
      // Instance B sees the progress A saves: 20 written, 5 waiting for the import limit.
      let job = started.import;
      for (let i = 0; i < 300 && job.done < 20; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        job = (await json<{ import: ImportJob }>(onB('GET'))).import;
      }
      expect(job).toMatchObject({ status: 'running', done: 20 });
      const asked = Date.now();
      expect((await onB('DELETE')).status).toBe(204);
      await a.importsIdle();
      expect(Date.now() - asked).toBeLessThan(2000);
      job = (await json<{ import: ImportJob }>(onB('GET'))).import;
      expect(job).toMatchObject({ status: 'cancelled', done: 20, failed: 0, problems: [] });
    });
  });
}
