import * as z from 'zod/mini';

/**
 * C0 and C1 control characters (tab and line breaks excepted) and the Unicode bidirectional
 * overrides and isolates, which can make a name read differently from what it is.
 */
const UNSAFE_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** Removes the characters above; pasted recipes carry them by accident, not on purpose. */
export function stripUnsafeCharacters(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, '');
}

/** Whether the text holds a character that a name must never carry. */
export function hasUnsafeCharacters(text: string): boolean {
  UNSAFE_CHARACTERS.lastIndex = 0;
  const found = UNSAFE_CHARACTERS.test(text);
  UNSAFE_CHARACTERS.lastIndex = 0;
  return found;
}

/** One line of text: unsafe characters dropped, runs of white space folded, ends trimmed. */
export function cleanLine(text: string): string {
  return stripUnsafeCharacters(text).replace(/\s+/g, ' ').trim();
}

/** Several lines of text: unsafe characters dropped, line breaks kept, ends trimmed. */
export function cleanText(text: string): string {
  return stripUnsafeCharacters(text)
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .trim();
}

/**
 * A required single-line text field: cleaned, then non-empty (`required` message) and at most
 * `max` characters.
 */
export function requiredLine(max: number, required: string, tooLong: string) {
  return z.pipe(
    z.string({ error: required }).check(z.overwrite(cleanLine)),
    z.string().check(z.minLength(1, required), z.maxLength(max, tooLong)),
  );
}

/** An optional single-line text field; missing or null become ''. */
export function optionalLine(max: number, tooLong: string) {
  return z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string())),
      z.transform((v) => cleanLine(v ?? '')),
    ),
    z.string().check(z.maxLength(max, tooLong)),
  );
}

/** An optional multi-line text field; missing or null become ''. */
export function optionalText(max: number, tooLong: string) {
  return z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string())),
      z.transform((v) => cleanText(v ?? '')),
    ),
    z.string().check(z.maxLength(max, tooLong)),
  );
}
