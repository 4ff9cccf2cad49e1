import { randomBytes } from 'node:crypto';
import type { ErrorBody } from '@forkcast/core';
import pg from 'pg';
import { type AppDeps, createApp } from '../../src/app.ts';
import {
  type DatabaseHandle,
  type DialectName,
  migrateToLatest,
  openDatabase,
} from '../../src/db/database.ts';
import { type Config, loadConfig } from '../../src/env.ts';
import { createOfflineAiProvider } from '../../src/providers/ai/offline/offline-provider.ts';
import { createLogger, type Logger } from '../../src/providers/logger.ts';
import type { MailMessage } from '../../src/providers/mailer.ts';
import { createPhotoProvider } from '../../src/providers/photos/photo-provider.ts';
import { createMemoryStorage } from '../../src/providers/storage/memory-storage.ts';
import { rememberCookies } from './cookie-jar.ts';

export const ORIGIN = 'http://localhost:3000';

/** Every integration suite runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set. */
export const dialects: DialectName[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/** The address of each fresh PostgreSQL test database, so a second app can share it. */
const databaseUrls = new WeakMap<DatabaseHandle, string>();

async function createFreshDatabase(dialect: DialectName): Promise<DatabaseHandle> {
  if (dialect === 'sqlite') return await openDatabase({ kind: 'sqlite', file: ':memory:' });
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `forkcast_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  const fresh: DatabaseHandle = {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
  databaseUrls.set(fresh, url.toString());
  return fresh;
}

/**
 * A second server instance on the PostgreSQL database of `first` (its own pool and its own
 * LISTEN connection), as another process behind a load balancer would be. Closing it leaves
 * the database to `first`.
 */
async function openSharedDatabase(first: DatabaseHandle): Promise<DatabaseHandle> {
  const url = databaseUrls.get(first);
  if (!url) throw new Error('Only a PostgreSQL test database can be shared');
  return await openDatabase({ kind: 'postgres', url, poolSize: 4 });
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(
  dialect: DialectName,
  options: {
    limits?: AppDeps['limits'];
    webDistDir?: string;
    /** More environment settings, as the server would read them. */
    env?: Record<string, string>;
    /** Find the client address as the real server does (socket, proxies), not by header. */
    realClientAddress?: boolean;
    logger?: Logger;
    /** AI provider and photo doubles; offline and built-in images by default. */
    ai?: AppDeps['ai'];
    photos?: AppDeps['photos'];
    /** A recipe-page fetcher to use instead of the real one (test doubles). */
    providers?: { safeFetch?: AppDeps['safeFetch']; ai?: AppDeps['ai'] | null };
    /** Sends each request's SQL statement count in X-Query-Count (N+1 tests). */
    countQueries?: boolean;
    /** Hooks that see every list change (list-versions.ts). */
    listChanges?: AppDeps['listChanges'];
    /** Another instance on the same (PostgreSQL) database as this one. */
    shareDatabaseOf?: { database: DatabaseHandle };
    /** Smaller bulk import limits (zip bombs, recipe counts). */
    importLimits?: AppDeps['importLimits'];
  } = {},
) {
  const database = options.shareDatabaseOf
    ? await openSharedDatabase(options.shareDatabaseOf.database)
    : await createFreshDatabase(dialect);
  await migrateToLatest(database);
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/forkcast-test-unused',
      ...options.env,
    }),
    webDistDir: options.webDistDir ?? '/nonexistent',
    countQueries: options.countQueries ?? false,
  };
  const mails: MailMessage[] = [];
  const uploads = createMemoryStorage();
  const {
    app,
    auth,
    sessions,
    repairMissingProfiles,
    live,
    pruneOperations,
    importsIdle,
    recoverInterruptedImports,
    releaseCaches,
  } = createApp({
    config,
    database,
    logger: options.logger ?? createLogger('silent'),
    mailer: { send: async (m) => void mails.push(m) },
    ai: options.ai ?? createOfflineAiProvider(),
    photos:
      options.photos ??
      createPhotoProvider({ unsplashAccessKey: undefined, logger: createLogger('silent') }),
    // app.request has no socket; tests say which client they are with a header.
    clientIp: options.realClientAddress
      ? undefined
      : (c) => c.req.header('x-test-client-ip') ?? '192.0.2.1',
    limits: options.limits,
    listChanges: options.listChanges,
    importLimits: options.importLimits,
    storage: uploads.storage,
    safeFetch: options.providers?.safeFetch,
    // No AI at all behaves as the offline provider does for pages: it declines.
    ...(options.providers?.ai ? { ai: options.providers.ai } : {}),
  });
  return {
    app,
    auth,
    sessions,
    repairMissingProfiles,
    live,
    pruneOperations,
    importsIdle,
    recoverInterruptedImports,
    releaseCaches,
    database,
    db: database.db,
    config,
    mails,
    /** The pictures stored during the test, and the calls made to the storage. */
    uploads,
    close: async () => {
      await importsIdle();
      await database.close();
    },
  };
}

let clients = 0;
/** A client address no other test client uses (198.18.0.0/15 is for benchmarks and tests). */
export function uniqueClientIp(): string {
  clients += 1;
  return `198.18.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
}

/** A browser-like client: keeps cookies, sends our Origin, speaks JSON. */
export function createClient(app: TestApp['app'], ip = uniqueClientIp()) {
  const jar = new Map<string, string>();

  function cookieHeader(): string {
    return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  function remember(response: Response) {
    rememberCookies(jar, response);
  }

  async function request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const init: RequestInit = {
      method,
      headers: {
        origin: ORIGIN,
        'x-test-client-ip': ip,
        ...(jar.size ? { cookie: cookieHeader() } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
    };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    const response = await app.request(path, init);
    remember(response);
    return response;
  }

  return {
    jar,
    cookieHeader,
    get: (path: string, headers?: Record<string, string>) =>
      request('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      request('POST', path, body ?? {}, headers),
    patch: (path: string, body?: unknown) => request('PATCH', path, body ?? {}),
    put: (path: string, body?: unknown) => request('PUT', path, body ?? {}),
    delete: (path: string) => request('DELETE', path),
    request,
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'cook'): string {
  counter += 1;
  return `${prefix}${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

export const GOOD_PASSWORD = 'Tomato!sauce9';

export async function signUp(
  client: ReturnType<typeof createClient>,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  const body = {
    name: 'Ada Lovelace',
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    ...overrides,
  };
  const response = await client.post('/api/auth/sign-up/email', body);
  return { response, ...body };
}

/** The plain-words message of an error answer. */
export async function errorMessage(response: Response): Promise<string> {
  return (await errorOf(response)).message;
}

/** The `{ code, message }` of an error answer. */
export async function errorOf(response: Response): Promise<ErrorBody['error']> {
  return ((await response.json()) as ErrorBody).error;
}
