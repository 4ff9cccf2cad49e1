import type { ListChange } from '@forkcast/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The PostgreSQL channel every instance LISTENs on for committed list changes. */
export const LIST_CHANGES_CHANNEL = 'forkcast_list_changes';

/** NOTIFY payloads stop at 8000 bytes: a change is ~60, so batches stay well below. */
const CHANGES_PER_NOTIFY = 100;

/**
 * Tells every instance about changes, inside the write's transaction: PostgreSQL delivers a
 * NOTIFY only when (and if) the transaction commits, so listeners never hear of a rolled-back
 * write, and hear of a committed one after its rows are visible.
 */
export async function notifyListChanges(trx: Db, changes: ListChange[]): Promise<void> {
  for (let at = 0; at < changes.length; at += CHANGES_PER_NOTIFY) {
    const batch = changes.slice(at, at + CHANGES_PER_NOTIFY);
    const payload = JSON.stringify(batch.map((c) => ({ listId: c.listId, version: c.version })));
    await sql`select pg_notify(${LIST_CHANGES_CHANNEL}, ${payload})`.execute(trx);
  }
}

/** The changes in a NOTIFY payload; anything malformed is left out. */
export function parseListChanges(payload: string): ListChange[] {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(
    (c): c is ListChange =>
      typeof c === 'object' &&
      c !== null &&
      typeof (c as ListChange).listId === 'string' &&
      Number.isSafeInteger((c as ListChange).version),
  );
}
