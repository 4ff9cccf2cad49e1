import { type Kysely, sql } from 'kysely';
import type { DialectName } from './types.ts';

/**
 * FROZEN. An index of the scheduled meals of each list (partial: only rows with a day). The
 * dashboard counts each list's scheduled meals on every read; without it that count read
 * every item row of the list (the unique (list, meal) index does not hold the day), 605 rows
 * for the bench's family, and the dashboard was the one read under half of /api/health.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createIndex('meal_list_items_scheduled_idx')
    .on('meal_list_items')
    .column('meal_list_id')
    .where(sql<boolean>`scheduled_day is not null`)
    .execute();
}
