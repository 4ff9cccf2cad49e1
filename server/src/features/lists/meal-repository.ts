import type {
  Ingredient,
  IngredientInput,
  ListMealCard,
  Meal,
  MealIngredient,
  ShoppingIngredient,
} from '@forkcast/core';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import type { Db, DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type ProfileColumns, toUserRef } from './list-repository.ts';

/** A meal to insert, as the service builds it (the repository names the columns). */
export type NewMeal = {
  id: string;
  name: string;
  description: string;
  servings: number;
  source: string;
  userId: string;
  imageUrl: string | null;
  cookTimeMinutes: number;
  fridgeLifeDays: number;
  directions: string[];
  createdAt: string;
};

/** The columns of a meal card: everything of the meal but its recipe (ingredients, steps). */
const cardColumns = [
  'm.id',
  'm.name',
  'm.description',
  'm.servings',
  'm.source',
  'm.user_id',
  'm.image_url',
  'm.cook_time_minutes',
  'm.fridge_life_days',
  'm.created_at',
  'p.username',
  'p.full_name',
  'p.avatar_url',
] as const;

/** Directions are stored as a JSON array; anything else reads as no steps rather than a 500. */
function parseDirections(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** A whole meal: its card and its steps (the ingredients are read on their own). */
const mealColumns = [...cardColumns, 'm.directions'] as const;

/** The meal columns above, as the schema types them, with the creator's profile. */
type MealRow = Omit<Selectable<Database['meals']>, 'updated_at'> & ProfileColumns;

function toMeal(row: MealRow, ingredients: MealIngredient[]): Meal {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    originalServings: Number(row.servings),
    source: row.source,
    imageUrl: row.image_url,
    cookTimeMinutes: Number(row.cook_time_minutes),
    fridgeLifeDays: Number(row.fridge_life_days),
    directions: parseDirections(row.directions),
    ingredients,
    creator: toUserRef(row.user_id, row),
    createdAt: row.created_at,
  };
}

/**
 * A user's own meals: those they created, those in a list they belong to, and the recipes
 * they saved (a saved recipe stays theirs to cook even after its post is gone).
 */
function reachableBy(
  eb: ExpressionBuilder<Database & { m: Database['meals'] }, 'm'>,
  userId: string,
) {
  return eb.or([
    eb('m.user_id', '=', userId),
    eb.exists(
      eb
        .selectFrom('meal_list_items as i')
        .innerJoin('meal_list_members as mm', 'mm.meal_list_id', 'i.meal_list_id')
        .select(sql`1`.as('one'))
        .whereRef('i.meal_id', '=', 'm.id')
        .where('mm.user_id', '=', userId),
    ),
    eb.exists(
      eb
        .selectFrom('recipe_saves as s')
        .select(sql`1`.as('one'))
        .whereRef('s.recipe_id', '=', 'm.id')
        .where('s.user_id', '=', userId),
    ),
  ]);
}

/**
 * A meal's ingredients as one JSON array column, in their order: the database builds it, so a
 * list of 50 meals is one query and 50 rows instead of 800 rows turned into objects here.
 */
function ingredientsJson(dialect: DialectName) {
  return dialect === 'postgres'
    ? sql<unknown>`(select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'quantity', g.quantity, 'unit', g.unit, 'originalLine', g.original_line) order by g.position), '[]'::json) from ingredients g where g.meal_id = m.id)`
    : sql<unknown>`(select coalesce(json_group_array(json_object('id', g.id, 'name', g.name, 'quantity', g.quantity, 'unit', g.unit, 'originalLine', g.original_line)), '[]') from (select id, name, quantity, unit, original_line from ingredients where meal_id = m.id order by position) g)`;
}

/** SQLite answers JSON as text, PostgreSQL as parsed values. */
function readIngredients(value: unknown): MealIngredient[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(list)) return [];
  return list.map(
    (i: {
      id: string;
      name: string;
      quantity: number | string;
      unit: string;
      originalLine?: string | null;
    }) => ({
      id: i.id,
      name: i.name,
      quantity: Number(i.quantity),
      unit: i.unit,
      originalLine: i.originalLine ?? null,
    }),
  );
}

/** What an ingredient row says, to find its original line again after an edit. */
export function ingredientLineKey(name: string, quantity: number, unit: string): string {
  return `${name}\u0000${quantity}\u0000${unit}`;
}

/** The only place that reads and writes meals and ingredients. */
export function createMealRepository(db: Db, dialect: DialectName) {
  /** Ingredients of many meals in one query, in each meal's order, with their lines. */
  async function ingredientRowsOf(
    mealIds: string[],
    on: Db,
  ): Promise<Map<string, MealIngredient[]>> {
    const byMeal = new Map<string, MealIngredient[]>(mealIds.map((id) => [id, []]));
    if (mealIds.length === 0) return byMeal;
    const rows = await on
      .selectFrom('ingredients')
      .select(['id', 'meal_id', 'name', 'quantity', 'unit', 'original_line'])
      .where('meal_id', 'in', mealIds)
      .orderBy('meal_id')
      .orderBy('position')
      .execute();
    for (const row of rows) {
      byMeal.get(row.meal_id)?.push({
        id: row.id,
        name: row.name,
        quantity: Number(row.quantity),
        unit: row.unit,
        originalLine: row.original_line,
      });
    }
    return byMeal;
  }

  /** Ingredients of many meals in one query, in each meal's order. */
  async function ingredientsOf(mealIds: string[], on: Db = db): Promise<Map<string, Ingredient[]>> {
    const byMeal = await ingredientRowsOf(mealIds, on);
    const out = new Map<string, Ingredient[]>();
    for (const [mealId, rows] of byMeal) {
      out.set(
        mealId,
        rows.map(({ id, name, quantity, unit }) => ({ id, name, quantity, unit })),
      );
    }
    return out;
  }

  /**
   * The same with the line each was read from (null when typed in or changed since): what
   * nutrition weighs, since the line keeps the sizes and notes the name lost.
   */
  function ingredientsWithLinesOf(mealIds: string[]): Promise<Map<string, MealIngredient[]>> {
    return ingredientRowsOf(mealIds, db);
  }

  return {
    ingredientsOf,
    ingredientsWithLinesOf,

    async insertMeals(trx: Db, meals: NewMeal[]): Promise<void> {
      if (meals.length === 0) return;
      await trx
        .insertInto('meals')
        .values(
          meals.map((m) => ({
            id: m.id,
            name: m.name,
            description: m.description,
            servings: m.servings,
            source: m.source,
            user_id: m.userId,
            image_url: m.imageUrl,
            cook_time_minutes: m.cookTimeMinutes,
            fridge_life_days: m.fridgeLifeDays,
            directions: JSON.stringify(m.directions),
            created_at: m.createdAt,
            updated_at: m.createdAt,
          })),
        )
        .execute();
    },

    async insertIngredients(
      trx: Db,
      rows: (IngredientInput & { id: string; mealId: string; position: number })[],
    ): Promise<void> {
      // Chunked: SQLite caps the bound values of one statement.
      for (let i = 0; i < rows.length; i += 500) {
        await trx
          .insertInto('ingredients')
          .values(
            rows.slice(i, i + 500).map((r) => ({
              id: r.id,
              meal_id: r.mealId,
              name: r.name,
              quantity: r.quantity,
              unit: r.unit,
              position: r.position,
              original_line: r.originalLine ?? null,
            })),
          )
          .execute();
      }
    },

    async findServingsOf(trx: Db, mealIds: string[]) {
      if (mealIds.length === 0) return [];
      const rows = await trx
        .selectFrom('meals')
        .select(['id', 'servings'])
        .where('id', 'in', mealIds)
        .execute();
      return rows.map((r) => ({ id: r.id, servings: Number(r.servings) }));
    },

    /**
     * The original lines of a meal's ingredients by what was read from them, so a saved
     * ingredient list keeps the line of every ingredient the cook did not change.
     */
    async findOriginalLinesOf(trx: Db, mealId: string): Promise<Map<string, string>> {
      const rows = await trx
        .selectFrom('ingredients')
        .select(['name', 'quantity', 'unit', 'original_line'])
        .where('meal_id', '=', mealId)
        .where('original_line', 'is not', null)
        .execute();
      return new Map(
        rows.map((r) => [
          ingredientLineKey(r.name, Number(r.quantity), r.unit),
          r.original_line ?? '',
        ]),
      );
    },

    async deleteIngredientsOf(trx: Db, mealId: string): Promise<void> {
      await trx.deleteFrom('ingredients').where('meal_id', '=', mealId).execute();
    },

    async updateDirections(
      trx: Db,
      mealId: string,
      directions: string[],
      at: string,
    ): Promise<void> {
      await trx
        .updateTable('meals')
        .set({ directions: JSON.stringify(directions), updated_at: at })
        .where('id', '=', mealId)
        .execute();
    },

    async touch(trx: Db, mealId: string, at: string): Promise<void> {
      await trx.updateTable('meals').set({ updated_at: at }).where('id', '=', mealId).execute();
    },

    /**
     * Whether the meal is attached to a post, which makes it readable by every signed-in user.
     * Meal visibility is the meals feature's rule, so it reads the posts table itself.
     */
    async isMealShared(mealId: string) {
      const row = await db
        .selectFrom('posts')
        .select('id')
        .where('meal_id', '=', mealId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Who created the meal (undefined: no such meal), without reading the rest of it. */
    async findCreatorId(mealId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('meals')
        .select('user_id')
        .where('id', '=', mealId)
        .executeTakeFirst();
      return row?.user_id;
    },

    /** A meal with its creator and ingredients: one query. */
    async findMeal(mealId: string): Promise<Meal | undefined> {
      const row = await db
        .selectFrom('meals as m')
        .leftJoin('profiles as p', 'p.id', 'm.user_id')
        .select([...mealColumns, ingredientsJson(dialect).as('ingredients_json')])
        .where('m.id', '=', mealId)
        .executeTakeFirst();
      if (!row) return undefined;
      return toMeal(row, readIngredients(row.ingredients_json));
    },

    /**
     * The list screen's cards: every meal of the list with its place there, oldest first, and
     * none of the recipes (the Meals tab shows none). One query, whatever the size.
     */
    /** The picture of the list's first card, in the cards' order; null when it has none. */
    async findFirstCardPicture(listId: string): Promise<string | null> {
      const row = await db
        .selectFrom('meal_list_items as i')
        .innerJoin('meals as m', 'm.id', 'i.meal_id')
        .select('m.image_url')
        .where('i.meal_list_id', '=', listId)
        .orderBy('i.created_at')
        .orderBy('i.id')
        .limit(1)
        .executeTakeFirst();
      return row?.image_url ?? null;
    },

    async findListCards(listId: string): Promise<ListMealCard[]> {
      const rows = await db
        .selectFrom('meal_list_items as i')
        .innerJoin('meals as m', 'm.id', 'i.meal_id')
        .leftJoin('profiles as p', 'p.id', 'm.user_id')
        .select([
          ...cardColumns,
          'i.id as item_id',
          'i.servings as item_servings',
          'i.scheduled_day',
          'i.scheduled_type',
        ])
        .where('i.meal_list_id', '=', listId)
        .orderBy('i.created_at')
        .orderBy('i.id')
        .execute();
      return rows.map((row) => {
        const {
          directions: _steps,
          ingredients: _recipe,
          ...card
        } = toMeal({ ...row, directions: '[]' }, []);
        return {
          ...card,
          itemId: row.item_id,
          servings: Number(row.item_servings),
          scheduledDay: row.scheduled_day ?? null,
          scheduledType: row.scheduled_type ?? null,
        };
      });
    },

    /**
     * The ingredients of every meal of a list, in each meal's order, as the shopping list adds
     * them up (no ids, decision 058): one query, by meal.
     */
    async findListIngredients(listId: string): Promise<Map<string, ShoppingIngredient[]>> {
      const rows = await db
        .selectFrom('meal_list_items as i')
        .innerJoin('ingredients as g', 'g.meal_id', 'i.meal_id')
        .select(['g.meal_id', 'g.name', 'g.quantity', 'g.unit'])
        .where('i.meal_list_id', '=', listId)
        .orderBy('g.meal_id')
        .orderBy('g.position')
        .execute();
      const byMeal = new Map<string, ShoppingIngredient[]>();
      for (const row of rows) {
        const list = byMeal.get(row.meal_id) ?? [];
        list.push({ name: row.name, quantity: Number(row.quantity), unit: row.unit });
        byMeal.set(row.meal_id, list);
      }
      return byMeal;
    },

    /**
     * Meals of a list with their recipes and their place there, oldest first: one query.
     * With `mealIds`, only those (the meals just added, without reading the whole list).
     */
    async findListMeals(listId: string, mealIds?: string[]) {
      const rows = await db
        .selectFrom('meal_list_items as i')
        .innerJoin('meals as m', 'm.id', 'i.meal_id')
        .leftJoin('profiles as p', 'p.id', 'm.user_id')
        .select([
          ...mealColumns,
          'i.id as item_id',
          'i.servings as item_servings',
          'i.scheduled_day',
          'i.scheduled_type',
          ingredientsJson(dialect).as('ingredients_json'),
        ])
        .where('i.meal_list_id', '=', listId)
        .$if(mealIds !== undefined, (q) => q.where('i.meal_id', 'in', mealIds as string[]))
        .orderBy('i.created_at')
        .orderBy('i.id')
        .execute();
      return rows.map((row) => ({
        ...toMeal(row, readIngredients(row.ingredients_json)),
        itemId: row.item_id,
        servings: Number(row.item_servings),
        scheduledDay: row.scheduled_day ?? null,
        scheduledType: row.scheduled_type ?? null,
      }));
    },

    /**
     * The places of a meal in the lists a user belongs to, oldest list first (the 'any' view
     * and the meal picker's labels read them).
     */
    async findPlacesInListsOf(userId: string, mealIds: string[]) {
      if (mealIds.length === 0) return [];
      const rows = await db
        .selectFrom('meal_list_items as i')
        .innerJoin('meal_list_members as mm', 'mm.meal_list_id', 'i.meal_list_id')
        .innerJoin('meal_lists as l', 'l.id', 'i.meal_list_id')
        .select([
          'i.meal_id',
          'l.id as list_id',
          'l.name as list_name',
          'i.servings',
          'i.scheduled_day',
          'i.scheduled_type',
        ])
        .where('mm.user_id', '=', userId)
        .where('i.meal_id', 'in', mealIds)
        .orderBy('l.created_at')
        .orderBy('l.id')
        .execute();
      return rows.map((r) => ({
        mealId: r.meal_id,
        listId: r.list_id,
        listName: r.list_name,
        servings: Number(r.servings),
        scheduledDay: r.scheduled_day ?? null,
        scheduledType: r.scheduled_type ?? null,
      }));
    },

    /** Which of these meals the user may put in a list (see reachableBy). */
    async findMealIdsReachableBy(userId: string, mealIds: string[]): Promise<Set<string>> {
      if (mealIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('meals as m')
        .select('m.id')
        .where('m.id', 'in', mealIds)
        .where((eb) => reachableBy(eb, userId))
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /**
     * The meals a user can add to a list (see reachableBy), newest first, with ingredient
     * counts; with `search`, those whose name holds it in any case. One query (the lists
     * holding them come separately).
     */
    async findChoicesOf(userId: string, limit: number, search = '') {
      // The words as typed: '%', '_' and '\\' match themselves, not a pattern.
      const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const foldedName =
        dialect === 'sqlite'
          ? sql`fold_case(${sql.ref('m.name')})`
          : sql`lower(${sql.ref('m.name')})`;
      const rows = await db
        .selectFrom('meals as m')
        .select((eb) => [
          'm.id',
          'm.name',
          'm.description',
          'm.image_url',
          'm.user_id',
          eb
            .selectFrom('ingredients as g')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('g.meal_id', '=', 'm.id')
            .as('ingredient_count'),
        ])
        .where((eb) => reachableBy(eb, userId))
        .$if(search !== '', (q) => q.where(sql<boolean>`${foldedName} like ${pattern} escape '\\'`))
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        imageUrl: r.image_url,
        ingredientCount: Number(r.ingredient_count ?? 0),
        isOwn: r.user_id === userId,
      }));
    },
  };
}

export type MealRepository = ReturnType<typeof createMealRepository>;
