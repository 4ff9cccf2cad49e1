import { AppError, authMessages, type SignInInput, type SignUpInput } from '@forkcast/core';
import type { Db } from '../db/database.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { type AccountRepository, createAccountRepository } from './account-repository.ts';
import { hashPassword, verifyPassword } from './auth.ts';
import type { DeviceCookies } from './device-cookie.ts';
import { assertPasswordNotCommon } from './password-policy.ts';
import type { ProfileRepair } from './profile-repair.ts';
import type { SignInBrake } from './sign-in-brake.ts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/** Better Auth's answer to a reset request, known account or not; the cap answers it too. */
export const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

/**
 * Sends the (validated) body on to Better Auth and answers its response in the app's error
 * shape. The routes own this HTTP plumbing; the service decides what is sent and when.
 */
export type SendToAuth = (body: unknown) => Promise<Response>;

/** Who is asking: the client address (for the limits) and this browser's device cookie. */
export type Caller = { address: string; deviceCookie: string | undefined };

export type AccountServiceDeps = {
  db: Db;
  brake: SignInBrake;
  accounts: AccountRepository;
  /** Sign-in and sign-up attempts per client address: one counter for both. */
  attemptsPerAddress: RateLimiter;
  /** Reset emails per email address. */
  resetEmailsPerAddress: RateLimiter;
  devices: DeviceCookies;
  profiles: ProfileRepair;
  /** Tells every instance the user's sessions changed, after the change committed. */
  sessionsChanged: (userId: string) => Promise<void>;
};

/**
 * The rules of signing up, signing in, resetting and changing a password, in front of Better
 * Auth: the limits, the trusted device and the sign-in brake, the profile repair, keeping the
 * session token out of answers, and the same answer for a lost sign-up race.
 */
export function createAccountService(deps: AccountServiceDeps) {
  /** The success answer without the session token, and with this browser trusted for the email. */
  async function signedIn(response: Response, email: string, caller: Caller) {
    const { user, headers } = await withoutToken(response);
    if (user.id) await deps.profiles.ensureProfile(user.id);
    headers.append('set-cookie', deps.devices.remember(email, caller.deviceCookie));
    return new Response(JSON.stringify({ user }), { status: response.status, headers });
  }

  /**
   * Two sign-ups for one new email at the same moment: Better Auth lets the loser's insert
   * hit the unique index and answers 'Failed to create user'. It is the same situation as an
   * existing email, so it gets the same answer.
   */
  async function sameAnswerForLostRace(response: Response, email: string) {
    if (response.status !== 422) return response;
    const { error } = (await response.clone().json()) as { error: { code: string } };
    if (error.code !== 'failed_to_create_user' || !(await deps.accounts.hasUserWithEmail(email))) {
      return response;
    }
    const body = {
      error: { code: 'user_already_exists', message: 'User already exists. Use another email.' },
    };
    return new Response(JSON.stringify(body), { status: 422, headers: response.headers });
  }

  return {
    async signUp(input: SignUpInput, caller: Caller, send: SendToAuth): Promise<Response> {
      assertPasswordNotCommon(input.password);
      // The answer says whether an email has an account, so a script must not ask at speed.
      await deps.attemptsPerAddress.consume(caller.address);
      const response = await send(input);
      if (response.ok) return signedIn(response, input.email, caller);
      return await sameAnswerForLostRace(response, input.email);
    },

    async signIn(input: SignInInput, caller: Caller, send: SendToAuth): Promise<Response> {
      await deps.attemptsPerAddress.consume(caller.address);
      const device = deps.devices.trustedNonce(input.email, caller.deviceCookie);
      const attempt = await deps.brake.attempt(input.email, device);
      const response = await send({ ...input, rememberMe: true });
      if (!response.ok) return response;
      await attempt.passed();
      return signedIn(response, input.email, caller);
    },

    /** Over the cap: no email, and the same answer, so the cap reveals nothing either. */
    async requestPasswordReset(email: string, send: () => Promise<Response>): Promise<Response> {
      try {
        await deps.resetEmailsPerAddress.consume(email.toLowerCase());
      } catch (error) {
        if (error instanceof AppError && error.code === 'rate_limited') {
          return Response.json(RESET_REQUESTED, { status: 200 });
        }
        throw error;
      }
      return send();
    },

    /**
     * Sets a new password for a signed-in user who proves the current one. The check counts
     * towards the sign-in brake, so a stolen session cannot be used to guess the password
     * either. Afterwards every other session of the user is signed out (the current one keeps
     * working) and every reset link still waiting is spent, in one transaction.
     */
    async changePassword(input: {
      userId: string;
      email: string;
      sessionId: string;
      deviceCookie: string | undefined;
      currentPassword: string;
      newPassword: string;
    }): Promise<void> {
      // The new password's problems are answered before any guess of the current one counts.
      assertPasswordNotCommon(input.newPassword);
      const trustedDevice = deps.devices.trustedNonce(input.email, input.deviceCookie);
      const attempt = await deps.brake.attempt(input.email, trustedDevice);
      const stored = await deps.accounts.findCredentialPasswordHash(input.userId);
      if (!stored || !(await verifyPassword(stored, input.currentPassword))) {
        throw new AppError('bad_request', authMessages.currentPasswordWrong);
      }
      await attempt.passed();
      const hash = await hashPassword(input.newPassword);
      await deps.db.transaction().execute(async (trx) => {
        const accounts = createAccountRepository(trx);
        await accounts.updateCredentialPasswordHash(input.userId, hash);
        await accounts.deleteOtherSessions(input.userId, input.sessionId);
        await accounts.deleteResetLinks(input.userId);
        await accounts.deleteApiTokens(input.userId);
      });
      await deps.sessionsChanged(input.userId);
    },

    /**
     * Better Auth deletes the session; then every instance forgets it, so the cookie is
     * refused everywhere at once even if someone kept a copy.
     */
    async signOut(userId: string | undefined, send: () => Promise<Response>): Promise<Response> {
      const response = await send();
      if (userId) await deps.sessionsChanged(userId);
      return response;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * Sign-up and sign-in bodies carry the raw session token; the browser must only ever have it
 * in the httpOnly cookie, so the body is cut down to the user.
 */
async function withoutToken(response: Response) {
  const body = (await response.json()) as { user?: { id?: string; email?: string; name?: string } };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const user = { id: body.user?.id, email: body.user?.email, name: body.user?.name };
  return { user, headers };
}
