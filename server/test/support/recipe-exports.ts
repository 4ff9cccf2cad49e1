import { ingredientFromLine } from '@forkcast/core';
import { gzipSync, strToU8, zipSync } from 'fflate';

/**
 * Small exports of other apps, built from each format's documented structure (no real
 * users' data): what a cook would upload from Paprika, Mealie or Tandoor.
 */
export type SampleRecipe = {
  name: string;
  description?: string;
  servings?: number;
  minutes?: number;
  ingredients: string[];
  directions: string[];
  url?: string;
  photo?: Uint8Array;
};

export function sampleRecipes(
  count: number,
  photo?: Uint8Array,
  prefix = 'Recipe',
): SampleRecipe[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `${prefix} ${i + 1}`,
    description: `A dish numbered ${i + 1}`,
    servings: 4,
    minutes: 45,
    ingredients: ['2 cups flour', '1 tsp salt', `${i + 1} eggs`],
    directions: ['Mix everything.', 'Bake for 30 minutes.'],
    url: `https://recipes.example/${prefix.toLowerCase().replace(/\s+/g, '-')}-${i + 1}`,
    photo,
  }));
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Paprika 3: `.paprikarecipes` is a zip of `<name>.paprikarecipe` files, each gzipped JSON. */
export function paprikaExport(recipes: SampleRecipe[]): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const r of recipes) {
    const json = {
      uid: slug(r.name),
      name: r.name,
      description: r.description ?? '',
      notes: '',
      servings: r.servings ? `${r.servings} servings` : '',
      prep_time: '15 mins',
      cook_time: r.minutes ? `${r.minutes - 15} mins` : '',
      total_time: r.minutes ? `${r.minutes} mins` : '',
      ingredients: r.ingredients.join('\n'),
      directions: r.directions.join('\n'),
      source: 'Example',
      source_url: r.url ?? '',
      image_url: null,
      photo_data: r.photo ? Buffer.from(r.photo).toString('base64') : null,
      categories: ['Dinner'],
      rating: 0,
    };
    files[`${r.name}.paprikarecipe`] = gzipSync(strToU8(JSON.stringify(json)));
  }
  return zipSync(files);
}

/**
 * Mealie: `recipes/<slug>/<slug>.json` beside `recipes/<slug>/images/original.webp`, and its
 * smaller copies `min-original.webp` and `tiny-original.webp` when a thumbnail is given.
 */
export function mealieExport(recipes: SampleRecipe[], thumbnail?: Uint8Array): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const r of recipes) {
    const s = slug(r.name);
    files[`recipes/${s}/${s}.json`] = strToU8(
      JSON.stringify({
        id: s,
        name: r.name,
        slug: s,
        description: r.description ?? '',
        recipeYield: r.servings ? `${r.servings} servings` : '',
        totalTime: r.minutes ? `${r.minutes} minutes` : null,
        prepTime: null,
        performTime: null,
        orgURL: r.url ?? null,
        recipeIngredient: r.ingredients.map((line) => ({
          note: line,
          display: line,
          originalText: line,
          quantity: 0,
          unit: null,
          food: null,
        })),
        recipeInstructions: r.directions.map((text, i) => ({ id: `${i}`, title: '', text })),
      }),
    );
    // The copies first: the importer must pick the original whatever the order.
    if (r.photo && thumbnail) {
      files[`recipes/${s}/images/min-original.webp`] = thumbnail;
      files[`recipes/${s}/images/tiny-original.webp`] = thumbnail;
    }
    if (r.photo) files[`recipes/${s}/images/original.webp`] = r.photo;
  }
  return zipSync(files);
}

/** Tandoor: a zip of `<n>.zip` files, each with `recipe.json` and `image.<ext>`. */
export function tandoorExport(recipes: SampleRecipe[]): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  recipes.forEach((r, i) => {
    const inner: Record<string, Uint8Array> = {
      'recipe.json': strToU8(
        JSON.stringify({
          name: r.name,
          description: r.description ?? '',
          servings: r.servings ?? 1,
          servings_text: 'servings',
          working_time: 15,
          waiting_time: r.minutes ? r.minutes - 15 : 0,
          source_url: r.url ?? null,
          internal: true,
          keywords: [],
          steps: [
            {
              name: '',
              instruction: r.directions.join('\n'),
              ingredients: r.ingredients.map((line) => ({
                food: { name: line },
                unit: null,
                amount: 0,
                note: '',
                original_text: line,
                is_header: false,
              })),
              time: 0,
              order: 0,
            },
          ],
        }),
      ),
    };
    if (r.photo) inner['image.png'] = r.photo;
    files[`${i + 1}.zip`] = zipSync(inner);
  });
  return zipSync(files);
}

/** schema.org Recipe JSON-LD: an array of Recipe nodes in one .json file. */
export function jsonLdExport(recipes: SampleRecipe[]): Uint8Array {
  return strToU8(
    JSON.stringify(
      recipes.map((r) => ({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: r.name,
        description: r.description,
        recipeYield: r.servings ? `${r.servings}` : undefined,
        totalTime: r.minutes ? `PT${r.minutes}M` : undefined,
        recipeIngredient: r.ingredients,
        recipeInstructions: r.directions.map((text) => ({ '@type': 'HowToStep', text })),
        url: r.url,
      })),
    ),
  );
}

/** A zip with a path that climbs out of it (zip slip). */
export function slipArchive(): Uint8Array {
  return zipSync({ '../../evil.paprikarecipe': gzipSync(strToU8('{}')), 'ok.txt': strToU8('x') });
}

/** A zip that expands far past what it weighs: `bytes` of zeros in one entry. */
export function bombArchive(entryName: string, bytes: number): Uint8Array {
  return zipSync({ [entryName]: new Uint8Array(bytes) }, { level: 9 });
}

/**
 * A Forkcast export (`GET /api/export`): `forkcast.json` with one list holding every recipe,
 * the ingredients as our parser read them beside their lines, and the photos under
 * `pictures/`.
 */
export function forkcastExport(recipes: SampleRecipe[], listName = 'Family plan'): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const meals = recipes.map((r, i) => {
    const picture = r.photo ? `pictures/posts/${slug(r.name)}-${i}.png` : null;
    if (picture && r.photo) files[picture] = r.photo;
    return {
      id: `meal-${i}`,
      name: r.name,
      description: r.description ?? '',
      servings: r.servings ?? 1,
      source: r.url ?? 'manual',
      cookTimeMinutes: r.minutes ?? 30,
      fridgeLifeDays: 3,
      directions: r.directions,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      createdBy: 'exporting_cook',
      ingredients: r.ingredients.flatMap((line) => {
        const read = ingredientFromLine(line);
        return read ? [{ ...read, originalLine: line }] : [];
      }),
      picture,
    };
  });
  files['forkcast.json'] = strToU8(
    JSON.stringify({
      version: 1,
      exportedAt: new Date().toISOString(),
      profile: { username: 'exporting_cook' },
      lists: [
        {
          id: 'list-1',
          name: listName,
          members: [{ username: 'exporting_cook', role: 'owner' }],
          items: meals.map((m) => ({ mealId: m.id, servings: m.servings, schedule: null })),
          shopping: [],
        },
      ],
      posts: [],
      comments: [],
      likes: { posts: [], recipes: [] },
      saves: { posts: [], recipes: [] },
      follows: { following: [], followers: [] },
      meals,
    }),
  );
  return zipSync(files);
}
