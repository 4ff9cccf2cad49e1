import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { DialectName } from './types.ts';

/**
 * FROZEN. The product's tables (spec section 3) plus list members for sharing.
 * Ids are text; timestamps are ISO-8601 UTC text so both dialects sort and compare them the
 * same way. Every index below serves a query path a screen uses.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  const now = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text')
    .addColumn('location', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Case-insensitive uniqueness: "Chef" and "chef" are the same person to a reader.
  await db.schema
    .createIndex('profiles_username_lower_uq')
    .on('profiles')
    .unique()
    .expression(sql`lower(username)`)
    .execute();

  await db.schema
    .createTable('meal_lists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', 'text', now)
    .execute();
  await db.schema
    .createIndex('meal_lists_user_created_idx')
    .on('meal_lists')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('meal_list_members')
    .addColumn('meal_list_id', 'text', (c) =>
      c.notNull().references('meal_lists.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'editor')`))
    .addColumn('created_at', 'text', now)
    .addPrimaryKeyConstraint('meal_list_members_pk', ['meal_list_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('meal_list_members_user_idx')
    .on('meal_list_members')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('meals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('servings', 'real', (c) => c.notNull().defaultTo(1))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('image_url', 'text')
    .addColumn('cook_time_minutes', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('fridge_life_days', 'integer', (c) => c.notNull().defaultTo(3))
    // A JSON array of step strings: steps are always read and written as a whole.
    .addColumn('directions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', now)
    .addColumn('updated_at', 'text', now)
    .execute();
  await db.schema.createIndex('meals_user_idx').on('meals').column('user_id').execute();

  await db.schema
    .createTable('ingredients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('meal_id', 'text', (c) => c.notNull().references('meals.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('ingredients_meal_idx')
    .on('ingredients')
    .columns(['meal_id', 'position'])
    .execute();

  await db.schema
    .createTable('meal_list_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('meal_list_id', 'text', (c) =>
      c.notNull().references('meal_lists.id').onDelete('cascade'),
    )
    .addColumn('meal_id', 'text', (c) => c.notNull().references('meals.id').onDelete('cascade'))
    .addColumn('servings', 'real', (c) => c.notNull().defaultTo(1))
    .addColumn('scheduled_day', 'integer', (c) =>
      c.check(sql`scheduled_day is null or (scheduled_day >= 0 and scheduled_day <= 6)`),
    )
    .addColumn('scheduled_type', 'text', (c) =>
      c.check(sql`scheduled_type is null or scheduled_type in ('cook', 'eat')`),
    )
    .addColumn('created_at', 'text', now)
    .addUniqueConstraint('meal_list_items_list_meal_uq', ['meal_list_id', 'meal_id'])
    .execute();
  await db.schema
    .createIndex('meal_list_items_meal_idx')
    .on('meal_list_items')
    .column('meal_id')
    .execute();

  await db.schema
    .createTable('followers')
    .addColumn('follower_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('following_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', 'text', now)
    .addPrimaryKeyConstraint('followers_pk', ['follower_id', 'following_id'])
    .addCheckConstraint('followers_not_self', sql`follower_id <> following_id`)
    .execute();
  await db.schema
    .createIndex('followers_following_idx')
    .on('followers')
    .column('following_id')
    .execute();

  for (const table of ['recipe_likes', 'recipe_saves'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('recipe_id', 'text', (c) => c.notNull().references('meals.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('created_at', 'text', now)
      .addPrimaryKeyConstraint(`${table}_pk`, ['recipe_id', 'user_id'])
      .execute();
    await db.schema.createIndex(`${table}_user_idx`).on(table).column('user_id').execute();
  }

  await db.schema
    .createTable('posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('post_type', 'text', (c) => c.notNull().check(sql`post_type in ('text', 'media')`))
    .addColumn('media_url', 'text')
    .addColumn('text_content', 'text')
    .addColumn('meal_id', 'text', (c) => c.references('meals.id').onDelete('set null'))
    .addColumn('created_at', 'text', now)
    .execute();
  await db.schema.createIndex('posts_created_idx').on('posts').column('created_at').execute();
  await db.schema
    .createIndex('posts_user_created_idx')
    .on('posts')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('post_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', now)
    .execute();
  await db.schema
    .createIndex('post_comments_post_created_idx')
    .on('post_comments')
    .columns(['post_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('post_likes')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', 'text', now)
    .addPrimaryKeyConstraint('post_likes_pk', ['post_id', 'user_id'])
    .execute();
  await db.schema.createIndex('post_likes_user_idx').on('post_likes').column('user_id').execute();

  await db.schema
    .createTable('saved_posts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', now)
    .addPrimaryKeyConstraint('saved_posts_pk', ['user_id', 'post_id'])
    .execute();
  await db.schema.createIndex('saved_posts_post_idx').on('saved_posts').column('post_id').execute();

  // Failed sign-ins per email, kept in the database so that every instance sees them.
  await db.schema
    .createTable('auth_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'bigint', (c) => c.notNull())
    .execute();
}
