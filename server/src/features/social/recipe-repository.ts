import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { orderedTimes } from '../../db/ordered-times.ts';
import type { Database } from '../../db/schema.ts';
import type { Cursor } from './cursor.ts';

export type RecipeTable = 'recipe_likes' | 'recipe_saves';

/** Likes and saves of recipes (meals), the meals a profile shows, and who may read a meal. */
export function createRecipeRepository(db: Kysely<Database>) {
  function mealCards(viewerId: string) {
    return db
      .selectFrom('meals')
      .select((eb) => [
        'meals.id',
        'meals.name',
        'meals.description',
        'meals.image_url',
        likeCountOf(eb),
        viewerListOf(eb, viewerId),
      ]);
  }

  return {
    async add(table: RecipeTable, mealId: string, userId: string) {
      await db
        .insertInto(table)
        .values({ recipe_id: mealId, user_id: userId, created_at: orderedTimes().toISOString() })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    async remove(table: RecipeTable, mealId: string, userId: string) {
      await db
        .deleteFrom(table)
        .where('recipe_id', '=', mealId)
        .where('user_id', '=', userId)
        .execute();
    },

    /** Like count and the user's like and save, in one read; undefined for an unknown meal. */
    async reactions(mealId: string, userId: string) {
      const row = await db
        .selectFrom('meals')
        .select((eb) => [
          likeCountOf(eb),
          eb.exists(reactionOf(eb, 'recipe_likes', userId)).as('is_liked'),
          eb.exists(reactionOf(eb, 'recipe_saves', userId)).as('is_saved'),
        ])
        .where('meals.id', '=', mealId)
        .executeTakeFirst();
      return row
        ? {
            likeCount: Number(row.like_count),
            isLiked: Boolean(row.is_liked),
            isSaved: Boolean(row.is_saved),
          }
        : undefined;
    },

    /** The user's saved recipes, most recently saved first, with creator and like count. */
    async savedPage(userId: string, after: Cursor | null, limit: number) {
      let query = mealCards(userId)
        .innerJoin('recipe_saves', 'recipe_saves.recipe_id', 'meals.id')
        .leftJoin('profiles', 'profiles.id', 'meals.user_id')
        .select([
          'meals.user_id as creator_id',
          'profiles.username',
          'profiles.full_name',
          'profiles.avatar_url',
          'recipe_saves.created_at as saved_at',
        ])
        .where('recipe_saves.user_id', '=', userId);
      if (after) {
        const time = String(after.value);
        query = query.where((eb) =>
          eb.or([
            eb('recipe_saves.created_at', '<', time),
            eb.and([eb('recipe_saves.created_at', '=', time), eb('meals.id', '<', after.id)]),
          ]),
        );
      }
      return await query
        .orderBy('recipe_saves.created_at', 'desc')
        .orderBy('meals.id', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * A profile's meal cards, newest first and most liked first, and how many meals there are
     * (counted in the same read). `sharedOnly` keeps the meals attached to a post, which is
     * what other people may see.
     */
    async profileMeals(
      ownerId: string,
      viewerId: string,
      options: { sharedOnly: boolean; newest: number; popular: number },
    ) {
      const ofOwner = () => {
        const query = mealCards(viewerId).where('meals.user_id', '=', ownerId);
        return options.sharedOnly ? query.where((eb) => isSharedMeal(eb)) : query;
      };
      const [newest, popular] = await Promise.all([
        ofOwner()
          .select((eb) => eb.fn.countAll<number>().over().as('total'))
          .orderBy('meals.created_at', 'desc')
          .orderBy('meals.id', 'desc')
          .limit(options.newest)
          .execute(),
        ofOwner()
          .orderBy('like_count', 'desc')
          .orderBy('meals.created_at', 'desc')
          .orderBy('meals.id', 'desc')
          .limit(options.popular)
          .execute(),
      ]);
      return {
        total: Number(newest[0]?.total ?? 0),
        newest,
        popular,
      };
    },

    /**
     * The default rule for reading a meal, used until the meals feature provides its own: the
     * creator, a member of a list that holds it, someone who saved it, or anyone when it is
     * attached to a post.
     */
  };
}

export type RecipeRepository = ReturnType<typeof createRecipeRepository>;

/** The user's like or save of the meal in the row. */
function reactionOf(eb: ExpressionBuilder<Database, 'meals'>, table: RecipeTable, userId: string) {
  return eb
    .selectFrom(table)
    .select(sql`1`.as('one'))
    .whereRef(`${table}.recipe_id`, '=', 'meals.id')
    .where(`${table}.user_id`, '=', userId);
}

/** The items of the viewer's lists (owned or joined) that hold the meal in the row. */
function viewerListItems(eb: ExpressionBuilder<Database, 'meals'>, viewerId: string) {
  return eb
    .selectFrom('meal_list_items')
    .innerJoin('meal_lists', 'meal_lists.id', 'meal_list_items.meal_list_id')
    .whereRef('meal_list_items.meal_id', '=', 'meals.id')
    .where((inner) =>
      inner.or([
        inner('meal_lists.user_id', '=', viewerId),
        inner.exists(
          inner
            .selectFrom('meal_list_members')
            .select(sql`1`.as('one'))
            .whereRef('meal_list_members.meal_list_id', '=', 'meal_lists.id')
            .where('meal_list_members.user_id', '=', viewerId),
        ),
      ]),
    );
}

/** One of the viewer's lists that holds the meal, so that a card opens it there; or null. */
function viewerListOf(eb: ExpressionBuilder<Database, 'meals'>, viewerId: string) {
  return viewerListItems(eb, viewerId)
    .select(sql<string>`min(meal_list_items.meal_list_id)`.as('list_id'))
    .as('list_id');
}

/** How many people liked the meal in the row. */
function likeCountOf(eb: ExpressionBuilder<Database, 'meals'>) {
  return eb
    .selectFrom('recipe_likes')
    .select(eb.fn.countAll<number>().as('n'))
    .whereRef('recipe_likes.recipe_id', '=', 'meals.id')
    .as('like_count');
}

/** Whether the meal in the row is attached to a post. */
function isSharedMeal(eb: ExpressionBuilder<Database, 'meals'>) {
  return eb.exists(
    eb.selectFrom('posts').select(sql`1`.as('one')).whereRef('posts.meal_id', '=', 'meals.id'),
  );
}

/** A meal card (a meal with its like count and the viewer's list), as Kysely infers it. */
export type MealCardRow = Awaited<ReturnType<RecipeRepository['profileMeals']>>['popular'][number];
export type SavedRecipeRow = Awaited<ReturnType<RecipeRepository['savedPage']>>[number];
