import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import type { Db, DialectName } from '../db/database.ts';
import type { Config } from '../env.ts';
import type { Logger } from '../providers/logger.ts';
import type { Mailer } from '../providers/mailer.ts';
import { type AccountUser, createAccountRepository } from './account-repository.ts';
import { withAnnouncedTransactions } from './auth-transactions.ts';

// @node-rs/argon2 ships Algorithm as a const enum, which isolated modules cannot inline.
const ARGON2ID = 2;
// OWASP's second argon2id profile (19 MiB, 2 passes): strong, and fast enough on 2 cores.
const argonOptions = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, argonOptions);
export const verifyPassword = (stored: string, password: string) => verify(stored, password);

export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
const RESET_IDENTIFIER_PREFIX = 'reset-password:';

/**
 * Reset links are kept as a SHA-256 of Better Auth's identifier, never the token itself: a
 * leaked database (or backup) holds no usable link. Migration 0007 applies the same function
 * to links issued before, so keep the two in step.
 */
export function hashResetIdentifier(identifier: string): string {
  const digest = createHash('sha256').update(identifier).digest('base64url');
  return `reset-password-sha256:${digest}`;
}

const SESSION_COOKIE_PREFIX = 'forkcast';

/**
 * The one session cookie name Better Auth issues for this deployment: `__Secure-` prefixed
 * on https (useSecureCookies below), plain otherwise. The session reader accepts only this
 * name, so an https site never takes a cookie without the prefix's guarantee.
 */
export function sessionCookieName(publicUrl: string): string {
  const prefix = isHttpsUrl(publicUrl) ? '__Secure-' : '';
  return `${prefix}${SESSION_COOKIE_PREFIX}.session_token`;
}

export function isHttpsUrl(url: string): boolean {
  return url.startsWith('https://');
}

export type AuthDeps = {
  db: Db;
  dialect: DialectName;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  /** Creates the profile of a new user, writing through the database handle given. */
  createProfile: (user: AccountUser, db: Db) => Promise<void>;
  /** Tells every instance the user's sessions changed (session-events.ts). */
  sessionsChanged: (userId: string) => Promise<void>;
};

export function createAuth(deps: AuthDeps) {
  const { config } = deps;
  const isHttps = isHttpsUrl(config.publicUrl);
  const transactions = withAnnouncedTransactions(deps.db);
  return betterAuth({
    appName: 'Forkcast',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    // Transactions on: a sign-up writes the user, the credential, the profile (hook below) and
    // the session together or not at all, and a reset spends the link, ends the sessions and
    // sets the password together.
    database: { db: transactions.db, type: deps.dialect, transaction: true },
    logger: betterAuthLogger(deps.logger),
    // Errors that are not Better Auth's own (a failing hook, a database fault) go on to the
    // app's one error handler, which logs them through our logger and answers a plain 500,
    // instead of Better Auth printing them to the console and answering an empty 500.
    onAPIError: { throw: true },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: hashPassword,
        verify: ({ hash: stored, password }) => verifyPassword(stored, password),
      },
      // The link just used is spent already; older ones sent before it must not work either,
      // and API tokens end with the old password as sessions do.
      onPasswordReset: async ({ user }) => {
        const accounts = createAccountRepository(deps.db);
        await accounts.deleteResetLinks(user.id);
        await accounts.deleteApiTokens(user.id);
        // Runs after the reset's transaction has committed (sessions deleted).
        await deps.sessionsChanged(user.id);
      },
      sendResetPassword: async ({ user, token }) => {
        // Our own screen, not Better Auth's redirect endpoint: one hop, and the token stays
        // out of server redirects.
        const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await deps.mailer.send({
          to: user.email,
          subject: 'Reset your Forkcast password',
          text: [
            `Hi ${user.name || 'there'},`,
            '',
            'Someone (hopefully you) asked to reset your Forkcast password.',
            `Open this link within the hour to choose a new one: ${url}`,
            '',
            'If it was not you, ignore this email: your password stays as it is.',
          ].join('\n'),
          link: url,
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    verification: {
      storeIdentifier: {
        default: 'plain',
        overrides: { [RESET_IDENTIFIER_PREFIX]: { hash: async (id) => hashResetIdentifier(id) } },
      },
    },
    rateLimit: {
      // Better Auth only limits in production by default; we want it everywhere.
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // Sign-in and sign-up share one per-address limit of our own (routes.ts).
        '/sign-in/email': false,
        '/sign-up/email': false,
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isHttps },
      // The routes set x-forwarded-for from the socket or a trusted proxy (client-address.ts).
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    databaseHooks: {
      account: {
        create: {
          // The credential is linked inside sign-up's transaction, after the user row: the
          // profile is written right there, so no crash can leave a user without one.
          before: async (account) => {
            if (account.providerId !== 'credential') return;
            const trx = transactions.current();
            if (!trx) throw new Error('Sign-up ran outside a transaction; refusing a half sign-up');
            const user = await createAccountRepository(trx).findUser(account.userId);
            if (!user) throw new Error(`No user ${account.userId} for the new credential`);
            await deps.createProfile(user, trx);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

type BetterAuthLevel = 'debug' | 'info' | 'success' | 'warn' | 'error';

/**
 * Better Auth's own lines go through our logger instead of its coloured console output. Its
 * info and warnings are routine (a wrong password, an unknown email for a reset) and carry
 * emails, so they are debug lines. A sign-up that loses the race for an email another request
 * just took is expected under load: one info line, no stack.
 */
export function betterAuthLogger(logger: Logger) {
  return {
    level: 'debug' as const,
    log: (level: BetterAuthLevel, message: string, ...args: unknown[]) => {
      const line = `Better Auth: ${message}`;
      if (level !== 'error') return logger.debug(line);
      if (message === 'Failed to create user' && args.some(isUniqueViolation)) {
        return logger.info('Sign-up refused: another request created that email just before');
      }
      logger.error(line, args.length === 1 ? args[0] : args.length ? args : undefined);
    },
  };
}

/** SQLite's and PostgreSQL's ways of saying a unique index refused the row. */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
