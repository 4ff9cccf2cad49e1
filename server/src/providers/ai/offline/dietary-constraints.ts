import { singularPhrase } from '@forkcast/core';
import { type FoodFamily, foodFamilies } from './food-families.ts';
import type { Diet, OfflineRecipe } from './offline-recipes.ts';

/** What a diet rules out, as food families. */
export const DIET_EXCLUDES: Record<Diet, FoodFamily[]> = {
  vegetarian: ['meat', 'fish', 'shellfish', 'gelatin'],
  vegan: ['meat', 'fish', 'shellfish', 'gelatin', 'dairy', 'egg', 'honey'],
  'gluten-free': ['gluten'],
  'dairy-free': ['dairy'],
  'nut-free': ['tree-nut', 'peanut'],
};

/** Dietary constraints read from free text ('vegetarian, no mushrooms, nut allergy'). */
export type Constraints = {
  /** Diets the recipe's own tags must claim (and the classifier must agree with). */
  diets: Set<Diet>;
  /** Food families no ingredient may belong to. */
  avoid: Set<FoodFamily>;
  /** Words (singular) that no ingredient, name or keyword may contain ('mushroom'). */
  avoidWords: Set<string>;
  lowCarb: boolean;
  /** Kosher: no meat and dairy in the same dish. */
  noMeatWithDairy: boolean;
};

const DIET_WORDS: [RegExp, Diet][] = [
  [/\bvegan\b|\bplant[- ]based\b/, 'vegan'],
  [/\bvegetarian\b|\bveggie\b|\bmeat[- ]?free\b|\bmeatless\b/, 'vegetarian'],
  [/\bgluten\b|\bc[o]?eliac\b|\bwheat[- ]free\b/, 'gluten-free'],
  [/\bdairy[- ]free\b|\bnon[- ]dairy\b|\blactose\b|\bmilk[- ]free\b/, 'dairy-free'],
  [/\bnut[- ]free\b|\bnut allerg|\btree[- ]nut/, 'nut-free'],
];

/** Families meant by the words people use after 'no', 'without', '-free', 'allergic to'. */
const TERM_FAMILIES: [RegExp, FoodFamily[]][] = [
  [/\b(?:red meat)\b/, ['beef', 'lamb', 'pork']],
  [/\b(?:meats?)\b/, ['meat', 'fish', 'shellfish']],
  [/\b(?:poultry|chicken|turkey|duck)\b/, ['poultry']],
  [/\b(?:pork|bacon|ham|pig)\b/, ['pork']],
  [/\b(?:beef|steak|veal)\b/, ['beef']],
  [/\b(?:lamb|mutton)\b/, ['lamb']],
  [/\bseafood\b/, ['fish', 'shellfish']],
  [/\bfish\b/, ['fish']],
  [
    /\b(?:shellfish|shrimps?|prawns?|crabs?|lobsters?|mussels?|clams?|oysters?|scallops?|squid)\b/,
    ['shellfish'],
  ],
  [/\b(?:dairy|milk|lactose|cheese|cream|butter|yogh?urt)\b/, ['dairy']],
  [/\beggs?\b/, ['egg']],
  [/\b(?:gluten|wheat|flour|bread)\b/, ['gluten']],
  [/\bpeanuts?\b/, ['peanut']],
  [
    /\b(?:nuts?|tree[- ]nuts?|almonds?|cashews?|walnuts?|pecans?|pistachios?|hazelnuts?|coconut)\b/,
    ['tree-nut'],
  ],
  [/\b(?:nuts?)\b/, ['peanut']],
  [/\b(?:soy|soya|tofu)\b/, ['soy']],
  [/\bsesame\b/, ['sesame']],
  [/\b(?:alcohol|wine|beer|booze|liquor)\b/, ['alcohol']],
  [/\bhoney\b/, ['honey']],
  [/\bgelatine?\b/, ['gelatin']],
  [/\b(?:spic(?:e|y|iness)|heat|chil(?:l?i|e)s?|hot)\b/, ['chili']],
];

/** Words after a negation that say nothing about food ('no more than', 'not too'). */
const FILLER = new Set(
  'a an the any too very much more less than more of at all please or and with my our is are be for because since kids child children son daughter husband wife family allergic allergy allergies intolerant intolerance really'.split(
    ' ',
  ),
);

const NEGATIONS =
  "no|not|non|without|avoid(?:ing)?|exclude|excluding|skip|hold the|free of|allergic to|allergy to|allergies to|intolerant to|intolerance to|can'?t eat|cannot eat|can'?t have|don'?t eat|do not eat|doesn'?t eat|hate|hates|dislike|dislikes|nothing with";
/** A negation and what it covers, up to the end of the sentence or the next negation. */
const NEGATION = new RegExp(
  `\\b(?:${NEGATIONS})\\s+((?:(?!\\b(?:${NEGATIONS})\\b)[^.;!?\\n])+)`,
  'g',
);

/** Splits 'nuts, shellfish or mushrooms' into its items. */
function items(list: string): string[] {
  return list
    .split(/,|\/|&|\bor\b|\band\b|\bnor\b/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function addTerm(constraints: Constraints, term: string) {
  let matched = false;
  for (const [pattern, families] of TERM_FAMILIES) {
    if (pattern.test(term)) {
      matched = true;
      for (const family of families) constraints.avoid.add(family);
    }
  }
  if (/\bcarbs?\b|\bcarbohydrates?\b/.test(term)) {
    constraints.lowCarb = true;
    matched = true;
  }
  if (/\bsugar\b/.test(term)) {
    for (const word of ['sugar', 'syrup', 'honey']) constraints.avoidWords.add(word);
    matched = true;
  }
  if (matched) return;
  // Anything else ('mushrooms', 'cilantro', 'green peppers') is avoided by name.
  const words = term
    .toLowerCase()
    .replace(/[^a-z\s-]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 && !FILLER.has(w))
    .slice(0, 3);
  if (words.length > 0) constraints.avoidWords.add(singularPhrase(words.join(' ')));
}

/**
 * Reads diets and exclusions from free text: the dietary constraints field, and the other
 * words of the request (a recipe description, plan preferences). Diet names count wherever
 * they appear; food names count as exclusions when the text rules them out ('no', 'without',
 * '-free', 'allergic to', 'X allergy'), so 'eggs benedict' asks for eggs and 'no eggs'
 * refuses them. In the constraints field a negation covers its whole list ('no nuts,
 * shellfish, mushrooms'); elsewhere only its first item, or items joined by 'or'
 * ('no nuts, chicken and rice' still asks for chicken).
 */
export function parseConstraints(constraintsText: string, otherTexts: string[] = []): Constraints {
  const constraints: Constraints = {
    diets: new Set(),
    avoid: new Set(),
    avoidWords: new Set(),
    lowCarb: false,
    noMeatWithDairy: false,
  };
  const normalize = (t: string) => t.toLowerCase().replace(/[\u2019']/g, "'");
  const field = normalize(constraintsText);
  const text = [field, ...otherTexts.map(normalize)].join('\n');

  for (const [pattern, diet] of DIET_WORDS) if (pattern.test(text)) constraints.diets.add(diet);
  if (/\bpesc[ae]tarian\b/.test(text)) {
    for (const family of ['meat', 'gelatin'] as const) constraints.avoid.add(family);
  }
  if (/\bketo\b|\blow[- ]carb\b/.test(text)) constraints.lowCarb = true;
  if (/\bhalal\b/.test(text)) {
    for (const family of ['pork', 'alcohol', 'gelatin'] as const) constraints.avoid.add(family);
  }
  if (/\bkosher\b/.test(text)) {
    for (const family of ['pork', 'shellfish', 'gelatin'] as const) constraints.avoid.add(family);
    constraints.noMeatWithDairy = true;
  }
  if (/\bmild\b|\bnot spicy\b/.test(text)) constraints.avoid.add('chili');

  for (const match of field.matchAll(NEGATION)) {
    for (const item of items(match[1] ?? '')) addTerm(constraints, item);
  }
  for (const other of otherTexts.map(normalize)) {
    for (const match of other.matchAll(NEGATION)) {
      const list = match[1] ?? '';
      const negated = /\b(?:or|nor)\b/.test(list) ? list : (list.split(',')[0] ?? '');
      for (const item of items(negated)) addTerm(constraints, item);
    }
  }
  for (const match of text.matchAll(/\b([a-z]+)[ -]free\b/g)) addTerm(constraints, match[1] ?? '');
  for (const match of text.matchAll(
    /\b([a-z]+) (?:allerg(?:y|ies|ic)|intoleran(?:ce|t)|sensitivity)\b/g,
  )) {
    addTerm(constraints, match[1] ?? '');
  }
  for (const match of text.matchAll(/\ballerg(?:y|ies|ic)\s*:\s*([^.;!?\n]+)/g)) {
    for (const item of items(match[1] ?? '')) addTerm(constraints, item);
  }
  for (const diet of constraints.diets) {
    for (const family of DIET_EXCLUDES[diet]) constraints.avoid.add(family);
  }
  return constraints;
}

/** The families of all of a recipe's ingredients, computed once per recipe. */
const familyCache = new WeakMap<OfflineRecipe, Set<FoodFamily>>();
export function recipeFamilies(recipe: OfflineRecipe): Set<FoodFamily> {
  let families = familyCache.get(recipe);
  if (!families) {
    families = new Set(recipe.ingredients.flatMap(([, , name]) => [...foodFamilies(name)]));
    familyCache.set(recipe, families);
  }
  return families;
}

function containsPhrase(haystack: string, phrase: string): boolean {
  return ` ${haystack} `.includes(` ${phrase} `);
}

/** Whether a recipe honours every constraint: its tags, its ingredients, its words. */
export function isAllowed(recipe: OfflineRecipe, constraints: Constraints): boolean {
  for (const diet of constraints.diets) if (!recipe.diets.includes(diet)) return false;
  const families = recipeFamilies(recipe);
  for (const family of constraints.avoid) if (families.has(family)) return false;
  if (constraints.avoid.has('chili') && recipe.keywords.includes('spicy')) return false;
  if (constraints.noMeatWithDairy && families.has('meat') && families.has('dairy')) return false;
  if (
    constraints.lowCarb &&
    !recipe.keywords.includes('low-carb') &&
    !recipe.keywords.includes('keto')
  ) {
    return false;
  }
  if (constraints.avoidWords.size > 0) {
    const texts = [
      ...recipe.ingredients.map(([, , name]) => name),
      recipe.name,
      ...recipe.keywords,
    ].map((t) =>
      singularPhrase(
        t
          .toLowerCase()
          .replace(/[^a-z\s]/g, ' ')
          .replace(/\s+/g, ' '),
      ),
    );
    for (const word of constraints.avoidWords) {
      if (texts.some((t) => containsPhrase(t, word))) return false;
    }
  }
  return true;
}
