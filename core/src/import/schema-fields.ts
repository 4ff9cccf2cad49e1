import { asciiFractions, readAmount } from '../kitchen/numbers.ts';
import { htmlFragmentLines, htmlFragmentText } from './html.ts';
import { parseUrl } from './web-url.ts';

/**
 * Reading schema.org Recipe properties, whichever way a site wrote them. JSON-LD nodes and
 * microdata items (turned into the same shape by microdata.ts) both come through here.
 */
export type SchemaNode = Record<string, unknown>;

/** What a Recipe node (or the page's headings) gave us, before ingredients are parsed. */
export type RecipeFields = {
  name: string | null;
  description: string | null;
  imageUrl: string | null;
  /** The yield's number as the page writes it ('12 cookies' gives 12); not clamped. */
  servings: number | null;
  cookTimeMinutes: number | null;
  ingredientLines: string[];
  directions: string[];
};

/** Looks up `{ "@id": ... }` references against the other nodes of the page. */
export type NodeLookup = (id: string) => SchemaNode | undefined;

export function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The node's types, lowercased and without their vocabulary ('http://schema.org/Recipe'). */
function schemaTypes(node: SchemaNode): string[] {
  const raw = node['@type'] ?? node.type;
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) =>
      t
        .trim()
        .replace(/^.*[/:#]/, '')
        .toLowerCase(),
    );
}

export function hasSchemaType(node: SchemaNode, type: string): boolean {
  return schemaTypes(node).includes(type);
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value.flat(3) : [value];
}

/** The first usable text of a property (a string, a number, `{ "@value": ... }`...). */
function firstText(value: unknown): string | null {
  for (const item of asList(value)) {
    const raw =
      typeof item === 'string' || typeof item === 'number'
        ? String(item)
        : isNode(item) && typeof (item['@value'] ?? item.text ?? item.name) === 'string'
          ? String(item['@value'] ?? item.text ?? item.name)
          : null;
    if (raw === null) continue;
    const text = htmlFragmentText(raw);
    if (text !== '') return text;
  }
  return null;
}

// ---- times -------------------------------------------------------------------------------

const ISO_DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

const HOUR_WORD = String.raw`h|hrs?|hours?|std|stunden?|timer?|heures?|horas?|ore|ora|godz\w*|uur|時間`;
const MINUTE_WORD = String.raw`m|mins?|minutes?|minuten?|minutter|minuti|minutos?|minut\w*|分`;
const WORDED_PART = new RegExp(
  String.raw`(\d+(?:[.,]\d+)?)\s*(?:(${HOUR_WORD})|(${MINUTE_WORD}))(?![a-z])`,
  'giu',
);

const num = (text: string | undefined) => (text ? Number(text.replace(',', '.')) : 0);

/**
 * Minutes in a duration: ISO 8601 ('PT1H30M', 'P0DT45M', 'PT0.5H'), words ('1 hour 30 mins',
 * '45 Min.') or a bare number of minutes. Null when unknown or zero.
 */
export function parseDurationMinutes(value: unknown): number | null {
  for (const item of asList(value)) {
    if (typeof item === 'number' && Number.isFinite(item) && item > 0) return Math.round(item);
    if (isNode(item)) {
      const inner = parseDurationMinutes(item['@value'] ?? item.value ?? item.maxValue);
      if (inner !== null) return inner;
      continue;
    }
    if (typeof item !== 'string') continue;
    const text = item.trim();
    const iso = ISO_DURATION.exec(text.replace(/\s+/g, ''));
    if (iso && text.length > 1) {
      const minutes =
        num(iso[3]) * 7 * 24 * 60 +
        num(iso[4]) * 24 * 60 +
        num(iso[5]) * 60 +
        num(iso[6]) +
        num(iso[7]) / 60;
      if (minutes > 0) return Math.round(minutes);
      continue;
    }
    let minutes = 0;
    for (const part of text.matchAll(WORDED_PART)) {
      minutes += part[2] !== undefined ? num(part[1]) * 60 : num(part[1]);
    }
    if (minutes === 0 && /^\d+(?:[.,]\d+)?$/.test(text)) minutes = num(text);
    if (minutes > 0) return Math.round(minutes);
  }
  return null;
}

/** Total time; failing that, preparation plus cooking, as the page states them. */
function recipeMinutes(node: SchemaNode): number | null {
  const total = parseDurationMinutes(node.totalTime);
  if (total !== null) return total;
  const prep = parseDurationMinutes(node.prepTime);
  const cook = parseDurationMinutes(node.cookTime ?? node.performTime);
  if (prep === null && cook === null) return null;
  return (prep ?? 0) + (cook ?? 0);
}

// ---- yield -------------------------------------------------------------------------------

const YIELD_NUMBER = String.raw`\d+(?:[.,]\d+)?(?:\s*(?:-|–|to|or)\s*\d+(?:[.,]\d+)?)?`;

/**
 * The servings one yield entry names beside what it makes: '1 loaf (12 slices)', '1 cake,
 * serves 8', '2 cups (4 servings)'. A number directly before a serving word, or after 'serves'
 * or 'feeds'; '8 (~2-Tbsp servings)' names a serving's size, not their number.
 */
const SERVINGS_IN_ENTRY = new RegExp(
  String.raw`(${YIELD_NUMBER})\s*(?:servings?|portions?|portionen|personnes|people|persons|slices)\b|\b(?:serves|feeds)\s+(${YIELD_NUMBER})`,
  'i',
);

/**
 * The number in a yield: '4', 4, ['4', '4 servings'], 'Serves 4-6', 'Makes ½ loaf'. From a
 * list, the entry that counts servings or people first, then a bare number, then one that
 * says what else it counts: ['20', '2 pies'] serves 20 (the meal's servings divide its
 * nutrition, and a serving is not a whole pie). Within one entry, the servings it names win
 * over the dishes it makes: '1 loaf (12 slices)' serves 12, not a loaf each (decision 040).
 * From a range, its middle ('Serves 4 to 6' is 5 servings), as with any amount (decision
 * 031): the servings divide the meal's nutrition, and the lower end made each serving the
 * largest the writer had in mind.
 */
export function parseYield(value: unknown): number | null {
  const items = asList(value);
  const isText = (item: unknown): item is string => typeof item === 'string';
  const described = items.filter((item) => isText(item) && /\p{L}/u.test(item));
  const servings = described.filter((item) =>
    /\b(?:serv|people|persons?|portions?|personnes|portionen)/i.test(item as string),
  );
  const bare = items.filter(
    (item) => typeof item === 'number' || (isText(item) && !/\p{L}/u.test(item)),
  );
  for (const item of [...servings, ...bare, ...described, ...items]) {
    if (typeof item === 'number' && Number.isFinite(item) && item > 0) return item;
    if (isNode(item)) {
      const inner = parseYield(item.value ?? item['@value'] ?? item.maxValue ?? item.minValue);
      if (inner !== null) return inner;
      continue;
    }
    if (typeof item !== 'string') continue;
    const text = asciiFractions(htmlFragmentText(item)).trim();
    const named = SERVINGS_IN_ENTRY.exec(text);
    const start = named
      ? named.index + named[0].indexOf(named[1] ?? named[2] ?? '')
      : text.search(/\d/);
    if (start < 0) continue;
    const amount = readAmount(text.slice(start).replace(/^(\d+),(\d)(?!\d)/, '$1.$2'));
    if (amount && amount.value > 0) {
      return amount.max === null ? amount.value : (amount.value + amount.max) / 2;
    }
  }
  return null;
}

// ---- image -------------------------------------------------------------------------------

/** An absolute http(s) address for `candidate`, read against the page's own address. */
export function absoluteUrl(candidate: string, pageUrl: string): string | null {
  const trimmed = candidate.trim();
  if (trimmed === '' || /\s/.test(trimmed.replace(/ /g, '%20'))) return null;
  const url = parseUrl(trimmed.replace(/ /g, '%20'), pageUrl || undefined);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
}

/** Pixels an image says it has: an ImageObject's width and height, or a '-300x200' suffix. */
function declaredArea(url: string, node?: SchemaNode): number {
  const width = Number(firstText(node?.width)?.replace(/\D/g, '') ?? Number.NaN);
  const height = Number(firstText(node?.height)?.replace(/\D/g, '') ?? Number.NaN);
  if (width > 0 && height > 0) return width * height;
  const suffix = /[-_](\d{2,4})x(\d{2,4})(?=\.\w+(?:$|\?))/.exec(url);
  // No size in the name is usually the original upload, the largest of the set.
  return suffix ? Number(suffix[1]) * Number(suffix[2]) : Number.POSITIVE_INFINITY;
}

/**
 * The image property as a string, an ImageObject, a reference or a list of any of those.
 * From a list, the largest (sites list thumbnails first as often as not).
 */
function readImage(value: unknown, pageUrl: string, lookup: NodeLookup): string | null {
  let best: { url: string; area: number } | null = null;
  for (const item of asList(value)) {
    let url: string | null = null;
    let node: SchemaNode | undefined;
    if (typeof item === 'string') {
      url = absoluteUrl(item, pageUrl);
    } else if (isNode(item)) {
      const ref = typeof item['@id'] === 'string' ? lookup(item['@id']) : undefined;
      node = ref && ref !== item && item.url === undefined ? ref : item;
      const direct = node.url ?? node.contentUrl ?? node.thumbnailUrl;
      url = direct === undefined ? null : readImage(direct, pageUrl, lookup);
    }
    if (url === null) continue;
    const area = declaredArea(url, node);
    if (best === null || area > best.area) best = { url, area };
  }
  return best?.url ?? null;
}

// ---- ingredients and instructions --------------------------------------------------------

/** A heading inside a list of ingredients ('For the sauce:'), not an ingredient. */
export function isGroupHeading(line: string): boolean {
  return /^[^\d½¼¾⅓⅔⅛]{1,60}:$/.test(line) || /^[-–—=*#]+\s*[^\d]{1,60}\s*[-–—=*#]+$/.test(line);
}

/**
 * An ingredient line as a person would write it: no bullet or checkbox in front, no space
 * before a comma ('carrot , peeled'), no doubled parentheses ('((about 2 cups))', which
 * recipe plugins produce when a note already has its own).
 */
export function tidyIngredientLine(line: string): string {
  let text = line.replace(/^(?:[•·▪◦‣●○■□▢☐☑✓✔➤►▸]|[-*–]\s)\s*/u, '').replace(/\s+([,;])/g, '$1');
  if (/\(\s*\(/.test(text) && /\)\s*\)/.test(text)) {
    text = text.replace(/\(\s*\(/g, '(').replace(/\)\s*\)/g, ')');
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** recipeIngredient (or the older `ingredients`): one line per ingredient, headings left out. */
function readIngredientLines(node: SchemaNode): string[] {
  const lines: string[] = [];
  for (const item of asList(node.recipeIngredient ?? node.ingredients)) {
    const raw =
      typeof item === 'string'
        ? item
        : isNode(item)
          ? (firstText(item.text ?? item.name ?? item['@value']) ?? '')
          : '';
    for (const line of htmlFragmentLines(raw)) {
      const tidy = tidyIngredientLine(line);
      if (tidy !== '' && !isGroupHeading(tidy)) lines.push(tidy);
    }
  }
  return lines;
}

/** Step numbers a site typed into the step itself ('1.', 'Step 2:'); the list numbers them. */
export function stripStepNumber(step: string): string {
  return step.replace(/^(?:step\s*\d{1,2}\s*[.):-]?\s*|\d{1,2}\s*[.)]\s+)/i, '').trim();
}

/**
 * Text whose steps are numbered inline, one line each: '1. Mix. 2. Bake. 3. Cool.' becomes
 * three lines (numbers dropped later, as typed step numbers are). Only numbers that run 1, 2,
 * 3... from the start, each at the start of the text or after a sentence's end, so that
 * 'bake 12 minutes' or '350 F. 2 eggs' is never split.
 */
function numberedStepsOnOneLine(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const marks = [...line.matchAll(/(?:^|(?<=[.!?)]\s+))(\d{1,2})[.)]\s+/g)];
      if (marks.length < 2 || marks[0]?.index !== 0) return line;
      if (marks.some((mark, i) => Number(mark[1]) !== i + 1)) return line;
      return marks
        .map((mark, i) => line.slice(mark.index, marks[i + 1]?.index ?? line.length).trim())
        .join('\n');
    })
    .join('\n');
}

const STEP_LABEL =
  /^(?:step|schritt|étape|etape|paso|passo|stap|trin|krok|steg|vaihe|lépés|krok|ステップ)?\s*\d{1,3}\s*[.:)]?$/iu;

/**
 * recipeInstructions, flattened to steps: text (plain, with line breaks or HTML), lists of
 * text, HowToStep, HowToDirection, HowToSection and ItemList, references by `@id`. A
 * section's name and a step's title (when the step's text does not begin with it) are kept
 * as lines of their own, as published; the meal draft tidies them for the app.
 */
function readDirections(value: unknown, lookup: NodeLookup): string[] {
  const steps: string[] = [];
  const pushText = (text: string) => {
    for (const line of htmlFragmentLines(text)) steps.push(line);
  };
  const visit = (item: unknown, depth: number) => {
    if (depth > 8) return;
    if (typeof item === 'string') {
      // One block of text with its sentences glued ('...paper.Snap the chocolate'): the
      // site joined its steps without a break; split them where a new sentence starts.
      // Steps numbered inside one line ('1. Mix the flour. 2. Bake 12 minutes. 3. Cool.') are
      // steps: the app numbers its own.
      const text = depth === 0 ? item.replace(/(?<=[a-z)][.!?])(?=[A-Z])/g, '\n') : item;
      pushText(depth === 0 ? numberedStepsOnOneLine(text) : text);
      return;
    }
    if (Array.isArray(item)) {
      for (const entry of item) visit(entry, depth + 1);
      return;
    }
    if (!isNode(item)) return;
    const children = item.itemListElement ?? item.steps ?? item.step;
    const text = firstText(item.text ?? item.description);
    const rawName = firstText(item.name) ?? '';
    // 'Step 1', 'Schritt 2', '3.': a number, not a title worth a line.
    const name = STEP_LABEL.test(rawName) ? '' : rawName;
    if (typeof item['@id'] === 'string' && text === null && children === undefined) {
      const ref = lookup(item['@id']);
      if (ref && ref !== item) visit(ref, depth + 1);
      return;
    }
    if (children !== undefined && text === null) {
      // A section given as the whole property ('Preparation') names nothing worth a line.
      if (name !== '' && item !== onlySection) steps.push(name);
      visit(children, depth + 1);
      return;
    }
    if (text !== null) {
      if (name !== '' && !text.startsWith(name.replace(/\.+$/, ''))) steps.push(name);
      visit(item.text ?? item.description, depth + 1);
    } else if (name !== '') {
      steps.push(name);
    } else if (item.item !== undefined) {
      visit(item.item, depth + 1);
    }
  };
  // Published as the whole property, not as a list of sections.
  const onlySection = isNode(value) && value.itemListElement !== undefined ? value : null;
  visit(value, 0);
  const cleaned: string[] = [];
  for (const step of steps) {
    // Separators left between paragraphs (',', '-') are not steps.
    if (/[\p{L}\p{N}]/u.test(step) && step !== cleaned[cleaned.length - 1]) cleaned.push(step);
  }
  return cleaned;
}

/** Every field of one Recipe node. */
export function readRecipeNode(
  node: SchemaNode,
  pageUrl: string,
  lookup: NodeLookup,
): RecipeFields {
  return {
    name: firstText(node.name) ?? firstText(node.headline),
    description: firstText(node.description),
    imageUrl: readImage(node.image ?? node.thumbnailUrl, pageUrl, lookup),
    servings: parseYield(node.recipeYield ?? node.yield),
    cookTimeMinutes: recipeMinutes(node),
    ingredientLines: readIngredientLines(node),
    directions: readDirections(node.recipeInstructions ?? node.instructions, lookup),
  };
}
