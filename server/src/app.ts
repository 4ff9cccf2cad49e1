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
import { createHealthRoutes } from './features/health/health-routes.ts';
import { createListRepository } from './features/lists/list-repository.ts';
import { createListRoutes } from './features/lists/list-routes.ts';
import { createListService } from './features/lists/list-service.ts';
import { createMealRepository } from './features/lists/meal-repository.ts';
import { createMealRoutes } from './features/lists/meal-routes.ts';
import { createMealService } from './features/lists/meal-service.ts';
import { createProfileRepository } from './features/profiles/profile-repository.ts';
import { createProfileRoutes } from './features/profiles/profile-routes.ts';
import { createProfileService } from './features/profiles/profile-service.ts';
import { createSessionRoutes } from './features/session/session-routes.ts';
import { createFollowRepository } from './features/social/follow-repository.ts';
import { createPostRepository } from './features/social/post-repository.ts';
import { createRecipeRepository } from './features/social/recipe-repository.ts';
import { createSocialRoutes } from './features/social/social-routes.ts';
import { createSocialService } from './features/social/social-service.ts';
import { createUploadRoutes } from './features/social/upload-routes.ts';
import { createErrorHandler } from './http/errors.ts';
import { sameOriginMutations, securityHeaders } from './http/security.ts';
import { createStaticRoutes } from './http/static.ts';
import type { Logger } from './providers/logger.ts';
import type { Mailer } from './providers/mailer.ts';
import { createStorage, type Storage } from './providers/storage/storage.ts';
import { createRateLimitRepository } from './rate-limit/rate-limit-repository.ts';
import { createRateLimiter } from './rate-limit/rate-limiter.ts';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  mailer: Mailer;
  /** Overrides how the client address is found (tests; custom proxies). */
  clientIp?: (c: Context) => string | undefined;
  /** Uploaded pictures; by default local disk under DATA_DIR, or S3 when configured. */
  storage?: Storage;
  /** Sign-in tries per IP per minute and failed tries per email per 15 minutes. */
  limits?: {
    signInPerMinute?: number;
    failedSignInsPerEmail?: number;
    /** New posts, comments and avatar uploads per user per hour. */
    postsPerHour?: number;
    commentsPerHour?: number;
    avatarsPerHour?: number;
  };
};

const HOUR_MS = 60 * 60 * 1000;

/** Picture uploads carry up to 10 MB and set their own limit (providers/images/image-upload.ts). */
const UPLOAD_ROUTES = new Set(['POST /api/posts', 'PUT /api/profile/avatar']);

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

  const storage = deps.storage ?? createStorage({ dataDir: config.dataDir, s3: config.s3 });
  const rateLimits = createRateLimitRepository(db);
  const recipeRepository = createRecipeRepository(db);
  const social = createSocialService({
    posts: createPostRepository(db),
    follows: createFollowRepository(db),
    recipes: recipeRepository,
    storage,
    logger,
    // Until the meals feature offers its own rule: the creator, a member of a list holding the
    // meal, someone who saved it, or anyone when it is attached to a post.
    canReadMeal: (userId, mealId) => recipeRepository.isMealVisibleTo(userId, mealId),
    postLimiter: createRateLimiter(rateLimits, {
      name: 'posts',
      max: deps.limits?.postsPerHour ?? 30,
      windowMs: HOUR_MS,
      message: 'You are posting very quickly. Please wait a while before posting again.',
    }),
    commentLimiter: createRateLimiter(rateLimits, {
      name: 'comments',
      max: deps.limits?.commentsPerHour ?? 120,
      windowMs: HOUR_MS,
      message: 'You are commenting very quickly. Please wait a while before commenting again.',
    }),
  });
  const profiles = createProfileService(createProfileRepository(db), {
    storage,
    logger,
    avatarLimiter: createRateLimiter(rateLimits, {
      name: 'avatars',
      max: deps.limits?.avatarsPerHour ?? 20,
      windowMs: HOUR_MS,
      message: 'Too many avatar changes. Please wait a while and try again.',
    }),
    profileMeals: social.profileMeals,
  });
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

  const mealRepository = createMealRepository(db);
  const lists = createListService({
    db,
    lists: createListRepository(db),
    meals: mealRepository,
    findUserIdByUsername: profiles.findUserIdByUsername,
  });
  const meals = createMealService({
    db,
    meals: mealRepository,
    lists,
    isMealShared: social.isMealShared,
  });

  const app = new Hono();
  app.onError(createErrorHandler(logger));
  app.use('*', securityHeaders());

  const api = new Hono();
  if (config.countQueries) api.use('*', countQueriesPerRequest());
  api.use('*', sameOriginMutations(config.trustedOrigins));
  const jsonBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new AppError('payload_too_large', 'That request is too large.');
    },
  });
  api.use('*', (c, next) =>
    UPLOAD_ROUTES.has(`${c.req.method} ${c.req.path}`) ? next() : jsonBodyLimit(c, next),
  );
  api.route('/health', createHealthRoutes(db));
  api.route('/session', createSessionRoutes(sessions));
  api.route(
    '/auth',
    createAuthRoutes({ auth, throttle, clientIp: deps.clientIp ?? defaultClientIp(config) }),
  );
  api.route('/lists', createListRoutes({ lists, sessions }));
  api.route('/meals', createMealRoutes({ meals, sessions }));
  api.route('/', createProfileRoutes({ profiles, sessions }));
  api.route('/', createSocialRoutes({ social, sessions }));
  api.all('*', (c) => {
    throw new AppError('not_found', `No API route for ${c.req.method} ${c.req.path}.`);
  });
  app.route('/api', api);
  app.route('/uploads', createUploadRoutes(storage));

  const distDir = config.webDistDir ?? path.resolve(here, '../../web/dist');
  app.route('/', createStaticRoutes(distDir));

  return { app, auth, sessions };
}
