import type { Kysely } from 'kysely';
import type { DialectName } from './types.ts';

/**
 * FROZEN. `removed_list_items`: a meal's place in a list as it was when someone took it off,
 * kept for a short while so Undo puts it back as it was (its place in the row, servings and
 * schedule) and so a member may put back a meal another cook added, which they could not add
 * again themselves. One row per list and meal; the list's or the meal's deletion takes it too.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('removed_list_items')
    .addColumn('meal_list_id', 'text', (c) =>
      c.notNull().references('meal_lists.id').onDelete('cascade'),
    )
    .addColumn('meal_id', 'text', (c) => c.notNull().references('meals.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('servings', 'real', (c) => c.notNull())
    .addColumn('scheduled_day', 'integer')
    .addColumn('scheduled_type', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('removed_list_items_pk', ['meal_list_id', 'meal_id'])
    .execute();
}
