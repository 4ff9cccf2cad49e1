import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from './providers/logger.ts';
import type { S3Settings } from './providers/storage/s3-storage.ts';

/**
 * Configuration, validated once at start. Nothing else in the server reads process.env, so
 * every setting the app honours is listed here with its default.
 */
const envSchema = z.object({
  // Production unless said otherwise: `npm start` and the built server run as production;
  // only `npm run dev` (scripts/dev.mjs) sets development, which trusts Vite's dev origin.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  // How many proxies of ours sit in front: 'true' means one, 'false' none.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d)$/, 'TRUST_PROXY must be true, false or the number of proxies (0-9)')
    .default('false')
    .transform((v: string) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
  // Sign-in and sign-up attempts per client address per minute, together.
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Forkcast <no-reply@forkcast.local>'),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // Uploaded pictures go to an S3-compatible store when S3_BUCKET is set, else to DATA_DIR.
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  S3_PUBLIC_URL: z.url().optional(),
  /** Recipe import may fetch from private and loopback addresses: tests and local use only. */
  IMPORT_ALLOW_PRIVATE_ADDRESSES: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  AI_API_KEY: z.string().trim().min(1).optional(),
  AI_BASE_URL: z.url('AI_BASE_URL must be a web address (https://...)').optional(),
  AI_MODEL: z.string().trim().min(1).default('gpt-4o'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  UNSPLASH_ACCESS_KEY: z.string().trim().min(1).optional(),
  DEBUG_QUERY_COUNT: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  publicUrl: string;
  trustedOrigins: string[];
  trustProxy: boolean;
  /** Proxies of ours in front: the client address is this many entries from the right. */
  trustedProxyHops: number;
  /** Sign-in and sign-up attempts per client address per minute, together. */
  authAttemptsPerMinute: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  webDistDir: string | undefined;
  logLevel: LogLevel;
  /** Set when uploads go to an S3-compatible store. */
  s3: S3Settings | undefined;
  importAllowPrivateAddresses: boolean;
  /** AI generation: OpenAI-compatible when a key or an address is set, offline otherwise. */
  ai: { apiKey: string | undefined; baseUrl: string | undefined; model: string; timeoutMs: number };
  unsplashAccessKey: string | undefined;
  /** Benchmarks and tests: send each request's SQL statement count in X-Query-Count. */
  countQueries: boolean;
};

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  // Plain-http local origins only while the site itself is plain http: behind https they are
  // another origin, not ours. Vite's dev server only with `npm run dev`.
  const isHttp = publicUrl.startsWith('http://');
  const localOrigins = isHttp
    ? [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`]
    : [];
  const devOrigins =
    isHttp && env.NODE_ENV === 'development'
      ? ['http://localhost:5173', 'http://127.0.0.1:5173']
      : [];
  const trustedOrigins = new Set([
    new URL(publicUrl).origin,
    ...localOrigins,
    ...devOrigins,
    ...(env.TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  ]);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl,
    trustedOrigins: [...trustedOrigins],
    trustProxy: env.TRUST_PROXY > 0,
    trustedProxyHops: env.TRUST_PROXY,
    authAttemptsPerMinute: env.AUTH_ATTEMPTS_PER_MINUTE,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    webDistDir: env.WEB_DIST_DIR,
    logLevel: env.LOG_LEVEL,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          publicUrl: env.S3_PUBLIC_URL,
        }
      : undefined,
    importAllowPrivateAddresses: env.IMPORT_ALLOW_PRIVATE_ADDRESSES,
    ai: {
      apiKey: env.AI_API_KEY,
      baseUrl: env.AI_BASE_URL,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
    },
    unsplashAccessKey: env.UNSPLASH_ACCESS_KEY,
    countQueries: env.DEBUG_QUERY_COUNT,
  };
}

/**
 * The data folder alone, read without side effects: `npm run restore` must not create the
 * folder or its secret before it has checked that the folder is empty.
 */
export function dataDirOf(source: Record<string, string | undefined> = process.env): string {
  return path.resolve(source.DATA_DIR || './data');
}

/** A fresh install just works: the secret is generated once and kept beside the data. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
