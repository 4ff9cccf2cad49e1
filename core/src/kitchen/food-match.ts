import { COOK_NAMES, NO_ROW_NAMES } from './cook-names.ts';
import { type Food, type FoodTable, wordsOf } from './food-table.ts';
import { englishWords, isMostlyForeign } from './foreign-names.ts';
import { singularWord } from './singular.ts';

/**
 * Words that say which kind or quality, not which food ('kosher salt' is salt, 'ripe
 * avocado' an avocado). Dropped when the whole name is not itself a known name.
 */
const QUALIFIERS = new Set([
  'fresh',
  'freshly',
  'organic',
  'large',
  'medium',
  'small',
  'extra',
  'virgin',
  'good',
  'quality',
  'best',
  'homemade',
  'store',
  'bought',
  'storebought',
  'ripe',
  'boneless',
  'skinless',
  'pure',
  'kosher',
  'sea',
  'table',
  'fine',
  'coarse',
  'flaky',
  'grain',
  'iodized',
  'crystal',
  'diamond',
  'morton',
  'cold',
  'hot',
  'warm',
  'lukewarm',
  'boiling',
  'room',
  'temperature',
  'full',
  'low',
  'reduced',
  'sodium',
  'unsweetened',
  'sweetened',
  'natural',
  'raw',
  'whole',
  'free',
  'range',
  'cage',
  'pasture',
  'raised',
  'grass',
  'fed',
  'wild',
  'baby',
  'mini',
  'jumbo',
  'unseasoned',
  'seasoned',
  'plain',
  'regular',
  'optional',
  'leaf',
  'sprig',
  'dried',
  'frozen',
  'canned',
  'tinned',
  'of',
  'choice',
  'your',
  'favorite',
  'favourite',
  'a',
  'an',
  'the',
  'some',
  'tender',
  'stem',
  'packed',
  'firmly',
  'lightly',
  'semi',
  'pearled',
  'jarred',
  'meat',
  'fat',
  'can',
  'jar',
  'flavor',
  'flavored',
  'flavour',
  'flavoured',
]);

const COOKED_WORDS = new Set([
  'cooked',
  'precooked',
  'leftover',
  'boiled',
  'roasted',
  'grilled',
  'baked',
  'steamed',
  'fried',
  'toasted',
  'rotisserie',
]);

/** Colours that say which kind of a food ('onion, white or red'), not which food. */
const COLOUR_WORDS = new Set([
  'white',
  'red',
  'yellow',
  'green',
  'purple',
  'black',
  'brown',
  'golden',
  'orange',
]);

/** Words the table spells another way. */
const SAME_WORD: Readonly<Record<string, string>> = {
  chile: 'pepper',
  chili: 'pepper',
  chilli: 'pepper',
  capsicum: 'pepper',
  courgette: 'zucchini',
  aubergine: 'eggplant',
  prawn: 'shrimp',
  // Australian and New Zealand spelling.
  fetta: 'feta',
  coriander: 'cilantro',
  mince: 'ground',
  cremini: 'crimini',
  // SR28 spells the mushroom portabella (its raw row's common name is 'Portabello').
  portobello: 'portabella',
  portabello: 'portabella',
};

/**
 * Cuts a cook writes as one word or two ('ribeye', 'rib-eye', 'rib eye'). SR28 spells the
 * whole cut as two words ('Beef, rib eye steak, ...') and keeps the one-word spelling for
 * its sub-cuts ('ribeye cap steak', 'ribeye filet', 'ribeye petite roast'): a name is tried
 * in the two-word spelling first, then in the other, and takes the first food holding every
 * word of it. SR28 writes 'spareribs' as one word only. Only spellings the table itself
 * uses are listed: a cook's 'porkchop' or 'tbone' is no table word, and is not guessed at.
 */
const SPELLINGS: readonly (readonly [joined: string, apart: readonly string[]])[] = [
  ['ribeye', ['rib', 'eye']],
  ['sparerib', ['spare', 'rib']],
  // British 'wholemeal' and 'wholewheat' are SR28's 'whole-wheat'.
  ['wholewheat', ['whole', 'wheat']],
  ['wholemeal', ['whole', 'wheat']],
  ['wholegrain', ['whole', 'grain']],
  ['lemongrass', ['lemon', 'grass']],
  ['sweetcorn', ['sweet', 'corn']],
];

/** Words for the shape a food comes in, not the food ('manicotti pasta tubes'). */
const SHAPES = new Set([
  'part',
  'half',
  'tube',
  'sheet',
  'piece',
  'strip',
  'cube',
  'chunk',
  'ball',
  'round',
  'ring',
  'stick',
  'shred',
  'slice',
  'noodle',
  'floret',
  'spear',
  'wedge',
  'stalk',
  'joint',
]);

/**
 * Pieces cut or shaped from a food: the word before names it ('lemon wedges'; 'parmesan
 * shavings' and 'chocolate curls' are the cheese or chocolate shaved or curled).
 */
const PIECES = new Set([
  'shaving',
  'curl',
  'pod',
  'ball',
  'half',
  'chunk',
  'piece',
  'cube',
  'wedge',
  'slice',
  'strip',
  'floret',
  'spear',
]);

/**
 * Words for the form a food takes, not the food: 'coconut flakes' are not celery flakes,
 * 'ginger-garlic paste' is not tomato paste. Such a word alone names nothing, and a name
 * ending in one is matched only by a food holding every word of it. Not 'sauce', 'spice',
 * 'oil' or 'juice': another of those ('chili garlic sauce' as hot sauce) is near enough.
 */
const FORMS = new Set([
  'flake',
  'paste',
  'powder',
  'zest',
  'puree',
  'concentrate',
  'mix',
  'blend',
  'crumb',
  'chip',
  'shaving',
  'granule',
  'crystal',
]);

const FRUITS = 'Fruits and Fruit Juices';

/** Legumes bought ready to eat unless the line says dried: 'a cup of chickpeas'. */
const LEGUMES = 'Legumes and Legume Products';
const GRAINS = 'Cereal Grains and Pasta';

/** Words joining a name's first part ('Tomato and vegetable juice'): no kind of their own. */
const LINKING_WORDS = new Set(['and', 'or', 'with', 'of', 'in', 'the', 'a']);

/** What a food is packed in is not the food: 'sun-dried tomatoes in oil', 'tuna in water'. */
const PACKING =
  /\s+(?:packed\s+)?(?:in|with)\s+(?:(?:its|their)\s+own\s+)?(?:(?:olive|sunflower|vegetable|spring|natural|fruit|(?:extra\s+)?(?:light|heavy))\s+)?(?:oil|water|brine|juice|syrup|sauce)\b.*$/i;

/**
 * The packing a name says ('tuna in spring water', 'peaches in juice', 'tuna in olive oil'),
 * in SR28's words: brine and spring water are water (SR28 cans tuna 'in water' or 'in oil';
 * a tin 'in brine' is tuna in salted water), any oil is oil; a syrup keeps its weight ('in
 * light syrup'). Null when the name says none.
 */
const PACKED_IN =
  /\s(?:packed\s+)?in\s+(?:(?:its|their)\s+own\s+)?(?:(?:olive|sunflower|vegetable|spring|natural|fruit|(light|heavy))\s+)?(oil|water|brine|juice|syrup)\b/i;

function packingOf(name: string): string[] | null {
  const m = PACKED_IN.exec(name);
  if (!m) return null;
  const medium = (m[2] ?? '').toLowerCase();
  const weight = m[1]?.toLowerCase();
  if (medium === 'brine') return ['water'];
  return medium === 'syrup' && weight ? [weight, medium] : [medium];
}

/** Skin a name keeps is no food: 'chicken breasts with skin', 'thighs with the skin on'. */
const WITH_SKIN_NOTE = /\s+with\s+(?:the\s+)?skin(?:\s+on)?\b.*$/i;

const MAX_REMEMBERED_MATCHES = 20_000;

export type MatchHints = {
  /** 'a can of', 'canned', 'tinned': the canned row, drained where the table has it. */
  isCanned?: boolean;
  /** 'cooked' or 'leftover' beside the name ('2 cups chicken, shredded cooked'). */
  isCooked?: boolean;
  /** 'drained' on the line: a fruit or vegetable from a can or jar. */
  isDrained?: boolean;
  /** 'skinless', 'skin removed': the meat-only row of a meat-and-skin food. */
  isSkinless?: boolean;
  /** 'bone-in', 'on the bone': a cut SR28 has bone-in rows of, not its boneless one. */
  isBoneIn?: boolean;
  /** 'fat-free', 'part-skim', '2%', 'full-fat': the dairy row of that fat (see `fatLevelOf`). */
  fat?: FatLevel | null;
};

/**
 * How much of its fat a dairy food keeps, from none to all: SR28 has milk, yogurt and many
 * cheeses at several of them ('Milk, nonfat', 'Yogurt, Greek, plain, lowfat', 'Cheese,
 * ricotta, part skim milk', 'Sour cream, light'). 'low' is 1% milk and lowfat rows, 'reduced'
 * 2% milk and reduced-fat or light rows, 'whole' every row that names no lower fat.
 */
export type FatLevel = 'nonfat' | 'low' | 'reduced' | 'whole';
const FAT_SCALE: Readonly<Record<FatLevel, number>> = { nonfat: 0, low: 1, reduced: 1.5, whole: 3 };

/**
 * The fat words of a line, in the order they are tried: 'part-skim' and 'semi-skimmed' before
 * 'skim'. 'Light' is a fat only where it is not the name of a cream ('light cream', 'light
 * whipping cream' are creams of their own; 'light sour cream', 'light cream cheese' are not).
 * 'Whole' only as whole milk: 'whole' alone is the uncut food ('whole cloves'). A word such as
 * '2%' has no word boundary after it, so the end is a space, a comma or the end.
 */
const LINE_FAT: readonly (readonly [FatLevel, RegExp])[] = [
  ['low', /\bpart[- ]?skim(?:med)?\b/],
  ['reduced', /\bsemi[- ]?skimmed\b|\bhalf[- ]fat\b|\breduced[- ]fat\b|(?<![\d.])2%(?=[\s,)]|$)/],
  [
    'nonfat',
    /\bfat[- ]?free\b|\bnon[- ]?fat\b|\bzero[- ]fat\b|\bskim(?:med)?\b|(?<![\d.])0%(?=[\s,)]|$)/,
  ],
  ['low', /\blow[- ]?fat\b|(?<![\d.])1%(?=[\s,)]|$)/],
  ['reduced', /\bli(?:ght|te)\b(?!\s+(?:whipping\s+)?cream\b(?!\s+cheese))/],
  ['whole', /\bfull[- ](?:fat|cream)\b|\bwhole[- ]milk\b/],
];

/** The same words, to take out of a name before matching the food they describe. */
const LINE_FAT_WORDS =
  /\b(?:part[- ]?skim(?:med)?|semi[- ]?skimmed|half[- ]fat|reduced[- ]fat|fat[- ]?free|non[- ]?fat|zero[- ]fat|skim(?:med)?|low[- ]?fat|full[- ]fat|full[- ]cream|whole)(?:[- ]milk\b(?=\s+\S))?\b|(?<![\d.])[012]%(?:\s*fat\b)?|\bli(?:ght|te)\b(?!\s+(?:whipping\s+)?cream\b(?!\s+cheese))/gi;

/** The fat level a line names ('nonfat Greek yogurt', 'milk (2%)'), or null when it names none. */
export function fatLevelOf(text: string): FatLevel | null {
  const lower = text.toLowerCase();
  for (const [level, pattern] of LINE_FAT) if (pattern.test(lower)) return level;
  return null;
}

/**
 * 'roast chicken', 'barbecued chicken', 'BBQ chicken', 'rotisserie chicken': a bird or meat
 * bought or made roasted, SR28's roasted row (a roast chicken's meat and skin is 598 g where
 * the raw bird's is 920 g). Not 'chuck roast' or 'pork roast' (a raw cut, 'roast' after the
 * meat), nor 'roast beef' (a deli cook name) or 'bbq sauce'.
 */
const ROASTED_MEAT =
  /\b(?:roast|barbecued|barbequed|bbq|rotisserie)\s+(?=(?:chicken|turkey|duck|pork|lamb)\b)/gi;

function cookKey(words: readonly string[]): string {
  return words.join(' ');
}

/**
 * The food an ingredient name means, or null. Known cook names first (whole, then without
 * its qualifiers, then its last words), then the best word-by-word match: every word of
 * the name found in the food, the food's own first word among them, plain raw foods before
 * cooked, canned or speciality rows.
 */
export function matchFood(table: FoodTable, name: string, hints: MatchHints = {}): Food | null {
  // Numbers left in a name ('1:1:1* sugar') and brands say nothing about the food: the word
  // before a mark is the brand ('Pillsbury™ crescent dough'), unless it is all there is.
  const unbranded = name.replace(/[^\s,;()]+\s*[™®©]/g, ' ');
  const plain = (/[\p{L}]/u.test(unbranded) ? unbranded : name).replace(/[™®©]/g, '');
  // 'durum wheat pasta': durum is the wheat every dry pasta is made of, not whole wheat.
  // 'feta crumbles' are crumbled feta; an 'apple crumble' is a pudding, not apples.
  const words = wordsOf(
    plain
      .replace(/\s+crumbles\b/gi, '')
      .replace(PACKING, '')
      .replace(WITH_SKIN_NOTE, '')
      .replace(/\bdurum(?:\s+wheat)?\s+(?=\S)/gi, '')
      .replace(ROASTED_MEAT, 'roasted ')
      // 'no-salt-added black beans' are black beans: said as the qualifiers 'low sodium', which
      // the match drops ('no', 'salt' and 'added' left no food holding them all); the lower-salt
      // row is chosen below from the line as written.
      .replace(/\b(?:no[- ]salt[- ]added|(?:salt|sodium)[- ]free)\b/gi, 'low sodium')
      // 'a crisp apple', 'crisp lettuce': how it bites, not the dessert ('apple crisp' was
      // SR28's baked apple crisp, 844 g a piece); 'crisps' alone are still crisps, and crisp
      // rice cereal (which SR28 has no row for) is no rice.
      .replace(/\bcrisp\s+(?!rice\b)(?=\p{L})/giu, '')
      // 'firm but ripe pears', 'ripe-but-firm peaches': how ripe, not which fruit.
      .replace(/\b(?:firm(?:\s+but\s+|-but-)ripe|ripe(?:\s+but\s+|-but-)firm)\b/gi, 'ripe'),
  ).filter((w) => !/^\d+$/.test(w));
  const packing = packingOf(plain);
  const key = `${packing ? `${packing.join(' ')}:` : ''}${hints.fat ? `${hints.fat}:` : ''}${hints.isCanned ? 'c:' : ''}${hints.isCooked ? 'k:' : ''}${hints.isDrained ? 'd:' : ''}${hints.isSkinless ? 's:' : ''}${hints.isBoneIn ? 'b:' : ''}${cookKey(words)}`;
  const known = table.matches.get(key);
  if (known !== undefined) return known;
  // 'swiss or gruyere cheese': the first choice, before a loose match on the whole phrase.
  // '2 rote Zwiebeln', '100 g sucre': a German or French name is read in English.
  const english = isMostlyForeign(words) ? englishWords(words, (w) => table.byWord.has(w)) : null;
  // '1 can chili': what a can of that name holds, where a cook name says so ('canned chili' is
  // SR28's chili with beans; the can of a chili pepper was 400 g of canned jalapeños).
  let found = hints.isCanned ? (table.cookNames.get(`canned ${cookKey(words)}`) ?? null) : null;
  found ??= english
    ? (findFood(table, english, hints) ?? alternativeOrShorter(table, english, hints))
    : null;
  found ??= words.includes('or')
    ? (alternativeOrShorter(table, words, hints) ?? findFood(table, words, hints))
    : (findSpelled(table, words, hints) ?? alternativeOrShorter(table, words, hints));
  // 'vanilla instant pudding & pie filling mix' names one product two ways: when the whole
  // name matches nothing, its first name is the food, as with 'or'.
  if (found === null && plain.includes('&')) {
    const either = wordsOf(plain.replace(PACKING, '').replace(/&/g, ' or ')).filter(
      (w) => !/^\d+$/.test(w),
    );
    found = alternativeOrShorter(table, either, hints);
  }
  // 'ground fennel seed', 'ground nigella seed': a spice ground at home is the spice; the
  // word only found a stone-ground tahini (the seed rule leaves an unknown seed unmatched).
  if (found === null && words.includes('ground') && words.length > 1) {
    const spice = findSpelled(
      table,
      words.filter((w) => w !== 'ground'),
      hints,
    );
    // Only a spice or seed: 'ground chuck' is ground beef, not chuck for stew.
    if (spice && (spice.group === 'Spices and Herbs' || spice.group === 'Nut and Seed Products')) {
      found = spice;
    }
  }
  // 'cumin powder', 'white pepper powder', 'cinnamon powder' (as Indian recipes name ground
  // spices): the ground spice, as 'turmeric powder' and 'coriander powder' already were by
  // their cook names. Only a spice the name names, by a word of its own or a cook name:
  // 'five-spice powder' is not mace, 'mango powder' (amchur) not a mango; 'ginger' alone is
  // the fresh root, so the ground one is tried first.
  if (found === null && words.length > 1 && words[words.length - 1] === 'powder') {
    const rest = words.slice(0, -1);
    const isNamed = (f: Food | null) =>
      f?.group === 'Spices and Herbs' &&
      (rest.some((w) => w !== 'spice' && f.words.has(w)) ||
        table.cookNames.get(cookKey(rest)) === f);
    found =
      [findSpelled(table, ['ground', ...rest], hints), findSpelled(table, rest, hints)].find(
        isNamed,
      ) ?? null;
  }
  // '1 lb cod fillets', 'halibut loins': the cut of a fish or meat SR28 names by the animal
  // alone; a count ('2 cod fillets') already weighs the piece, but by weight the name matched
  // nothing. Only meat and fish: 'fillet' said nothing else here.
  if (found === null && words.length > 1 && words.some((w) => CUT_WORDS.has(w))) {
    const animal = findSpelled(
      table,
      words.filter((w) => !CUT_WORDS.has(w)),
      hints,
    );
    if (animal && MEAT_AND_FISH_GROUPS.has(animal.group)) found = animal;
  }
  // 'Kohlrabi, klein', 'Parmesan, gerieben': a few foreign words, read in English at last.
  if (found === null && english === null) {
    const some = englishWords(words, (w) => table.byWord.has(w));
    if (some !== null) {
      found = findFood(table, some, hints) ?? alternativeOrShorter(table, some, hints);
    }
  }
  // 'dried cranberries', 'dried basil': the dried row, not the fresh fruit or herb (four to
  // ten times the kcal per gram).
  if (found !== null && (words.includes('dried') || words.includes('dehydrated'))) {
    found = driedOf(table, found, words) ?? found;
  }
  // '1 pound dried navy beans': the dry seeds (SR28's raw row), not the canned beans the cook
  // name 'navy beans' is (three times the kcal per gram).
  if (
    found?.group === LEGUMES &&
    found.isCanned &&
    (words.includes('dried') || words.includes('dry'))
  ) {
    found = dryLegumeOf(table, found) ?? found;
  }
  // '1 can lentils': pulses SR28 cans no row of are its boiled ones (a can holds them cooked);
  // the raw seeds were three times the kcal.
  if (
    found?.group === LEGUMES &&
    hints.isCanned === true &&
    !found.isCanned &&
    !found.isCooked &&
    !found.isDrained &&
    !words.includes('dried') &&
    !words.includes('dry')
  ) {
    found = cannedOf(table, found) ?? cookedOf(table, found) ?? found;
  }
  // 'kaffir lime leaves', 'banana leaves': the leaves of a fruit are not the fruit (two lime
  // leaves were two limes, 134 g); 'basil leaves' are basil, 'grape leaves' their own row.
  if (found?.group === FRUITS && words.includes('leaf') && !found.words.has('leaf')) found = null;
  // '1 cup frozen spinach': the frozen row, not the raw leaves (156 g a cup, not 30).
  if (found !== null && words.includes('frozen') && !found.words.has('frozen')) {
    found = frozenOf(table, found) ?? found;
  }
  // '20 oz pineapple chunks (drained)': fresh fruit is not drained; the canned row is.
  if (found && hints.isDrained && DRAINED_GROUPS.has(found.group) && !found.isCooked) {
    found = cannedOf(table, found) ?? found;
  }
  // 'tuna in spring water', 'peaches in juice': the row packed in what the line says, not
  // the first canned row (tuna in oil, peaches in heavy syrup); a food the line does not say
  // is canned ('200 g tuna in brine') is the canned one where SR28 cans it in that.
  if (found && packing) found = packedOf(table, found, packing) ?? found;
  // 'boneless and skinless chicken', 'skin removed': the meat without its skin (SR28's
  // chicken with skin has 80% more kcal than without).
  if (found && hints.isSkinless) found = skinlessOf(table, found) ?? found;
  // 'low-sodium chicken broth', 'reduced-sodium soy sauce': the row SR28 names for its lower
  // salt. The cook name found the salted one (1,848 mg of sodium in two cups of broth where
  // the low-sodium row gives 150); 'low' and 'sodium' are qualifiers the cook name drops.
  if (found && LESS_SALT.test(plain)) found = lowSaltOf(table, found, plain) ?? found;
  // 'fat-free yogurt', '2% milk', 'light cream cheese': the row of that fat, not whole milk's.
  if (found && hints.fat) found = withFatOf(table, found, hints.fat, plain) ?? found;
  // 'unsalted black beans', 'unsalted pistachios': where 'unsalted' is not part of a food's
  // name ('unsalted butter' is SR28's butter without salt), it asks for the food sold without
  // salt, as 'no-salt-added' does; the word held against every food matched nothing or the
  // salted can (1,536 mg of sodium where the low-sodium beans give 552).
  if (/\bunsalted\b/i.test(plain) && !isUnsalted(found)) {
    const asked = matchFood(table, name.replace(/\bunsalted\b/gi, 'low sodium'), hints);
    if (asked !== null && (found === null || isUnsalted(asked))) found = asked;
  }
  // The server keeps one table for every cook's names: bounded, so odd names cannot pile up.
  if (table.matches.size >= MAX_REMEMBERED_MATCHES) table.matches.clear();
  table.matches.set(key, found);
  return found;
}

/** Every word a spelling starts with: a name holding none has only its own spelling. */
const SPELLING_STARTS = new Set(SPELLINGS.flatMap(([one, two]) => [one, two[0] ?? '']));

/** The name in each spelling of its cuts: the two-word spelling first ('rib eye steak'). */
function spellingsOf(words: readonly string[]): (readonly string[])[] {
  // Most names hold no such word: the rewriting below builds some twenty arrays per name.
  if (!words.some((w) => SPELLING_STARTS.has(w))) return [words];
  let apart: string[] = [...words];
  let joined: string[] = [...words];
  for (const [one, two] of SPELLINGS) {
    apart = apart.flatMap((w) => (w === one ? [...two] : [w]));
    const joinedNow: string[] = [];
    for (let i = 0; i < joined.length; i += 1) {
      if (joined.slice(i, i + two.length).join(' ') === two.join(' ')) {
        joinedNow.push(one);
        i += two.length - 1;
      } else joinedNow.push(joined[i] ?? '');
    }
    joined = joinedNow;
  }
  const tries = [apart, joined].filter((t) => t.join(' ') !== words.join(' '));
  return tries.length === 0 ? [words] : [apart, joined];
}

/** Whether a food holds every word of the name that says which food it is. */
function holdsEvery(food: Food, words: readonly string[]): boolean {
  return words
    .filter((w) => !QUALIFIERS.has(w) && !COOKED_WORDS.has(w))
    .every((w) => food.words.has(SAME_WORD[w] ?? w) || food.commonWords.has(SAME_WORD[w] ?? w));
}

/**
 * 'ribeye steaks' is SR28's 'rib eye steak', not its 'ribeye cap steak' (another cut): the
 * first spelling whose food holds every word, else the food of the first spelling.
 */
function findSpelled(table: FoodTable, words: readonly string[], hints: MatchHints): Food | null {
  const spellings = spellingsOf(words);
  if (spellings.length === 1) return findFood(table, words, hints);
  let first: Food | null | undefined;
  for (const spelled of spellings) {
    const food = findFood(table, spelled, hints);
    if (food && holdsEvery(food, spelled)) return food;
    if (first === undefined) first = food;
  }
  return first ?? null;
}

/**
 * Last tries for a name nothing matched: 'swiss or gruyere cheese' as its first choice with
 * the shared noun ('swiss cheese'), then either choice alone; 'manicotti pasta tubes' without
 * its shape word ('manicotti pasta').
 */
function alternativeOrShorter(
  table: FoodTable,
  words: readonly string[],
  hints: MatchHints,
): Food | null {
  const or = words.indexOf('or');
  if (or > 0 && or < words.length - 1) {
    const first = words.slice(0, or);
    const second = words.slice(or + 1);
    const head = second[second.length - 1] ?? '';
    const shared = [...first, head];
    // 'lemon or lime juice', 'red wine or balsamic vinegar', 'graham cracker or cookie crusts':
    // the noun the two choices share makes a food a cook names (lemon juice, not lemons).
    const isCookName = (attempt: readonly string[]) =>
      table.cookNames.has(cookKey(attempt.filter((w) => !QUALIFIERS.has(w))));
    // A state the match reads after ('dried cranberries or cherries') is part of the choice.
    const firstCore = first.filter(
      (w) =>
        (!QUALIFIERS.has(w) && !COOKED_WORDS.has(w)) ||
        w === 'dried' ||
        w === 'frozen' ||
        w === 'canned',
    );
    if (second.length > 1 && !first.includes(head)) {
      const sharedFood = isCookName(shared) ? findFood(table, shared, hints) : null;
      if (sharedFood) return sharedFood;
      // 'chicken, turkey or vegetable stock' (our parser joins the list: 'chicken turkey or
      // vegetable stock'): a word of the first choices with the shared noun, where that is a
      // food a cook names ('chicken stock'), not SR28's chicken-turkey-pork bologna the two
      // words found together (1,199 kcal for two cups).
      const nouns = first.filter(
        (w) => !QUALIFIERS.has(w) && !COOKED_WORDS.has(w) && !COLOUR_WORDS.has(w) && w !== 'and',
      );
      if (nouns.length > 1 && !isCookName(first)) {
        for (const word of nouns) {
          const each = isCookName([word, head]) ? findFood(table, [word, head], hints) : null;
          if (each) return each;
        }
      }
      // 'hot sauce or chile oil', 'dried cranberries or cherries': the first choice is a food
      // named whole, its qualifier and all.
      const alone = first.length > 1 ? findFood(table, first, hints) : null;
      const isNamedWhole =
        (first.length > 1 && table.cookNames.has(cookKey(first))) ||
        (alone !== null && first.every((w) => alone.words.has(w) || alone.commonWords.has(w)));
      // 'fresh or frozen fava beans': a choice of state, the same food.
      // 'cooked fresh or frozen beans': cooked, either way.
      if (firstCore.length === 0) {
        const either = [...first.filter((w) => COOKED_WORDS.has(w)), ...second];
        return findFood(table, either, hints) ?? findFood(table, shared, hints);
      }
      if (!isNamedWhole && firstCore.length === 1) {
        // 'unsalted or low-sodium stock', 'green or purple kale': one word before 'or' says
        // which of the second's kind, unless with the noun it makes another kind of food
        // ('butter or olive oil' is butter, not SR28's butter oil, a dairy fat).
        const joined = findFood(table, shared, hints);
        const other = findFood(table, second, hints);
        const single = alone ?? findFood(table, first, hints);
        // 'pecans or sliced almonds': two foods of one kind, the first chosen.
        if (isCookName(first) && single && single.group === other?.group) return single;
        if (joined && (other === null || joined.group === other.group)) return joined;
        return single ?? joined ?? other;
      }
    }
    // 'onion, white or red': one word after 'or' is a choice of the word before it; the noun
    // comes first ('white onion', then 'onion'), never the lone word ('red' was red cabbage).
    const isKindWord = (w: string | undefined) =>
      w !== undefined && (COLOUR_WORDS.has(w) || QUALIFIERS.has(w));
    const tries =
      second.length === 1 && first.length > 1 && isKindWord(first.at(-1)) && isKindWord(second[0])
        ? [first, [...first.slice(-1), ...first.slice(0, -1)], first.slice(0, -1)]
        : [first, second];
    for (const attempt of tries) {
      const food = findFood(table, attempt, hints);
      if (food) return food;
    }
    return null;
  }
  const last = words[words.length - 1] ?? '';
  return words.length > 1 && SHAPES.has(last)
    ? findSpelled(table, words.slice(0, -1), hints)
    : null;
}

function findFood(table: FoodTable, words: readonly string[], hints: MatchHints): Food | null {
  if (words.length === 0) return null;
  const names = table.cookNames;
  const wantsCanned =
    hints.isCanned === true || words.includes('canned') || words.includes('tinned');
  const wantsCooked = hints.isCooked === true || words.some((w) => COOKED_WORDS.has(w));
  // 'medium-grain rice' names a rice by its grain, not a medium-sized one.
  const core = words.filter(
    (w, i) =>
      (!QUALIFIERS.has(w) || (w === 'medium' && words[i + 1] === 'grain')) && !COOKED_WORDS.has(w),
  );

  // 'custard', 'udon noodles': no row, and no other food's either.
  if (NO_ROW_NAMES.has(cookKey(words)) || NO_ROW_NAMES.has(cookKey(core))) return null;
  // 'cooked rice' is a name of its own; 'canned chickpeas' is the chickpea, canned.
  const direct = names.get(cookKey(words));
  // 'a tin of baked beans': a cook name that is a canned food already is the can's food.
  // So is a ready-to-serve broth or sauce: it is what a can or carton holds ('1 can chicken
  // broth' was SR28's canned chunky chicken soup).
  if (direct && wantsCanned && (direct.isCanned || direct.isDrained || isReadyToServe(direct))) {
    return direct;
  }
  if (direct && !wantsCanned) {
    return wantsCooked && !direct.isCooked ? (cookedOf(table, direct) ?? direct) : direct;
  }
  // 'whole dried red chillies': the cook name of the dried food, before the fresh one's.
  const dried = words.filter((w) => w === 'dried' || (!QUALIFIERS.has(w) && !COOKED_WORDS.has(w)));
  const driedName =
    dried[0] === 'dried' && dried.length > core.length ? names.get(cookKey(dried)) : undefined;
  if (driedName && !wantsCanned && !wantsCooked) return driedName;
  if (core.length > 0 && !wantsCooked) {
    const plain = names.get(cookKey(core));
    if (plain && (!wantsCanned || isReadyToServe(plain))) return plain;
    // 'a can of coconut milk': the canned row of the same food, else the food itself.
    if (plain) return cannedOf(table, plain) ?? plain;
  }
  // 'cooked jasmine rice', 'shredded cooked chicken': the cooked row of the cook name's food
  // (raw rice weighs three times the kcal of cooked; SR28's only 'cooked chicken' words are
  // on its feet).
  if (core.length > 0 && wantsCooked && !wantsCanned) {
    // The whole name first: 'cooked wild rice' is wild rice, though 'wild' is otherwise a kind.
    const plain =
      names.get(cookKey(words.filter((w) => !COOKED_WORDS.has(w) && !CUTS.has(w)))) ??
      names.get(cookKey(core.filter((w) => !CUTS.has(w))));
    // 'roasted chicken' is the roasted row, not the stewed one with fewer words.
    const state = words.find((w) => COOKING_STATE.has(w));
    const cooked = plain && (plain.isCooked ? plain : cookedOf(table, plain, state));
    if (cooked) return cooked;
  }
  // 'fresh', 'medium' alone ('medium or mild curry powder'), 'flakes', 'paste': no food named.
  if (core.every((w) => FORMS.has(w))) return null;
  const wants: Wants = {
    wantsCanned,
    wantsCooked,
    wantsBoneIn: hints.isBoneIn === true,
    fat: hints.fat ?? null,
    wants: new Set(words),
  };
  // 'mozzarella ball', 'pineapple chunks': the food is the word before its piece (not melon
  // balls).
  const last = core[core.length - 1] ?? '';
  const named = core.length > 1 && PIECES.has(last) ? core.slice(0, -1) : core;
  // 'serrano chile' is SR28's 'Peppers, serrano': a chile is a pepper to the table.
  const byWhole = bestByWords(
    table,
    (core.length > 0 ? core : words).map((w) => SAME_WORD[w] ?? w),
    wants,
  );
  // A food named by its pieces ('Melon balls') is itself; else the word before the piece.
  const isPieceFood = byWhole?.isWhole === true && byWhole.food.headWords.has(last);
  const namedFood = named === core || isPieceFood ? null : names.get(cookKey(named));
  if (namedFood) return namedFood;
  const byWords =
    named === core || isPieceFood
      ? byWhole
      : bestByWords(
          table,
          named.map((w) => SAME_WORD[w] ?? w),
          wants,
        );
  // 'portobello mushrooms' are raw unless the line says cooked: where the best word match is
  // a cooked row (SR28 has a grilled portabella), its raw row if there is one.
  if (byWords?.food.isCooked && !wantsCooked && !wantsCanned) {
    byWords.food = rawOf(table, byWords.food) ?? byWords.food;
  }
  if (byWords?.isWhole) return byWords.food;
  // 'diamond crystal kosher salt', 'cremini mushrooms': the last words name the food and the
  // first ones a kind the table does not tell apart.
  // 'a can of Pillsbury crescent dough': the canned row where the table has one.
  // Unless a food holds more of the name: 'brown short-grain rice' is brown rice, not the
  // cook name 'rice' (white), though SR28 has no short-grain brown rice.
  for (let start = 1; start < core.length; start += 1) {
    const tail = names.get(cookKey(core.slice(start)));
    if (!tail) continue;
    if (byWords && isMoreOfTheName(byWords.food, tail, core, start)) return byWords.food;
    // 'oat milk', 'cashew cream': a drink or cream made from a plant is not cow's milk or
    // cream; SR28 has no row for those it does not name, so they are left out.
    if (isMadeFromPlant(table, tail, core, start)) return null;
    return wantsCanned ? (cannedOf(table, tail) ?? tail) : tail;
  }
  return byWords?.food ?? null;
}

/** Dairy names a plant drink or cream takes ('oat milk', 'cashew cream', 'soy yogurt'). */
const DAIRY_NAMES = new Set(['milk', 'cream', 'yogurt', 'yoghurt']);

/** Foods whose milks and creams are drinks of their own: grains, nuts and seeds, legumes. */
const PLANT_MILK_GROUPS = new Set([GRAINS, 'Breakfast Cereals', 'Nut and Seed Products', LEGUMES]);

/** Foods ground to a flour that is not wheat's: nuts and seeds, fruit, vegetables, pulses. */
const NOT_WHEAT_FLOUR_GROUPS = new Set([
  'Nut and Seed Products',
  FRUITS,
  'Vegetables and Vegetable Products',
  LEGUMES,
]);

/**
 * Whether the cook name of the name's last word ('milk', 'flour') stands for a milk, cream or
 * yogurt made from the plant the word before it names ('oat milk': oats are a grain), or a
 * flour ground from a nut, fruit, vegetable or pulse ('coconut flour', 'cassava flour'). SR28
 * names almond, rice, soy and coconut milks and chickpea, rice and potato flours (cook names
 * and word matches find them first); the others are neither cow's milk nor wheat flour, as
 * the cook name of the last word alone made them. A grain's flour stays a flour ('spelt
 * flour'), and so does a kind of wheat flour ('pastry flour').
 */
function isMadeFromPlant(
  table: FoodTable,
  tail: Food,
  core: readonly string[],
  start: number,
): boolean {
  const last = core[core.length - 1] ?? '';
  const before = core[start - 1];
  if (start !== core.length - 1 || !before) return false;
  const isDairy = tail.group === DAIRY && DAIRY_NAMES.has(last);
  const isFlour = tail.group === GRAINS && last === 'flour';
  if (!isDairy && !isFlour) return false;
  const plant = matchFood(table, before);
  if (plant === null) return false;
  return isDairy ? PLANT_MILK_GROUPS.has(plant.group) : NOT_WHEAT_FLOUR_GROUPS.has(plant.group);
}

/** How many of the words a food holds. */
function heldWords(food: Food, words: readonly string[]): number {
  return words.filter(
    (w) => food.words.has(SAME_WORD[w] ?? w) || food.commonWords.has(SAME_WORD[w] ?? w),
  ).length;
}

/**
 * Whether a word match is the food the cook name of the name's last words names, told more
 * exactly: it holds every one of those words and more of the words before them than the
 * cook name's food does. 'Japanese short-grain white rice' is short-grain white rice, though
 * no rice is Japanese to the table; 'pre-baked pizza crusts' stays a pizza crust, not a pie
 * crust that holds 'baked'.
 */
function isMoreOfTheName(food: Food, tail: Food, core: readonly string[], start: number): boolean {
  const last = core.slice(start);
  const before = core.slice(0, start);
  return (
    food !== tail &&
    heldWords(food, last) === last.length &&
    heldWords(food, before) > heldWords(tail, before)
  );
}

/** Words that say how a row was cooked, not which food it is. */
const COOKING_STATE = new Set([
  'cooked',
  'boiled',
  'drained',
  'grilled',
  'roasted',
  'baked',
  'steamed',
  'fried',
  'stewed',
  'braised',
  'broiled',
  'microwaved',
  'heated',
  'simmered',
  'toasted',
  'blanched',
  'sauteed',
]);

/**
 * The raw row of a cooked food: a raw, uncanned row holding every word of the cooked one but
 * its cooking ('Mushrooms, portabella, grilled' -> 'Mushrooms, portabella, raw'), plainest
 * first; null when SR28 has none.
 */
function rawOf(table: FoodTable, food: Food): Food | null {
  const needed = [...food.words].filter((w) => !COOKING_STATE.has(w));
  const head = [...food.headWords];
  const last = head[head.length - 1];
  if (last === undefined) return null;
  const raw = (table.byWord.get(last) ?? []).filter(
    (f) =>
      f.isRaw &&
      !f.isCooked &&
      !f.isCanned &&
      f.dryForm === null &&
      head.every((w) => f.headWords.has(w)) &&
      needed.every((w) => f.words.has(w)),
  );
  raw.sort((a, b) => a.extraWordCount - b.extraWordCount || a.name.length - b.name.length);
  return raw[0] ?? null;
}

/** How cooked food was cut: 'shredded cooked chicken' is cooked chicken. */
const CUTS = new Set(['shredded', 'chopped', 'diced', 'sliced', 'cubed', 'pulled', 'flaked']);

/** Words that say a row is the raw or dry state, not what the food is. */
const RAW_STATE = new Set(['raw', 'uncooked', 'unprepared', 'dry', 'fresh']);

/**
 * The cooked row of a raw food: a cooked row holding every word of the raw one but its raw
 * state ('Rice, white, long-grain, regular, raw, enriched' -> '..., enriched, cooked'),
 * plainest first.
 */
function cookedOf(table: FoodTable, food: Food, state?: string): Food | null {
  const needed = [...food.words].filter((w) => !RAW_STATE.has(w));
  const head = [...food.headWords];
  const last = head[head.length - 1];
  if (last === undefined) return null;
  const cooked = (table.byWord.get(last) ?? []).filter(
    (f) => f.isCooked && f.dryForm === null && needed.every((w) => f.words.has(w)),
  );
  // The way the line says it was cooked first ('roasted chicken' is not SR28's stewed row).
  const says = (f: Food) => (state !== undefined && f.words.has(state) ? 0 : 1);
  cooked.sort(
    (a, b) =>
      says(a) - says(b) || a.extraWordCount - b.extraWordCount || a.name.length - b.name.length,
  );
  return cooked[0] ?? null;
}

/** Fruit and vegetables a line calls drained: canned or jarred (legumes are canned already). */
const DRAINED_GROUPS = new Set(['Fruits and Fruit Juices', 'Vegetables and Vegetable Products']);

/**
 * The canned row of a food ('Nuts, coconut milk, canned'), drained where there is one: the
 * row sharing most of the food's words first, since SR28 names many foods by their group
 * ('Fish, salmon, ...' is canned pink salmon, not canned mackerel, the plainest canned fish).
 * A jarred row that is still the same food counts too: sun-dried tomatoes, drained, are
 * 'Tomatoes, sun-dried, packed in oil, drained', not canned crushed tomatoes; a dried food
 * with no such row stays itself.
 */
/** Words for a cut of fish or meat that SR28 names by the animal ('cod fillets'). */
const CUT_WORDS = new Set(['fillet', 'filet', 'loin', 'portion', 'steak']);
const MEAT_AND_FISH_GROUPS = new Set([
  'Finfish and Shellfish Products',
  'Poultry Products',
  'Pork Products',
  'Beef Products',
  'Lamb, Veal, and Game Products',
]);

/** A name asking for less salt: 'low-sodium', 'reduced sodium', 'no-salt-added', 'salt-free'. */
const LESS_SALT =
  /\b(?:(?:low|lower|less|reduced)[- ]sodium|no[- ]salt(?:[- ]added)?|salt[- ]free|sodium[- ]free|unsalted)\b/i;
/** Words a lower-salt twin may lack: how the salted row is sold ('ready-to-serve'). */
const SOLD_AS = new Set(['ready', 'serve', 'to', 'canned', 'prepared', 'regular', 'commercial']);

/**
 * The lower-salt row of a food: one SR28 names for its lower salt, holding every word of the
 * food but how it is sold, the one saying the line's salt word ('low' or 'reduced') first.
 * Null where SR28 has none, or the food is low in salt already.
 */
function lowSaltOf(table: FoodTable, food: Food, plain: string): Food | null {
  if (isLowSodium(food) || /\bwithout salt\b/i.test(food.name)) return null;
  // 'Soup, beef broth or bouillon canned': a twin says one of the two ('Soup, beef broth,
  // less/reduced sodium'), so the word after 'or' is not needed.
  const choice = /\bor\s+(\p{L}+)/iu.exec(food.name)?.[1];
  const alternative = choice === undefined ? '' : singularWord(choice.toLowerCase());
  const needed = [...food.words].filter(
    (w) => !RAW_STATE.has(w) && !SOLD_AS.has(w) && w !== 'or' && w !== alternative,
  );
  const first = needed[0];
  if (first === undefined) return null;
  const reduced = /\b(?:reduced|less|lower)[- ]sodium\b/i.test(plain);
  const says = (f: Food) => (/\breduced\b|\bless\b/i.test(f.name) === reduced ? 0 : 1);
  const twins = (table.byWord.get(first) ?? []).filter(
    (f) =>
      f !== food &&
      f.group === food.group &&
      isLowSodium(f) &&
      needed.every((w) => f.words.has(w)) &&
      isSameButSalt(food, f),
  );
  twins.sort((a, b) => says(a) - says(b) || a.extraWordCount - b.extraWordCount);
  const twin = twins[0];
  // 'reduced-sodium vegetable broth': SR28's reduced row, else a reduced-sodium stand-in.
  if (reduced) return twin ?? table.reducedSodium.get(food.id) ?? null;
  // 'low-sodium', 'unsalted': a low-sodium stand-in (decision 044, 'less salt') before a
  // reduced-sodium row, which promises only a quarter less (SR28's reduced chicken broth has 8
  // times the sodium of its low-sodium one); not for 'reduced sodium' lines, for that reason.
  const standIn = table.lowSodium.get(food.id);
  return (
    (twin !== undefined && (says(twin) === 0 || standIn === undefined) ? twin : standIn) ?? null
  );
}

/**
 * Whether a lower-salt row is the food with less salt, not another sample: kcal and protein
 * within a quarter of the salted row's. SR28's lower-salt chicken broths are not (the
 * reduced-sodium one 2.1 times the protein of its ready-to-serve broth, the low-sodium one 2.7
 * times the kcal and 3.1 times the protein): taking them moved more than the salt, so the
 * salted broth stays (decision 044, second survey).
 */
function isSameButSalt(food: Food, twin: Food): boolean {
  // Or, for foods with next to nothing in them, within 5 kcal and 1 g of protein per 100 g:
  // SR28's reduced-sodium chicken broth has 0.7 g more protein than its ready-to-serve one,
  // 1.7 g a cup, where the salted row gives the cook 60% more sodium than the carton.
  const near = (a: number, b: number, floor: number) =>
    Math.abs(a - b) <= 0.25 * Math.max(a, b) || Math.abs(a - b) < floor;
  const a = food.per100g;
  const b = twin.per100g;
  return near(a.kcal, b.kcal, 5) && near(a.protein, b.protein, 1);
}

/** SR28's soups and sauces sold ready to use ('Soup, chicken broth, ready-to-serve'). */
function isReadyToServe(food: Food): boolean {
  return /\bready[- ]to[- ]serve\b/i.test(food.name);
}

/** Heads SR28 names a group by, not one food: 'Beverages, ...', 'Alcoholic beverage, ...'. */
const GROUP_HEADS = new Set(['beverage']);

function cannedOf(table: FoodTable, food: Food): Food | null {
  // Already from a can or jar ('Tomatoes, sun-dried, packed in oil, drained').
  if (food.isCanned || food.isDrained) return food;
  const head = [...food.headWords];
  const last = head[head.length - 1];
  if (last === undefined) return null;
  const kept = [...food.words].filter((w) => !RAW_STATE.has(w));
  const shared = (f: Food) => kept.filter((w) => f.words.has(w)).length;
  // A head that is a group ('Beverages, carbonated, cola'): the canned row must still be the
  // food, sharing a word past the head ('a can of cola' was SR28's canned daiquiri).
  const past = kept.filter((w) => !food.headWords.has(w) && !QUALIFIERS.has(w));
  const canned = (table.byWord.get(last) ?? []).filter(
    (f) =>
      head.every((w) => f.headWords.has(w)) &&
      (!GROUP_HEADS.has(last) || past.length === 0 || past.some((w) => f.words.has(w))) &&
      f.dryForm === null &&
      // Drained from a jar, not boiled and drained.
      (isDried(food)
        ? (f.isCanned || (f.isDrained && !f.isCooked)) && shared(f) === kept.length
        : f.isCanned || (f.isDrained && !f.isCooked && shared(f) === kept.length)),
  );
  // Not a canned dish ('Tomatoes, red, ripe, canned, stewed' has onion and sugar in it).
  canned.sort(
    (a, b) =>
      Number(a.isCooked) - Number(b.isCooked) ||
      shared(b) - shared(a) ||
      Number(b.isDrained) - Number(a.isDrained) ||
      a.extraWordCount - b.extraWordCount,
  );
  return canned[0] ?? null;
}

/**
 * Words of a canned row that say what it is packed in or how it was drained, not which food it
 * is ('Fish, tuna, light, canned in water, drained solids'; 'Peaches, canned, juice pack').
 * 'light' is a syrup's weight here, and tuna's kind too: the kind is kept by the rule below
 * that the row may add no other word.
 */
const PACKING_WORDS = new Set([
  'oil',
  'water',
  'juice',
  'syrup',
  'pack',
  'packed',
  'heavy',
  'light',
  'extra',
  'in',
  'drained',
  'solid',
  'liquid',
]);

/**
 * The row of a canned food packed in what the line says: the same food (the same first part,
 * and no word but its packing added or missing) holding every word of the packing; the one
 * drained as the match was first, then the plainest. A food the match has fresh takes its
 * canned row first, only where SR28 cans it in that ('200 g tuna in brine' is canned tuna; feta
 * in brine and olives in brine stay as they were). Null when SR28 has no such row.
 */
function packedOf(table: FoodTable, found: Food, packing: readonly string[]): Food | null {
  const canned = found.isCanned || found.isDrained ? found : cannedOf(table, found);
  if (canned === null) return null;
  if (packing.every((w) => canned.words.has(w))) return canned;
  const head = [...canned.headWords];
  const last = head[head.length - 1];
  if (last === undefined) return null;
  const kind = (f: Food) => [...f.words].filter((w) => !PACKING_WORDS.has(w));
  const own = new Set(kind(canned));
  const rows = (table.byWord.get(last) ?? []).filter(
    (f) =>
      f !== canned &&
      f.group === canned.group &&
      (f.isCanned || f.isDrained) &&
      f.dryForm === canned.dryForm &&
      !f.isCooked &&
      head.every((w) => f.headWords.has(w)) &&
      packing.every((w) => f.words.has(w)) &&
      kind(f).length === own.size &&
      kind(f).every((w) => own.has(w)),
  );
  rows.sort(
    (a, b) =>
      Number(b.isDrained === canned.isDrained) - Number(a.isDrained === canned.isDrained) ||
      a.extraWordCount - b.extraWordCount ||
      a.name.length - b.name.length,
  );
  return rows[0] ?? null;
}

/** Words of a meat-and-skin row that its meat-only row does not have. */
const WITH_SKIN = new Set(['and', 'skin', 'cooked']);

/**
 * Words of a meat-only row that its meat-and-skin row need not have: 'Chicken, broiler or
 * fryers, breast, skinless, boneless, meat only, raw' is the breast of '..., breast, meat and
 * skin, raw'; SR28 files a thigh's meat under 'dark meat' and its meat and skin not.
 */
const MEAT_ONLY = new Set(['skinless', 'boneless', 'meat', 'only', 'dark', 'light']);

/**
 * The meat-and-skin row of a meat-only food, in the same state ('Chicken, broilers or
 * fryers, dark meat, thigh, meat only, raw' -> '..., thigh, meat and skin, raw'); null when
 * there is none. For a line that keeps the skin ('skin-on', 'with skin', a split breast).
 */
export function withSkinOf(table: FoodTable, food: Food): Food | null {
  if (!/\bmeat only\b/i.test(food.name)) return null;
  const needed = [...food.words].filter((w) => !MEAT_ONLY.has(w));
  const rows = (table.byWord.get('skin') ?? []).filter(
    (f) =>
      /\bmeat and skin\b/i.test(f.name) &&
      f.group === food.group &&
      f.isCooked === food.isCooked &&
      f.dryForm === food.dryForm &&
      needed.every((w) => f.words.has(w)),
  );
  rows.sort((a, b) => a.extraWordCount - b.extraWordCount || a.name.length - b.name.length);
  return rows[0] ?? null;
}

/**
 * The meat-only row of a meat-and-skin food, in the same state ('Chicken, broilers or
 * fryers, meat and skin, raw' -> '..., meat only, raw'); null when there is none.
 */
function skinlessOf(table: FoodTable, food: Food): Food | null {
  if (!/\bmeat and skin\b/i.test(food.name)) return null;
  const needed = [...food.words].filter((w) => !WITH_SKIN.has(w));
  const rows = (table.byWord.get('only') ?? []).filter(
    (f) =>
      !f.words.has('skin') &&
      f.isCooked === food.isCooked &&
      f.dryForm === food.dryForm &&
      needed.every((w) => f.words.has(w)),
  );
  rows.sort((a, b) => a.extraWordCount - b.extraWordCount || a.name.length - b.name.length);
  return rows[0] ?? null;
}

/** Foods a cook buys fresh or dried; dried legumes and grains are their raw rows already. */
const DRIED_GROUPS = new Set([
  'Fruits and Fruit Juices',
  'Vegetables and Vegetable Products',
  'Spices and Herbs',
  'Nut and Seed Products',
]);

function isDried(food: Food): boolean {
  return food.words.has('dried') || food.words.has('dehydrated') || food.words.has('dry');
}

/**
 * The dried row of a fresh food the line calls dried ('Cranberries, raw' -> 'Cranberries,
 * dried, sweetened'; 'Basil, fresh' -> 'Spices, basil, dried'): a dried, uncooked row with the
 * food's first words and every word of the name the fresh row had. 'Dried' before
 * 'dehydrated' (low-moisture powders and flakes), then the plainest.
 */
function driedOf(table: FoodTable, food: Food, words: readonly string[]): Food | null {
  if (isDried(food) || !DRIED_GROUPS.has(food.group)) return null;
  const needed = [...food.headWords].concat(
    words.filter((w) => !QUALIFIERS.has(w) && (food.words.has(w) || food.commonWords.has(w))),
  );
  const last = needed[needed.length - 1];
  if (last === undefined) return null;
  const dried = (table.byWord.get(last) ?? []).filter(
    (f) =>
      isDried(f) &&
      !f.isCooked &&
      DRIED_GROUPS.has(f.group) &&
      needed.every((w) => f.words.has(w) || f.commonWords.has(w)),
  );
  dried.sort(
    (a, b) =>
      Number(b.words.has('dried')) - Number(a.words.has('dried')) ||
      a.extraWordCount - b.extraWordCount ||
      a.name.length - b.name.length,
  );
  return dried[0] ?? null;
}

/** Words of a canned legume's row that its dry seeds' row does not say. */
const CANNED_STATE = new Set(['canned', 'drained', 'solid', 'liquid', 'rinsed']);

/**
 * The dry seeds of a canned legume ('Beans, navy, mature seeds, canned' -> 'Beans, navy,
 * mature seeds, raw'): SR28's raw legumes are the dry ones; plainest first.
 */
function dryLegumeOf(table: FoodTable, food: Food): Food | null {
  const needed = food.words.list.filter((w) => !CANNED_STATE.has(w));
  const head = food.headWords.list;
  const last = head[head.length - 1];
  if (last === undefined) return null;
  const dry = (table.byWord.get(last) ?? []).filter(
    (f) =>
      f.group === LEGUMES &&
      f.isRaw &&
      !f.isCanned &&
      !f.isCooked &&
      f.dryForm === null &&
      needed.every((w) => f.words.has(w)),
  );
  dry.sort((a, b) => a.extraWordCount - b.extraWordCount || a.name.length - b.name.length);
  return dry[0] ?? null;
}

/**
 * The frozen, uncooked row of a raw fruit or vegetable ('Spinach, raw' -> 'Spinach, frozen,
 * chopped or leaf, unprepared'): its first part and every word of the raw row but its raw
 * state, plainest first; null when SR28 has none.
 */
function frozenOf(table: FoodTable, food: Food): Food | null {
  if (!DRAINED_GROUPS.has(food.group) || food.isCooked || food.isCanned) return null;
  const needed = [...food.words].filter((w) => !RAW_STATE.has(w));
  const head = [...food.headWords];
  const last = head[head.length - 1];
  if (last === undefined) return null;
  const frozen = (table.byWord.get(last) ?? []).filter(
    (f) =>
      f.words.has('frozen') &&
      !f.isCooked &&
      !f.isCanned &&
      f.dryForm === null &&
      f.group === food.group &&
      head.every((w) => f.headWords.has(w)) &&
      needed.every((w) => f.words.has(w)),
  );
  frozen.sort((a, b) => a.extraWordCount - b.extraWordCount || a.name.length - b.name.length);
  return frozen[0] ?? null;
}

const DAIRY = 'Dairy and Egg Products';

/**
 * Groups where SR28 has one food at several fats and the line's fat words mean fat: dairy,
 * mayonnaise, dressings and spreads ('Salad dressing, mayonnaise, light'), sausages and cold
 * cuts ('Pork sausage, link/patty, reduced fat'), peanut butter, refried beans and soy milk,
 * crisps. Not poultry (its 'light meat' is breast), fruit ('light syrup'), drinks ('light beer'
 * is its own row by its words), fish ('light tuna' is a kind) or baked goods ('light rye').
 */
const FAT_VARIANT_GROUPS = new Set([
  DAIRY,
  'Fats and Oils',
  'Sausages and Luncheon Meats',
  'Legumes and Legume Products',
  'Snacks',
]);

/** Words that say a dairy row's fat, not which food it is ('Milk, reduced fat, fluid, 2%'). */
const FAT_WORDS = new Set([
  'fat',
  'free',
  'nonfat',
  'non',
  'skim',
  'skimmed',
  'low',
  'lowfat',
  'reduced',
  'light',
  'lite',
  'part',
  'whole',
  'milk',
  'milkfat',
  // Said by rows of any fat ('fluid' milk, 'cultured' sour cream, the vitamins added or
  // not), or linking their words.
  'fluid',
  'cultured',
  'or',
  'and',
  'with',
  'without',
  'added',
  'vitamin',
  'a',
  'd',
  // SR28's word for the full-fat row of a dressing or spread ('Salad dressing, mayonnaise,
  // regular'), and its words for the lighter ones ('reduced calorie', 'diet'); 'smooth style'
  // peanut butter is the smooth one ('Peanut butter, smooth, reduced fat').
  'regular',
  'style',
  'calorie',
  'diet',
]);

/**
 * Words of SR28's dairy names that name no kind: its yogurts' '8 grams protein per 8 ounce',
 * 'plain', and 'canned' (evaporated milk comes in a can whether or not the line says so).
 */
const SERVING_WORDS = new Set(['gram', 'protein', 'per', 'ounce', 'plain', 'canned']);

/** A row with little or no salt by its name, SR28's or a low-sodium stand-in. */
function isUnsalted(food: Food | null): boolean {
  return food !== null && (isLowSodium(food) || /\b(?:without salt|unsalted)\b/i.test(food.name));
}

const LOW_SODIUM = new WeakMap<Food, boolean>();

/** A row SR28 names for its lower salt: 'no salt added', 'low sodium', 'reduced sodium'. */
function isLowSodium(food: Food): boolean {
  let low = LOW_SODIUM.get(food);
  if (low === undefined) {
    low = /\b(?:no salt added|low sodium|reduced sodium|sodium free)\b/i.test(food.name);
    LOW_SODIUM.set(food, low);
  }
  return low;
}

/** Fat levels already read from rows' names: the word match reads them for every candidate. */
const ROW_FAT = new WeakMap<Food, FatLevel>();

/**
 * The fat level SR28's name gives a row; a row naming none is the whole one. A dressing or
 * spread SR28 calls 'reduced calorie', 'low calorie' or 'diet' is a lighter one (its calories
 * are cut by its fat); not a yogurt 'sweetened with low-calorie sweetener'.
 */
function fatLevelOfRow(food: Food): FatLevel {
  let level = ROW_FAT.get(food);
  if (level !== undefined) return level;
  const name = food.name.toLowerCase();
  if (/\bpart[- ]skim\b/.test(name)) level = 'low';
  else if (/\b(?:nonfat|non-fat|fat[- ]free|skim)\b/.test(name)) level = 'nonfat';
  else if (/\b(?:lowfat|low[- ]fat)\b|(?<![\d.])1%/.test(name)) level = 'low';
  else if (
    /\b(?:reduced[- ]fat|light|lite)\b|(?<![\d.])2%|\b(?:low|reduced)[- ]calorie\b(?!\s+sweetener)|\bdiet\b/.test(
      name,
    )
  ) {
    level = 'reduced';
  } else level = 'whole';
  ROW_FAT.set(food, level);
  return level;
}

/**
 * How far apart two fat levels are: reduced-fat and light foods are nearer lowfat ones than
 * whole ones (light cream cheese is SR28's low-fat cream cheese where it has no light one).
 */
function fatDistance(a: FatLevel, b: FatLevel): number {
  return Math.abs(FAT_SCALE[a] - FAT_SCALE[b]);
}

/**
 * The row of a dairy food with the fat the line names: 'fat-free yogurt' is SR28's skim-milk
 * yogurt, 'light cream cheese' its low-fat cream cheese, '2% milk' its reduced-fat milk (not
 * the evaporated milk the '2%' matched by word). The kind is read from the name without its
 * fat words ('whole milk yogurt' is plain yogurt, not the Greek one the words found), and the
 * row is one of that kind that adds no word but its fat (not a chocolate or a protein-fortified
 * milk), in the same state, the nearest fat to the one asked for; null when SR28 has no row
 * nearer than the match, which is then kept (nonfat cottage cheese is SR28's dry, uncreamed
 * curd, not creamed cottage cheese with its fat taken out).
 */
function withFatOf(table: FoodTable, found: Food, level: FatLevel, name: string): Food | null {
  if (!FAT_VARIANT_GROUPS.has(found.group) || /^egg\b/i.test(found.name)) return null;
  const bare = name.replace(LINE_FAT_WORDS, ' ').replace(/\s+/g, ' ').trim();
  const kind = bare === '' || bare === name.trim() ? null : matchFood(table, bare);
  const base = kind !== null && kind.group === found.group ? kind : found;
  const isKindWord = (w: string) => !FAT_WORDS.has(w) && !/^\d/.test(w);
  const needed = base.words.list.filter(
    (w) => (isKindWord(w) || base.headWords.has(w)) && !(w === 'canned' && base.group === DAIRY),
  );
  const head = base.headWords.list;
  const last = head[head.length - 1];
  if (last === undefined) return null;
  const asked = new Set(wordsOf(name));
  const rows = (table.byWord.get(last) ?? []).filter(
    (f) =>
      f.group === base.group &&
      f.isCooked === base.isCooked &&
      // Evaporated and condensed milk come in a can whether SR28's name says so or not
      // ('Milk, evaporated, 2% fat' is the light one of 'Milk, canned, evaporated').
      (f.isCanned === base.isCanned || base.group === DAIRY) &&
      f.dryForm === base.dryForm &&
      needed.every((w) => f.words.has(w)) &&
      f.words.list.every((w) => !isKindWord(w) || base.words.has(w)),
  );
  // Each row's sort keys once, not at every comparison (a kind such as milk has dozens).
  const keys = new Map(
    rows.map((f) => [
      f,
      {
        distance: fatDistance(fatLevelOfRow(f), level),
        saysOwnWord: f.words.list.some((w) => FAT_WORDS.has(w) && asked.has(w)),
        newWords: f.words.list.filter((w) => !base.words.has(w)).length,
      },
    ]),
  );
  const keyOf = (f: Food) =>
    keys.get(f) as { distance: number; saysOwnWord: boolean; newWords: number };
  rows.sort((a, b) => {
    const ka = keyOf(a);
    const kb = keyOf(b);
    return (
      ka.distance - kb.distance ||
      Number(kb.saysOwnWord) - Number(ka.saysOwnWord) ||
      // Then the row most like the kind's, vitamins and all, and the shortest.
      ka.newWords - kb.newWords ||
      a.name.length - b.name.length
    );
  });
  const best = rows[0];
  if (best === undefined) return null;
  const gap = fatDistance(fatLevelOfRow(best), level) - fatDistance(fatLevelOfRow(found), level);
  if (gap < 0) return best;
  // As near, the kind read without the fat words wins where it holds nothing the line does not
  // say and the words found another kind the line does not name, or less of the name: '2%
  // milk' is not the evaporated milk that holds '2%', 'whole milk yogurt' not the Greek one
  // that holds 'whole', 'evaporated skim milk' not the fluid skim milk.
  const unsaid = (f: Food, other: Food) =>
    f.words.list.filter(
      (w) => isKindWord(w) && !SERVING_WORDS.has(w) && !other.words.has(w) && !asked.has(w),
    ).length;
  const missed = (f: Food) => [...asked].filter((w) => isKindWord(w) && !f.words.has(w)).length;
  return gap === 0 &&
    base !== found &&
    unsaid(base, found) === 0 &&
    (unsaid(found, base) > 0 || missed(best) < missed(found))
    ? best
    : null;
}

/** Every cook name whose USDA food is missing from the table (a renamed or dropped row). */
export function unresolvedCookNames(table: FoodTable): string[] {
  const names = new Set(table.foods.map((f) => f.name));
  return Object.entries(COOK_NAMES)
    .filter(([, usda]) => !names.has(usda))
    .map(([cook]) => cook);
}

type Wants = {
  wantsCanned: boolean;
  wantsCooked: boolean;
  wantsBoneIn: boolean;
  /** The fat the line names, or null: then a lighter row of a food is not what it means. */
  fat: FatLevel | null;
  wants: ReadonlySet<string>;
};

/** The best food by words, and whether it holds every word of the name. */
function bestByWords(
  table: FoodTable,
  words: readonly string[],
  wants: Wants,
): { food: Food; isWhole: boolean } | null {
  const head = words[words.length - 1] ?? '';
  const candidates = table.byWord.get(head);
  if (!candidates) return null;
  let best: Food | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const food of candidates) {
    const score = scoreFood(food, words, head, wants);
    if (score > bestScore || (score === bestScore && best && food.name.length < best.name.length)) {
      best = food;
      bestScore = score;
    }
  }
  // Below this, fewer than half of the name's words were found: better unmatched than wrong.
  if (best === null || bestScore < words.length * 1.5) return null;
  const food = best;
  const isWhole = words.every((w) => food.words.has(w) || food.commonWords.has(w));
  // A partial match must at least be the thing named: 'asiago cheese' may be another cheese,
  // but 'burger seasoning' is not a veggie burger, and 'nigella seeds' or 'pomegranate seeds'
  // are not lotus seeds: a seed is only the seed of the plant the name says.
  if (!isWhole && (!food.headWords.has(head) || FORMS.has(head) || head === 'seed')) return null;
  return { food, isWhole };
}

function scoreFood(food: Food, words: readonly string[], head: string, wants: Wants): number {
  // A grain SR28 calls 'dry' ('Couscous, dry', 'Bulgur, dry') is uncooked, not a dry mix.
  const isDryGrain = food.dryForm === 'dry' && food.group === GRAINS;
  let score = 0;
  let matched = 0;
  for (const word of words) {
    if (food.words.has(word)) {
      score += 3;
      matched += 1;
    } else if (food.commonWords.has(word)) {
      score += 2;
      matched += 1;
    } else score -= 2;
  }
  // A common name is the food's whole name: 'sunchokes' are 'Jerusalem-artichokes'.
  const isCommonName = food.commonWords.has(head) && !food.words.has(head);
  if (food.headWords.has(head)) score += 3;
  else if (!food.words.has(head) && !isCommonName) score -= 1;
  // 'Grape leaves', 'Olive loaf', 'Prune puree' are a leaf, a loaf and a puree: not what
  // 'grapes', 'olives' or 'prunes' name.
  if (food.headNoun !== '' && !wants.wants.has(food.headNoun) && !isCommonName) score -= 3;
  // The first part of SR28's name says what the food is: a word there that the line does not
  // say is another kind ('artichokes' are globe artichokes, not 'Jerusalem-artichokes';
  // 'beans' are not 'Lima beans'), and one it says is this kind ('apple juice' is 'Apple
  // juice, canned or bottled', not 'Juice, apple and grape blend').
  if (!isCommonName && food.headWords.has(head)) {
    food.headWords.forEach((w) => {
      if (w === head || LINKING_WORDS.has(w)) return;
      score += wants.wants.has(w) ? 1 : -1;
    }, undefined);
  }
  // Plain generic foods first: every word the name did not ask for costs a little.
  score -= Math.max(0, food.extraWordCount - matched) * 0.4;
  const isLegume = food.group === LEGUMES && food.headWords.has(head);
  const wantsDried = wants.wants.has('dried') || wants.wants.has('dry');
  const wantsCanned = wants.wantsCanned || (isLegume && !wantsDried && !wants.wantsCooked);
  // Dry mixes, powders and concentrates only when the line says so: 'broth' is not bouillon.
  if (food.dryForm !== null && !wants.wants.has(food.dryForm) && !isDryGrain) score -= 3;
  if (wantsCanned) {
    if (food.isCanned) score += 3;
    if (food.isDrained) score += 1;
  } else if (food.isCanned && !food.headWords.has('juice')) score -= 2;
  // A juice is bought in a can or bottle, not fresh: 'apple juice' is SR28's canned or
  // bottled apple juice, not an apple-and-grape blend with fewer words.
  if (wants.wantsCooked) {
    if (food.isCooked) score += 2;
  } else if (food.isCooked && !(wantsCanned && food.isCanned)) score -= 2.5;
  // SR28 calls some grains 'uncooked' where others are 'raw' ('Rice, white, short-grain,
  // enriched, uncooked'): the same state, and the same plain word.
  const isUncooked = !food.isRaw && !food.isCooked && (food.words.has('uncooked') || isDryGrain);
  if (isUncooked) score += 0.4;
  if ((food.isRaw || isUncooked) && !wants.wantsCooked && !wantsCanned) score += 1;
  // Grain foods are sold enriched (the cook names take enriched rice, pasta and flour): an
  // unenriched twin only when the line says so.
  if (food.words.has('unenriched') && !wants.wants.has('unenriched')) score -= 0.1;
  // 'bone-in pork chops' are SR28's bone-in chops, not its boneless top loin (decision 038);
  // a cut SR28 has only boneless stays matched.
  if (wants.wantsBoneIn && food.words.has('bone') && food.words.has('in')) score += 2;
  // 'refried beans' are the traditional ones, not SR28's fat-free row with the fewest words: a
  // lighter row of a food only when the line names a fat (then `withFatOf` picks it).
  if (wants.fat === null && FAT_VARIANT_GROUPS.has(food.group) && fatLevelOfRow(food) !== 'whole') {
    score -= 1;
  }
  // 'a tin of baked beans' is the ordinary one, not SR28's no-salt-added row, whose salt note
  // the table's words leave out (so it looked plainest): low-sodium rows only when asked.
  if (isLowSodium(food) && !wants.wants.has('sodium') && !wants.wants.has('salt')) score -= 1;
  // 'Cured' is corned or salted: a brisket is fresh unless the line says so.
  if (food.words.has('cured') && !wants.wants.has('cured') && !wants.wants.has('corned')) {
    score -= 2;
  }
  return score;
}
