import type { Kysely } from 'kysely';
import type { DialectName } from './types.ts';

/**
 * FROZEN. Drops `content_versions` (migration 0008), which nothing ever wrote or read
 * (decision record 020: the feed is not conditional, and why).
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.dropTable('content_versions').ifExists().execute();
}
