import type { Kysely } from 'kysely';
import type { DialectName } from './types.ts';

/**
 * FROZEN. Bulk imports and personal API tokens (issue 19, decision 017).
 * - `recipe_imports`: one row per uploaded file. The worker runs in the process that took the
 *   upload, but its progress lives here, so any instance answers `GET /api/imports/{id}` and a
 *   reloaded page finds its job again; `cancel_requested` is how a DELETE that reached another
 *   instance tells the worker to stop after the current recipe. `problems` is a JSON array of
 *   `{ recipe, reason }`.
 * - `api_tokens`: only the SHA-256 of a token is kept; the token itself is shown once.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('recipe_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    // Null until the first recipe is written when the job makes a new list: a file whose
    // recipes are all skipped leaves no empty list behind.
    .addColumn('meal_list_id', 'text', (c) => c.references('meal_lists.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('problems', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recipe_imports_user_idx')
    .on('recipe_imports')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_user_idx').on('api_tokens').column('user_id').execute();
}
