import type { Db } from '../../db/database.ts';

/**
 * What nutrition reads besides ingredients (the meals feature's, passed to the service):
 * meals' recipe servings and creators, chosen foods, a list's plan and people eating.
 */
export function createNutritionRepository(db: Db) {
  /** Chosen foods of many meals in one query: meal id -> ingredient key -> food id. */
  async function choicesOf(mealIds: string[]): Promise<Map<string, Map<string, string>>> {
    const byMeal = new Map<string, Map<string, string>>();
    if (mealIds.length === 0) return byMeal;
    const rows = await db
      .selectFrom('meal_ingredient_foods')
      .select(['meal_id', 'ingredient_key', 'food_id'])
      .where('meal_id', 'in', mealIds)
      .execute();
    for (const row of rows) {
      const choices = byMeal.get(row.meal_id) ?? new Map<string, string>();
      choices.set(row.ingredient_key, row.food_id);
      byMeal.set(row.meal_id, choices);
    }
    return byMeal;
  }

  return {
    choicesOf,

    async findMeal(mealId: string) {
      const row = await db
        .selectFrom('meals')
        .select(['id', 'user_id', 'servings'])
        .where('id', '=', mealId)
        .executeTakeFirst();
      return row ? { id: row.id, creatorId: row.user_id, servings: Number(row.servings) } : null;
    },

    async findIngredient(mealId: string, ingredientId: string) {
      return db
        .selectFrom('ingredients')
        .select(['id', 'name'])
        .where('meal_id', '=', mealId)
        .where('id', '=', ingredientId)
        .executeTakeFirst();
    },

    async saveChoice(trx: Db, mealId: string, ingredientKey: string, foodId: string, at: string) {
      await trx
        .insertInto('meal_ingredient_foods')
        .values({ meal_id: mealId, ingredient_key: ingredientKey, food_id: foodId, updated_at: at })
        .onConflict((oc) =>
          oc
            .columns(['meal_id', 'ingredient_key'])
            .doUpdateSet({ food_id: foodId, updated_at: at }),
        )
        .execute();
    },

    async deleteChoice(trx: Db, mealId: string, ingredientKey: string) {
      await trx
        .deleteFrom('meal_ingredient_foods')
        .where('meal_id', '=', mealId)
        .where('ingredient_key', '=', ingredientKey)
        .execute();
    },

    /** The list's people eating (null: not set), its members count, and its meals. */
    async findListPlan(listId: string) {
      const [list, members, items] = await Promise.all([
        db
          .selectFrom('meal_lists')
          .select(['people_eating'])
          .where('id', '=', listId)
          .executeTakeFirst(),
        db
          .selectFrom('meal_list_members')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('meal_list_id', '=', listId)
          .executeTakeFirst(),
        db
          .selectFrom('meal_list_items as i')
          .innerJoin('meals as m', 'm.id', 'i.meal_id')
          .select(['m.id', 'm.servings'])
          .where('i.meal_list_id', '=', listId)
          .execute(),
      ]);
      return {
        peopleEating: list?.people_eating ?? null,
        membersCount: Number(members?.count ?? 0),
        meals: items.map((m) => ({ id: m.id, servings: Number(m.servings) })),
      };
    },

    async setPeopleEating(trx: Db, listId: string, peopleEating: number | null) {
      await trx
        .updateTable('meal_lists')
        .set({ people_eating: peopleEating })
        .where('id', '=', listId)
        .execute();
    },
  };
}

export type NutritionRepository = ReturnType<typeof createNutritionRepository>;
