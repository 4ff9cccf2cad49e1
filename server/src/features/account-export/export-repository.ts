import type { Db } from '../../db/database.ts';

/** Meals are read in pages of this many, so a large account is never read in one go. */
export const MEAL_PAGE = 200;

function parseSteps(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Everything of one account, for the export (issue 19). Reads only: the export is a copy.
 * Each section is one query (meals in pages with their ingredients), whatever the account's size.
 */
export function createExportRepository(db: Db) {
  /** The lists the user belongs to, as a subquery. */
  const listIdsOf = (userId: string) =>
    db.selectFrom('meal_list_members').select('meal_list_id').where('user_id', '=', userId);

  return {
    async profile(userId: string) {
      return db
        .selectFrom('user')
        .leftJoin('profiles', 'profiles.id', 'user.id')
        .select([
          'user.name',
          'user.email',
          'profiles.username',
          'profiles.full_name',
          'profiles.location',
          'profiles.avatar_url',
        ])
        .where('user.id', '=', userId)
        .executeTakeFirst();
    },

    async lists(userId: string) {
      const ids = listIdsOf(userId);
      const [lists, members, items, shopping] = await Promise.all([
        db
          .selectFrom('meal_lists')
          .select(['id', 'name', 'user_id', 'created_at', 'people_eating'])
          .where('id', 'in', ids)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('meal_list_members')
          .innerJoin('profiles', 'profiles.id', 'meal_list_members.user_id')
          .select(['meal_list_members.meal_list_id', 'profiles.username', 'meal_list_members.role'])
          .where('meal_list_members.meal_list_id', 'in', ids)
          .execute(),
        db
          .selectFrom('meal_list_items')
          .select(['meal_list_id', 'meal_id', 'servings', 'scheduled_day', 'scheduled_type'])
          .where('meal_list_id', 'in', ids)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('shopping_list_entries')
          .select(['meal_list_id', 'scope', 'line_key', 'checked', 'name', 'quantity', 'unit'])
          .where('meal_list_id', 'in', ids)
          .execute(),
      ]);
      return lists.map((list) => ({
        id: list.id,
        name: list.name,
        createdAt: list.created_at,
        /** How many people eat from it for the nutrition totals; null: its members count. */
        peopleEating: list.people_eating === null ? null : Number(list.people_eating),
        members: members
          .filter((m) => m.meal_list_id === list.id)
          .map((m) => ({ username: m.username, role: m.role })),
        items: items
          .filter((i) => i.meal_list_id === list.id)
          .map((i) => ({
            mealId: i.meal_id,
            servings: Number(i.servings),
            schedule:
              i.scheduled_day === null ? null : { day: i.scheduled_day, type: i.scheduled_type },
          })),
        shopping: shopping
          .filter((s) => s.meal_list_id === list.id)
          .map((s) => ({
            scope: s.scope,
            lineKey: s.line_key,
            checked: Number(s.checked) === 1,
            name: s.name,
            quantity: s.quantity === null ? null : Number(s.quantity),
            unit: s.unit,
          })),
      }));
    },

    /** Ids of the meals the user made or has in a list, oldest first. */
    async mealIds(userId: string, onlyOwn = false): Promise<string[]> {
      const ids = listIdsOf(userId);
      let query = db.selectFrom('meals').select('id').orderBy('created_at').orderBy('id');
      query = onlyOwn
        ? query.where('user_id', '=', userId)
        : query.where((eb) =>
            eb.or([
              eb('user_id', '=', userId),
              eb(
                'id',
                'in',
                eb.selectFrom('meal_list_items').select('meal_id').where('meal_list_id', 'in', ids),
              ),
            ]),
          );
      return (await query.execute()).map((r) => r.id);
    },

    /** A page of meals with their ingredients and steps. */
    async meals(ids: string[]) {
      if (ids.length === 0) return [];
      const [meals, ingredients, foods] = await Promise.all([
        db
          .selectFrom('meals')
          .innerJoin('profiles', 'profiles.id', 'meals.user_id')
          .select([
            'meals.id',
            'meals.name',
            'meals.description',
            'meals.servings',
            'meals.source',
            'meals.image_url',
            'meals.cook_time_minutes',
            'meals.fridge_life_days',
            'meals.directions',
            'meals.created_at',
            'profiles.username',
          ])
          .where('meals.id', 'in', ids)
          .orderBy('meals.created_at')
          .orderBy('meals.id')
          .execute(),
        db
          .selectFrom('ingredients')
          .select(['meal_id', 'name', 'quantity', 'unit', 'original_line'])
          .where('meal_id', 'in', ids)
          .orderBy('meal_id')
          .orderBy('position')
          .execute(),
        db
          .selectFrom('meal_ingredient_foods')
          .select(['meal_id', 'ingredient_key', 'food_id'])
          .where('meal_id', 'in', ids)
          .orderBy('meal_id')
          .orderBy('ingredient_key')
          .execute(),
      ]);
      return meals.map((meal) => ({
        id: meal.id,
        name: meal.name,
        description: meal.description,
        servings: Number(meal.servings),
        source: meal.source,
        imageUrl: meal.image_url,
        cookTimeMinutes: Number(meal.cook_time_minutes),
        fridgeLifeDays: Number(meal.fridge_life_days),
        directions: parseSteps(meal.directions),
        createdAt: meal.created_at,
        createdBy: meal.username,
        ingredients: ingredients
          .filter((i) => i.meal_id === meal.id)
          .map((i) => ({
            name: i.name,
            quantity: Number(i.quantity),
            unit: i.unit,
            originalLine: i.original_line,
          })),
        /** The foods the creator chose for ingredients' nutrition (by ingredient name key). */
        foodChoices: foods
          .filter((f) => f.meal_id === meal.id)
          .map((f) => ({ ingredientKey: f.ingredient_key, foodId: f.food_id })),
      }));
    },

    async social(userId: string) {
      const [
        posts,
        comments,
        postLikes,
        recipeLikes,
        savedPosts,
        savedRecipes,
        following,
        followers,
      ] = await Promise.all([
        db
          .selectFrom('posts')
          .select(['id', 'post_type', 'text_content', 'media_url', 'meal_id', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('post_comments')
          .select(['id', 'post_id', 'text', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('post_likes')
          .select(['post_id', 'created_at'])
          .where('user_id', '=', userId)
          .execute(),
        db
          .selectFrom('recipe_likes')
          .select(['recipe_id', 'created_at'])
          .where('user_id', '=', userId)
          .execute(),
        db
          .selectFrom('saved_posts')
          .select(['post_id', 'created_at'])
          .where('user_id', '=', userId)
          .execute(),
        db
          .selectFrom('recipe_saves')
          .select(['recipe_id', 'created_at'])
          .where('user_id', '=', userId)
          .execute(),
        db
          .selectFrom('followers')
          .innerJoin('profiles', 'profiles.id', 'followers.following_id')
          .select(['profiles.username', 'followers.created_at'])
          .where('followers.follower_id', '=', userId)
          .execute(),
        db
          .selectFrom('followers')
          .innerJoin('profiles', 'profiles.id', 'followers.follower_id')
          .select(['profiles.username', 'followers.created_at'])
          .where('followers.following_id', '=', userId)
          .execute(),
      ]);
      return {
        posts: posts.map((p) => ({
          id: p.id,
          type: p.post_type,
          text: p.text_content,
          mediaUrl: p.media_url,
          mealId: p.meal_id,
          createdAt: p.created_at,
        })),
        comments: comments.map((c) => ({
          id: c.id,
          postId: c.post_id,
          text: c.text,
          createdAt: c.created_at,
        })),
        likes: {
          posts: postLikes.map((l) => ({ postId: l.post_id, createdAt: l.created_at })),
          recipes: recipeLikes.map((l) => ({ mealId: l.recipe_id, createdAt: l.created_at })),
        },
        saves: {
          posts: savedPosts.map((s) => ({ postId: s.post_id, createdAt: s.created_at })),
          recipes: savedRecipes.map((s) => ({ mealId: s.recipe_id, createdAt: s.created_at })),
        },
        follows: {
          following: following.map((f) => ({ username: f.username, since: f.created_at })),
          followers: followers.map((f) => ({ username: f.username, since: f.created_at })),
        },
      };
    },
  };
}

export type ExportRepository = ReturnType<typeof createExportRepository>;
