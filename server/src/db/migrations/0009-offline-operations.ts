import type { Kysely } from 'kysely';
import type { DialectName } from './types.ts';

/**
 * FROZEN. Offline changes (decision record 014).
 *
 * - `shopping_operations`: every operation id a cook's device sent and what it answered, so a
 *   replay after a lost answer is applied at most once and answers the same.
 * - `checked_stamp` / `edit_stamp` on entries: when the cook made the change that holds (ISO
 *   time, then '#' and the operation id as a tie-break), so the later change wins whatever
 *   order the changes arrive in. Null for changes made before this migration (oldest).
 * - `shopping_scope_resets`: the stamp of the last 'Untick all' of a checklist, so a tick made
 *   before it but arriving after it stays unticked, also on lines that had no row yet.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('shopping_operations')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('op_id', 'text', (c) => c.notNull())
    .addColumn('meal_list_id', 'text', (c) =>
      c.notNull().references('meal_lists.id').onDelete('cascade'),
    )
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('shopping_operations_pk', ['user_id', 'op_id'])
    .execute();
  // Old operations are pruned by age.
  await db.schema
    .createIndex('shopping_operations_applied_at_idx')
    .on('shopping_operations')
    .column('applied_at')
    .execute();

  await db.schema.alterTable('shopping_list_entries').addColumn('checked_stamp', 'text').execute();
  await db.schema.alterTable('shopping_list_entries').addColumn('edit_stamp', 'text').execute();

  await db.schema
    .createTable('shopping_scope_resets')
    .addColumn('meal_list_id', 'text', (c) =>
      c.notNull().references('meal_lists.id').onDelete('cascade'),
    )
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('stamp', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('shopping_scope_resets_pk', ['meal_list_id', 'scope'])
    .execute();
}
