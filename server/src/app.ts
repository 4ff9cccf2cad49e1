import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  AppError,
  CARD_PHOTO_SIZES,
  COLUMN_PHOTO_SIZES,
  firstScreenCode,
  firstScreenData,
  firstScreenPicture,
} from '@forkcast/core';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute } from 'hono-openapi';
import { createAccountRepository } from './auth/account-repository.ts';
import { createAccountService, TOO_MANY_ATTEMPTS } from './auth/account-service.ts';
import { createApiTokenRepository } from './auth/api-token-repository.ts';
import { createApiTokenService } from './auth/api-token-service.ts';
import { createApiTokenRoutes, refuseTokensOn } from './auth/api-tokens.ts';
import { createAuth, isHttpsUrl, sessionCookieName } from './auth/auth.ts';
import { createAuthRoutes } from './auth/auth-routes.ts';
import { createDeviceCookies } from './auth/device-cookie.ts';
import { createProfileRepair } from './auth/profile-repair.ts';
import { createSessionReader } from './auth/session.ts';
import { createSessionEvents } from './auth/session-events.ts';
import { createSignInBrake } from './auth/sign-in-brake.ts';
import { createChangeMark } from './db/change-mark.ts';
import { type DatabaseHandle, type Db, databaseProbe } from './db/database.ts';
import { countQueriesPerRequest, queryCountingPlugin } from './db/query-counter.ts';
import type { Config } from './env.ts';
import { createExportRepository } from './features/account-export/export-repository.ts';
import { createExportRoutes } from './features/account-export/export-routes.ts';
import { createExportService } from './features/account-export/export-service.ts';
import { createAiRoutes } from './features/ai/ai-routes.ts';
import { createAiService } from './features/ai/ai-service.ts';
import { createImportRepository } from './features/bulk-import/import-repository.ts';
import { BULK_IMPORT_PATH, createImportRoutes } from './features/bulk-import/import-routes.ts';
import { createBulkImportService } from './features/bulk-import/import-service.ts';
import { createClientErrorRoutes } from './features/client-errors/client-error-routes.ts';
import { createEventRoutes } from './features/events/event-routes.ts';
import {
  LIST_CHANGES_CHANNEL,
  notifyListChanges,
  parseListChanges,
} from './features/events/list-change-channel.ts';
import { createListEventHub } from './features/events/list-event-hub.ts';
import { createHealthRoutes } from './features/health/health-routes.ts';
import { createListRepository } from './features/lists/list-repository.ts';
import { createListRoutes } from './features/lists/list-routes.ts';
import { createListService } from './features/lists/list-service.ts';
import { createListVersions, type ListChangeHooks } from './features/lists/list-versions.ts';
import { createMealRepository } from './features/lists/meal-repository.ts';
import { createMealRoutes } from './features/lists/meal-routes.ts';
import { createMealService } from './features/lists/meal-service.ts';
import { loadFoodTable } from './features/nutrition/food-table-source.ts';
import { createNutritionRepository } from './features/nutrition/nutrition-repository.ts';
import { createNutritionRoutes } from './features/nutrition/nutrition-routes.ts';
import { createNutritionService } from './features/nutrition/nutrition-service.ts';
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
import { createClientAddress } from './http/client-address.ts';
import { createVersionedAnswers } from './http/conditional.ts';
import { createScreenDrawer, timeZoneOf } from './http/drawn-screens.ts';
import { createErrorHandler } from './http/errors.ts';
import { inOrder } from './http/in-order.ts';
import { refuseNulInAddress, sameOriginMutations, securityHeaders } from './http/security.ts';
import { createStaticRoutes, type ScreenPicture } from './http/static.ts';
import { apiRouteDocs, describe } from './openapi/api-docs.ts';
import { createOpenApiRoutes } from './openapi/openapi-routes.ts';
import type { AiProvider } from './providers/ai/ai-provider.ts';
import type { Logger } from './providers/logger.ts';
import type { Mailer } from './providers/mailer.ts';
import type { PhotoProvider } from './providers/photos/photo-provider.ts';
import {
  createSafeFetch,
  type SafeFetch,
  SafeFetchError,
} from './providers/safe-fetch/safe-fetch.ts';
import { createStorage } from './providers/storage/create-storage.ts';
import type { Storage } from './providers/storage/storage.ts';
import { createUploadRoutes } from './providers/storage/upload-routes.ts';
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
  /**
   * What happens when lists change, beyond their versions moving (list-versions.ts): the seam
   * where live updates hook in (pg_notify in the transaction, a publish after the commit).
   */
  listChanges?: ListChangeHooks;
  /** Overrides how the client address is found (tests; custom proxies). */
  clientIp?: (c: Context) => string | undefined;
  /** Uploaded pictures; by default local disk under DATA_DIR, or S3 when configured. */
  storage?: Storage;
  /**
   * Sign-in and sign-up tries per address per minute (AUTH_ATTEMPTS_PER_MINUTE, 10), password
   * tries per account per 15 minutes (10), reset emails per email address per hour (3), AI
   * generations per user per hour (30), new posts (30), comments (120) and avatar uploads (20)
   * per user per hour; error reports from the web (20) per address per minute.
   */
  limits?: {
    signInPerMinute?: number;
    failedSignInsPerEmail?: number;
    resetEmailsPerHour?: number;
    aiPerHour?: number;
    postsPerHour?: number;
    commentsPerHour?: number;
    avatarsPerHour?: number;
    clientErrorsPerMinute?: number;
  };
  /** Bulk import limits (recipes per file, archive expansion); the by default. */
  importLimits?: {
    recipes?: number;
    expandedBytes?: number;
    entries?: number;
    fileBytes?: number;
    /** How often a running import shows a sign of life and looks for a cancel (tests). */
    heartbeatMs?: number;
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
  const profileRepository = createProfileRepository(db);
  const mealRepository = createMealRepository(db, database.dialect);
  // Live updates (decision record 015): committed list changes reach this instance's open
  // event streams, in-process on SQLite; on PostgreSQL through NOTIFY in the write's
  // transaction and one LISTEN connection per instance, so every instance hears every write.
  const events = createListEventHub({
    membersOf: (listIds) => lists.membersOfLists(listIds),
    logger,
  });
  const isShared = database.dialect === 'postgres' && database.listen !== undefined;
  const listening =
    isShared && database.listen
      ? database.listen(LIST_CHANGES_CHANNEL, {
          onMessage: (payload) => void events.publish(parseListChanges(payload)),
          onReconnect: () => events.resync(),
          onError: (error) => logger.warn('Live updates: database listener error', { error }),
        })
      : Promise.resolve(undefined);
  const listChanges: ListChangeHooks = {
    inTransaction: async (trx, changes) => {
      if (isShared) await notifyListChanges(trx, changes);
      await deps.listChanges?.inTransaction?.(trx, changes);
    },
    afterCommit: (changes) => {
      if (!isShared) void events.publish(changes);
      deps.listChanges?.afterCommit?.(changes);
    },
  };
  // Every write that changes a list screen goes through these versions (decision 012).
  const listVersions = createListVersions(db, listChanges);
  const lists = createListService({
    db,
    versions: listVersions,
    lists: createListRepository(db),
    meals: mealRepository,
    findUserIdByUsername: profileRepository.findIdByUsername,
  });
  const meals = createMealService({
    meals: mealRepository,
    versions: listVersions,
    lists,
  });
  const recipeRepository = createRecipeRepository(db);
  const social = createSocialService({
    posts: createPostRepository(db),
    follows: createFollowRepository(db),
    recipes: recipeRepository,
    storage,
    logger,
    // The meals feature owns who may read a meal.
    canReadMeal: meals.canReadMeal,
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
    changeMark: createChangeMark(db, database.dialect),
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
    // List screens show members' and cooks' names and pictures, and keep answers by version;
    // kept sessions carry the profile too.
    onProfileShownChanged: async (userId) => {
      await listVersions.write({ showingUserId: userId }, async () => undefined);
      await sessionEvents.changed(userId);
    },
  };
  const profiles = createProfileService(profileRepository, profileDeps);
  // Sign-up writes the profile inside its own transaction, so the profile service is built on
  // whichever handle it is given.
  const createProfile = (user: { id: string; email: string; name: string }, handle: Db) =>
    createProfileService(createProfileRepository(handle), profileDeps).createProfileForUser(user);
  const accounts = createAccountRepository(db);
  // Signed-in sessions are kept in memory; whatever ends one or changes its profile tells
  // every instance (LISTEN/NOTIFY on PostgreSQL), so that a sign-out is refused at once.
  const sessionEvents = createSessionEvents({
    db,
    listen: isShared ? database.listen : undefined,
    drop: (userId) => sessions.forgetUser(userId),
    clear: () => sessions.forgetAll(),
    logger,
  });
  const profileRepair = createProfileRepair({ db, accounts, createProfile, logger });
  const auth = createAuth({
    db: database.db,
    dialect: database.dialect,
    config,
    mailer: deps.mailer,
    logger,
    createProfile,
    sessionsChanged: sessionEvents.changed,
  });
  const apiTokens = createApiTokenRepository(db);
  const sessions = createSessionReader({
    db,
    secret: config.authSecret,
    cookieName: sessionCookieName(config.publicUrl),
    repairProfile: profileRepair.repair,
    apiTokens,
    cacheInSync: sessionEvents.inSync,
  });
  const brake = createSignInBrake({
    repo: rateLimits,
    maxAttempts: deps.limits?.failedSignInsPerEmail ?? 10,
    windowMs: 15 * MINUTE,
  });
  const devices = createDeviceCookies({
    secret: config.authSecret,
    isHttps: isHttpsUrl(config.publicUrl),
  });
  const accountService = createAccountService({
    db,
    brake,
    accounts,
    devices,
    profiles: profileRepair,
    sessionsChanged: sessionEvents.changed,
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
  });

  const safeFetch =
    deps.safeFetch ??
    createSafeFetch({ allowPrivateAddresses: config.importAllowPrivateAddresses });
  const importLimiter = createRateLimiter(rateLimits, importRateLimits.imports);
  const recipeImport = createRecipeImportService({
    safeFetch,
    ai: deps.ai,
    importLimiter,
    aiLimiter: createRateLimiter(rateLimits, importRateLimits.ai),
    logger,
  });
  const bulkImports = createBulkImportService({
    repo: createImportRepository(db),
    singleProcess: database.dialect === 'sqlite',
    requireMember: lists.requireMember,
    createList: lists.createList,
    addNewMeals: lists.addNewMeals,
    addExistingMeals: lists.addExistingMeals,
    updateItem: lists.updateItem,
    // The nutrition feature is made below; this runs only once a job writes.
    setPeopleEating: (userId, listId, peopleEating) =>
      nutrition.setPeopleEating(userId, listId, peopleEating),
    // Each address of a list counts against the same per-user import limit as one typed in
    // the add-meal screen; the job waits for the next window instead of failing, until the
    // cook cancels (`signal`).
    fetchPage: async (userId, url, signal) => {
      for (let attempt = 0; ; attempt += 1) {
        signal.throwIfAborted();
        try {
          await importLimiter.consume(userId);
          break;
        } catch (error) {
          if (!(error instanceof AppError) || error.code !== 'rate_limited' || attempt > 60) {
            throw error;
          }
          await sleep(2000, undefined, { signal });
        }
      }
      try {
        return await safeFetch.fetchPage(url, signal);
      } catch (error) {
        if (error instanceof SafeFetchError) throw new AppError('bad_request', error.message);
        throw error;
      }
    },
    storage,
    logger,
    limits: deps.importLimits,
    heartbeatMs: deps.importLimits?.heartbeatMs,
  });
  const aiPerHour = deps.limits?.aiPerHour ?? 30;
  const aiService = createAiService({
    ai: deps.ai,
    logger,
    photos: deps.photos,
    limiter: createRateLimiter(rateLimits, {
      name: 'ai',
      max: aiPerHour,
      windowMs: HOUR_MS,
      message: `You can generate up to ${aiPerHour} recipes or meal plans an hour. Please try again a little later.`,
    }),
  });
  const nutrition = createNutritionService({
    repo: createNutritionRepository(db),
    table: loadFoodTable(),
    ingredientsOf: (mealIds) => mealRepository.ingredientsWithLinesOf(mealIds),
    // The meals feature owns who may read a meal, the lists feature who belongs to a list.
    canReadMeal: meals.canReadMeal,
    requireListMember: lists.requireMember,
    writeList: listVersions.write,
  });
  const shopping = createShoppingService({
    repo: createShoppingRepository(db),
    requireListMember: lists.requireMember,
    writeList: listVersions.write,
    listVersion: lists.currentVersion,
  });

  const app = new Hono();
  app.onError(createErrorHandler(logger));
  // Every step here runs for every request, so each is as small as it can be: the security
  // headers cost nothing when main.ts serves (they go on as the head is written), and the
  // checks that concern mutations only let reads straight through.
  app.use('*', securityHeaders());
  app.use('*', refuseNulInAddress());

  const api = new Hono();
  // Reads with a version are built and compressed once per version (http/conditional.ts);
  // the other large reads are compressed from 1 KB up (`jsonRead`). Small answers go as they are.
  const answers = createVersionedAnswers();
  if (config.countQueries) api.use('*', countQueriesPerRequest());
  const jsonBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new AppError('payload_too_large', 'That request is too large.');
    },
  });
  // A pasted recipe page may be a few megabytes, a picture up to 10 MB and a recipe file
  // 200 MB: those routes set their own, larger limits. Reads have no body: the limit would only
  // cost them the building of a full Request object (it looks at `c.req.raw.body`), the
  // dearest step of a read.
  const limitJsonBodies: MiddlewareHandler = (c, next) =>
    c.req.method === 'GET' ||
    c.req.method === 'HEAD' ||
    c.req.path === PAGE_SOURCE_PATH ||
    UPLOAD_ROUTES.has(`${c.req.method} ${c.req.path}`) ||
    (c.req.method === 'POST' && c.req.path === BULK_IMPORT_PATH)
      ? next()
      : jsonBodyLimit(c, next);
  // One step, not three: Hono gives each middleware an asynchronous step of its own.
  api.use(
    '*',
    inOrder(
      sameOriginMutations(config.trustedOrigins),
      refuseTokensOn(['/api/auth', '/api/tokens']),
      limitJsonBodies,
    ),
  );
  // Each route's OpenAPI description rides on its path, where hono-openapi reads it: on an app
  // of their own that serves nothing, so that they are not one more step of every request.
  const described = new Hono();
  for (const [key, doc] of Object.entries(apiRouteDocs)) {
    const [method, routePath] = key.split(' ') as [string, string];
    described.on(method, routePath, describeRoute(describe(doc, routePath)));
  }
  const documented = new Hono().route('/api', described);
  api.route(
    '/',
    createOpenApiRoutes(() => documented, sessionCookieName(config.publicUrl)),
  );
  api.route('/health', createHealthRoutes(databaseProbe(db)));
  api.route('/session', createSessionRoutes(sessions));
  const clientIp = deps.clientIp ?? createClientAddress(config.trustedProxyHops);
  api.route(
    '/client-errors',
    createClientErrorRoutes({
      logger,
      clientIp,
      limiter: createRateLimiter(rateLimits, {
        name: 'client-errors',
        max: deps.limits?.clientErrorsPerMinute ?? 20,
        windowMs: MINUTE,
        message: 'Too many error reports. Please wait a minute.',
      }),
    }),
  );
  api.route(
    '/auth',
    createAuthRoutes({
      auth,
      clientIp,
      devices,
      accountService,
      sessions,
    }),
  );
  api.route('/import', createRecipeImportRoutes({ service: recipeImport, sessions }));
  api.route(
    '/tokens',
    createApiTokenRoutes({ tokens: createApiTokenService({ repo: apiTokens }), sessions }),
  );
  api.route('/imports', createImportRoutes({ imports: bulkImports, sessions }));
  api.route(
    '/export',
    createExportRoutes({
      exports: createExportService({
        repo: createExportRepository(db),
        storage,
        publicUrl: config.publicUrl,
      }),
      sessions,
    }),
  );
  api.route('/ai', createAiRoutes({ service: aiService, sessions }));
  // Before /lists and /meals: their session middleware would otherwise run a second time.
  api.route(
    '/',
    createNutritionRoutes({
      nutrition,
      requireUser: sessions.requireUser,
      listVersion: lists.currentVersion,
      answers,
    }),
  );
  // Before /lists: its session middleware would otherwise run a second time for these paths.
  api.route(
    '/lists/:listId/shopping',
    createShoppingRoutes({ requireUser: sessions.requireUser, shopping, answers }),
  );
  api.route('/lists', createListRoutes({ lists, sessions, answers }));
  api.route(
    '/events',
    createEventRoutes({
      requireUser: sessions.requireUser,
      hub: events,
      listVersionsOf: lists.listVersionsOf,
    }),
  );
  api.route('/meals', createMealRoutes({ meals, sessions, answers }));
  api.route('/', createProfileRoutes({ profiles, sessions }));
  api.route('/', createSocialRoutes({ social, sessions, answers }));
  api.all('*', (c) => {
    // The path is the client's own text: long ones are cut, so the answer stays a sentence.
    const path = c.req.path.length > 80 ? `${c.req.path.slice(0, 80)}…` : c.req.path;
    throw new AppError('not_found', `No API route for ${c.req.method} ${path}.`);
  });
  app.route('/api', api);
  app.route('/uploads', createUploadRoutes(storage));

  /**
   * The largest picture of a signed-in screen, read as its first read will (decision 033): the
   * meal's photo when this cook may read the meal, the first popular post's picture, the first
   * meal card of a list (for its members) or of a profile's shared meals. Anything that fails
   * here only costs the preload; the screen's own read shows the error.
   */
  async function firstPictureOf(
    userId: string,
    pathname: string,
    search: string,
  ): Promise<ScreenPicture | null> {
    const picture = firstScreenPicture(pathname, search);
    const column = (url: string | null | undefined) =>
      url ? { url, sizes: COLUMN_PHOTO_SIZES } : null;
    const card = (url: string | null | undefined) =>
      url ? { url, sizes: CARD_PHOTO_SIZES } : null;
    try {
      if (picture?.screen === 'meal') {
        const meal = await meals.getMealDetail(userId, picture.mealId, picture.listId ?? undefined);
        return column(meal.imageUrl);
      }
      if (picture?.screen === 'feed') {
        const { page } = await social.readFeed('popular', userId);
        return column((await page()).posts[0]?.imageUrl);
      }
      if (picture?.screen === 'list') {
        return card(await lists.firstCardPicture(userId, picture.listId));
      }
      if (picture?.screen === 'profile') {
        const profile = await profiles.getProfile(picture.userId ?? userId, userId);
        return card(profile.sharedMeals[0]?.imageUrl);
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
    return null;
  }

  const distDir = config.webDistDir ?? path.resolve(here, '../../web/dist');
  // The web build's server module sits beside the files it serves, never among them.
  const drawScreen = createScreenDrawer(
    path.join(path.dirname(distDir), 'dist-ssr', 'server-render.js'),
    logger,
  );
  app.route(
    '/',
    createStaticRoutes(distDir, {
      // The session is asked for by every app page; a screen's first reads only when signed
      // in, so a signed-out visit asks for nothing it may not read (its code does the same).
      preloadsFor: async (c) => {
        const session = await sessions.read(c);
        if (!session) return { everyone: ['/api/session'], personal: [] };
        const reads = firstScreenData(c.req.path, new URL(c.req.url).search);
        // One's own profile reads by the cook's id, which the address does not carry: only
        // the server can name it (the screen's plain fetch then takes the preloaded answer).
        if (c.req.path === '/profile') {
          reads.push(`/api/profiles/${encodeURIComponent(session.user.id)}`);
        }
        const search = new URL(c.req.url).search;
        // The screen drawn with the page (decision 052), its reads answered here as this cook,
        // by the same routes the browser would ask; the picture is looked up meanwhile.
        const cookie = c.req.header('cookie') ?? '';
        const [drawn, picture] = await Promise.all([
          firstScreenCode(c.req.path, search)
            ? drawScreen?.(
                `${config.publicUrl}${c.req.path}${search}`,
                async (read) =>
                  app.request(read, { headers: { accept: 'application/json', cookie } }),
                { timeZone: timeZoneOf(c) },
              )
            : null,
          firstPictureOf(session.user.id, c.req.path, search),
        ]);
        return { everyone: ['/api/session'], personal: reads, picture, drawn };
      },
    }),
  );

  return {
    app,
    auth,
    sessions,
    repairMissingProfiles: profileRepair.repairAll,
    /** Forgets shopping operation ids older than 60 days (main.ts runs it daily). */
    pruneOperations: shopping.pruneOperations,
    /** Live updates: the hub, and `ready` once this instance LISTENs (PostgreSQL). */
    live: {
      hub: events,
      ready: Promise.all([listening, sessionEvents.ready]).then(() => undefined),
    },
    /**
     * Drops what this instance keeps only to answer faster (versioned answers, and sessions,
     * which a minute without requests has made too old to trust anyway); main.ts calls it when
     * the server falls idle, before the garbage collection that gives the memory back.
     */
    releaseCaches: () => {
      answers.clear();
      sessions.forgetAll();
    },
    /** Resolves when the bulk imports running in this process are finished. */
    importsIdle: bulkImports.idle,
    /** At start-up: imports a stopped server left unfinished are marked failed (main.ts). */
    recoverInterruptedImports: bulkImports.recoverInterrupted,
  };
}
