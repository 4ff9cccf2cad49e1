import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from './types.ts';

/**
 * FROZEN. Account security (issue 13, decision 006):
 * - reset links issued before were stored with their token in plain text; they are rewritten
 *   as `reset-password-sha256:<base64url SHA-256 of the old identifier>`, the form the server
 *   stores and looks up since, so links already emailed keep working for their hour;
 * - the sign-in failure counts moved to `rate_limits`; their old table goes.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  const plain = await sql<{ id: string; identifier: string }>`
    select id, identifier from verification where identifier like 'reset-password:%'
  `.execute(db);
  for (const row of plain.rows) {
    const digest = createHash('sha256').update(row.identifier).digest('base64url');
    await sql`update verification set identifier = ${`reset-password-sha256:${digest}`} where id = ${row.id}`.execute(
      db,
    );
  }
  await db.schema.dropTable('auth_throttle').ifExists().execute();
}
