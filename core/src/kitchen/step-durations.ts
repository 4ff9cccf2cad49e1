import { asciiFractions, NUMBER_WORDS, parseNumber } from './numbers.ts';

/** A length of time a direction step mentions ('bake for 25 minutes'). */
export type StepDuration = {
  /** The mention as written, fractions in ASCII ('1 1/2 hours', '10-15 min'). */
  text: string;
  /** The time to set a timer for: the lower end of a range, so the cook checks early. */
  seconds: number;
  /** The upper end of a range ('10-15 min'), or null for a single amount. */
  maxSeconds: number | null;
};

/** Longer than this is not a kitchen timer ('age for 6 weeks'), so it is not offered. */
export const MAX_TIMER_SECONDS = 48 * 60 * 60;

/**
 * Number words a step may time with: the kitchen's usual ones (without 'third', which in
 * 'the third hour' counts, not measures) and the tens a cook writes out.
 */
const WORD_VALUES: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.entries(NUMBER_WORDS).filter(([word]) => word !== 'third')),
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  'forty five': 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  'a couple of': 2,
  'a couple': 2,
  'couple of': 2,
  'a half': 0.5,
};

const UNIT_SECONDS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^h/, 3600],
  [/^m/, 60],
  [/^s/, 1],
];

// Longest word spellings first, so 'forty-five' wins over 'forty' and 'a couple of' over 'a'.
const WORDS = Object.keys(WORD_VALUES)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[-\s]/g, (c) => (c === '-' ? '-' : '\\s+')))
  .join('|');
const NUMBER = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d*\.\d+|\d+|${WORDS})`;
const AND_HALF = String.raw`(?:\s+and\s+(?:a\s+)?half)`;
const AMOUNT = `${NUMBER}${AND_HALF}?`;
const RANGE_JOIN = String.raw`\s*(?:-|–|—|to|or)\s*`;
const UNIT = 'hours?|hrs?|h|minutes?|mins?|seconds?|secs?';

/**
 * One amount of one unit: '25 minutes', '10-15 min', '5 more minutes', 'an hour and a half',
 * a '5-minute rest'. Groups: 1 the amount, 2 the top of a range, 3 the unit, 4 a trailing
 * 'and a half'.
 */
const PIECE = new RegExp(
  String.raw`(?<![\p{L}\p{N}/.])(${AMOUNT})(?:${RANGE_JOIN}(${AMOUNT}))?(?:\s+more)?\s*-?\s*(${UNIT})(${AND_HALF})?(?![\p{L}\p{N}])`,
  'giu',
);
const HALF_AN_HOUR = /(?<![\p{L}\p{N}])half\s+an?\s+hour(?![\p{L}\p{N}])/giu;
/** '1h30', '1h 30m': hours and minutes glued the way timers write them. */
const CLOCK_STYLE = /(?<![\p{L}\p{N}])(\d+)\s*h\s*(\d{1,2})\s*(?:m|min|mins)?(?![\p{L}\p{N}])/giu;

type Found = {
  start: number;
  end: number;
  seconds: number;
  maxSeconds: number | null;
  unit: number;
};

function amountValue(text: string): number {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const half = /^(.*?) and (?:a )?half$/.exec(t);
  if (half?.[1] !== undefined) return amountValue(half[1]) + 0.5;
  const word = WORD_VALUES[t];
  if (word !== undefined) return word;
  return parseNumber(t);
}

function unitSeconds(unit: string): number {
  const lower = unit.toLowerCase();
  return UNIT_SECONDS.find(([pattern]) => pattern.test(lower))?.[1] ?? 0;
}

function readPiece(match: RegExpMatchArray): Found | null {
  const [whole, lowText = '', highText, unit = '', trailingHalf] = match;
  const start = match.index ?? 0;
  const perUnit = unitSeconds(unit);
  // 'an hour and a half' halves the single amount; '1 to 2 hours and a half' the top one.
  const extra = trailingHalf ? 0.5 : 0;
  const low = amountValue(lowText) + (highText === undefined ? extra : 0);
  const high = highText === undefined ? null : amountValue(highText) + extra;
  if (!Number.isFinite(low) || low <= 0 || (high !== null && !Number.isFinite(high))) return null;
  return {
    start,
    end: start + whole.length,
    seconds: Math.round(low * perUnit),
    maxSeconds: high !== null && high > low ? Math.round(high * perUnit) : null,
    unit: perUnit,
  };
}

/**
 * Finds the lengths of time a direction step mentions, in order, for the timers of
 * preparation mode: '25 minutes', '1 hour', '1 1/2 hours', '10-15 min', '30 secs',
 * 'an hour and a half', '1 hour 30 minutes' (one timer), '1h30'. Amounts without a time
 * unit ('2 cups') and vague ones ('a few minutes', 'overnight') are not durations.
 */
export function findStepDurations(step: string): StepDuration[] {
  const text = asciiFractions(String(step ?? ''));
  const found: Found[] = [];
  const claim = (candidate: Found | null) => {
    if (candidate === null) return;
    if (found.some((f) => candidate.start < f.end && candidate.end > f.start)) return;
    found.push(candidate);
  };
  for (const m of text.matchAll(CLOCK_STYLE)) {
    const start = m.index ?? 0;
    const seconds = Number(m[1]) * 3600 + Number(m[2]) * 60;
    claim({ start, end: start + m[0].length, seconds, maxSeconds: null, unit: 3600 });
  }
  for (const m of text.matchAll(HALF_AN_HOUR)) {
    const start = m.index ?? 0;
    claim({ start, end: start + m[0].length, seconds: 1800, maxSeconds: null, unit: 3600 });
  }
  for (const m of text.matchAll(PIECE)) claim(readPiece(m));
  found.sort((a, b) => a.start - b.start);

  // '1 hour 30 minutes', '2 minutes and 30 seconds': a larger unit followed by a smaller
  // one is one length of time, not two timers.
  const merged: Found[] = [];
  for (const piece of found) {
    const previous = merged.at(-1);
    const between = previous ? text.slice(previous.end, piece.start) : '';
    if (
      previous !== undefined &&
      previous.unit > piece.unit &&
      previous.maxSeconds === null &&
      piece.maxSeconds === null &&
      /^\s*(?:,\s*)?(?:and\s+)?$/i.test(between)
    ) {
      merged[merged.length - 1] = {
        ...previous,
        end: piece.end,
        seconds: previous.seconds + piece.seconds,
        unit: piece.unit,
      };
    } else {
      merged.push(piece);
    }
  }

  return merged
    .filter((f) => f.seconds > 0 && f.seconds <= MAX_TIMER_SECONDS)
    .map((f) => ({
      text: text.slice(f.start, f.end).trim().replace(/\s+/g, ' '),
      seconds: f.seconds,
      maxSeconds: f.maxSeconds,
    }));
}

/** '25 min', '1 h 30 min', '45 s', '1 min 30 s': a timer's length in a button label. */
export function formatTimerLength(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(`${h} h`);
  if (m > 0) parts.push(`${m} min`);
  if (s > 0 || parts.length === 0) parts.push(`${s} s`);
  return parts.join(' ');
}

/** '24:59', '1:05:00': what a running timer shows. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
