import {
  AppError,
  requestPasswordResetSchema,
  resetPasswordSchema,
  type Schema,
  signInSchema,
  signUpSchema,
} from '@forkcast/core';
import { type Context, Hono } from 'hono';
import { readJson } from '../http/validate.ts';
import type { Auth } from './auth.ts';
import type { SignInThrottle } from './throttle.ts';

type RouteDeps = {
  auth: Auth;
  throttle: SignInThrottle;
  /** The client address to hand Better Auth's rate limiter (socket or trusted proxy). */
  clientIp: (c: Context) => string | undefined;
};

/**
 * Our auth API in front of Better Auth. Each flow is validated with the shared schemas first
 * (the spec's messages, one error model), then forwarded to Better Auth's handler so that its
 * origin check, rate limiter and cookies stay in charge. Only the endpoints the product uses
 * are reachable.
 */
export function createAuthRoutes(deps: RouteDeps) {
  const app = new Hono();

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

  const validated = (schema: Schema) => async (c: Context) => forward(c, await readJson(c, schema));

  app.post('/sign-up/email', async (c) =>
    withoutToken(await forward(c, await readJson(c, signUpSchema))),
  );

  app.post('/sign-in/email', async (c) => {
    const input = await readJson(c, signInSchema);
    if (await deps.throttle.isBlocked(input.email)) {
      const minutes = Math.ceil(deps.throttle.windowMs / 60_000);
      throw new AppError(
        'rate_limited',
        `Too many sign-in attempts for this account. Please wait ${minutes} minutes and try again.`,
      );
    }
    const response = await forward(c, { ...input, rememberMe: true });
    if (response.status === 401) await deps.throttle.recordFailure(input.email);
    else if (response.ok) await deps.throttle.clear(input.email);
    return withoutToken(response);
  });

  app.post('/request-password-reset', validated(requestPasswordResetSchema));
  app.post('/reset-password', validated(resetPasswordSchema));
  app.post('/sign-out', (c) => forward(c, {}));

  app.all('*', () => {
    throw new AppError('not_found', 'No such endpoint.');
  });
  return app;
}

/**
 * Sign-up and sign-in bodies carry the raw session token; the browser must only ever have it
 * in the httpOnly cookie, so the body is cut down to the user.
 */
async function withoutToken(response: Response): Promise<Response> {
  if (!response.ok) return response;
  const body = (await response.json()) as { user?: { id?: string; email?: string; name?: string } };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const user = body.user ?? {};
  return new Response(
    JSON.stringify({ user: { id: user.id, email: user.email, name: user.name } }),
    {
      status: response.status,
      headers,
    },
  );
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
    message = 'Too many attempts. Please wait a minute and try again.';
  }
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify({ error: { code, message } }), {
    status: response.status,
    headers,
  });
}
