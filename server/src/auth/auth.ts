import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import type { Db, DialectName } from '../db/database.ts';
import type { Config } from '../env.ts';
import type { Logger } from '../providers/logger.ts';
import type { Mailer } from '../providers/mailer.ts';
import { createUserRepository } from './user-repository.ts';

// @node-rs/argon2 ships Algorithm as a const enum, which isolated modules cannot inline.
const ARGON2ID = 2;
// OWASP's second argon2id profile (19 MiB, 2 passes): strong, and fast enough on 2 cores.
const argonOptions = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

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

function isHttpsUrl(url: string): boolean {
  return url.startsWith('https://');
}

export type AuthDeps = {
  db: Db;
  dialect: DialectName;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  /** Runs after Better Auth has stored a new user (creates the profile). */
  onUserCreated: (user: { id: string; email: string; name: string }) => Promise<void>;
  /** Sign-in attempts allowed per client IP per minute. */
  signInPerMinute?: number;
};

export function createAuth(deps: AuthDeps) {
  const { config } = deps;
  const isHttps = isHttpsUrl(config.publicUrl);
  const users = createUserRepository(deps.db);
  return betterAuth({
    appName: 'Forkcast',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: { db: deps.db, type: deps.dialect },
    // A wrong password is routine, not a warning; our own log says what matters.
    logger: { disabled: config.logLevel === 'silent', level: 'error' },
    // Errors that are not Better Auth's own (a failing hook, a database fault) go on to the
    // app's one error handler, which logs them through our logger and answers a plain 500,
    // instead of Better Auth printing them to the console and answering an empty 500.
    onAPIError: { throw: true },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => hash(password, argonOptions),
        verify: ({ hash: stored, password }) => verify(stored, password),
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
    rateLimit: {
      // Better Auth only limits in production by default; we want it everywhere.
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: deps.signInPerMinute ?? 10 },
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isHttps },
      // The app sets x-forwarded-for itself from the socket (or a trusted proxy); see app.ts.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            try {
              await deps.onUserCreated({ id: user.id, email: user.email, name: user.name });
            } catch (error) {
              // Better Auth has already stored the user, outside any transaction of ours. Take
              // it back out so that a failed sign-up leaves nothing half-made and can be retried.
              await users.deleteUser(user.id);
              throw error;
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
