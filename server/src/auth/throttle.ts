import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Failed sign-ins per email, so that an attacker spreading guesses over many IPs still hits a
 * wall. Stored in the database: every instance behind a load balancer shares the count.
 */
export function createSignInThrottle(options: { db: Db; maxFailures: number; windowMs: number }) {
  const keyFor = (email: string) => `sign-in:${email.trim().toLowerCase()}`;

  async function isBlocked(email: string): Promise<boolean> {
    const row = await options.db
      .selectFrom('auth_throttle')
      .select(['count', 'window_started_at'])
      .where('key', '=', keyFor(email))
      .executeTakeFirst();
    if (!row) return false;
    const fresh = Date.now() - Number(row.window_started_at) < options.windowMs;
    return fresh && row.count >= options.maxFailures;
  }

  /**
   * One statement, so concurrent failures cannot lose a count: a new key starts at 1, a key
   * whose window has passed starts over, any other key counts one more.
   */
  async function recordFailure(email: string): Promise<void> {
    const windowOver = sql<boolean>`excluded.window_started_at - auth_throttle.window_started_at >= ${options.windowMs}`;
    await options.db
      .insertInto('auth_throttle')
      .values({ key: keyFor(email), count: 1, window_started_at: Date.now() })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when ${windowOver} then 1 else auth_throttle.count + 1 end`,
          window_started_at: sql<number>`case when ${windowOver} then excluded.window_started_at else auth_throttle.window_started_at end`,
        }),
      )
      .execute();
  }

  async function clear(email: string): Promise<void> {
    await options.db.deleteFrom('auth_throttle').where('key', '=', keyFor(email)).execute();
  }

  return { isBlocked, recordFailure, clear, windowMs: options.windowMs };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
