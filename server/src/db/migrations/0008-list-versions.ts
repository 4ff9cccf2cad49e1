import type { Kysely } from 'kysely';
import type { DialectName } from './types.ts';

/**
 * FROZEN. Versions that writes bump, so a read can answer `304 Not Modified` from one indexed
 * lookup (issue 16, decision 012), on every instance of the server:
 * - `meal_lists.version`: what any screen of that list shows (meals, members, schedule,
 *   servings, the meals' recipes, the shopping list) changed. Bumped only through
 *   `features/lists/list-versions.ts`, inside the write's transaction.
 * - `content_versions`: one counter per named scope for reads that are not one list's (a feed
 *   page, a user's dashboard). A scope row is created by its first bump.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('meal_lists')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('content_versions')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
