import { gunzipSync } from 'node:zlib';
import {
  AppError,
  BULK_IMPORT_LIMITS,
  bulkImportMessages,
  EXPORT_VERSION,
  extractRecipeFromHtml,
  extractRecipeFromJsonLd,
  normalizeWebAddress,
  parseDurationMinutes,
  parseYield,
  peopleEatingSchema,
  scheduleSchema,
  servingsSchema,
} from '@forkcast/core';
import {
  type Archive,
  type ArchiveEntry,
  type ExpansionBudget,
  looksLikeZip,
  openArchive,
} from './archive.ts';

/** A recipe as a file gives it, before our parser and the meal limits apply. */
export type SourceRecipe = {
  name: string;
  description?: string | null;
  servings?: number | null;
  cookTimeMinutes?: number | null;
  /** The ingredient lines as written; our parser reads them. */
  ingredientLines: string[];
  directions: string[];
  sourceUrl?: string | null;
  /** Picture bytes carried in the file (Paprika, Mealie, Tandoor, Forkcast). */
  image?: Uint8Array | null;
  /**
   * Forkcast exports: the lists (by their export id) the meal was in, with its servings and
   * its day in each list's schedule there (each null when the file has none that is valid).
   */
  places?: ListPlace[];
  /** Forkcast exports: ingredients already parsed, taken as they are (with their lines). */
  ingredients?: { name: string; quantity: number; unit: string; originalLine?: string | null }[];
};

/** A meal's place in one list of a Forkcast export. */
export type ListPlace = {
  listKey: string;
  servings: number | null;
  schedule: { day: number; type: 'cook' | 'eat' } | null;
};

/** One step of the job: a recipe (or, for a list of addresses, a page) read when its turn comes. */
export type RecipeUnit = {
  label: string;
  /** Known before reading (address lists): duplicates are skipped without fetching. */
  sourceUrl?: string;
  /** `signal` ends a read that waits (a page, the cook's import limit): the job was cancelled. */
  load: (signal: AbortSignal) => Promise<SourceRecipe[]>;
};

export const IMPORT_FORMATS = [
  'paprika',
  'mealie',
  'tandoor',
  'forkcast',
  'json-ld',
  'html',
  'url-list',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export type ImportPlan = {
  format: ImportFormat;
  units: RecipeUnit[];
  /**
   * Forkcast exports: the lists to recreate, by export id, with how many people eat from each
   * (null: its members count).
   */
  lists?: { key: string; name: string; peopleEating: number | null }[];
  close: () => void;
};

export type PlanDeps = {
  /** The page of an address, through the safe fetch and the user's import limits. */
  fetchPage: (url: string, signal: AbortSignal) => Promise<{ html: string; url: string }>;
  budget: ExpansionBudget;
  maxRecipes?: number;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const lines = (value: unknown): string[] =>
  text(value)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw new AppError('bad_request', bulkImportMessages.damaged);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);
const dirName = (name: string) => name.slice(0, name.lastIndexOf('/') + 1);
const IMAGE_FILE = /\.(?:jpe?g|png|webp|gif|avif|heic)$/i;

// ---- Paprika: a zip of gzipped JSON files, one per recipe, the photo inline as base64 -----

function fromPaprika(json: unknown): SourceRecipe {
  if (!isObject(json)) throw new AppError('bad_request', bulkImportMessages.damaged);
  const photo = text(json.photo_data);
  return {
    name: text(json.name),
    description: text(json.description) || text(json.notes),
    servings: parseYield(json.servings),
    cookTimeMinutes:
      parseDurationMinutes(json.total_time) ??
      sumMinutes(parseDurationMinutes(json.prep_time), parseDurationMinutes(json.cook_time)),
    ingredientLines: lines(json.ingredients),
    directions: lines(json.directions),
    sourceUrl: text(json.source_url) || null,
    image: photo ? Buffer.from(photo, 'base64') : null,
  };
}

function sumMinutes(a: number | null, b: number | null): number | null {
  return a === null && b === null ? null : (a ?? 0) + (b ?? 0);
}

// ---- Mealie: recipes/<slug>/<slug>.json with recipes/<slug>/images/original.* ---------------

function isMealieRecipe(json: unknown): json is Record<string, unknown> {
  return (
    isObject(json) && 'slug' in json && ('recipeIngredient' in json || 'recipe_ingredient' in json)
  );
}

function mealieIngredientLine(item: unknown): string {
  if (typeof item === 'string') return item;
  if (!isObject(item)) return '';
  const original = text(item.originalText) || text(item.display);
  if (original) return original;
  const named = (v: unknown) => (isObject(v) ? text(v.name) : text(v));
  const quantity =
    typeof item.quantity === 'number' && item.quantity > 0 ? String(item.quantity) : '';
  return [quantity, named(item.unit), named(item.food), text(item.note)]
    .filter((part) => part !== '')
    .join(' ');
}

function fromMealie(json: Record<string, unknown>, image: Uint8Array | null): SourceRecipe {
  const ingredients = (json.recipeIngredient ?? json.recipe_ingredient) as unknown;
  const steps = (json.recipeInstructions ?? json.recipe_instructions) as unknown;
  return {
    name: text(json.name),
    description: text(json.description),
    servings:
      typeof json.recipeServings === 'number' && json.recipeServings > 0
        ? json.recipeServings
        : parseYield(json.recipeYield ?? json.recipe_yield),
    cookTimeMinutes:
      parseDurationMinutes(json.totalTime ?? json.total_time) ??
      sumMinutes(
        parseDurationMinutes(json.prepTime ?? json.prep_time),
        parseDurationMinutes(json.performTime ?? json.cookTime ?? json.perform_time),
      ),
    ingredientLines: (Array.isArray(ingredients) ? ingredients : [])
      .map(mealieIngredientLine)
      .filter((line) => line.trim() !== ''),
    directions: (Array.isArray(steps) ? steps : [])
      .map((step) => (isObject(step) ? text(step.text) : text(step)))
      .filter((step) => step.trim() !== ''),
    sourceUrl: text(json.orgURL ?? json.org_url) || null,
    image,
  };
}

/**
 * Mealie keeps each picture three times (original, min-original, tiny-original): the
 * original, whatever the order of the zip; the smaller copies only when it is missing.
 */
function mealieImage(images: ArchiveEntry[]): ArchiveEntry | undefined {
  const named = (prefix: string) =>
    images.find((e) => baseName(e.name).toLowerCase().startsWith(`${prefix}.`));
  return named('original') ?? named('min-original') ?? images[0];
}

// ---- Tandoor: a zip of zips, each with recipe.json and an image ---------------------------

function tandoorIngredientLine(item: unknown): string {
  if (!isObject(item) || item.is_header === true) return '';
  const original = text(item.original_text);
  if (original) return original;
  const named = (v: unknown) => (isObject(v) ? text(v.name) : '');
  const amount = typeof item.amount === 'number' && item.amount > 0 ? String(item.amount) : '';
  return [amount, named(item.unit), named(item.food), text(item.note)]
    .filter((part) => part !== '')
    .join(' ');
}

function fromTandoor(json: unknown, image: Uint8Array | null): SourceRecipe {
  if (!isObject(json)) throw new AppError('bad_request', bulkImportMessages.damaged);
  const steps = Array.isArray(json.steps) ? json.steps.filter(isObject) : [];
  const working = typeof json.working_time === 'number' ? json.working_time : null;
  const waiting = typeof json.waiting_time === 'number' ? json.waiting_time : null;
  return {
    name: text(json.name),
    description: text(json.description),
    servings: typeof json.servings === 'number' ? json.servings : null,
    cookTimeMinutes: sumMinutes(working || null, waiting || null),
    ingredientLines: steps
      .flatMap((step) => (Array.isArray(step.ingredients) ? step.ingredients : []))
      .map(tandoorIngredientLine)
      .filter((line) => line.trim() !== ''),
    directions: steps.flatMap((step) => lines(step.instruction)),
    sourceUrl: text(json.source_url) || null,
    image,
  };
}

// ---- Forkcast's own export (forkcast.json, pictures under pictures/) ----------------------

type ExportedIngredient = {
  name: string;
  quantity: number;
  unit: string;
  originalLine: string | null;
};

type ExportedMeal = {
  id: string;
  name: string;
  description: string;
  servings: number | null;
  cookTimeMinutes: number | null;
  ingredients: ExportedIngredient[];
  directions: string[];
  source: string;
  picture: string;
};

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * A meal of forkcast.json as we wrote it, or as a cook edited it: a field of the wrong type
 * counts as missing, so the meal limits name what is wrong (or the meal imports without it)
 * instead of the reader failing on it. A quantity that is not a number stays, as NaN, for
 * the limits to refuse: an ingredient never gets an amount the file did not give.
 */
function readExportedMeal(meal: Record<string, unknown>): ExportedMeal {
  const ingredients = (Array.isArray(meal.ingredients) ? meal.ingredients : [])
    .filter(isObject)
    .map((i) => ({
      name: text(i.name),
      quantity: typeof i.quantity === 'number' ? i.quantity : Number.NaN,
      unit: text(i.unit),
      originalLine: text(i.originalLine) || null,
    }));
  const directions = Array.isArray(meal.directions)
    ? meal.directions.filter((step): step is string => typeof step === 'string')
    : lines(meal.directions);
  return {
    id: text(meal.id),
    name: text(meal.name),
    description: text(meal.description),
    servings: numberOrNull(meal.servings),
    cookTimeMinutes: numberOrNull(meal.cookTimeMinutes),
    ingredients,
    directions,
    source: text(meal.source),
    picture: text(meal.picture),
  };
}

function ingredientLineOf(i: { name: string; quantity: number; unit: string }): string {
  return [i.quantity > 0 ? String(i.quantity) : '', i.unit, i.name].filter(Boolean).join(' ');
}

// ---- schema.org JSON-LD (a .json file) or a saved page ------------------------------------

function fromExtracted(
  recipe: ReturnType<typeof extractRecipeFromHtml>,
  sourceUrl: string | null,
): SourceRecipe[] {
  if (!recipe) return [];
  return [
    {
      name: recipe.name,
      description: recipe.description,
      servings: recipe.servings,
      cookTimeMinutes: recipe.cookTimeMinutes,
      ingredientLines: recipe.ingredientLines,
      directions: recipe.directions,
      sourceUrl,
    },
  ];
}

function jsonLdRecipes(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  if (isObject(json) && Array.isArray(json['@graph'])) {
    const recipes = json['@graph'].filter(
      (node) => isObject(node) && JSON.stringify(node['@type'] ?? '').includes('Recipe'),
    );
    return recipes.length > 0 ? [json] : [];
  }
  return [json];
}

function isRecipeNode(json: unknown): boolean {
  return JSON.stringify(isObject(json) ? (json['@type'] ?? '') : '').includes('Recipe');
}

// ---- detection -------------------------------------------------------------------------

const refuseKind = () => new AppError('bad_request', bulkImportMessages.wrongKind);

function immediate(label: string, recipes: SourceRecipe[]): RecipeUnit {
  return { label, load: async () => recipes };
}

async function planArchive(archive: Archive, deps: PlanDeps): Promise<ImportPlan> {
  const { entries } = archive;
  const byName = new Map(entries.map((e) => [e.name, e]));
  const close = archive.close;
  if (entries.length === 0) {
    close();
    throw new AppError('bad_request', bulkImportMessages.noRecipes);
  }

  const manifest = byName.get('forkcast.json');
  if (manifest) {
    const json = parseJson(await manifest.read());
    if (!isObject(json) || typeof json.version !== 'number') {
      close();
      throw refuseKind();
    }
    // A newer layout may keep what this reader would drop or misread: refused whole.
    if (json.version > EXPORT_VERSION) {
      close();
      throw new AppError('bad_request', bulkImportMessages.newerExport);
    }
    const lists = (Array.isArray(json.lists) ? json.lists : []).filter(isObject);
    const meals = (Array.isArray(json.meals) ? json.meals : [])
      .filter(isObject)
      .map(readExportedMeal);
    const placesOf = new Map<string, ListPlace[]>();
    for (const list of lists) {
      for (const item of Array.isArray(list.items) ? list.items.filter(isObject) : []) {
        const mealId = text(item.mealId);
        // The file is the cook's to edit: a servings count or a day out of range is dropped,
        // and the meal still joins the list.
        const servings = servingsSchema.safeParse(item.servings);
        const schedule = scheduleSchema.safeParse(item.schedule);
        placesOf.set(mealId, [
          ...(placesOf.get(mealId) ?? []),
          {
            listKey: text(list.id),
            servings: servings.success ? servings.data : null,
            schedule: schedule.success ? schedule.data : null,
          },
        ]);
      }
    }
    return {
      format: 'forkcast',
      lists: lists.map((l) => {
        const peopleEating = peopleEatingSchema.shape.peopleEating.safeParse(l.peopleEating);
        return {
          key: text(l.id),
          name: text(l.name),
          peopleEating: peopleEating.success ? peopleEating.data : null,
        };
      }),
      units: meals.map((meal) => ({
        label: meal.name || 'A recipe',
        load: async () => {
          const picture = meal.picture ? byName.get(meal.picture) : undefined;
          return [
            {
              name: meal.name,
              description: meal.description,
              servings: meal.servings,
              cookTimeMinutes: meal.cookTimeMinutes,
              ingredientLines: meal.ingredients.map(ingredientLineOf),
              ingredients: meal.ingredients,
              directions: meal.directions,
              sourceUrl: meal.source.startsWith('http') ? meal.source : null,
              image: picture ? await picture.read() : null,
              places: placesOf.get(meal.id) ?? [],
            },
          ];
        },
      })),
      close,
    };
  }

  const paprika = entries.filter((e) => e.name.endsWith('.paprikarecipe'));
  if (paprika.length > 0) {
    return {
      format: 'paprika',
      units: paprika.map((entry) => ({
        label: baseName(entry.name).replace(/\.paprikarecipe$/, ''),
        load: async () => {
          let json: Buffer;
          try {
            json = gunzipSync(await entry.read(), { maxOutputLength: 64 * 1024 * 1024 });
          } catch (error) {
            if (error instanceof AppError) throw error;
            throw new AppError('bad_request', bulkImportMessages.damaged);
          }
          deps.budget.bytes += json.byteLength;
          if (deps.budget.bytes > deps.budget.maxBytes) {
            throw new AppError('bad_request', bulkImportMessages.archiveTooLarge);
          }
          return [fromPaprika(parseJson(json))];
        },
      })),
      close,
    };
  }

  const innerZips = entries.filter((e) => e.name.toLowerCase().endsWith('.zip'));
  if (innerZips.length > 0) {
    return {
      format: 'tandoor',
      units: innerZips.map((entry) => ({
        label: baseName(entry.name).replace(/\.zip$/i, ''),
        load: async () => {
          const inner = await openArchive(await entry.read(), deps.budget);
          try {
            const recipe = inner.entries.find((e) => baseName(e.name) === 'recipe.json');
            if (!recipe) throw new AppError('bad_request', bulkImportMessages.damaged);
            const image = inner.entries.find((e) => /^image\./i.test(baseName(e.name)));
            return [fromTandoor(parseJson(await recipe.read()), image ? await image.read() : null)];
          } finally {
            inner.close();
          }
        },
      })),
      close,
    };
  }

  const jsonEntries = entries.filter((e) => e.name.toLowerCase().endsWith('.json'));
  if (jsonEntries.length > 0) {
    // Mealie is recognised by its fields; reading the first recipe is enough to tell.
    const first = jsonEntries[0] as ArchiveEntry;
    if (first.size <= 16 * 1024 * 1024 && isMealieRecipe(parseJson(await first.read()))) {
      return {
        format: 'mealie',
        units: jsonEntries.map((entry) => ({
          label: baseName(entry.name).replace(/\.json$/i, ''),
          load: async () => {
            const json = parseJson(await entry.read());
            if (!isMealieRecipe(json))
              throw new AppError('bad_request', bulkImportMessages.damaged);
            const folder = dirName(entry.name);
            const image = mealieImage(
              entries.filter(
                (e) => e.name.startsWith(`${folder}images/`) && IMAGE_FILE.test(e.name),
              ),
            );
            return [fromMealie(json, image ? await image.read() : null)];
          },
        })),
        close,
      };
    }
  }
  throw refuseKind();
}

function planText(body: string, deps: PlanDeps): ImportPlan {
  const close = () => {};
  const trimmed = body.trim();
  if (trimmed === '') throw new AppError('bad_request', bulkImportMessages.noRecipes);
  if (/^[{[]/.test(trimmed)) {
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch {
      throw new AppError('bad_request', bulkImportMessages.damaged);
    }
    const nodes = jsonLdRecipes(json);
    if (nodes.length === 0) throw new AppError('bad_request', bulkImportMessages.noRecipes);
    if (!nodes.some((node) => isRecipeNode(node) || isObject(node))) throw refuseKind();
    const units = nodes.map((node, index) => {
      const name = isObject(node) ? text(node.name) : '';
      return {
        label: name || `Recipe ${index + 1}`,
        load: async () => {
          const recipe = extractRecipeFromJsonLd(node);
          const url = isObject(node) ? normalizeWebAddress(text(node.url)) : null;
          if (!recipe) throw new AppError('bad_request', 'Not a schema.org recipe');
          return fromExtracted(recipe, url);
        },
      };
    });
    if (!nodes.some(isRecipeNode) && !/"Recipe"/.test(trimmed)) throw refuseKind();
    return { format: 'json-ld', units, close };
  }
  if (/^<|<html|<!doctype/i.test(trimmed.slice(0, 1000))) {
    const recipe = extractRecipeFromHtml(body, '');
    if (!recipe) throw new AppError('bad_request', bulkImportMessages.noRecipes);
    return {
      format: 'html',
      units: [immediate(recipe.name || 'Recipe', fromExtracted(recipe, null))],
      close,
    };
  }
  const candidates = trimmed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  // Blank lines and '#' notes only: a list of addresses with none in it.
  if (candidates.length === 0) throw new AppError('bad_request', bulkImportMessages.noRecipes);
  const read = candidates.map((line) => {
    const url = normalizeWebAddress(line);
    return { line, url: url && /^https?:\/\//.test(url) ? url : null };
  });
  // A list of addresses with a slip in it (a typo, a note left in) is still one: its addresses
  // import and each other line is listed with its reason. Notes with an address or two in
  // them are not a list of addresses.
  const addresses = read.filter((r) => r.url !== null).length;
  if (addresses === 0 || addresses * 2 < read.length) throw refuseKind();
  const seen = new Set<string>();
  const units: RecipeUnit[] = [];
  for (const { line, url } of read) {
    const key = url ?? line;
    if (seen.has(key)) continue;
    seen.add(key);
    if (url === null) {
      units.push({
        label: line.slice(0, 200),
        load: async () => {
          throw new AppError('bad_request', bulkImportMessages.notAnAddress);
        },
      });
      continue;
    }
    units.push({
      label: url,
      sourceUrl: url,
      load: async (signal) => {
        const page = await deps.fetchPage(url, signal);
        const recipe = extractRecipeFromHtml(page.html, page.url);
        if (!recipe) throw new AppError('bad_request', 'No recipe found on that page');
        return fromExtracted(recipe, url);
      },
    });
  }
  return { format: 'url-list', units, close };
}

/**
 * Reads what kind of file this is from its bytes (never its name) and lists its recipes,
 * without reading them yet: bombs, unsafe paths, damage and wrong kinds are refused here,
 * before the job starts.
 */
export async function planImport(
  file: { path: string; head: Uint8Array; size: number; readText: () => Promise<string> },
  deps: PlanDeps,
): Promise<ImportPlan> {
  const plan = await (async () => {
    if (file.size === 0) throw new AppError('bad_request', bulkImportMessages.noRecipes);
    if (looksLikeZip(file.head))
      return planArchive(await openArchive(file.path, deps.budget), deps);
    // Text kinds are small; anything with NUL bytes is not text.
    if (file.size > 20 * 1024 * 1024 || file.head.includes(0)) throw refuseKind();
    return planText(await file.readText(), deps);
  })();
  const max = deps.maxRecipes ?? BULK_IMPORT_LIMITS.recipes;
  if (plan.units.length === 0) {
    plan.close();
    throw new AppError('bad_request', bulkImportMessages.noRecipes);
  }
  if (plan.units.length > max) {
    plan.close();
    throw new AppError('bad_request', bulkImportMessages.tooManyRecipes);
  }
  return plan;
}
