import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from '@forkcast/core';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createAuth, sessionCookieName } from './auth/auth.ts';
import { createAuthRoutes } from './auth/routes.ts';
import { createSessionReader } from './auth/session.ts';
import { createSignInThrottle } from './auth/throttle.ts';
import type { DatabaseHandle } from './db/database.ts';
import { countQueriesPerRequest, queryCountingPlugin } from './db/query-counter.ts';
import type { Config } from './env.ts';
import { createAiRoutes } from './features/ai/ai-routes.ts';
import { createAiService } from './features/ai/ai-service.ts';
import { createHealthRoutes } from './features/health/health-routes.ts';
import { createListRepository } from './features/lists/list-repository.ts';
import { createListRoutes } from './features/lists/list-routes.ts';
import { createListService } from './features/lists/list-service.ts';
import { createMealRepository } from './features/lists/meal-repository.ts';
import { createMealRoutes } from './features/lists/meal-routes.ts';
import { createMealService } from './features/lists/meal-service.ts';
import { createProfileRepository } from './features/profiles/profile-repository.ts';
import { createProfileService } from './features/profiles/profile-service.ts';
import { createSessionRoutes } from './features/session/session-routes.ts';
import { createErrorHandler } from './http/errors.ts';
import { sameOriginMutations, securityHeaders } from './http/security.ts';
import { createStaticRoutes } from './http/static.ts';
import type { AiProvider } from './providers/ai/ai-provider.ts';
import type { Logger } from './providers/logger.ts';
import type { Mailer } from './providers/mailer.ts';
import type { PhotoProvider } from './providers/photos/photo-provider.ts';
import { createRateLimitRepository } from './rate-limit/rate-limit-repository.ts';
import { createRateLimiter } from './rate-limit/rate-limiter.ts';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  mailer: Mailer;
  ai: AiProvider;
  photos: PhotoProvider;
  /** Overrides how the client address is found (tests; custom proxies). */
  clientIp?: (c: Context) => string | undefined;
  /**
   * Sign-in tries per IP per minute, failed tries per email per 15 minutes, AI generations
   * per user per hour.
   */
  limits?: { signInPerMinute?: number; failedSignInsPerEmail?: number; aiPerHour?: number };
};

const here = path.dirname(fileURLToPath(import.meta.url));

/** Socket address, or the first x-forwarded-for hop when a proxy we trust sits in front. */
function defaultClientIp(config: Config) {
  return (c: Context): string | undefined => {
    if (config.trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address;
    } catch {
      return undefined;
    }
  };
}

export function createApp(deps: AppDeps) {
  const { config, database, logger } = deps;
  // Better Auth keeps the plain instance; the app's own queries may be counted (benchmarks).
  const db = config.countQueries ? database.db.withPlugin(queryCountingPlugin) : database.db;

  const profiles = createProfileService(createProfileRepository(db));
  const auth = createAuth({
    db: database.db,
    dialect: database.dialect,
    config,
    mailer: deps.mailer,
    logger,
    onUserCreated: (user) => profiles.createProfileForUser(user),
    signInPerMinute: deps.limits?.signInPerMinute,
  });
  const sessions = createSessionReader({
    db,
    secret: config.authSecret,
    cookieName: sessionCookieName(config.publicUrl),
  });
  const throttle = createSignInThrottle({
    db,
    maxFailures: deps.limits?.failedSignInsPerEmail ?? 10,
    windowMs: 15 * 60 * 1000,
  });

  const aiPerHour = deps.limits?.aiPerHour ?? 30;
  const aiService = createAiService({
    ai: deps.ai,
    photos: deps.photos,
    limiter: createRateLimiter(createRateLimitRepository(db), {
      name: 'ai',
      max: aiPerHour,
      windowMs: 60 * 60 * 1000,
      message: `You can generate up to ${aiPerHour} recipes or meal plans an hour. Please try again a little later.`,
    }),
  });
  const mealRepository = createMealRepository(db);
  const lists = createListService({
    db,
    lists: createListRepository(db),
    meals: mealRepository,
    findUserIdByUsername: profiles.findUserIdByUsername,
  });
  const meals = createMealService({ db, meals: mealRepository, lists });

  const app = new Hono();
  app.onError(createErrorHandler(logger));
  app.use('*', securityHeaders());

  const api = new Hono();
  if (config.countQueries) api.use('*', countQueriesPerRequest());
  api.use('*', sameOriginMutations(config.trustedOrigins));
  api.use(
    '*',
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: () => {
        throw new AppError('payload_too_large', 'That request is too large.');
      },
    }),
  );
  api.route('/health', createHealthRoutes(db));
  api.route('/session', createSessionRoutes(sessions));
  api.route(
    '/auth',
    createAuthRoutes({ auth, throttle, clientIp: deps.clientIp ?? defaultClientIp(config) }),
  );
  api.route('/ai', createAiRoutes({ service: aiService, sessions, logger }));
  api.route('/lists', createListRoutes({ lists, sessions }));
  api.route('/meals', createMealRoutes({ meals, sessions }));
  api.all('*', (c) => {
    throw new AppError('not_found', `No API route for ${c.req.method} ${c.req.path}.`);
  });
  app.route('/api', api);

  const distDir = config.webDistDir ?? path.resolve(here, '../../web/dist');
  app.route('/', createStaticRoutes(distDir));

  return { app, auth, sessions };
}
