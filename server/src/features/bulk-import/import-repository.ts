import type { ImportJob, ImportProblem, ImportStatus } from '@forkcast/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type NewImportRow = {
  id: string;
  userId: string;
  listId: string | null;
  fileName: string;
  format: string;
  total: number;
  at: string;
};

/** The job rows of bulk imports (migration 0010). */
export function createImportRepository(db: Db) {
  const toJob = (row: {
    id: string;
    status: ImportStatus;
    total: number;
    done: number;
    skipped: number;
    failed: number;
    meal_list_id: string | null;
    file_name: string;
    format: string;
    problems: string;
  }): ImportJob => ({
    id: row.id,
    status: row.status,
    total: row.total,
    done: row.done,
    skipped: row.skipped,
    failed: row.failed,
    listId: row.meal_list_id,
    fileName: row.file_name,
    format: row.format,
    problems: JSON.parse(row.problems) as ImportProblem[],
  });

  return {
    async insert(row: NewImportRow): Promise<void> {
      await db
        .insertInto('recipe_imports')
        .values({
          id: row.id,
          user_id: row.userId,
          meal_list_id: row.listId,
          file_name: row.fileName,
          format: row.format,
          status: 'queued',
          total: row.total,
          created_at: row.at,
          updated_at: row.at,
        })
        .execute();
    },

    async find(id: string, userId: string): Promise<ImportJob | undefined> {
      const row = await db
        .selectFrom('recipe_imports')
        .select([
          'id',
          'status',
          'total',
          'done',
          'skipped',
          'failed',
          'meal_list_id',
          'file_name',
          'format',
          'problems',
        ])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? toJob(row) : undefined;
    },

    /** The user's most recent import, for the Settings screen coming back to it. */
    /** Whether the cook has a job queued or running that made progress since `since`. */
    async hasActiveSince(userId: string, since: string): Promise<boolean> {
      const row = await db
        .selectFrom('recipe_imports')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', 'in', ['queued', 'running'])
        .where('updated_at', '>', since)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async findLatest(userId: string): Promise<ImportJob | undefined> {
      const row = await db
        .selectFrom('recipe_imports')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? this.find(row.id, userId) : undefined;
    },

    async setList(id: string, listId: string): Promise<void> {
      await db
        .updateTable('recipe_imports')
        .set({ meal_list_id: listId })
        .where('id', '=', id)
        .execute();
    },

    async isCancelRequested(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('recipe_imports')
        .select('cancel_requested')
        .where('id', '=', id)
        .executeTakeFirst();
      return !row || row.cancel_requested === 1;
    },

    async requestCancel(id: string, userId: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('recipe_imports')
        .set({ cancel_requested: 1, updated_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Progress after each batch: the counts, and the batch's problems appended to those saved
     * (a 5,000-recipe file with many duplicates would otherwise send its whole list each time).
     */
    async saveProgress(
      id: string,
      progress: { status: ImportStatus; done: number; skipped: number; failed: number },
      newProblems: ImportProblem[],
      at: string,
    ): Promise<void> {
      await db
        .updateTable('recipe_imports')
        .set({
          status: progress.status,
          done: progress.done,
          skipped: progress.skipped,
          failed: progress.failed,
          problems: appendProblems(newProblems),
          updated_at: at,
        })
        .where('id', '=', id)
        .execute();
    },

    /** The worker's sign of life while a batch takes long (address lists wait on sites). */
    async touch(id: string, at: string): Promise<void> {
      await db
        .updateTable('recipe_imports')
        .set({ updated_at: at })
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'running'])
        .execute();
    },

    /**
     * Jobs still queued or running: all of them, or those (of one cook) without a sign of life
     * since `before`.
     */
    async findUnfinished(filter: { before?: string; userId?: string } = {}) {
      let query = db
        .selectFrom('recipe_imports')
        .select(['id', 'done'])
        .where('status', 'in', ['queued', 'running']);
      if (filter.before) query = query.where('updated_at', '<', filter.before);
      if (filter.userId) query = query.where('user_id', '=', filter.userId);
      return await query.execute();
    },

    /** Fails a job that its server left unfinished, unless it finished meanwhile. */
    async markInterrupted(id: string, problem: ImportProblem, at: string): Promise<void> {
      await db
        .updateTable('recipe_imports')
        .set({ status: 'failed', problems: appendProblems([problem]), updated_at: at })
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'running'])
        .execute();
    },

    /**
     * What the user already has, for duplicates: the source addresses and the name with the
     * ingredient names of every meal they created.
     */
    async findRecipeKeysOf(userId: string): Promise<{ sources: string[]; recipes: string[] }> {
      const rows = await db
        .selectFrom('meals')
        .leftJoin('ingredients', 'ingredients.meal_id', 'meals.id')
        .select(['meals.id', 'meals.name', 'meals.source', 'ingredients.name as ingredient'])
        .where('meals.user_id', '=', userId)
        .execute();
      const meals = new Map<string, { name: string; source: string; ingredients: string[] }>();
      for (const row of rows) {
        const meal = meals.get(row.id) ?? { name: row.name, source: row.source, ingredients: [] };
        if (row.ingredient) meal.ingredients.push(row.ingredient);
        meals.set(row.id, meal);
      }
      return {
        sources: [...meals.values()].map((m) => m.source).filter((s) => /^https?:/.test(s)),
        recipes: [...meals.values()].map((m) => recipeKey(m.name, m.ingredients)),
      };
    },
  };
}

/**
 * `problems` with more appended: the saved JSON array's closing bracket replaced by the new
 * items, in the database, so the saved ones are neither read nor sent again.
 */
function appendProblems(items: ImportProblem[]) {
  if (items.length === 0) return sql<string>`problems`;
  const more = JSON.stringify(items);
  return sql<string>`case when problems = '[]' then cast(${more} as text) else substr(problems, 1, length(problems) - 1) || ',' || substr(cast(${more} as text), 2) end`;
}

/** Same name and the same ingredient names (in any order, any case) is the same recipe. */
export function recipeKey(name: string, ingredientNames: string[]): string {
  const fold = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
  return `${fold(name)}|${ingredientNames.map(fold).sort().join('|')}`;
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
