/**
 * Signed-in sessions kept in memory for a short while, so that a request costs a lookup and
 * no query (issue 16: the session read was most of a cached read's cost). They are kept by
 * the session cookie's signed value, once its signature has been checked (session.ts).
 *
 * What makes this safe is that every way a session (or what it shows) can change drops the
 * user's entries at once: sign-out, a password change or reset, a profile change (see
 * session-events.ts, which also tells the other instances). Expiry is checked on every hit.
 * The time to live only bounds what nothing announces (a row deleted by hand).
 *
 * A read that started before a drop must not put the dropped session back: every drop moves
 * a generation, and an answer read under an older generation is not kept.
 */
export type CachedSession = { userId: string; expiresAt: number };

export type SessionCacheOptions = {
  /** Entries kept at most; the least recently used goes first. */
  max?: number;
  /** How long an entry is trusted without a query. */
  ttlMs?: number;
  now?: () => number;
};

export function createSessionCache<T extends CachedSession>(options: SessionCacheOptions = {}) {
  const max = options.max ?? 10_000;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  /** Map order is use order: the first key is the least recently used. */
  const entries = new Map<string, { value: T; storedAt: number }>();
  const tokensOf = new Map<string, Set<string>>();
  let generation = 0;

  function remove(token: string) {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = tokensOf.get(entry.value.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOf.delete(entry.value.userId);
  }

  return {
    /** The session behind a (verified) cookie value, if kept, fresh and not expired. */
    get(token: string): T | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      const at = now();
      if (at - entry.storedAt >= ttlMs || entry.value.expiresAt <= at) {
        remove(token);
        return undefined;
      }
      entries.delete(token);
      entries.set(token, entry);
      return entry.value;
    },

    /** The generation to hand back to `set` with what is read from the database. */
    generation: () => generation,

    /** Keeps a session read while `readAt` was the generation, unless a drop came since. */
    set(token: string, value: T, readAt: number) {
      if (readAt !== generation) return;
      remove(token);
      entries.set(token, { value, storedAt: now() });
      let tokens = tokensOf.get(value.userId);
      if (!tokens) {
        tokens = new Set();
        tokensOf.set(value.userId, tokens);
      }
      tokens.add(token);
      if (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
    },

    /** Forgets every kept session of a user: the next request reads the database. */
    dropUser(userId: string) {
      generation += 1;
      for (const token of tokensOf.get(userId) ?? []) remove(token);
    },

    /** Forgets every kept session. */
    clear() {
      generation += 1;
      entries.clear();
      tokensOf.clear();
    },

    size: () => entries.size,
  };
}

export type SessionCache<T extends CachedSession> = ReturnType<typeof createSessionCache<T>>;
