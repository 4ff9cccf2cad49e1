import { AppError, firstIssueMessage, type Schema } from '@forkcast/core';
import type { Context } from 'hono';

/** Reads and validates a JSON body: malformed JSON and invalid fields both become clear 400s. */
export async function readJson<T>(c: Context, schema: Schema<T>): Promise<T> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('bad_request', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError('validation_failed', firstIssueMessage(parsed.error));
  // Checked after the schema, which cleans text fields and words its own refusals: a NUL
  // left in an id, key or token is refused here, because PostgreSQL cannot take it (a 500).
  if (containsNul(parsed.data)) {
    throw new AppError(
      'validation_failed',
      'The request contains a character that is not allowed.',
    );
  }
  return parsed.data;
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((v) => containsNul(v, depth + 1));
}
