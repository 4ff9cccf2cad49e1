import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, DialectName } from './database.ts';
import { prepareQuery } from './prepared.ts';

/**
 * A mark that moves whenever anything at all is written to the database, read in one cheap
 * statement: for reads whose answer depends on many tables (a feed page shows posts, their
 * authors, meals, counts and the reader's likes) and so has no version of its own.
 *
 * SQLite only. There the database is one file that this server writes through one
 * connection: `total_changes()` moves with every row this connection inserts, updates or
 * deletes, and `data_version` with every commit of any other connection (a script, a restore),
 * so no writer can be missed. A process-wide nonce keeps marks from another run of the server
 * (the counters start again) from ever being taken for current ones. PostgreSQL offers no such
 * counter without a round trip that costs what the reads cost: there is no mark (undefined).
 *
 * The mark must be read before the data it stands for: a write between the two then leaves
 * newer data under an older mark, which is only ever a miss, never a stale answer.
 */
export function createChangeMark(
  db: Db,
  dialect: DialectName,
): (() => Promise<string>) | undefined {
  if (dialect !== 'sqlite') return undefined;
  const run = randomBytes(6).toString('base64url');
  const counters = prepareQuery(db, [], (db) =>
    db.selectNoFrom([
      sql<number>`total_changes()`.as('changes'),
      sql<number>`(select data_version from pragma_data_version())`.as('version'),
    ]),
  );
  return async () => {
    const [row] = await counters.run({});
    return `${run}-${row?.changes}-${row?.version}`;
  };
}
