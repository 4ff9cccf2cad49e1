import type { Kysely } from 'kysely';
import type { DialectName } from './types.ts';

/**
 * FROZEN. Fixed-window counters behind every per-user and per-address limit (URL import, AI
 * generation, reset emails...). In the database, not in memory, so that several instances
 * behind a load balancer count together.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'bigint', (c) => c.notNull())
    .execute();
}
