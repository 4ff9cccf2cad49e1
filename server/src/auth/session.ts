import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  type SessionUser as PublicSessionUser,
  type SessionResponse,
} from '@forkcast/core';
import type { Context, MiddlewareHandler } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { Db } from '../db/database.ts';
import { requestHeader } from '../http/request-header.ts';
import type { AccountUser } from './account-repository.ts';
import type { ApiTokenRepository } from './api-token-repository.ts';
import { bearerToken, hashApiToken } from './api-tokens.ts';
import { createSessionCache } from './session-cache.ts';
import { createSessionRepository } from './session-repository.ts';

/** The signed-in user as the API shows it, plus the session, for routes that need it. */
export type SessionUser = PublicSessionUser & { sessionId: string };
export type AuthEnv = { Variables: { user: SessionUser } };

/**
 * Reads the session straight from Better Auth's signed cookie and one indexed query.
 *
 * Why not `auth.api.getSession`: it builds a full endpoint context per call (router, hooks,
 * cookie re-signing) and was most of the cost of an authenticated request. This check is the
 * same one Better Auth makes (HMAC-SHA256 over the token, then the session row).
 *
 * The row is then kept in memory (session-cache.ts) by the cookie's whole signed value, so
 * that the next requests with that cookie cost a lookup: neither the query nor the HMAC (only
 * a value whose signature was checked is ever kept, and the secret does not change while the
 * server runs). Unlike Better Auth's cookie cache, a revoked session still stops working at once:
 * whatever ends a session or changes its profile calls `forgetUser` on every instance
 * (session-events.ts), and the cache is not used while such a message could be missed.
 * API tokens are not kept: deleting one takes effect with no message to send.
 */
export function createSessionReader(options: {
  db: Db;
  secret: string;
  cookieName: string;
  /** Creates the profile of a signed-in user who has none (profile-repair.ts). */
  repairProfile: (user: AccountUser) => Promise<void>;
  /** Personal API tokens, sent as `Authorization: Bearer` by scripts (issue 19). */
  apiTokens?: ApiTokenRepository;
  /** Whether kept sessions may be used now (session-events.ts); always when absent. */
  cacheInSync?: () => boolean;
  cache?: { max?: number; ttlMs?: number };
}) {
  const key = Buffer.from(options.secret, 'utf8');
  const sessions = createSessionRepository(options.db);
  const cacheInSync = options.cacheInSync ?? (() => true);
  const kept = createSessionCache<ReadSession & { userId: string; expiresAt: number }>(
    options.cache,
  );

  function tokenFromCookie(raw: string | undefined): string | null {
    if (!raw) return null;
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', key).update(token).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return token;
  }

  type ReadSession = SessionResponse & {
    sessionId: string;
    /** Set when the request came with an API token rather than the session cookie. */
    tokenScope?: 'read' | 'write';
  };

  /** A request with a bearer token: the token's owner, its last use noted (once a minute). */
  async function readToken(token: string): Promise<ReadSession | null> {
    if (!options.apiTokens) return null;
    const row = await options.apiTokens.findByHash(hashApiToken(token));
    if (!row || row.username === null) return null;
    const now = Date.now();
    if (!row.last_used_at || now - Date.parse(row.last_used_at) > 60_000) {
      await options.apiTokens.touch(row.tokenId, new Date(now).toISOString());
    }
    return {
      sessionId: `api-token:${row.tokenId}`,
      tokenScope: row.scope,
      user: { id: row.id, email: row.email, name: row.name },
      profile: {
        username: row.username,
        fullName: row.full_name ?? null,
        location: row.location ?? null,
        avatarUrl: row.avatar_url ?? null,
      },
    };
  }

  /** The session cookie's value as the browser sent it (still signed and encoded). */
  function sessionCookie(c: Context): string | undefined {
    const header = requestHeader(c, 'cookie');
    return header ? parseCookies(header, options.cookieName)[options.cookieName] : undefined;
  }

  /**
   * The answer when it needs no waiting: no session (no cookie), or the kept one; undefined
   * when it must be read (a bearer token, a cookie not kept, kept sessions not trusted now).
   */
  function readAtOnce(c: Context): ReadSession | null | undefined {
    // A wrong token is no session at all, even if a cookie came along: tokens are always read.
    if (bearerToken(requestHeader(c, 'authorization'))) return undefined;
    const cookie = sessionCookie(c);
    if (!cookie) return null;
    return cacheInSync() ? kept.get(cookie) : undefined;
  }

  async function read(c: Context): Promise<ReadSession | null> {
    const atOnce = readAtOnce(c);
    if (atOnce !== undefined) return atOnce;
    const bearer = bearerToken(requestHeader(c, 'authorization'));
    if (bearer) return readToken(bearer);
    const cookie = sessionCookie(c);
    if (!cookie) return null;
    const useCache = cacheInSync();
    const token = tokenFromCookie(cookie);
    if (!token) return null;
    const generation = kept.generation();
    let row = await sessions.findByToken(token);
    const expiresAt = row ? toMillis(row.expiresAt) : 0;
    if (!row || expiresAt <= Date.now()) return null;
    if (row.username === null) {
      await options.repairProfile({ id: row.id, email: row.email, name: row.name });
      row = await sessions.findByToken(token);
      if (!row) return null;
    }
    const session = {
      userId: row.id,
      expiresAt,
      sessionId: row.sessionId,
      user: { id: row.id, email: row.email, name: row.name },
      profile: {
        username: row.username ?? '',
        fullName: row.full_name ?? null,
        location: row.location ?? null,
        avatarUrl: row.avatar_url ?? null,
      },
    };
    if (useCache && row.username !== null) kept.set(cookie, session, generation);
    return session;
  }

  function admit(c: Context<AuthEnv>, session: ReadSession | null) {
    if (!session) throw new AppError('unauthorized', 'Auth session missing!');
    if (session.tokenScope === 'read' && !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
      throw new AppError('forbidden', 'This API token can only read. Create a read-write token.');
    }
    c.set('user', { ...session.user, sessionId: session.sessionId });
  }

  // Not async when the session is kept (nearly every request): no promise of its own.
  const requireUser: MiddlewareHandler<AuthEnv> = (c, next) => {
    const atOnce = readAtOnce(c);
    if (atOnce === undefined) {
      return read(c).then((session) => {
        admit(c, session);
        return next();
      });
    }
    admit(c, atOnce);
    return next();
  };

  return {
    /** The session without its token details, as GET /api/session shows it. */
    read: async (c: Context): Promise<(SessionResponse & { sessionId: string }) | null> => {
      const session = await read(c);
      if (!session) return null;
      return {
        sessionId: session.sessionId,
        user: session.user,
        profile: session.profile,
      };
    },
    requireUser,
    /** Drops the user's kept sessions on this instance (session-events.ts calls it). */
    forgetUser: (userId: string) => kept.dropUser(userId),
    /** Drops every kept session (a missed message is possible). */
    forgetAll: () => kept.clear(),
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;

/** Better Auth stores dates as Date objects (pg), ISO text or epoch numbers (sqlite). */
function toMillis(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const asNumber = Number(value);
  return Number.isFinite(asNumber) ? asNumber : Date.parse(value);
}
