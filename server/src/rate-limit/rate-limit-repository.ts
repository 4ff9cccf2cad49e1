import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export function createRateLimitRepository(db: Db) {
  return {
    /**
     * Counts one hit in a single statement, so concurrent hits cannot lose a count: a new key
     * starts at 1, a key whose window has passed starts over, any other key counts one more.
     * Returns the count after this hit and when its window started.
     */
    async hit(
      key: string,
      windowMs: number,
      now: number,
    ): Promise<{ count: number; windowStartedAt: number }> {
      const windowOver = sql<boolean>`excluded.window_started_at - rate_limits.window_started_at >= ${windowMs}`;
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, window_started_at: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when ${windowOver} then 1 else rate_limits.count + 1 end`,
            window_started_at: sql<number>`case when ${windowOver} then excluded.window_started_at else rate_limits.window_started_at end`,
          }),
        )
        .returning(['count', 'window_started_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), windowStartedAt: Number(row.window_started_at) };
    },

    async peek(key: string): Promise<{ count: number; windowStartedAt: number } | null> {
      const row = await db
        .selectFrom('rate_limits')
        .select(['count', 'window_started_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      return row
        ? { count: Number(row.count), windowStartedAt: Number(row.window_started_at) }
        : null;
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
