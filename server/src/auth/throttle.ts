import type { Db } from '../db/database.ts';

/**
 * Failed sign-ins per email, so that an attacker spreading guesses over many IPs still hits a
 * wall. Stored in the database: every instance behind a load balancer shares the count.
 */
export function createSignInThrottle(options: {
  db: Db;
  maxFailures: number;
  windowMs: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const keyFor = (email: string) => `sign-in:${email.trim().toLowerCase()}`;

  async function isBlocked(email: string): Promise<boolean> {
    const row = await options.db
      .selectFrom('auth_throttle')
      .select(['count', 'window_started_at'])
      .where('key', '=', keyFor(email))
      .executeTakeFirst();
    if (!row) return false;
    const fresh = now() - Number(row.window_started_at) < options.windowMs;
    return fresh && row.count >= options.maxFailures;
  }

  async function recordFailure(email: string): Promise<void> {
    const key = keyFor(email);
    const at = now();
    await options.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('auth_throttle')
        .select(['count', 'window_started_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row || at - Number(row.window_started_at) >= options.windowMs) {
        await trx
          .insertInto('auth_throttle')
          .values({ key, count: 1, window_started_at: at })
          .onConflict((oc) => oc.column('key').doUpdateSet({ count: 1, window_started_at: at }))
          .execute();
        return;
      }
      await trx
        .updateTable('auth_throttle')
        .set((eb) => ({ count: eb('count', '+', 1) }))
        .where('key', '=', key)
        .execute();
    });
  }

  async function clear(email: string): Promise<void> {
    await options.db.deleteFrom('auth_throttle').where('key', '=', keyFor(email)).execute();
  }

  return { isBlocked, recordFailure, clear };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
