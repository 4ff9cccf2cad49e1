import { AppError } from '@forkcast/core';

/**
 * Where the next page starts: the sort value and id of the last row shown. Opaque to clients
 * (base64url JSON), so that the sort can change without changing the API.
 */
export type Cursor = { value: string | number; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id]), 'utf8').toString('base64url');
}

/** Reads a cursor from the query string; a damaged one is a clear 400, never a 500. */
export function decodeCursor(raw: string | undefined, kind: 'number' | 'string'): Cursor | null {
  if (raw === undefined || raw === '') return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [value, id] = parsed;
      const valueOk = kind === 'number' ? Number.isFinite(value) : typeof value === 'string';
      if (valueOk && typeof id === 'string' && id.length <= 64) return { value, id };
    }
  } catch {
    // Falls through to the error below.
  }
  throw new AppError('bad_request', 'That page link is not valid. Please reload and try again.');
}

/** Cuts one extra row off a page query's answer and turns the last row kept into the cursor. */
export function toPage<T>(
  rows: T[],
  pageSize: number,
  cursorOf: (row: T) => Cursor,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, pageSize);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor: rows.length > pageSize && last ? encodeCursor(cursorOf(last)) : null,
  };
}
