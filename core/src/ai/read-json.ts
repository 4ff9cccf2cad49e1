/**
 * Finds JSON inside a model's reply: in a fenced block or bare, wrapped in prose, and cut
 * short when the model ran out of tokens. Replies are untrusted text; nothing here throws.
 */

export type JsonFound<T> =
  | { kind: 'value'; value: T; repaired: boolean }
  /** JSON was read, but none of it was what the caller looks for. */
  | { kind: 'rejected' }
  /** The reply opened a JSON value that could not be read, even repaired. */
  | { kind: 'malformed' }
  | { kind: 'none' };

/** Models that think aloud (Ollama's reasoning models) put their notes in these tags. */
const THINKING = /<think(?:ing)?>[\s\S]*?(?:<\/think(?:ing)?>|$)/gi;
const FENCE = /```[a-z]*[^\S\n]*\n?([\s\S]*?)(?:```|$)/gi;
/** How many opening brackets to try before giving up on a long, JSON-less reply. */
const MAX_STARTS = 40;

/** The reply without reasoning notes; fenced blocks first, then the whole text. */
export function replySources(reply: string): string[] {
  const text = reply.replace(THINKING, '').trim();
  const blocks = [...text.matchAll(FENCE)].map((m) => (m[1] ?? '').trim()).filter(Boolean);
  return [...blocks, text];
}

type Scan = {
  /** Index just past the closing bracket, or -1 when the text ends first. */
  end: number;
  /** Commas outside strings, with the brackets open at each: where a cut-short value can end. */
  cuts: { at: number; open: string[] }[];
};

function scan(text: string, start: number): Scan | null {
  const open: string[] = [];
  const cuts: Scan['cuts'] = [];
  let inString = false;
  let escaped = false;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') open.push(ch);
    else if (ch === '}' || ch === ']') {
      const last = open.pop();
      if ((ch === '}') !== (last === '{')) return null;
      if (open.length === 0) return { end: i + 1, cuts };
    } else if (ch === ',') cuts.push({ at: i, open: [...open] });
  }
  return { end: -1, cuts };
}

/** Trailing commas ('[1, 2,]') are the commonest slip in hand-written-looking JSON. */
function loosen(json: string): string {
  return json.replace(/,(\s*[}\]])/g, '$1');
}

function parse(json: string): { ok: true; value: unknown } | { ok: false } {
  for (const attempt of [json, loosen(json)]) {
    try {
      return { ok: true, value: JSON.parse(attempt) };
    } catch {
      // try the next form
    }
  }
  return { ok: false };
}

const closerOf = (bracket: string) => (bracket === '{' ? '}' : ']');

/**
 * Reads the JSON value opening at `start`. A value cut short is repaired by dropping what
 * follows the last complete member and closing the open brackets; `cutDepth` restricts the
 * cuts to one nesting level (1: keep only whole elements of the outer array).
 */
export function readJsonAt(
  text: string,
  start: number,
  cutDepth?: number,
): { value: unknown; repaired: boolean; end: number } | null {
  const scanned = scan(text, start);
  if (!scanned) return null;
  if (scanned.end > 0) {
    const parsed = parse(text.slice(start, scanned.end));
    return parsed.ok ? { value: parsed.value, repaired: false, end: scanned.end } : null;
  }
  const cuts = scanned.cuts.filter((c) => cutDepth === undefined || c.open.length === cutDepth);
  for (const cut of cuts.reverse().slice(0, 8)) {
    const closers = cut.open.map(closerOf).reverse().join('');
    const parsed = parse(text.slice(start, cut.at) + closers);
    if (parsed.ok) return { value: parsed.value, repaired: true, end: text.length };
  }
  return null;
}

/**
 * The first JSON value in the reply that `accept` takes, trying fenced blocks before the bare
 * text and each opening bracket in turn. `accept` returns what to keep, or undefined to go on
 * looking after that value. `cutDepth` is the depth of the elements worth keeping from a
 * value cut short, counted from an array (an object wrapping that array adds one level).
 */
export function findJson<T>(
  reply: string,
  accept: (value: unknown) => T | undefined,
  cutDepth?: number,
): JsonFound<T> {
  let sawJson = false;
  let sawValue = false;
  for (const source of replySources(reply)) {
    let tries = 0;
    let i = 0;
    while (i < source.length && tries < MAX_STARTS) {
      const ch = source[i] as string;
      if (ch !== '{' && ch !== '[') {
        i += 1;
        continue;
      }
      tries += 1;
      const depth = cutDepth === undefined ? undefined : cutDepth + (ch === '{' ? 1 : 0);
      const read = readJsonAt(source, i, depth);
      if (!read) {
        // Only something that looks like JSON counts: '{"' or '[{', not '[see note]'.
        if (/^[{[]\s*["{[]/.test(source.slice(i, i + 20))) sawJson = true;
        i += 1;
        continue;
      }
      sawJson = true;
      sawValue = true;
      const kept = accept(read.value);
      if (kept !== undefined) return { kind: 'value', value: kept, repaired: read.repaired };
      i = read.end > i ? read.end : i + 1;
    }
  }
  return { kind: sawValue ? 'rejected' : sawJson ? 'malformed' : 'none' };
}
