import type { Kysely } from 'kysely';
import type { DialectName } from './types.ts';

/**
 * FROZEN. The ingredient line as the recipe wrote it (issue 19): "1 (14 oz) can tomatoes,
 * drained" is kept beside the name, amount and unit our parser read from it, so an import
 * loses nothing the parser did not understand, and an export gives back the cook's own words.
 * Null for ingredients typed into the form field by field.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('ingredients').addColumn('original_line', 'text').execute();
}
