import {
  AppError,
  changePasswordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@forkcast/core';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { readJson } from '../http/validate.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { AccountRepository } from './account-repository.ts';
import type { AccountService } from './account-service.ts';
import type { Auth } from './auth.ts';
import type { DeviceCookies } from './device-cookie.ts';
import { assertPasswordNotCommon } from './password-policy.ts';
import type { ProfileRepair } from './profile-repair.ts';
import type { AuthEnv, SessionReader } from './session.ts';
import type { SignInBrake } from './sign-in-brake.ts';

type RouteDeps = {
  auth: Auth;
  /** The client address (socket or trusted proxy, http/client-address.ts). */
  clientIp: (c: Context) => string | undefined;
  /** Sign-in and sign-up attempts per client address: one counter for both. */
  attemptsPerAddress: RateLimiter;
  /** Reset emails per email address. */
  resetEmailsPerAddress: RateLimiter;
  brake: SignInBrake;
  devices: DeviceCookies;
  accounts: AccountRepository;
  accountService: AccountService;
  profiles: ProfileRepair;
  sessions: SessionReader;
};

/** Better Auth's answer to a reset request, known account or not; the cap answers it too. */
const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

/**
 * Our auth API in front of Better Auth. Each flow is validated with the shared schemas first
 * (the spec's messages, one error model), then forwarded to Better Auth's handler so that its
 * origin check, rate limiter and cookies stay in charge. Only the endpoints the product uses
 * are reachable.
 */
export function createAuthRoutes(deps: RouteDeps) {
  const app = new Hono<AuthEnv>();
  const addressOf = (c: Context) => deps.clientIp(c) ?? 'unknown';

  async function forward(c: Context, body?: unknown): Promise<Response> {
    const original = c.req.raw;
    const headers = new Headers(original.headers);
    const ip = deps.clientIp(c);
    headers.delete('x-forwarded-for');
    if (ip) headers.set('x-forwarded-for', ip);
    const init: RequestInit = { method: original.method, headers };
    if (body !== undefined) {
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
      init.body = JSON.stringify(body);
    }
    const response = await deps.auth.handler(new Request(original.url, init));
    return normaliseError(response);
  }

  /** The success answer without the session token, and with this browser trusted for the email. */
  async function signedIn(c: Context, response: Response, email: string) {
    const { user, headers } = await withoutToken(response);
    if (user.id) await deps.profiles.ensureProfile(user.id);
    headers.append('set-cookie', deps.devices.remember(email, getCookie(c, deps.devices.name)));
    return new Response(JSON.stringify({ user }), { status: response.status, headers });
  }

  app.post('/sign-up/email', async (c) => {
    const input = await readJson(c, signUpSchema);
    assertPasswordNotCommon(input.password);
    // The answer says whether an email has an account, so a script must not ask at speed.
    await deps.attemptsPerAddress.consume(addressOf(c));
    const response = await forward(c, input);
    if (response.ok) return signedIn(c, response, input.email);
    return await sameAnswerForLostRace(response, input.email);
  });

  app.post('/sign-in/email', async (c) => {
    const input = await readJson(c, signInSchema);
    await deps.attemptsPerAddress.consume(addressOf(c));
    const device = deps.devices.trustedNonce(input.email, getCookie(c, deps.devices.name));
    const attempt = await deps.brake.attempt(input.email, device);
    const response = await forward(c, { ...input, rememberMe: true });
    if (!response.ok) return response;
    await attempt.passed();
    return signedIn(c, response, input.email);
  });

  app.post('/request-password-reset', async (c) => {
    const input = await readJson(c, requestPasswordResetSchema);
    try {
      await deps.resetEmailsPerAddress.consume(input.email.toLowerCase());
    } catch (error) {
      // Over the cap: no email, and the same answer, so the cap reveals nothing either.
      if (error instanceof AppError && error.code === 'rate_limited') {
        return c.json(RESET_REQUESTED, 200);
      }
      throw error;
    }
    return forward(c, input);
  });

  app.post('/reset-password', async (c) => {
    const input = await readJson(c, resetPasswordSchema);
    assertPasswordNotCommon(input.newPassword);
    return forward(c, input);
  });

  app.post('/change-password', deps.sessions.requireUser, async (c) => {
    const input = await readJson(c, changePasswordSchema);
    const user = c.get('user');
    await deps.accountService.changePassword({
      userId: user.id,
      email: user.email,
      sessionId: user.sessionId,
      trustedDevice: deps.devices.trustedNonce(user.email, getCookie(c, deps.devices.name)),
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
    });
    return c.json({ ok: true as const }, 200);
  });

  app.post('/sign-out', (c) => forward(c, {}));

  app.all('*', () => {
    throw new AppError('not_found', 'No such endpoint.');
  });

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

  return app;
}

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

/** Better Auth answers `{ code, message }`; the app speaks `{ error: { code, message } }`. */
async function normaliseError(response: Response): Promise<Response> {
  if (response.ok || response.status < 400) return response;
  let message = 'Something went wrong. Please try again.';
  let code = 'bad_request';
  try {
    const body = (await response.clone().json()) as { code?: unknown; message?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
    if (typeof body.code === 'string' && body.code) code = body.code.toLowerCase();
  } catch {
    // Not JSON: keep the generic message.
  }
  if (response.status >= 500) {
    // Better Auth's own 5xx texts ('Failed to create session') are not meant for people.
    code = 'internal';
    message = 'Something went wrong in the kitchen. Please try again.';
  }
  if (response.status === 429) {
    code = 'rate_limited';
    message = TOO_MANY_ATTEMPTS;
  }
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify({ error: { code, message } }), {
    status: response.status,
    headers,
  });
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
