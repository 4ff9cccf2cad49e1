/** Unicode vulgar fractions as they appear in pasted recipes. */
export const UNICODE_FRACTIONS: Readonly<Record<string, readonly [number, number]>> = {
  '½': [1, 2],
  '⅓': [1, 3],
  '⅔': [2, 3],
  '¼': [1, 4],
  '¾': [3, 4],
  '⅕': [1, 5],
  '⅖': [2, 5],
  '⅗': [3, 5],
  '⅘': [4, 5],
  '⅙': [1, 6],
  '⅚': [5, 6],
  '⅐': [1, 7],
  '⅛': [1, 8],
  '⅜': [3, 8],
  '⅝': [5, 8],
  '⅞': [7, 8],
  '⅑': [1, 9],
  '⅒': [1, 10],
};

const FRACTION_CHARS = Object.keys(UNICODE_FRACTIONS).join('');
const GLUED_FRACTION = new RegExp(`(\\d)\\s*([${FRACTION_CHARS}])`, 'g');
const LONE_FRACTION = new RegExp(`[${FRACTION_CHARS}]`, 'g');

/**
 * Rewrites unicode fractions as ASCII ('1½' -> '1 1/2', '¼' -> '1/4') so one grammar
 * reads both; the fraction slash (U+2044) and superscript/subscript forms become '/'.
 */
export function asciiFractions(text: string): string {
  if (!/[\u00BC-\u00BE\u2150-\u215E\u2044]/.test(text)) return text;
  return text
    .replace(/(\d)\u2044(\d)/g, '$1/$2')
    .replace(GLUED_FRACTION, (_m, whole: string, frac: string) => {
      const parts = UNICODE_FRACTIONS[frac];
      return parts === undefined ? whole : `${whole} ${parts[0]}/${parts[1]}`;
    })
    .replace(LONE_FRACTION, (frac) => {
      const parts = UNICODE_FRACTIONS[frac];
      return parts === undefined ? frac : ` ${parts[0]}/${parts[1]}`;
    });
}

/** Number words a cook writes instead of digits. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  half: 0.5,
  quarter: 0.25,
  third: 1 / 3,
  dozen: 12,
  couple: 2,
};

export type Amount = { value: number; max: number | null; length: number };

// Order matters: a mixed number must win over its leading integer, a fraction over its
// numerator. The integer part refuses to be glued to the fraction ('11/2' stays 11/2).
const NUMBER_SOURCE = String.raw`(?:\d+\s+\d+\s*\/\s*\d+|\d+\s*\/\s*\d+|\d*\.\d+|\d+(?:,\d{3})+(?!\d)|\d+)`;
const NUMBER_AT_START = new RegExp(`^${NUMBER_SOURCE}`);
const RANGE_TAIL = new RegExp(`^\\s*(?:-|–|—|to|or)\\s*(${NUMBER_SOURCE})(?![\\d/])`, 'i');

/** Reads '1', '1.5', '.5', '1/2' or '1 1/2'; NaN for anything else. */
export function parseNumber(text: string): number {
  const t = text.trim();
  const mixed = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (mixed) {
    const den = Number(mixed[3]);
    return den === 0 ? Number.NaN : Number(mixed[1]) + Number(mixed[2]) / den;
  }
  const frac = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (frac) {
    const den = Number(frac[2]);
    return den === 0 ? Number.NaN : Number(frac[1]) / den;
  }
  if (/^\d+(?:,\d{3})+$/.test(t)) return Number(t.replace(/,/g, ''));
  if (/^\d*\.?\d+$/.test(t)) return Number(t);
  return Number.NaN;
}

/**
 * Reads a numeric amount at the start of `text` (after asciiFractions), with an optional
 * range ('2-3', '2 to 3', '2 or 3'). Returns the consumed length so callers can go on.
 */
export function readAmount(text: string): Amount | null {
  // '1-1/2 cups' is the American way of writing a mixed number, not a range.
  const hyphenMixed = /^(\d+)-(\d+)\/(\d+)(?![\d/])/.exec(text);
  if (hyphenMixed !== null && Number(hyphenMixed[3]) > Number(hyphenMixed[2])) {
    const value = Number(hyphenMixed[1]) + Number(hyphenMixed[2]) / Number(hyphenMixed[3]);
    return { value, max: null, length: hyphenMixed[0].length };
  }
  let first = NUMBER_AT_START.exec(text);
  if (first === null) return null;
  // '4 1/2-inch slices' counts four slices half an inch thick, not four and a half; the
  // hyphen tells it from '1 1/2 inch piece', which is one and a half inches.
  if (
    /\d\s+\d+\s*\/\s*\d+$/.test(first[0]) &&
    /^\s*-\s*(?:inch|in\b|cm\b|mm\b)/.test(text.slice(first[0].length))
  ) {
    first = /^\d+/.exec(text);
    if (first === null) return null;
  }
  const value = parseNumber(first[0]);
  if (!Number.isFinite(value)) return null;
  let length = first[0].length;
  let max: number | null = null;
  const rest = text.slice(length);
  const range = RANGE_TAIL.exec(rest);
  if (range?.[1] !== undefined) {
    const upper = parseNumber(range[1]);
    if (Number.isFinite(upper) && upper > value) {
      max = upper;
      length += range[0].length;
    }
  }
  return { value, max, length };
}

const WORD_AMOUNT =
  /^(?:(a|an|one)\s+and\s+(?:a\s+)?half|(a|one)\s+(dozen|couple(?:\s+of)?)|half\s+(?:a|an)(?=\s)|(?:a|one)\s+half|(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|half|quarter|dozen|couple(?:\s+of)?))(?![a-z])/i;

/** Reads an amount written in words ('two', 'half a', 'a dozen', 'one and a half'). */
export function readWordAmount(text: string): (Amount & { word: string }) | null {
  const m = WORD_AMOUNT.exec(text);
  if (m === null) return null;
  const word = m[0].toLowerCase().replace(/\s+/g, ' ');
  let value: number;
  if (m[1] !== undefined) value = 1.5;
  else if (m[3] !== undefined) value = NUMBER_WORDS[m[3].toLowerCase().split(' ')[0] ?? ''] ?? 1;
  else if (/^half /.test(word) || /^(?:a|one) half$/.test(word)) value = 0.5;
  else value = NUMBER_WORDS[word.split(' ')[0] ?? ''] ?? Number.NaN;
  if (!Number.isFinite(value)) return null;
  return { value, max: null, length: m[0].length, word };
}
