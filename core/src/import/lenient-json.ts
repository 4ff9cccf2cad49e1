/**
 * Reads JSON as recipe sites publish it, which is not always JSON: CDATA and HTML comment
 * wrappers, `//` and block comments, trailing commas, a `;` after the object, escapes JSON
 * does not have (`\'`), raw line breaks inside strings, several objects in one block.
 * Returns every top-level value it could read, in order; never throws.
 */
export function parseLenientJson(text: string): unknown[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  try {
    return [JSON.parse(trimmed)];
  } catch {
    // Published JSON is often not quite JSON; repair it below.
  }
  const values: unknown[] = [];
  for (const piece of repairJson(trimmed)) {
    try {
      values.push(JSON.parse(piece));
    } catch {
      // One unreadable value must not hide the others.
    }
  }
  return values;
}

const VALID_ESCAPE = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);

/** What sites wrap JSON-LD in so that old parsers skip it. */
const WRAPPERS = ['<![CDATA[', ']]>', '<!--', '-->'];

/**
 * One pass over the text that keeps track of strings and nesting: inside strings it fixes
 * escapes and control characters; outside it drops comments, wrappers and trailing commas,
 * and cuts the text wherever a top-level value ends.
 */
function repairJson(text: string): string[] {
  const pieces: string[] = [];
  let out = '';
  let depth = 0;
  let inString = false;
  let i = 0;
  const flush = () => {
    if (out.trim() !== '') pieces.push(out);
    out = '';
  };
  while (i < text.length) {
    const ch = text[i] as string;
    if (inString) {
      if (ch === '\\') {
        const next = text[i + 1];
        if (next !== undefined && VALID_ESCAPE.has(next)) {
          if (next === 'u' && !/^[\da-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            out += 'u';
          } else {
            out += ch + next;
          }
        } else if (next !== undefined) {
          out += next === '\n' ? '\\n' : next;
        }
        i += 2;
        continue;
      }
      if (ch === '"') inString = false;
      const code = ch.charCodeAt(0);
      if (code < 0x20) out += code === 10 ? '\\n' : code === 9 ? '\\t' : code === 13 ? '' : ' ';
      else out += ch;
      i += 1;
      continue;
    }
    if (ch === '"') {
      inString = true;
      out += ch;
      i += 1;
      continue;
    }
    if (ch === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
      continue;
    }
    if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
      continue;
    }
    const wrapper = WRAPPERS.find((token) => text.startsWith(token, i));
    if (wrapper) {
      i += wrapper.length;
      continue;
    }
    if (ch === ',' && depth === 0) {
      i += 1;
      continue;
    }
    if (ch === ',') {
      const rest = /^\s*([\]}]|$)/.exec(text.slice(i + 1, i + 200));
      if (rest) {
        i += 1;
        continue;
      }
    }
    if (ch === ';' && depth === 0) {
      flush();
      i += 1;
      continue;
    }
    if (ch === '{' || ch === '[') depth += 1;
    if (ch === '}' || ch === ']') depth = Math.max(0, depth - 1);
    out += ch;
    i += 1;
    if (depth === 0 && (ch === '}' || ch === ']')) flush();
  }
  flush();
  return pieces;
}
