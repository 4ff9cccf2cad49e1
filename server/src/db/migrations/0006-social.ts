import { type Kysely, sql } from 'kysely';
import type { DialectName } from './types.ts';

/**
 * FROZEN. What the social screens need beyond the tables of 0002: counters on posts kept by
 * the database itself, a stored rank for the Popular feed, and an index for every path the
 * feed, profiles and saves read. See docs/decisions/008-popular-feed-ranking.md.
 *
 * The counters are maintained by triggers rather than by the service, so that they stay right
 * whatever removes a row: an unlike, a deleted comment, or a whole account deleted in cascade.
 *
 * Popular rank: log2(1 + likes + 2 x comments + saves) + days since 1970 of the post. Adding a
 * day of age costs as much as halving the engagement (a half-life of 24 hours), and because
 * the age term is the post's own timestamp, the order never has to be recomputed as time
 * passes: the rank changes only when the engagement does.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('posts')
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('posts')
    .addColumn('save_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('posts')
    .addColumn('hot_score', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();

  const rank =
    dialect === 'sqlite'
      ? (p: string) =>
          `log2(1 + ${p}like_count + 2 * ${p}comment_count + ${p}save_count) + (julianday(${p}created_at) - 2440587.5)`
      : (p: string) =>
          `ln(1 + ${p}like_count + 2 * ${p}comment_count + ${p}save_count) / ln(2) + extract(epoch from ${p}created_at::timestamptz)::double precision / 86400`;

  // Posts written before this migration get their counters and rank once.
  await sql
    .raw(`update posts set
      like_count = (select count(*) from post_likes where post_likes.post_id = posts.id),
      comment_count = (select count(*) from post_comments where post_comments.post_id = posts.id),
      save_count = (select count(*) from saved_posts where saved_posts.post_id = posts.id)`)
    .execute(db);
  await sql.raw(`update posts set hot_score = ${rank('')}`).execute(db);

  const counters = [
    { table: 'post_likes', column: 'like_count' },
    { table: 'post_comments', column: 'comment_count' },
    { table: 'saved_posts', column: 'save_count' },
  ];

  if (dialect === 'sqlite') {
    await sql
      .raw(`create trigger posts_rank_insert after insert on posts begin
        update posts set hot_score = ${rank('new.')} where id = new.id;
      end`)
      .execute(db);
    await sql
      .raw(`create trigger posts_rank_update after update of like_count, comment_count, save_count on posts begin
        update posts set hot_score = ${rank('new.')} where id = new.id;
      end`)
      .execute(db);
    for (const { table, column } of counters) {
      await sql
        .raw(`create trigger ${table}_count_insert after insert on ${table} begin
          update posts set ${column} = ${column} + 1 where id = new.post_id;
        end`)
        .execute(db);
      await sql
        .raw(`create trigger ${table}_count_delete after delete on ${table} begin
          update posts set ${column} = max(${column} - 1, 0) where id = old.post_id;
        end`)
        .execute(db);
    }
  } else {
    await sql
      .raw(`create function posts_rank() returns trigger language plpgsql as $$
        begin
          new.hot_score := ${rank('new.')};
          return new;
        end $$`)
      .execute(db);
    await sql
      .raw(`create trigger posts_rank before insert or update of like_count, comment_count, save_count
        on posts for each row execute function posts_rank()`)
      .execute(db);
    for (const { table, column } of counters) {
      await sql
        .raw(`create function ${table}_count() returns trigger language plpgsql as $$
          begin
            if tg_op = 'INSERT' then
              update posts set ${column} = ${column} + 1 where id = new.post_id;
              return new;
            end if;
            update posts set ${column} = greatest(${column} - 1, 0) where id = old.post_id;
            return old;
          end $$`)
        .execute(db);
      await sql
        .raw(`create trigger ${table}_count after insert or delete on ${table}
          for each row execute function ${table}_count()`)
        .execute(db);
    }
  }

  // Popular: the next page after (rank, id).
  await db.schema.createIndex('posts_rank_idx').on('posts').columns(['hot_score', 'id']).execute();
  // Following walks posts newest first and keeps the followed authors' ones: with the author
  // in the index, the walk never reads a post it will not show.
  await db.schema
    .createIndex('posts_created_id_user_idx')
    .on('posts')
    .columns(['created_at', 'id', 'user_id'])
    .execute();
  // "Is this meal shared?": a meal attached to a post.
  await db.schema.createIndex('posts_meal_idx').on('posts').column('meal_id').execute();
  // Followers and following lists, newest first.
  await db.schema
    .createIndex('followers_following_created_idx')
    .on('followers')
    .columns(['following_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('followers_follower_created_idx')
    .on('followers')
    .columns(['follower_id', 'created_at'])
    .execute();
  // The Saved tab, newest first.
  await db.schema
    .createIndex('saved_posts_user_created_idx')
    .on('saved_posts')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('recipe_saves_user_created_idx')
    .on('recipe_saves')
    .columns(['user_id', 'created_at'])
    .execute();
  // Deleting an account removes its comments in cascade; without this it scans them all.
  await db.schema
    .createIndex('post_comments_user_idx')
    .on('post_comments')
    .column('user_id')
    .execute();
}
