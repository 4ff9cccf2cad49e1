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
  return parsed.data;
}
