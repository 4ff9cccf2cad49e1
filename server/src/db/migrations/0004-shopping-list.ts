import { type Kysely, sql } from 'kysely';
import type { DialectName } from './types.ts';

/**
 * FROZEN. The shared shopping list of a meal list: what members did to it, not the lines
 * themselves (those are derived from the list's meals). A row is either the state of a
 * derived line (`line_key` set: a tick, and a manual edit in name/quantity/unit) or an item a
 * member added (`line_key` null, name required). `scope` is the checklist on the screen:
 * 'all' or a meal id. One row per line and scope, so a tick is a single upsert and two
 * members ticking at once never overwrite each other's lines.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('shopping_list_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('meal_list_id', 'text', (c) =>
      c.notNull().references('meal_lists.id').onDelete('cascade'),
    )
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('line_key', 'text')
    // 0 or 1 on both databases, so the rows read the same everywhere.
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0).check(sql`checked in (0, 1)`))
    .addColumn('name', 'text')
    .addColumn('quantity', 'real')
    .addColumn('unit', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'shopping_list_entries_item_named',
      sql`line_key is not null or name is not null`,
    )
    // Added items have no key; both databases let null keys repeat in a unique index.
    .addUniqueConstraint('shopping_list_entries_line_uq', ['meal_list_id', 'scope', 'line_key'])
    .execute();
}
