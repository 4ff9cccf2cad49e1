import type { Kysely } from 'kysely';
import type { DialectName } from './types.ts';

/**
 * FROZEN. Nutrition from real food data (issue 20):
 * - `meal_ingredient_foods`: the food a cook chose for one of a meal's ingredients. Keyed by
 *   the ingredient's name key rather than its row id, because saving the ingredient list
 *   replaces every row: the choice must survive an edit of another line.
 * - `meal_lists.people_eating`: how many people the list feeds, for the schedule's daily
 *   totals per person; null means the list's members count.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('meal_ingredient_foods')
    .addColumn('meal_id', 'text', (c) => c.notNull().references('meals.id').onDelete('cascade'))
    .addColumn('ingredient_key', 'text', (c) => c.notNull())
    .addColumn('food_id', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('meal_ingredient_foods_pk', ['meal_id', 'ingredient_key'])
    .execute();
  await db.schema.alterTable('meal_lists').addColumn('people_eating', 'integer').execute();
}
