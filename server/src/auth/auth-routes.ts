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
import { type AccountService, TOO_MANY_ATTEMPTS } from './account-service.ts';
import type { Auth } from './auth.ts';
import type { DeviceCookies } from './device-cookie.ts';
import { assertPasswordNotCommon } from './password-policy.ts';
import type { AuthEnv, SessionReader } from './session.ts';

type RouteDeps = {
  auth: Auth;
  /** The client address (socket or trusted proxy, http/client-address.ts). */
  clientIp: (c: Context) => string | undefined;
  devices: Pick<DeviceCookies, 'name'>;
  accountService: AccountService;
  sessions: SessionReader;
};

/**
 * Our auth API in front of Better Auth. Each flow is validated with the shared schemas first
 * (the spec's messages, one error model), its rules run in the account service, and the
 * request is forwarded to Better Auth's handler so that its origin check, rate limiter and
 * cookies stay in charge. Only the endpoints the product uses are reachable.
 */
export function createAuthRoutes(deps: RouteDeps) {
  const { accountService } = deps;

  /** Better Auth's handler, with the client address it should see and the validated body. */
  const sendOn =
    (c: Context) =>
    async (body?: unknown): Promise<Response> => {
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
      return normaliseError(await deps.auth.handler(new Request(original.url, init)));
    };

  const callerOf = (c: Context) => ({
    address: deps.clientIp(c) ?? 'unknown',
    deviceCookie: getCookie(c, deps.devices.name),
  });

  return new Hono<AuthEnv>()
    .post('/sign-up/email', async (c) =>
      accountService.signUp(await readJson(c, signUpSchema), callerOf(c), sendOn(c)),
    )
    .post('/sign-in/email', async (c) =>
      accountService.signIn(await readJson(c, signInSchema), callerOf(c), sendOn(c)),
    )
    .post('/request-password-reset', async (c) => {
      const input = await readJson(c, requestPasswordResetSchema);
      return accountService.requestPasswordReset(input.email, () => sendOn(c)(input));
    })
    .post('/reset-password', async (c) => {
      const input = await readJson(c, resetPasswordSchema);
      assertPasswordNotCommon(input.newPassword);
      return sendOn(c)(input);
    })
    .post('/change-password', deps.sessions.requireUser, async (c) => {
      const input = await readJson(c, changePasswordSchema);
      await accountService.changePassword({
        userId: c.var.user.id,
        email: c.var.user.email,
        sessionId: c.var.user.sessionId,
        deviceCookie: getCookie(c, deps.devices.name),
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
      });
      return c.json({ ok: true as const }, 200);
    })
    .post('/sign-out', async (c) => {
      const session = await deps.sessions.read(c);
      return accountService.signOut(session?.user.id, () => sendOn(c)({}));
    })
    .all('*', () => {
      throw new AppError('not_found', 'No such endpoint.');
    });
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
