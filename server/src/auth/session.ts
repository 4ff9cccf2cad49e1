import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  type SessionUser as PublicSessionUser,
  type SessionResponse,
} from '@forkcast/core';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Db } from '../db/database.ts';
import type { AccountUser } from './account-repository.ts';
import type { ApiTokenRepository } from './api-token-repository.ts';
import { bearerToken, hashApiToken } from './api-tokens.ts';
import { createSessionRepository } from './session-repository.ts';

/** The signed-in user as the API shows it, plus the session, for routes that need it. */
export type SessionUser = PublicSessionUser & { sessionId: string };
export type AuthEnv = { Variables: { user: SessionUser } };

/**
 * Reads the session straight from Better Auth's signed cookie and one indexed query.
 *
 * Why not `auth.api.getSession`: it builds a full endpoint context per call (router, hooks,
 * cookie re-signing) and was most of the cost of an authenticated request. This check is the
 * same one Better Auth makes (HMAC-SHA256 over the token, then the session row), but it reads
 * the database every time, so a revoked session stops working at once; no cookie cache.
 */
export function createSessionReader(options: {
  db: Db;
  secret: string;
  cookieName: string;
  /** Creates the profile of a signed-in user who has none (profile-repair.ts). */
  repairProfile: (user: AccountUser) => Promise<void>;
  /** Personal API tokens, sent as `Authorization: Bearer` by scripts (issue 19). */
  apiTokens?: ApiTokenRepository;
}) {
  const key = Buffer.from(options.secret, 'utf8');
  const sessions = createSessionRepository(options.db);

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

  async function read(c: Context): Promise<ReadSession | null> {
    const bearer = bearerToken(c.req.header('authorization'));
    // A wrong token is no session at all, even if a cookie came along.
    if (bearer) return readToken(bearer);
    const token = tokenFromCookie(getCookie(c, options.cookieName));
    if (!token) return null;
    let row = await sessions.findByToken(token);
    if (!row || toMillis(row.expiresAt) <= Date.now()) return null;
    if (row.username === null) {
      await options.repairProfile({ id: row.id, email: row.email, name: row.name });
      row = await sessions.findByToken(token);
      if (!row) return null;
    }
    return {
      sessionId: row.sessionId,
      user: { id: row.id, email: row.email, name: row.name },
      profile: {
        username: row.username ?? '',
        fullName: row.full_name ?? null,
        location: row.location ?? null,
        avatarUrl: row.avatar_url ?? null,
      },
    };
  }

  const requireUser: MiddlewareHandler<AuthEnv> = async (c, next) => {
    const session = await read(c);
    if (!session) throw new AppError('unauthorized', 'Auth session missing!');
    if (session.tokenScope === 'read' && !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
      throw new AppError('forbidden', 'This API token can only read. Create a read-write token.');
    }
    c.set('user', { ...session.user, sessionId: session.sessionId });
    await next();
  };

  return {
    /** The session without its token details, as GET /api/session shows it. */
    read: async (c: Context): Promise<(SessionResponse & { sessionId: string }) | null> => {
      const session = await read(c);
      if (!session) return null;
      const { tokenScope: _scope, ...rest } = session;
      return rest;
    },
    requireUser,
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
