import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from '@forkcast/core';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { createAccountRepository } from './auth/account-repository.ts';
import { createAccountService } from './auth/account-service.ts';
import { createAuth, isHttpsUrl, sessionCookieName } from './auth/auth.ts';
import { createDeviceCookies } from './auth/device-cookie.ts';
import { createProfileRepair } from './auth/profile-repair.ts';
import { createAuthRoutes, TOO_MANY_ATTEMPTS } from './auth/routes.ts';
import { createSessionReader } from './auth/session.ts';
import { createSignInBrake } from './auth/sign-in-brake.ts';
import type { DatabaseHandle, Db } from './db/database.ts';
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
import { createShoppingRepository } from './features/planning/shopping-repository.ts';
import { createShoppingRoutes } from './features/planning/shopping-routes.ts';
import { createShoppingService } from './features/planning/shopping-service.ts';
import { createProfileRepository } from './features/profiles/profile-repository.ts';
import { createProfileRoutes } from './features/profiles/profile-routes.ts';
import {
  createProfileService,
  type ProfileServiceDeps,
} from './features/profiles/profile-service.ts';
import {
  createRecipeImportRoutes,
  PAGE_SOURCE_PATH,
} from './features/recipe-import/recipe-import-routes.ts';
import {
  createRecipeImportService,
  importRateLimits,
} from './features/recipe-import/recipe-import-service.ts';
import { createSessionRoutes } from './features/session/session-routes.ts';
import { createFollowRepository } from './features/social/follow-repository.ts';
import { createPostRepository } from './features/social/post-repository.ts';
import { createRecipeRepository } from './features/social/recipe-repository.ts';
import { createSocialRoutes } from './features/social/social-routes.ts';
import { createSocialService } from './features/social/social-service.ts';
import { createUploadRoutes } from './features/social/upload-routes.ts';
import { createClientAddress } from './http/client-address.ts';
import { createErrorHandler } from './http/errors.ts';
import {
  noStoreWhenSettingCookies,
  sameOriginMutations,
  securityHeaders,
} from './http/security.ts';
import { createStaticRoutes } from './http/static.ts';
import type { AiProvider } from './providers/ai/ai-provider.ts';
import type { Logger } from './providers/logger.ts';
import type { Mailer } from './providers/mailer.ts';
import type { PhotoProvider } from './providers/photos/photo-provider.ts';
import { createSafeFetch, type SafeFetch } from './providers/safe-fetch/safe-fetch.ts';
import { createStorage, type Storage } from './providers/storage/storage.ts';
import { createRateLimitRepository } from './rate-limit/rate-limit-repository.ts';
import { createRateLimiter } from './rate-limit/rate-limiter.ts';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  mailer: Mailer;
  ai: AiProvider;
  photos: PhotoProvider;
  /** Fetches recipe pages; built from the config when absent (tests pass their own). */
  safeFetch?: SafeFetch;
  /** Overrides how the client address is found (tests; custom proxies). */
  clientIp?: (c: Context) => string | undefined;
  /** Uploaded pictures; by default local disk under DATA_DIR, or S3 when configured. */
  storage?: Storage;
  /**
   * Sign-in and sign-up tries per address per minute (AUTH_ATTEMPTS_PER_MINUTE, 10), password
   * tries per account per 15 minutes (10), reset emails per email address per hour (3), AI
   * generations per user per hour (30), new posts (30), comments (120) and avatar uploads (20)
   * per user per hour.
   */
  limits?: {
    signInPerMinute?: number;
    failedSignInsPerEmail?: number;
    resetEmailsPerHour?: number;
    aiPerHour?: number;
    postsPerHour?: number;
    commentsPerHour?: number;
    avatarsPerHour?: number;
  };
};

const HOUR_MS = 60 * 60 * 1000;

/** Picture uploads carry up to 10 MB and set their own limit (providers/images/image-upload.ts). */
const UPLOAD_ROUTES = new Set(['POST /api/posts', 'PUT /api/profile/avatar']);

const here = path.dirname(fileURLToPath(import.meta.url));
const MINUTE = 60_000;

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
    // The meals feature's one rule (it is built below and only called once requests come in).
    canReadMeal: (userId, mealId) => meals.canReadMeal(userId, mealId),
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
  const profileDeps: ProfileServiceDeps = {
    storage,
    logger,
    avatarLimiter: createRateLimiter(rateLimits, {
      name: 'avatars',
      max: deps.limits?.avatarsPerHour ?? 20,
      windowMs: HOUR_MS,
      message: 'Too many avatar changes. Please wait a while and try again.',
    }),
    profileMeals: social.profileMeals,
  };
  const profiles = createProfileService(createProfileRepository(db), profileDeps);
  // Sign-up writes the profile inside its own transaction, so the profile service is built on
  // whichever handle it is given.
  const createProfile = (user: { id: string; email: string; name: string }, handle: Db) =>
    createProfileService(createProfileRepository(handle), profileDeps).createProfileForUser(user);
  const accounts = createAccountRepository(db);
  const profileRepair = createProfileRepair({ db, accounts, createProfile, logger });
  const auth = createAuth({
    db: database.db,
    dialect: database.dialect,
    config,
    mailer: deps.mailer,
    logger,
    createProfile,
  });
  const sessions = createSessionReader({
    db,
    secret: config.authSecret,
    cookieName: sessionCookieName(config.publicUrl),
    repairProfile: profileRepair.repair,
  });
  const brake = createSignInBrake({
    repo: rateLimits,
    maxAttempts: deps.limits?.failedSignInsPerEmail ?? 10,
    windowMs: 15 * MINUTE,
  });

  const recipeImport = createRecipeImportService({
    safeFetch:
      deps.safeFetch ??
      createSafeFetch({ allowPrivateAddresses: config.importAllowPrivateAddresses }),
    ai: deps.ai,
    importLimiter: createRateLimiter(rateLimits, importRateLimits.imports),
    aiLimiter: createRateLimiter(rateLimits, importRateLimits.ai),
    logger,
  });
  const aiPerHour = deps.limits?.aiPerHour ?? 30;
  const aiService = createAiService({
    ai: deps.ai,
    photos: deps.photos,
    limiter: createRateLimiter(rateLimits, {
      name: 'ai',
      max: aiPerHour,
      windowMs: HOUR_MS,
      message: `You can generate up to ${aiPerHour} recipes or meal plans an hour. Please try again a little later.`,
    }),
  });
  const mealRepository = createMealRepository(db, database.dialect);
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
  const shopping = createShoppingService({
    db,
    repo: createShoppingRepository(db),
    requireListMember: lists.requireMember,
  });

  const app = new Hono();
  app.onError(createErrorHandler(logger));
  app.use('*', securityHeaders());
  app.use('*', noStoreWhenSettingCookies());

  const api = new Hono();
  // A list of 50 meals is ~70 KB of JSON, ~8 KB gzipped: phones on slow networks feel that.
  // Only the large reads: JSON answers carry no length, so a threshold cannot spare the small.
  const compressLargeReads = compress();
  for (const largeReads of ['/lists/*', '/meals', '/feed/*']) {
    api.use(largeReads, (c, next) =>
      c.req.method === 'GET' ? compressLargeReads(c, next) : next(),
    );
  }
  if (config.countQueries) api.use('*', countQueriesPerRequest());
  api.use('*', sameOriginMutations(config.trustedOrigins));
  const jsonBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new AppError('payload_too_large', 'That request is too large.');
    },
  });
  // A pasted recipe page may be a few megabytes and a picture up to 10 MB: those routes set
  // their own, larger limits.
  api.use('*', (c, next) =>
    c.req.path === PAGE_SOURCE_PATH || UPLOAD_ROUTES.has(`${c.req.method} ${c.req.path}`)
      ? next()
      : jsonBodyLimit(c, next),
  );
  api.route('/health', createHealthRoutes(db));
  api.route('/session', createSessionRoutes(sessions));
  api.route(
    '/auth',
    createAuthRoutes({
      auth,
      clientIp: deps.clientIp ?? createClientAddress(config.trustedProxyHops),
      attemptsPerAddress: createRateLimiter(rateLimits, {
        name: 'sign-in-or-up',
        max: deps.limits?.signInPerMinute ?? config.authAttemptsPerMinute,
        windowMs: MINUTE,
        message: TOO_MANY_ATTEMPTS,
      }),
      resetEmailsPerAddress: createRateLimiter(rateLimits, {
        name: 'reset-email',
        max: deps.limits?.resetEmailsPerHour ?? 3,
        windowMs: 60 * MINUTE,
        message: TOO_MANY_ATTEMPTS,
      }),
      brake,
      devices: createDeviceCookies({
        secret: config.authSecret,
        isHttps: isHttpsUrl(config.publicUrl),
      }),
      accounts,
      accountService: createAccountService({ db, brake }),
      profiles: profileRepair,
      sessions,
    }),
  );
  api.route('/import', createRecipeImportRoutes({ service: recipeImport, sessions }));
  api.route('/ai', createAiRoutes({ service: aiService, sessions, logger }));
  // Before /lists: its session middleware would otherwise run a second time for these paths.
  api.route(
    '/lists/:listId/shopping',
    createShoppingRoutes({ requireUser: sessions.requireUser, shopping }),
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

  return { app, auth, sessions, repairMissingProfiles: profileRepair.repairAll };
}
