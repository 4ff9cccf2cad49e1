import type { ExtractedIngredient } from '../kitchen/extract-ingredients-from-text.ts';
import { attr, elementsUnder, type HtmlDocument, type HtmlElement, parseHtml } from './html.ts';
import { ingredientsFromLines } from './ingredient-lines.ts';
import { findRecipeNodes, jsonLdFromInput, jsonLdValues } from './json-ld.ts';
import { readMicrodataRecipes } from './microdata.ts';
import { readPageSections } from './page-reading.ts';
import {
  absoluteUrl,
  type NodeLookup,
  type RecipeFields,
  readRecipeNode,
  type SchemaNode,
} from './schema-fields.ts';

/** A recipe read from a web page: what the page says, before the app's defaults apply. */
export type ExtractedRecipe = {
  name: string;
  description: string;
  imageUrl: string | null;
  /** The yield's number as published (may be outside the app's 0.5-20 servings). */
  servings: number | null;
  cookTimeMinutes: number | null;
  /** Pages do not say how long a dish keeps; the app's default applies. */
  fridgeLifeDays: number | null;
  /** The ingredient lines as published (entities decoded, spaces folded). */
  ingredientLines: string[];
  /** The same lines parsed, names cleaned as the spec says. */
  ingredients: ExtractedIngredient[];
  directions: string[];
  /** Where the recipe came from: structured data or the reading of the page. */
  foundIn: 'json-ld' | 'microdata' | 'page';
};

/** What one walk over the page collects for every later step. */
type PageScan = {
  jsonLd: string[];
  itemScopes: HtmlElement[];
  meta: Map<string, string>;
  title: string;
  h1s: string[];
  /** The first photo after the page's first heading: the dish, on pages without metadata. */
  contentImage: string | null;
  canonical: string | null;
  base: string | null;
};

const JSON_LD_TYPE = /^\s*application\/ld\+json\b/i;

function scanPage(document: HtmlDocument): PageScan {
  const scan: PageScan = {
    jsonLd: [],
    itemScopes: [],
    meta: new Map(),
    title: '',
    h1s: [],
    contentImage: null,
    canonical: null,
    base: null,
  };
  for (const element of elementsUnder(document)) {
    switch (element.name) {
      case 'script': {
        const type = attr(element, 'type') ?? '';
        if (JSON_LD_TYPE.test(type)) {
          scan.jsonLd.push(
            element.children.map((c) => (c as { data?: string }).data ?? '').join(''),
          );
        }
        break;
      }
      case 'meta': {
        const key = (attr(element, 'property') ?? attr(element, 'name') ?? '').toLowerCase();
        const content = attr(element, 'content');
        if (key === 'application/ld+json' && content) scan.jsonLd.push(content);
        else if (key && content !== undefined && !scan.meta.has(key)) scan.meta.set(key, content);
        break;
      }
      case 'title':
        if (scan.title === '') scan.title = textOf(element);
        break;
      case 'h1':
        scan.h1s.push(textOf(element));
        break;
      case 'link':
        if (/\bcanonical\b/i.test(attr(element, 'rel') ?? '') && scan.canonical === null) {
          scan.canonical = attr(element, 'href') ?? null;
        }
        break;
      case 'base':
        scan.base ??= attr(element, 'href') ?? null;
        break;
      case 'img':
        if (scan.h1s.length > 0 && scan.contentImage === null) {
          scan.contentImage = photoSource(element);
        }
        break;
    }
    if (attr(element, 'itemscope') !== undefined && attr(element, 'itemtype')) {
      scan.itemScopes.push(element);
    }
  }
  return scan;
}

const NOT_A_PHOTO = /logo|icon|avatar|sprite|badge|pixel|spacer|gravatar|\.svg(?:$|\?)/i;

/** An image's address when it looks like a photo, not a logo or a tracking pixel. */
function photoSource(image: HtmlElement): string | null {
  const src = attr(image, 'src') ?? attr(image, 'data-src') ?? '';
  const width = Number(attr(image, 'width') ?? Number.NaN);
  if (src === '' || src.startsWith('data:') || NOT_A_PHOTO.test(src)) return null;
  if (Number.isFinite(width) && width < 150) return null;
  return src;
}

function textOf(element: HtmlElement): string {
  const parts: string[] = [];
  const stack = [...element.children];
  while (stack.length > 0) {
    const node = stack.shift() as (typeof stack)[number];
    if (node.type === 'text') parts.push((node as { data: string }).data);
    else if ('children' in node && node.type === 'tag') stack.unshift(...node.children);
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

const fold = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The page's own idea of its title, to tell the main recipe from others on the page. */
function pageTitles(scan: PageScan): string[] {
  return [scan.meta.get('og:title') ?? '', scan.title, ...scan.h1s].map(fold).filter(Boolean);
}

/** Several recipes on one page: the one the page is titled after, else the fullest, else the first. */
function chooseMain(candidates: RecipeFields[], scan: PageScan): RecipeFields | null {
  if (candidates.length <= 1) return candidates[0] ?? null;
  const titles = pageTitles(scan);
  let best: RecipeFields | null = null;
  let bestScore = -1;
  for (const candidate of candidates) {
    const name = fold(candidate.name ?? '');
    const named = name !== '' && titles.some((t) => t === name || t.startsWith(name));
    const score =
      (named ? 100 : 0) +
      (candidate.ingredientLines.length > 0 ? 10 : 0) +
      (candidate.directions.length > 0 ? 5 : 0);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** Site names after a title: 'Lemon Risotto | Good Food', 'Pie – Lidia', 'Cookbook:Pie'. */
function stripSiteName(title: string): string {
  const parts = title.split(/\s+[|–—·•»]\s+|\s+-\s+/);
  const first = (parts[0] ?? '').trim();
  return first.replace(/^[A-Z][a-z]+:(?=\S)/, '').trim();
}

/** A title for a page without structured data: the h1 the page's title names, else the title. */
function headingTitle(scan: PageScan): string | null {
  const titles = [scan.meta.get('og:title') ?? '', scan.title].map(fold).filter(Boolean);
  const h1s = scan.h1s.filter((h) => h !== '');
  const named = h1s.find((h) => titles.some((t) => t.includes(fold(h))));
  const candidate =
    named ?? h1s[0] ?? scan.meta.get('og:title') ?? (scan.title === '' ? null : scan.title);
  if (candidate === null) return null;
  const stripped = stripSiteName(candidate.replace(/\s+/g, ' ').trim());
  return stripped === '' ? null : stripped;
}

function emptyFields(): RecipeFields {
  return {
    name: null,
    description: null,
    imageUrl: null,
    servings: null,
    cookTimeMinutes: null,
    ingredientLines: [],
    directions: [],
  };
}

/** Fills what `base` lacks from `extra`, field by field. */
function fillGaps(base: RecipeFields, extra: Partial<RecipeFields>): RecipeFields {
  return {
    name: base.name ?? extra.name ?? null,
    description: base.description ?? extra.description ?? null,
    imageUrl: base.imageUrl ?? extra.imageUrl ?? null,
    servings: base.servings ?? extra.servings ?? null,
    cookTimeMinutes: base.cookTimeMinutes ?? extra.cookTimeMinutes ?? null,
    ingredientLines:
      base.ingredientLines.length > 0 ? base.ingredientLines : (extra.ingredientLines ?? []),
    directions: base.directions.length > 0 ? base.directions : (extra.directions ?? []),
  };
}

function finish(fields: RecipeFields, foundIn: ExtractedRecipe['foundIn']): ExtractedRecipe | null {
  if (fields.ingredientLines.length === 0 && fields.directions.length === 0 && !fields.name) {
    return null;
  }
  return {
    name: fields.name ?? '',
    description: fields.description ?? '',
    imageUrl: fields.imageUrl,
    servings: fields.servings,
    cookTimeMinutes: fields.cookTimeMinutes,
    fridgeLifeDays: null,
    ingredientLines: fields.ingredientLines,
    ingredients: ingredientsFromLines(fields.ingredientLines),
    directions: fields.directions,
    foundIn,
  };
}

function recipesFromNodes(nodes: SchemaNode[], pageUrl: string, lookup: NodeLookup) {
  return nodes.map((node) => readRecipeNode(node, pageUrl, lookup));
}

/**
 * Reads the recipe of a web page: schema.org Recipe JSON-LD first (in all the shapes sites
 * publish it), then microdata, then the page's headings and lists. Structured data that
 * lacks a part (no ingredients, no steps) is completed from the next source. Null when the
 * page holds nothing that looks like a recipe.
 */
export function extractRecipeFromHtml(html: string, pageUrl: string): ExtractedRecipe | null {
  if (typeof html !== 'string' || html.trim() === '') return null;
  const document = parseHtml(html);
  const scan = scanPage(document);
  const baseUrl =
    absoluteUrl(scan.base ?? '', pageUrl) ??
    (pageUrl ? absoluteUrl(pageUrl, '') : null) ??
    absoluteUrl(scan.canonical ?? scan.meta.get('og:url') ?? '', '') ??
    '';

  const { recipes: jsonLdNodes, lookup } = findRecipeNodes(jsonLdValues(scan.jsonLd));
  const fromJsonLd = chooseMain(recipesFromNodes(jsonLdNodes, baseUrl, lookup), scan);
  const microdataNodes = readMicrodataRecipes(scan.itemScopes);
  const fromMicrodata = chooseMain(
    recipesFromNodes(microdataNodes, baseUrl, () => undefined),
    scan,
  );

  let fields = fromJsonLd ?? fromMicrodata ?? emptyFields();
  const foundIn: ExtractedRecipe['foundIn'] = fromJsonLd
    ? 'json-ld'
    : fromMicrodata
      ? 'microdata'
      : 'page';
  if (fromJsonLd && fromMicrodata) fields = fillGaps(fields, fromMicrodata);
  if (fields.ingredientLines.length === 0 || fields.directions.length === 0) {
    fields = fillGaps(fields, readPageSections(document));
  }
  fields = fillGaps(fields, {
    name: foundIn === 'page' ? headingTitle(scan) : null,
    description: scan.meta.get('og:description') ?? scan.meta.get('description') ?? null,
    imageUrl:
      absoluteUrl(scan.meta.get('og:image:secure_url') ?? '', baseUrl) ??
      absoluteUrl(scan.meta.get('og:image') ?? '', baseUrl) ??
      absoluteUrl(scan.contentImage ?? '', baseUrl),
  });
  if (foundIn === 'page' && fields.ingredientLines.length === 0 && fields.directions.length === 0) {
    return null;
  }
  return finish(fields, foundIn);
}

/**
 * A recipe from JSON-LD alone (pasted by someone whose site blocks servers): a JSON text or
 * an already parsed value, holding a Recipe node anywhere inside.
 */
export function extractRecipeFromJsonLd(input: unknown, pageUrl = ''): ExtractedRecipe | null {
  const { recipes, lookup } = findRecipeNodes(jsonLdFromInput(input));
  const main = recipes.map((node) => readRecipeNode(node, pageUrl, lookup))[0];
  return main ? finish(main, 'json-ld') : null;
}
