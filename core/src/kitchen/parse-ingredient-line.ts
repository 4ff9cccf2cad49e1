import { type Amount, asciiFractions, readAmount, readWordAmount } from './numbers.ts';
import { canonicalUnit, isLengthUnit, unitBySymbol, unitDefinition } from './units.ts';

export type ParsedIngredient = {
  raw: string;
  /** Lower bound for a range; null when the line gives no amount ('Salt to taste'). */
  quantity: number | null;
  /** Upper bound of a range ('2-3 cloves'), otherwise null. */
  quantityMax: number | null;
  /** Canonical unit symbol ('cup', 'tbsp', 'g', 'clove'), or null. */
  unit: string | null;
  /** The ingredient alone, lowercase: no amount, size, preparation or remarks. */
  name: string;
  /** Everything else worth keeping: preparation, sizes, remarks; null when none. */
  note: string | null;
};

/** Size words describe the item, not a measure: '2 large eggs' has no unit. */
const SIZE_WORDS =
  /^(?:(?:(?:firmly|lightly|loosely|tightly|well|not)[- ])?packed|[a-z]+-siz(?:e|ed)|extra[- ]large|x-large|xl|extra[- ]small|medium[- ]large|medium[- ]small|medium[- ]sized?|large[- ]sized?|small[- ]sized?|good[- ]sized?|small|medium|large|lg|lrg|md|med|sm|big|jumbo|heaping|heaped|level|scant|generous|rounded|whole|thick|thin|chunky|fat|plump|full|short|long)(?![a-z-])/i;

/**
 * Size words that the labelled data keeps inside a name when a unit follows ('whole'
 * belongs to 'whole cardamom pods', but '1 whole can' is sized).
 */
const SIZE_ONLY_BEFORE_UNIT =
  /^(?:whole|thick|thin|chunky|fat|plump|full|short|long|(?:\S+[- ])?packed)$/i;

const SIZE_ALTERNATIVE = new RegExp(
  `^or\\s+(?:\\d+(?:\\s*\\/\\s*\\d+)?\\s+)?(?:${SIZE_WORDS.source.slice(1)})\\s*,?\\s*`,
  'i',
);

/** Vague amounts: no number to keep, but they are not part of the name either. */
const VAGUE_AMOUNT =
  /^(?:a few|a couple(?: of)?|several|some|lots of|plenty of|a little|a bit of|a good|additional|more|a handful or two of|a generous|generous|an? (?:mix|mixture|combination|variety|selection|assortment|touch|hint|squeeze|drizzle|sprinkling|scattering|dusting|glug|lot) of)\s+/i;

/** Units that can open a line without a number ('Pinch of salt', 'handful mint'). */
const BARE_UNITS = new Set([
  'pinch',
  'dash',
  'splash',
  'handful',
  'sprinkle',
  'knob',
  'sprig',
  'bunch',
  'piece',
  'chunk',
  'glass',
  'mug',
  'dollop',
]);

/** Small measures that mean one of themselves when written without a number. */
const COUNTABLE_BARE_UNITS = new Set(['pinch', 'dash']);

/** Units that are written after the ingredient ('6 garlic cloves', '3 celery sticks'). */
const TRAILING_UNITS = new Set([
  'bulb',
  'clove',
  'sprig',
  'stalk',
  'stick',
  'rib',
  'slice',
  'fillet',
  'strip',
]);
/** Items whose name ends in a unit word but that are bought as such. */
const TRAILING_UNIT_EXCEPTIONS =
  /\b(?:cinnamon|cassia|vanilla|bread|pretzel|mozzarella|cheese|fish|carrot|celery heart)\s+\S+$/;

const APPROXIMATELY =
  /^(?:(?:about|scant|heaping|heaped|generous|rounded|level|a scant|a heaping|a generous|approx\.?|approximately|around|roughly|nearly|almost|up to|at least|at most|some|plus|another|additional|an additional|extra)\s+|~\s*)(?=[\d.]|one\b|two\b|three\b|half\b|a\b|an\b)/i;

/**
 * Parts of a mixture in front of the name ('1:1:1* Sugar', '2:1 soy sauce', a sauce made of
 * sugar, soy sauce and sake in equal parts): a share, not an amount. The name still follows.
 */
const RATIO_PREFIX = /^\d+(?:\.\d+)?(?::\d+(?:\.\d+)?)+\*?(?=\s)\s*/;

const LABEL_PREFIX =
  /^(?:garnish|for (?:the )?garnish|to garnish|optional|to serve|for serving|topping|decoration)\s*:\s*/i;

// 'freshly' is left out on purpose: 'freshly grated nutmeg' and 'freshly ground pepper'
// are how cooks (and the labelled NYT data) name the ingredient itself.
const ADVERB =
  'freshly|finely|coarsely|roughly|thinly|thickly|lightly|very|well|loosely|firmly|tightly|gently|evenly|fine|coarse|packed|newly|just|partially|partly|neatly';
const PARTICIPLE =
  'chopped|minced|diced|sliced|grated|shredded|crushed|toasted|mashed|peeled|cooked|uncooked|softened|melted|beaten|whisked|sifted|cubed|julienned|halved|quartered|torn|trimmed|seeded|deseeded|cored|crumbled|drained|rinsed|thawed|defrosted|zested|juiced|squeezed|pureed|puréed|blanched|boiled|hard-boiled|hard boiled|soft-boiled|roasted|grilled|broiled|fried|steamed|poached|scalded|warmed|chilled|cooled|iced|strained|sieved|scrubbed|washed|cleaned|stemmed|hulled|shelled|shucked|pitted|skinned|deboned|boned|cut|snipped|slivered|shaved|flaked|picked|smashed|pressed|ground|sautéed|sauteed|caramelized|caramelised|rehydrated|soaked|reconstituted|prepared|packed|cubed|segmented|separated|room-temperature|sectioned|husked|deveined|de-veined|butterflied|split|scored|pounded|tenderized|tenderised|dissolved|diluted|tied|wrapped';

/**
 * Preparation at the start of a name ('finely chopped fresh chives' -> 'fresh chives').
 * 'ground cumin' names cumin, ground (the labelled data agrees two to one); ground meat
 * stays whole through PREPARED_PRODUCT.
 */
const LEADING_PREPARATION = new RegExp(
  `^(?:(?:(?:${ADVERB})\\s+)+(?:${PARTICIPLE})|(?:${PARTICIPLE}))(?:\\s*,?\\s*(?:and|or|&|then)?\\s+(?:(?:(?:${ADVERB})\\s+)*(?:${PARTICIPLE})))*\\s+(?=\\S)`,
  'i',
);

/** How a cut is trimmed ('boneless, skinless chicken thighs'): preparation, not the cut. */
const LEADING_TRIM = /^(?:(?:boneless|skinless|bone-in|skin-on|skin-off)\b[\s,]*(?:and\s+)?)+/i;

/** Preparation phrases inside a name ('salt and freshly ground black pepper'). */
const INNER_PREPARATION = new RegExp(
  `\\b(?:and|or|&)\\s+(?:(?:${ADVERB})\\s+)+(?:${PARTICIPLE})\\s+`,
  'gi',
);

/** Remarks that end a name and belong to the note. */
const TRAILING_REMARK =
  /\s+(?:or\s+)?(?:to taste|as needed|as required|optional|or more|or less|plus (?:more|extra|some|additional)|for (?!example\b)\S+|from (?:a|an|the|about|\d)|to (?:serve|garnish|finish|season|sprinkle|decorate|taste|top)|at room temperature|room temperature|such as|preferably|divided|see note|see below|see recipe|recipe follows|if|unless|(?:mixed|combined|blended|tossed|beaten|whisked) with|(?:,\s*)?or (?=\d)|plus (?=(?:about |approximately |roughly )?\d)|\+ ?(?=\d))\b.*$/i;

/**
 * Preparation written after the name without a comma ('2 limes halved and crushed',
 * '1 small red onion finely chopped'). It must end the line or lead into a preposition,
 * so 'canned crushed tomatoes' and 'jarred roasted peppers' keep their names.
 */
const TRAILING_PREPARATION = new RegExp(
  `\\s+(?:(?:${ADVERB})\\s+)*(?:${PARTICIPLE})(?:\\s*,?\\s*(?:and|or|then)\\s+(?:(?:${ADVERB})\\s+)*(?:${PARTICIPLE}))*(?:\\s+(?:(?:into|in|to|on|until|with|at|from|lengthwise|crosswise|thin|thinly|thick|fine|finely|small|large)\\b|\\d).*)?$`,
  'i',
);

/**
 * A list of choices before the name's end: 'green, brown or black lentils', 'red chile
 * powder, cayenne pepper, or paprika', 'fresh Thai, serrano, or cayenne chiles'. Single
 * words may skip the last comma; longer choices need it (', or'), because 'water, chicken
 * stock or vegetable stock' names water and remarks on the rest.
 */
const ALTERNATIVE_LIST = /^((?:[^,;:()]+,\s*){1,5}[^,;:()]+?)(,?)\s+or\s+(?=\S)/u;

function joinAlternatives(text: string): string {
  const list = ALTERNATIVE_LIST.exec(text);
  if (list?.[1] === undefined) return text;
  const choices = list[1].split(',').map((c) => c.trim());
  const isOxford = list[2] === ',';
  const words = choices.map((c) => c.split(/\s+/));
  const fits = words.every(
    (w) =>
      w.length <= 3 &&
      w.every((word) => !PREPARATION_WORD.test(word) && !/^\d/.test(word)) &&
      (isOxford || w.length === 1),
  );
  if (!fits) return text;
  return `${choices.join(' ')} or ${text.slice(list[0].length)}`;
}

/**
 * A descriptive word before the first comma belongs to the name that follows: a comma
 * between two adjectives does not end the name ('1 crisp, sweet apple', '200g soft, light
 * brown sugar', '4 boneless, skinless chicken breasts'). Adjectives of texture, taste,
 * temperature, colour, age, size and quality, and past participles.
 */
const LEADING_DESCRIPTOR =
  /^(?:[a-z]+-)?(?:cut|raw|crisp|crispy|crunchy|sweet|sour|tart|bitter|mild|spicy|hot|cold|warm|cool|ripe|unripe|firm|soft|hard|tender|juicy|waxy|floury|starchy|creamy|fluffy|leafy|meaty|fatty|lean|fat|plump|fresh|dry|wet|whole|large|small|medium|big|tiny|little|baby|mini|jumbo|thick|thin|fine|coarse|long|short|round|flat|light|dark|pale|deep|bright|red|green|yellow|white|black|brown|golden|purple|pink|young|old|mature|new|aged|good|nice|best|quality|plain|pure|natural|wild|organic|local|seasonal|heirloom|rich|heavy|strong|virgin|extra|sharp|smooth|chunky|free-range|grass-fed|low-fat|full-fat|reduced-fat|fat-free|boneless|skinless|skin-on|bone-in|[a-z]+ed|[a-z]+less)$/i;

const PREPARATION_WORD = new RegExp(`^(?:${ADVERB}|${PARTICIPLE})$`, 'i');

/** 'raw', 'tightly', 'packed': words that may stand before a comma and still describe the name. */
function isDescriptorWord(word: string): boolean {
  return LEADING_DESCRIPTOR.test(word) || PREPARATION_WORD.test(word);
}

/**
 * 'Juice of 1 lemon', 'Zest and juice of 2 oranges', 'Whites of 3 eggs', 'Stems from 1
 * bunch cilantro': a part of something counted, named before the amount. The amount and
 * unit count the whole thing, which is the ingredient we shop for.
 */
const PART_OF = /^((?:[\p{L}'’-]+\s+){1,6}?(?:of|from)\s+)(?=\S)/iu;

/** Parts of a fruit written straight before its count: 'zest and juice 1 lime', 'juice ½ lemon'. */
const FRUIT_PARTS = new RegExp(
  `^((?:(?:${ADVERB}|${PARTICIPLE})\\s+)*(?:juice|zest|rind|peel)(?:\\s*(?:,|and|&)\\s*(?:(?:${ADVERB}|${PARTICIPLE})\\s+)*(?:juice|zest|rind|peel))*\\s+)(?=[\\d.]|half\\b|one\\b|two\\b)`,
  'i',
);

/** The part named before the amount ('Strips of zest from 1 orange'), or null. */
function partOf(name: string): { part: string; amount: Amount } | null {
  const amountAt = (head: number): Amount | null => {
    const rest = name.slice(head);
    return VAGUE_AMOUNT.test(rest) ? null : (readAmount(rest) ?? readWordAmount(rest));
  };
  let head = 0;
  for (let i = 0; i < 3; i += 1) {
    const m = PART_OF.exec(name.slice(head));
    if (m?.[1] === undefined) break;
    head += m[1].length;
    const amount = amountAt(head);
    if (amount !== null) return { part: name.slice(0, head), amount };
  }
  const fruit = FRUIT_PARTS.exec(name);
  const amount = fruit?.[1] === undefined ? null : amountAt(fruit[1].length);
  return fruit?.[1] === undefined || amount === null ? null : { part: fruit[1], amount };
}

/** Things sold already cut or crushed: the participle is part of the product name. */
const PREPARED_PRODUCT =
  /^(?:crushed (?:tomato|ice|red pepper|chil)|diced tomato|chopped tomato|sliced almond|slivered almond|shredded coconut|shredded cheese|whipped cream|whipped topping|ground (?!(?:black |white |green |pink )?pepper\b)|smoked |cured |pickled |roasted red pepper|fried onion|toasted sesame oil|dried |cooked )/i;

/** A fresh regex per call would cost more than the parse itself; these are stateless. */
// Any letter, so that a unit with an accent ('Päckchen') is read as one too.
const WORD_AT_START = /^(\p{L}[\p{L}'’]*\.?)(?=$|[\s,;:/)(.-])/u;
// Two words apart or joined by a dot ('fl oz', 'fl.oz').
const TWO_WORDS_AT_START = /^([A-Za-z]+\.?)(?:\s+|(?<=\.))([A-Za-z]+\.?)(?=$|[\s,;:/)(])/;

/**
 * Parses one ingredient line ('1 1/2 cups flour, sifted') into amount, unit, name and
 * note. It never throws: anything unreadable becomes a name with no amount.
 */
export function parseIngredientLine(line: string): ParsedIngredient {
  const raw = typeof line === 'string' ? line : String(line ?? '');
  try {
    return parseIngredientLineUnguarded(raw);
  } catch {
    // A bug here must not break a paste or an import; the raw line is still useful.
    return {
      raw,
      quantity: null,
      quantityMax: null,
      unit: null,
      name: raw.trim().toLowerCase(),
      note: null,
    };
  }
}

/**
 * What recipe sites and pasted lists put before a line: bullets, dashes, checkbox
 * characters ('▢', '☐', '✔'), emoji and markdown checkboxes ('- [ ]', '[x]'). Anything but
 * a letter, a digit, an opening bracket, a decimal point or '~' cannot start a line.
 */
const LEADING_MARKS = /^(?:[^\p{L}\p{N}([.~]|\[\s*[xX✓✔✗]?\s*\])+/u;

/** A line without the bullets, checkboxes and dashes in front of it. */
export function stripLeadingMarks(line: string): string {
  return line.replace(LEADING_MARKS, '');
}

/** A step or list number pasted in front of a line: '2. 1 tsp salt', '3) eggs', 'Step 4: '. */
const LIST_NUMBER = /^(?:step\s*)?\d{1,2}\s*(?:[.)]|:(?=\s))\s+(?=\S)/i;

/** A line without a list number the parser would skip ('2. 1 tsp salt' is '1 tsp salt'). */
export function stripListNumber(line: string): string {
  return line.replace(LIST_NUMBER, '');
}

function cleanLine(raw: string): string {
  let text = raw;
  if (text.includes('\\')) text = text.replace(/\\[ntr]/g, ' ');
  if (text.includes('<')) text = text.replace(/<[^>]*>/g, ' ');
  if (text.includes('&')) text = decodeEntities(text);
  text = asciiFractions(text);
  return text
    .replace(/[\u00A0\u2009\u202F\t\r\n]+/g, ' ')
    .replace(/[\u2012\u2013\u2014\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(LEADING_MARKS, '')
    .replace(LIST_NUMBER, '')
    .trim();
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  nbsp: ' ',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  frac13: '⅓',
  frac23: '⅔',
  frac18: '⅛',
  deg: '°',
  rsquo: '’',
  lsquo: '‘',
  eacute: 'é',
  egrave: 'è',
  ntilde: 'ñ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9]+);/gi, (match, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) {
      const code = Number.parseInt(body.slice(2), 16);
      return Number.isFinite(code) && code > 0 && code < 0x110000
        ? String.fromCodePoint(code)
        : match;
    }
    if (body.startsWith('#')) {
      const code = Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000
        ? String.fromCodePoint(code)
        : match;
    }
    return ENTITIES[body.toLowerCase()] ?? match;
  });
}

/** Removes bracketed asides, returning the text without them and their contents. */
function takeBrackets(text: string): { text: string; asides: string[] } {
  if (!/[([]/.test(text)) return { text, asides: [] };
  const asides: string[] = [];
  let out = '';
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') {
      if (depth > 0) current += ch;
      depth += 1;
    } else if ((ch === ')' || ch === ']') && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        const aside = current.trim();
        if (aside !== '') asides.push(aside);
        current = '';
        out += ' ';
      } else {
        current += ch;
      }
    } else if (depth > 0) {
      current += ch;
    } else {
      out += ch;
    }
  }
  // An unclosed bracket still opens an aside: the rest is a remark.
  if (depth > 0 && current.trim() !== '') asides.push(current.trim());
  return {
    text: out
      .replace(/\s+/g, ' ')
      .replace(/\s+([,;.])/g, '$1')
      .trim(),
    asides,
  };
}

type Cursor = { text: string };

function skipSpaces(cursor: Cursor): void {
  cursor.text = cursor.text.replace(/^\s+/, '');
}

/** Reads a unit word (or two) at the start; returns its symbol and consumes it. */
function takeUnit(cursor: Cursor, allowSingleLetter: boolean): string | null {
  // '1" piece ginger': the inch mark.
  const inchMark = /^["”″]\s+(?=\S)/.exec(cursor.text);
  if (inchMark !== null) {
    cursor.text = cursor.text.slice(inchMark[0].length);
    return 'inch';
  }
  const two = TWO_WORDS_AT_START.exec(cursor.text);
  if (two?.[1] !== undefined && two[2] !== undefined) {
    const symbol = canonicalUnit(`${two[1]} ${two[2]}`);
    if (symbol !== null) {
      cursor.text = cursor.text.slice(two[0].length);
      return symbol;
    }
  }
  const one = WORD_AT_START.exec(cursor.text);
  if (one?.[1] === undefined) return null;
  const word = one[1];
  const bare = word.replace(/\.$/, '');
  if (!allowSingleLetter && bare.length === 1) return null;
  const symbol = canonicalUnit(word);
  if (symbol === null) return null;
  // 'can' and 'T'/'t' are also ordinary words; only a following word makes them units.
  const rest = cursor.text.slice(one[0].length);
  // 'T-bone' is no tablespoon and '2 in-season peaches' no inches, but '2g-3g' is a range.
  const isShort = bare.length === 1 || bare.toLowerCase() === 'in';
  if (isShort && /^(?:-(?!\s*\d)|['’])/.test(rest)) return null;
  cursor.text = rest;
  return symbol;
}

/**
 * The top of a range that repeats the unit ('250 ml - 300 ml', '2kg-3kg', '1 cup to 1 1/2
 * cups'), read after the first amount and its unit; null, consuming nothing, otherwise.
 */
function takeRangeEnd(cursor: Cursor, unit: string, low: number): number | null {
  const joiner = /^\s*(?:-|to|or)\s*/i.exec(cursor.text);
  if (joiner === null) return null;
  const rest = cursor.text.slice(joiner[0].length);
  const amount = readAmount(rest);
  if (amount === null || amount.max !== null || !(amount.value > low)) return null;
  const probe: Cursor = { text: rest.slice(amount.length).replace(/^\s+/, '') };
  if (takeUnit(probe, true) !== unit) return null;
  cursor.text = probe.text;
  return amount.value;
}

type Measure = { value: number; max: number | null; unit: string; length: number };

/** An amount with its unit at the start of `text` ('120g', '2-3 kg', '2kg-3kg', '2-inch'). */
function readMeasure(text: string): Measure | null {
  const amount = readAmount(text);
  if (amount === null) return null;
  const probe: Cursor = { text: text.slice(amount.length).replace(/^\s*-?\s*/, '') };
  const unit = takeUnit(probe, true);
  if (unit === null) return null;
  const max = amount.max ?? takeRangeEnd(probe, unit, amount.value);
  return { value: amount.value, max, unit, length: text.length - probe.text.length };
}

const SIZE_NUMBER = String.raw`\d+(?:\.\d+)?(?:\s+\d+\/\d+|\/\d+|-\d+\/\d+)?`;
/**
 * A size glued to its measure by a hyphen after the count ('1 2-pound chicken',
 * '4 5- to 6-ounce fillets', '4 1/2-inch-thick slices'): it describes each item.
 */
const HYPHENATED_SIZE = new RegExp(
  String.raw`^(?:${SIZE_NUMBER}\s*-?\s*(?:to|or|-)\s*-?\s*)?${SIZE_NUMBER}\s*-\s*(?:inch(?:es)?|in|cm|mm|centimeters?|ounces?|oz|pounds?|lbs?|grams?|g|kg|kilograms?|quarts?|pints?|liters?|litres?|ml|cups?)\.?(?:[- ](?:thick|long|wide|deep|square|round|diameter)\b)?(?=$|[\s,;:)(])`,
  'i',
);

/**
 * The size of each counted item, measured, after the count: '1 15-ounce can', '2 x 400g
 * tins', '4 x 120g steaks', '1 2-3 kg turkey', '2 5cm pieces ginger'.
 */
function takeMeasuredSize(cursor: Cursor): string | null {
  const glued = HYPHENATED_SIZE.exec(cursor.text);
  if (glued !== null) {
    cursor.text = cursor.text.slice(glued[0].length).replace(/^\s+/, '');
    return glued[0].replace(/\s+/g, ' ').trim();
  }
  const measure = readMeasure(cursor.text);
  if (measure === null) return null;
  const def = unitBySymbol(measure.unit);
  if (def === null || (def.dimension === 'count' && !isLengthUnit(def.symbol))) return null;
  // '4 x 175g/6oz steaks': the size in the other system belongs to it.
  const probe: Cursor = { text: cursor.text.slice(measure.length) };
  takeAlternativeAmounts(probe, []);
  const after = probe.text.replace(/^\s+/, '');
  if (after === '') return null;
  const size = cursor.text.slice(0, cursor.text.length - probe.text.length);
  cursor.text = after;
  return size.replace(/\s+/g, ' ').trim();
}

/** Containers a weight or volume comes in: '400g can coconut milk', '200g pack feta'. */
const PACKAGES: ReadonlySet<string> = new Set([
  'can',
  'package',
  'jar',
  'bottle',
  'bag',
  'box',
  'carton',
  'container',
  'block',
  'bar',
  'ball',
  'pot',
  'punnet',
  'sachet',
  'envelope',
  'sleeve',
  'tube',
  'pouch',
]);

/**
 * What a measure measures is the unit's remark: the piece after a length ('2 inch piece
 * (of) ginger') and the container after a weight or volume ('400g can coconut milk').
 */
function takeMeasuredThing(cursor: Cursor, unit: string, notes: string[]): void {
  const measured = unitBySymbol(unit);
  const isLength = isLengthUnit(unit);
  if (measured === null || (measured.dimension === 'count' && !isLength)) return;
  const m = /^\s*(?:(?:thick|long|wide)\s+)?([A-Za-z]+)\s+(?:of\s+)?(?=\S)/i.exec(cursor.text);
  const def = m?.[1] === undefined ? null : unitDefinition(m[1]);
  if (m === null || def === null || def.dimension !== 'count' || isLengthUnit(def.symbol)) return;
  if (!isLength && !PACKAGES.has(def.symbol)) return;
  notes.push(
    m[0]
      .replace(/\s+of\s+$/i, '')
      .trim()
      .toLowerCase(),
  );
  cursor.text = cursor.text.slice(m[0].length);
}

function takeSizeWords(cursor: Cursor, notes: string[], unitFollows: () => boolean): void {
  for (let i = 0; i < 3; i += 1) {
    const m = SIZE_WORDS.exec(cursor.text);
    if (m === null) return;
    const saved = cursor.text;
    cursor.text = cursor.text.slice(m[0].length).replace(/^\s*,?\s*/, '');
    // '1 small or 1/2 medium onion', '8 large or extra-large eggs': the other size is a remark.
    const other = SIZE_ALTERNATIVE.exec(cursor.text);
    if (other !== null) {
      notes.push(`${m[0].toLowerCase()} ${other[0].trim()}`);
      cursor.text = cursor.text.slice(other[0].length);
      continue;
    }
    // 'medium or hot paprika': the word is a grade of the product, not a size.
    if (/^or\s/i.test(cursor.text)) {
      cursor.text = saved;
      return;
    }
    if (SIZE_ONLY_BEFORE_UNIT.test(m[0]) && !unitFollows()) {
      cursor.text = saved;
      return;
    }
    // '1 large' alone is a name ('Large' is rarely an ingredient, but keep the text).
    if (cursor.text === '') {
      cursor.text = saved;
      return;
    }
    notes.push(m[0].toLowerCase());
  }
}

/**
 * Alternative or extra amounts after the unit: '1 cup/225 grams', '3 sticks plus 2
 * tablespoons', '1 cup, plus 2 tablespoons', '3 teaspoons or 8 grams', '1 tablespoon and 1
 * teaspoon', '2 tablespoons
 * plus a pinch', 'a dash to a pinch'. Only an amount with its own unit counts, so
 * '2 cups plus more for dusting' and '1 cup and some' stay as they are.
 */
function takeAlternativeAmounts(cursor: Cursor, notes: string[]): void {
  for (let i = 0; i < 3; i += 1) {
    const m = /^\s*,?\s*(\/|\bplus\b|\band\b|\bor\b|\bto\b|\+|=)\s*/i.exec(cursor.text);
    if (m === null) return;
    const probe: Cursor = { text: cursor.text.slice(m[0].length) };
    // '383 grams / about 3 cups': the approximation belongs to the other amount.
    const approx = APPROXIMATELY.exec(probe.text);
    if (approx !== null) probe.text = probe.text.slice(approx[0].length);
    const amount = readAmount(probe.text) ?? readWordAmount(probe.text);
    if (amount === null) return;
    probe.text = probe.text.slice(amount.length);
    skipSpaces(probe);
    // '1 packed tablespoon plus 1 packed teaspoon': the size word sits before the unit.
    const size = SIZE_WORDS.exec(probe.text);
    if (size !== null) probe.text = probe.text.slice(size[0].length).replace(/^\s+/, '');
    const unit = takeUnit(probe, true);
    if (unit === null) return;
    // '1.5kg/3lb 5oz': pounds and ounces written together are one amount.
    const compound = /^\s+\d/.test(probe.text) ? readMeasure(probe.text.trimStart()) : null;
    if (compound !== null && unitBySymbol(compound.unit)?.dimension !== 'count') {
      probe.text = probe.text.trimStart().slice(compound.length);
    }
    const taken = cursor.text.slice(0, cursor.text.length - probe.text.length).trim();
    notes.push(taken.replace(/^\/\s*/, ''));
    cursor.text = probe.text;
  }
}

type LateAmount = {
  value: number;
  max: number | null;
  unit: string | null;
  /** The name without the amount, when the amount was part of it. */
  name?: string;
  /** The asides without the amount, when the amount was one of them. */
  asides?: string[];
};

/** 'Oven 180 C' is no ingredient: a lone c or t after a name is too weak to be a unit. */
const WEAK_UNIT_AT_END = /(?:^|\s|\d)[cCtT]\.?$/;

/**
 * An amount that ends the name ('Plain flour 200g', 'Milk 300 ml - 350 ml', 'Eggs x 2').
 * The leftmost amount that runs to the end wins, so 'flour 1 1/2 cups' keeps its whole
 * number; a bare number counts only after a multiplier, so 'Flour type 00' keeps its name.
 */
function takeTrailingAmount(name: string): LateAmount | null {
  for (const start of name.matchAll(/\s(?=(?:[x×]\s*)?\d)/gi)) {
    const head = name.slice(0, start.index).trim();
    if (!/\p{L}/u.test(head)) continue;
    let text = name.slice(start.index + 1).trim();
    const multiplier = /^[x×]\s*/i.exec(text);
    if (multiplier !== null) text = text.slice(multiplier[0].length);
    const measure = WEAK_UNIT_AT_END.test(text) ? null : readMeasure(text);
    if (measure !== null && measure.value > 0 && text.slice(measure.length).trim() === '') {
      return { value: measure.value, max: measure.max, unit: measure.unit, name: head };
    }
    const bare = multiplier === null ? null : readAmount(text);
    if (bare !== null && bare.value > 0 && text.slice(bare.length).trim() === '') {
      return { value: bare.value, max: bare.max, unit: null, name: head };
    }
  }
  return null;
}

/** A bracketed aside that is only an amount with its unit: 'Butter (200g)', '(about 2 tbsp)'. */
function takeAmountAside(asides: readonly string[]): LateAmount | null {
  for (const [i, aside] of asides.entries()) {
    const text = aside.replace(APPROXIMATELY, '');
    const measure = readMeasure(text);
    if (measure === null || !(measure.value > 0) || text.slice(measure.length).trim() !== '') {
      continue;
    }
    const rest = asides.filter((_, j) => j !== i);
    if (text !== aside) rest.unshift(aside.slice(0, aside.length - text.length).trim());
    return { value: measure.value, max: measure.max, unit: measure.unit, asides: rest };
  }
  return null;
}

/**
 * The parser without parseIngredientLine's safety net, so that tests see a real throw
 * instead of the fallback. Callers use parseIngredientLine.
 */
export function parseIngredientLineUnguarded(raw: string): ParsedIngredient {
  const notes: string[] = [];
  const bracketed = takeBrackets(cleanLine(raw));
  const cursor: Cursor = { text: bracketed.text.replace(LABEL_PREFIX, '') };

  let quantity: number | null = null;
  let quantityMax: number | null = null;
  let unit: string | null = null;

  const ratio = RATIO_PREFIX.exec(cursor.text);
  if (ratio !== null) {
    notes.push(`parts ${ratio[0].trim()}`);
    cursor.text = cursor.text.slice(ratio[0].length);
  }

  const approx = APPROXIMATELY.exec(cursor.text);
  if (approx !== null) {
    notes.push(approx[0].trim().toLowerCase());
    cursor.text = cursor.text.slice(approx[0].length);
  }

  const amount = readAmount(cursor.text);
  let wordAmount = false;
  if (amount !== null) {
    quantity = amount.value;
    quantityMax = amount.max;
    cursor.text = cursor.text.slice(amount.length);
  } else {
    const word = readWordAmount(cursor.text);
    if (word !== null) {
      const probe: Cursor = { text: cursor.text.slice(word.length).replace(/^\s+/, '') };
      // 'a lemon', 'an egg', 'a pinch', 'a large onion' count one; 'a little oil', 'a few
      // leaves' and 'a mix of herbs' are vague and count nothing.
      const isArticle = word.word === 'a' || word.word === 'an';
      const isVague = isArticle && VAGUE_AMOUNT.test(cursor.text);
      if (!isVague) {
        quantity = word.value;
        wordAmount = true;
        cursor.text = probe.text;
      }
    }
  }

  if (quantity !== null) {
    // '2 dozen eggs': dozen multiplies what came before.
    const dozen = /^\s*dozen\b/i.exec(cursor.text);
    if (dozen !== null && !wordAmount) {
      quantity *= 12;
      if (quantityMax !== null) quantityMax *= 12;
      cursor.text = cursor.text.slice(dozen[0].length);
    }
    skipSpaces(cursor);
    // '4 x 120g steaks', '2x400g tins': a multiplier; what follows sizes each item.
    cursor.text = cursor.text.replace(/^[x×]\s*(?=\d)/i, '');
    const size = takeMeasuredSize(cursor);
    if (size !== null) notes.push(size);
    takeSizeWords(cursor, notes, () => takeUnit({ text: cursor.text }, true) !== null);
    // '2-inch piece', '2-pound chicken': the unit hyphenated to its amount.
    const hyphen = /^-\s*(?=[A-Za-z])/.exec(cursor.text);
    if (hyphen !== null && takeUnit({ text: cursor.text.slice(hyphen[0].length) }, true)) {
      cursor.text = cursor.text.slice(hyphen[0].length);
    }
    unit = takeUnit(cursor, true);
    if (unit !== null) {
      if (quantityMax === null) quantityMax = takeRangeEnd(cursor, unit, quantity);
      takeAlternativeAmounts(cursor, notes);
      takeMeasuredThing(cursor, unit, notes);
      // Sizes may also follow a unit word ('2 tbsp heaped sugar', '1 pound medium shrimp').
      skipSpaces(cursor);
      takeSizeWords(cursor, notes, () => false);
    }
    cursor.text = cursor.text.replace(/^\s*[.,:;-]?\s*(?:of\s+(?:the\s+)?)?/i, '');
    // '1 cup or more stock': the hedge belongs to the amount.
    const hedge = /^(?:or (?:more|less|so)|more or less),?\s+(?=\S)/i.exec(cursor.text);
    if (hedge !== null) {
      notes.push(hedge[0].replace(/,?\s+$/, '').toLowerCase());
      cursor.text = cursor.text.slice(hedge[0].length);
    }
  } else {
    const vague = VAGUE_AMOUNT.exec(cursor.text);
    if (vague !== null) {
      notes.push(vague[0].trim().toLowerCase());
      cursor.text = cursor.text.slice(vague[0].length);
    }
    const probe: Cursor = { text: cursor.text };
    const sizes: string[] = [];
    takeSizeWords(probe, sizes, () => false);
    const bareUnit = takeUnit(probe, false);
    const unitAllowed =
      bareUnit !== null &&
      (BARE_UNITS.has(bareUnit) || vague !== null) &&
      /^\s+\S/.test(probe.text);
    if (unitAllowed) {
      unit = bareUnit;
      // 'Pinch of salt' is one pinch, as 'a pinch of salt' is; vaguer measures
      // ('handful', 'splash') keep no number.
      if (vague === null && COUNTABLE_BARE_UNITS.has(bareUnit)) quantity = 1;
      notes.push(...sizes);
      cursor.text = probe.text;
      takeAlternativeAmounts(cursor, notes);
      cursor.text = cursor.text.replace(/^\s*(?:of\s+)?/i, '');
    }
  }

  // '½ teaspoon each thyme and rosemary', 'handful each mint and dill': per ingredient.
  const each = unit !== null || quantity !== null ? /^each\s+(?=\S)/i.exec(cursor.text) : null;
  if (each !== null) {
    notes.push('each');
    cursor.text = cursor.text.slice(each[0].length);
  }

  // The name ends at the first comma, semicolon, colon or spaced dash; the rest is remarks.
  let name = joinAlternatives(cursor.text);
  for (let i = 0; i < 3; i += 1) {
    // '1 red, 1 yellow pepper' lists two things; only a name after the comma is joined.
    const lead = /^([^,;]+),\s*(?=\p{L})/u.exec(name);
    if (lead?.[1] === undefined || !lead[1].trim().split(/\s+/).every(isDescriptorWord)) break;
    name = `${lead[1].trim()} ${name.slice(lead[0].length)}`;
  }
  // A spaced dash or a colon works like a comma: 'summer tomatoes - the size of a golf
  // ball', 'mixed herbs: parsley, chervil, dill'.
  const cut = /[,;:]| - /.exec(name);
  let tail = '';
  if (cut !== null) {
    tail = name.slice(cut.index + cut[0].length).trim();
    name = name.slice(0, cut.index);
  }

  // 'Baking soda, 1/4 teaspoon', 'Eggs - 2': the amount came after the name.
  if (quantity === null && tail !== '') {
    const late = readAmount(tail);
    if (late !== null) {
      const probe: Cursor = { text: tail.slice(late.length).replace(/^\s+/, '') };
      const lateUnit = takeUnit(probe, true);
      // A bare number counts only when nothing but sizes follows it ('Eggs, 2 large').
      const rest = probe.text.trim();
      const onlySizes = rest === '' || rest.split(/\s+/).every((word) => SIZE_WORDS.test(word));
      if (lateUnit !== null || onlySizes) {
        quantity = late.value;
        quantityMax = late.max;
        unit = lateUnit;
        tail = probe.text.replace(/^\s*[,;]?\s*/, '');
      }
    }
  }

  // 'Juice of 1 lemon', 'Peel of 1/2 orange': the amount counts the fruit.
  if (quantity === null) {
    // Cheap tests first: most lines without an amount are 'Salt to taste'.
    const found = /\d|\b(?:a|an|one|two|three|half)\b/i.test(name) ? partOf(name) : null;
    if (found !== null) {
      const rest = name.slice(found.part.length);
      quantity = found.amount.value;
      quantityMax = found.amount.max;
      notes.push(found.part.trim().toLowerCase());
      const probe: Cursor = { text: rest.slice(found.amount.length).replace(/^\s+/, '') };
      const sizes: string[] = [];
      takeSizeWords(probe, sizes, () => false);
      const afterSizes = probe.text;
      const partUnit = takeUnit(probe, false);
      if (partUnit !== null && /^\s+\S/.test(probe.text)) unit = partUnit;
      else probe.text = afterSizes;
      notes.push(...sizes);
      name = probe.text.replace(/^\s*(?:of\s+)?/i, '');
    }
  }

  let asides = bracketed.asides;
  if (quantity === null) {
    // 'Plain flour 200g', 'Eggs x 2', 'Butter (200g)': the amount came after the name.
    const late =
      (/\d/.test(name) ? takeTrailingAmount(name) : null) ??
      (asides.length > 0 ? takeAmountAside(asides) : null);
    if (late !== null) {
      quantity = late.value;
      quantityMax = late.max;
      unit = late.unit;
      name = late.name ?? name;
      asides = late.asides ?? asides;
    }
  }

  name = name.replace(/\s+/g, ' ').trim();
  const remark = TRAILING_REMARK.exec(name);
  if (remark !== null && remark.index > 0) {
    notes.push(remark[0].trim().replace(/^,\s*/, ''));
    name = name.slice(0, remark.index);
  }

  const trailingPrep = TRAILING_PREPARATION.exec(name);
  if (trailingPrep !== null && trailingPrep.index > 0) {
    notes.push(trailingPrep[0].trim());
    name = name.slice(0, trailingPrep.index);
  }

  const prep = PREPARED_PRODUCT.test(name) ? null : LEADING_PREPARATION.exec(name);
  if (prep !== null) {
    notes.push(prep[0].trim().toLowerCase());
    // 'chopped, minced, or baby clams': the list of preparations ends in a joiner.
    name = name.slice(prep[0].length).replace(/^(?:or|and|&)\s+/i, '');
  }
  const trim = LEADING_TRIM.exec(name);
  if (trim !== null && trim[0].length < name.length) {
    notes.push(trim[0].trim().toLowerCase());
    name = name.slice(trim[0].length);
  }
  if (name.includes(' and ') || name.includes(' or ') || name.includes(' & ')) {
    name = name.replace(INNER_PREPARATION, (match) => {
      const joiner = /^\S+/.exec(match)?.[0] ?? 'and';
      return `${joiner} `;
    });
  }

  // A choice between ingredients ('sour cream or Greek yogurt', 'vegetable oil or ghee') stays
  // in the name, as the hand-corrected labels keep it: either will do when shopping, and
  // nutrition weighs the first choice. An alternative with its own amount ('or ½ globe
  // eggplant') was a remark already.

  name = name
    .replace(/^(?:of|the)\s+/i, '')
    .replace(/[\s.:;*,!?-]+$/, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .trim();

  if (unit === null && quantity !== null) {
    const trailing = /\s([a-z]+)$/i.exec(name);
    const symbol = trailing?.[1] === undefined ? null : canonicalUnit(trailing[1]);
    if (
      symbol !== null &&
      TRAILING_UNITS.has(symbol) &&
      !TRAILING_UNIT_EXCEPTIONS.test(name.toLowerCase())
    ) {
      unit = symbol;
      name = name.slice(0, trailing?.index ?? name.length).trim();
      // '1 plump garlic clove': with the unit gone, the size describes the clove.
      const size = SIZE_WORDS.exec(name);
      if (size !== null && size[0].length < name.length) {
        notes.push(size[0].toLowerCase());
        name = name.slice(size[0].length).trim();
      }
    }
  }

  // '6 cloves' alone: the unit word was the ingredient all along. '10 g' or '2 cm' alone
  // names nothing, and stays a measure without a name.
  const unitDef = name === '' && unit !== null ? unitDefinition(unit) : null;
  if (unitDef !== null && unitDef.dimension === 'count' && !isLengthUnit(unitDef.symbol)) {
    name = unitDef.aliases.find((a) => a.length > 2 && a.endsWith('s')) ?? unitDef.symbol;
    unit = null;
  }

  // '3 tbsp vegetable oil (or ghee)': a choice in brackets is a choice like any other.
  const choice = asides.find(
    (a) =>
      /^or\s+[\p{L}\s-]+$/iu.test(a) &&
      !/^or\s+(?:more|less|so|to taste|as needed|as desired|extra|if)\b/i.test(a) &&
      a.split(/\s+/).length <= 4,
  );
  if (choice !== undefined && name !== '') {
    name = `${name} ${choice}`;
    asides = asides.filter((a) => a !== choice);
  }
  if (tail !== '') notes.push(tail);
  notes.push(...asides);
  const note = notes
    .map((n) => n.replace(/\s+/g, ' ').replace(/^[,;\s]+|[,;\s]+$/g, ''))
    .filter((n) => n !== '')
    .join(', ');

  return {
    raw,
    quantity: quantity !== null && Number.isFinite(quantity) ? round(quantity) : null,
    quantityMax: quantityMax !== null && Number.isFinite(quantityMax) ? round(quantityMax) : null,
    unit,
    name: name.toLowerCase(),
    note: note === '' ? null : note,
  };
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
