/**
 * Words that end in 's' without being plurals. A naive "drop the s" turns hummus into
 * hummu and molasses into molasse, which then fails to merge with itself on a list.
 */
const INVARIANT = new Set([
  'molasses',
  'schnapps',
  'brussels',
  'series',
  'species',
  'gras',
  'christmas',
  'always',
  'perhaps',
  'various',
  'was',
  'has',
  'its',
  'does',
  'chess',
]);

/** Plurals that the suffix rules would get wrong; checked before the rules. */
const IRREGULAR: Readonly<Record<string, string>> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  calves: 'calf',
  knives: 'knife',
  shelves: 'shelf',
  wolves: 'wolf',
  selves: 'self',
  cookies: 'cookie',
  brownies: 'brownie',
  pies: 'pie',
  smoothies: 'smoothie',
  veggies: 'veggie',
  hoagies: 'hoagie',
  ties: 'tie',
  calories: 'calorie',
  movies: 'movie',
  cakes: 'cake',
  children: 'child',
  feet: 'foot',
  teeth: 'tooth',
  geese: 'goose',
  mice: 'mouse',
  men: 'man',
  women: 'woman',
  dice: 'dice',
  radii: 'radius',
  cacti: 'cactus',
  fungi: 'fungus',
  shoes: 'shoe',
  canoes: 'canoe',
  toes: 'toe',
  oboes: 'oboe',
  sloes: 'sloe',
  floes: 'floe',
  // Words ending in -i: not '-ies' to '-y' (a chilly), nor an '-is' left alone (kiwis).
  chillies: 'chilli',
  chilies: 'chili',
  chilis: 'chili',
  chillis: 'chilli',
  kiwis: 'kiwi',
  zucchinis: 'zucchini',
  salamis: 'salami',
  rotis: 'roti',
  chapatis: 'chapati',
  chapattis: 'chapatti',
};

/** The singular of one lowercase word ('tomatoes' -> 'tomato', 'berries' -> 'berry'). */
export function singularWord(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3) return w;
  const irregular = IRREGULAR[w];
  if (irregular !== undefined) return irregular;
  if (INVARIANT.has(w)) return w;
  // hummus, asparagus, couscous, swiss, molasses-like words: an 's' that is not a plural.
  if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.endsWith('oes')) return w.slice(0, -2);
  if (/(?:ch|sh|x|z|ss)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !w.endsWith("'s") && !w.endsWith('’s')) return w.slice(0, -1);
  return w;
}

/** Plural forms worth trying when we look a singular name up in free text. */
export function pluralForms(word: string): string[] {
  const w = word.toLowerCase();
  const forms = new Set([w]);
  const irregular = Object.entries(IRREGULAR).find(([, single]) => single === w);
  if (irregular) forms.add(irregular[0]);
  if (/[^aeiou]y$/.test(w)) forms.add(`${w.slice(0, -1)}ies`);
  if (/(?:ch|sh|x|z|s|o)$/.test(w)) forms.add(`${w}es`);
  if (w.endsWith('f')) forms.add(`${w.slice(0, -1)}ves`);
  forms.add(`${w}s`);
  return [...forms];
}

/** Singular of every word in a phrase, for keys and comparisons. */
export function singularPhrase(phrase: string): string {
  return phrase
    .toLowerCase()
    .split(' ')
    .map((word) => singularWord(word))
    .join(' ');
}
