import { attr, type HtmlDocument, type HtmlElement, type HtmlNode, readableText } from './html.ts';
import {
  isGroupHeading,
  parseDurationMinutes,
  parseYield,
  stripStepNumber,
  tidyIngredientLine,
} from './schema-fields.ts';

/**
 * The reading of a page without structured data, the way a person finds a recipe: a heading
 * that says 'Ingredients' (in the languages our users cook in) and the list or lines under
 * it; the same for 'Instructions', 'Method', 'Directions'... and, failing a heading, the
 * steps that follow the ingredients.
 */

const INGREDIENTS_HEADING =
  /^(?:the\s+)?(?:recipe\s*:|(?:ingredients?|ingredient list|you(?:'|’)ll need|you will need|what you(?:'|’)ll need|things you(?:'|’)ll need|zutaten|ingrédients|ingredientes|ingredienti|ingrediënten|ingredienser|ingredienset|składniki|ainekset|hozzávalók|suroviny|sastojci|材料|食材|재료)\b)[^.!?]{0,30}$/iu;

const DIRECTIONS_HEADING =
  /^(?:the\s+)?(?:instructions?|directions?|method|methods|preparation|prep(?:aration)? steps|steps|step[- ]by[- ]step|how to make(?: it)?|how to prepare|procedure|zubereitung|anleitung|préparation|instructions de préparation|preparación|elaboración|preparazione|procedimento|bereiding|bereidingswijze|fremgangsmåde|fremgangsmåte|tilberedning|gör så här|sposób przygotowania|przygotowanie|valmistus|postup|作り方|做法|만드는 법)\b[^.!?]{0,30}$/iu;

const HEADING_ELEMENTS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Elements a site may style as a heading without using one. */
const HEADING_LIKE = new Set(['p', 'strong', 'b', 'em', 'div', 'span', 'dt', 'th', 'label']);
const SKIPPED = new Set(['nav', 'footer', 'aside', 'form', 'select', 'button', 'script', 'style']);
const LISTS = new Set(['ul', 'ol']);

/** How far past a heading we look for its content (elements, not bytes). */
const LOOKAHEAD = 400;
const MAX_LINES = 100;
const MAX_HEADING = 60;

export type PageReading = {
  ingredientLines: string[];
  directions: string[];
  servings: number | null;
  cookTimeMinutes: number | null;
};

/** 1 to 6 for h1 to h6; 7 for a bold line or anything else styled as a heading. */
const headingLevel = (element: HtmlElement) =>
  HEADING_ELEMENTS.has(element.name) ? Number(element.name.slice(1)) : 7;

const VISUALLY_HIDDEN =
  /(?:^|\s)(?:u-visuallyhidden|visually-hidden|visuallyhidden|sr-only|screen-reader-text)(?:\s|$)/i;

/** Content a visitor does not see: other unit systems, screen-reader copies, hidden tabs. */
function isHidden(element: HtmlElement): boolean {
  return (
    attr(element, 'hidden') !== undefined ||
    attr(element, 'aria-hidden') === 'true' ||
    VISUALLY_HIDDEN.test(attr(element, 'class') ?? '') ||
    /display\s*:\s*none|visibility\s*:\s*hidden/i.test(attr(element, 'style') ?? '')
  );
}

/** The text of a heading-like element; null for anything longer than a heading, found early. */
function headingText(element: HtmlElement): string | null {
  if (!HEADING_ELEMENTS.has(element.name) && !HEADING_LIKE.has(element.name)) return null;
  return shortText(element);
}

/** An element's text when it is short (a label, a heading); null otherwise, found early. */
function shortText(element: HtmlElement): string | null {
  let text = '';
  const stack: HtmlNode[] = [...element.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as HtmlNode;
    if (node.type === 'text') {
      text += (node as { data: string }).data;
      if (text.trim().length > MAX_HEADING * 2) return null;
    } else if ('attribs' in node && !SKIPPED.has(node.name)) {
      for (let i = node.children.length - 1; i >= 0; i -= 1) {
        stack.push(node.children[i] as HtmlNode);
      }
    }
  }
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded === '' || folded.length > MAX_HEADING) return null;
  return folded.replace(/[:：]\s*$/, '').trim();
}

/** A paragraph that is all bold is a sub-heading ('The Marinade'), not a line of the recipe. */
function isBoldOnly(paragraph: HtmlElement): boolean {
  const children = paragraph.children.filter(
    (child) => !(child.type === 'text' && (child as { data: string }).data.trim() === ''),
  );
  const only = children[0];
  return (
    children.length === 1 &&
    only !== undefined &&
    'attribs' in only &&
    (only.name === 'strong' || only.name === 'b')
  );
}

/** The page's visible elements in document order, each with the index past its subtree. */
type Entry = { element: HtmlElement; end: number };

function visibleElements(document: HtmlDocument): Entry[] {
  const entries: Entry[] = [];
  const walk = (parent: HtmlDocument | HtmlElement) => {
    for (const child of parent.children) {
      if (!('attribs' in child) || SKIPPED.has(child.name) || isHidden(child)) continue;
      const entry: Entry = { element: child, end: 0 };
      entries.push(entry);
      walk(child);
      entry.end = entries.length;
    }
  };
  walk(document);
  return entries;
}

/** The leaf items of a list: nested lists give their own items, not a merged parent. */
function listItems(entries: Entry[], listIndex: number): string[] {
  const items: string[] = [];
  const list = entries[listIndex] as Entry;
  for (let i = listIndex + 1; i < list.end; i += 1) {
    const entry = entries[i] as Entry;
    if (entry.element.name !== 'li') continue;
    const hasNested = entries.slice(i + 1, entry.end).some((e) => e.element.name === 'li');
    if (hasNested) continue;
    const text = readableText(entry.element).replace(/\s+/g, ' ').trim();
    if (text !== '' && !isGroupHeading(text)) items.push(text);
  }
  return items;
}

type Section = { lines: string[]; end: number };

/**
 * The content from `start` on: the lists, or the paragraphs, whichever comes first (the
 * other kind ends the section, as notes do after a list). Lower headings are groups of the
 * same section ('For the sauce'); a heading as high as the section's own, or one that
 * names another section, ends it. `skipHeadings` lets the content start under headings we
 * do not recognise ('Let's get started!').
 */
function collectSection(
  entries: Entry[],
  start: number,
  level: number,
  stops: RegExp[],
  skipHeadings = 0,
): Section {
  const lines: string[] = [];
  let kind: 'list' | 'paragraphs' | null = null;
  let headingsLeft = skipHeadings;
  let i = start;
  const limit = Math.min(entries.length, start + LOOKAHEAD);
  while (i < limit && lines.length < MAX_LINES) {
    const entry = entries[i] as Entry;
    const element = entry.element;
    const heading = headingText(element);
    if (heading !== null && stops.some((stop) => stop.test(heading))) break;
    if (HEADING_ELEMENTS.has(element.name) && headingLevel(element) <= level) {
      if (kind !== null || headingsLeft === 0) break;
      headingsLeft -= 1;
    }
    if (LISTS.has(element.name)) {
      if (kind === 'paragraphs') break;
      const items = listItems(entries, i);
      if (items.length > 0) {
        kind = 'list';
        lines.push(...items);
      }
      i = entry.end;
      continue;
    }
    if (element.name === 'p' && !isBoldOnly(element)) {
      const hasList = entries.slice(i + 1, entry.end).some((e) => LISTS.has(e.element.name));
      const text = hasList ? [] : readableText(element).split('\n');
      const paragraphLines = text.filter((line) => line !== '' && !isGroupHeading(line));
      if (paragraphLines.length > 0) {
        if (kind === 'list') break;
        kind = 'paragraphs';
        lines.push(...paragraphLines);
      }
      i = entry.end;
      continue;
    }
    i += 1;
  }
  return { lines: lines.slice(0, MAX_LINES), end: i };
}

type Found = Section & { level: number };

function findSection(
  entries: Entry[],
  pattern: RegExp,
  stop: RegExp,
  accept: (lines: string[]) => boolean,
): Found | null {
  for (let i = 0; i < entries.length; i += 1) {
    const element = (entries[i] as Entry).element;
    const text = headingText(element);
    if (text === null || !pattern.test(text)) continue;
    const level = headingLevel(element);
    const section = collectSection(entries, (entries[i] as Entry).end, level, [stop]);
    if (accept(section.lines)) return { ...section, level };
  }
  return null;
}

const looksLikeIngredients = (lines: string[]) =>
  lines.length >= 2 &&
  lines.filter((line) => line.length <= 160).length >= lines.length * 0.7 &&
  lines.some((line) => /[\d½¼¾⅓⅔⅛]/.test(line));

/** Steps are sentences: at least one line reads like one, not like 'Cuisine: British'. */
const looksLikeDirections = (lines: string[]) =>
  lines.some((line) => line.length >= 40 && line.split(' ').length >= 6);

const SERVINGS_LABEL =
  /^(?:serves|servings?|yields?|makes|portions?|personen|portionen|porcje|portioner|porzioni|raciones|personnes)\b\s*:?\s*(?=[\d½¼¾])/i;
const TOTAL_LABEL = /^(?:total(?: time)?|ready in|gesamtzeit|temps total|tiempo total)\s*:?\s*/i;
const PREP_LABEL = /^(?:prep(?:aration)?(?: time)?|zubereitungszeit|arbeitszeit)\s*:?\s*/i;
const COOK_LABEL = /^(?:cook(?:ing)?(?: time)?|bake(?: time)?|kochzeit|backzeit)\s*:?\s*/i;

/** 'Serves 4', 'Total time: 45 mins', 'Prep: 15 min' labels, as recipe cards print them. */
function readLabels(entries: Entry[]): Pick<PageReading, 'servings' | 'cookTimeMinutes'> {
  let servings: number | null = null;
  let total: number | null = null;
  let prep: number | null = null;
  let cook: number | null = null;
  for (const { element } of entries) {
    if (element.name === 'script') continue;
    const text = shortText(element);
    if (text === null || !/\d/.test(text)) continue;
    const rest = (label: RegExp) => (label.test(text) ? text.replace(label, '') : null);
    const served = rest(SERVINGS_LABEL);
    if (served !== null) servings ??= parseYield(served);
    const totalText = rest(TOTAL_LABEL);
    if (totalText !== null) total ??= parseDurationMinutes(totalText);
    const prepText = rest(PREP_LABEL);
    if (prepText !== null) prep ??= parseDurationMinutes(prepText);
    const cookText = rest(COOK_LABEL);
    if (cookText !== null) cook ??= parseDurationMinutes(cookText);
  }
  const sum = prep === null && cook === null ? null : (prep ?? 0) + (cook ?? 0);
  return { servings, cookTimeMinutes: total ?? sum };
}

/** Reads ingredients and directions from the page's headings, lists and paragraphs. */
export function readPageSections(document: HtmlDocument): PageReading {
  const entries = visibleElements(document);
  const ingredients = findSection(
    entries,
    INGREDIENTS_HEADING,
    DIRECTIONS_HEADING,
    looksLikeIngredients,
  );
  let directions = findSection(entries, DIRECTIONS_HEADING, INGREDIENTS_HEADING, (lines) =>
    looksLikeDirections(lines),
  )?.lines;
  if (!directions && ingredients) {
    // No 'Method' heading: the steps usually follow the ingredients.
    const after = collectSection(
      entries,
      ingredients.end,
      ingredients.level,
      [INGREDIENTS_HEADING],
      1,
    );
    if (looksLikeDirections(after.lines)) directions = after.lines;
  }
  return {
    ingredientLines: (ingredients?.lines ?? [])
      .map(tidyIngredientLine)
      .filter((line) => line !== ''),
    directions: (directions ?? []).map(stripStepNumber).filter((step) => step !== ''),
    ...readLabels(entries),
  };
}
