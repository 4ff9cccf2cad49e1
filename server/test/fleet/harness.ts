/// <reference path="./s3rver.d.ts" />
/**
 * The fleet harness: production server processes (`server/dist/main.js`, as users run it) on
 * their own ports, against one PostgreSQL database or one SQLite folder, one in-process S3
 * store (s3rver) and a small round-robin proxy in front. Used by the fleet and S3 suites and
 * the benchmarks; see server/test/fleet/README.md.
 */

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { rememberCookies } from '../support/cookie-jar.ts';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
export const BUILT_SERVER = path.join(SERVER_DIR, 'dist', 'main.js');

let built = false;
/**
 * Builds `server/dist` once per process (esbuild, a few seconds), so a suite never runs an
 * old bundle: the S3 bug this harness was made for lived only in the bundle.
 */
export function buildServer(): string {
  if (built) return BUILT_SERVER;
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
  built = true;
  return BUILT_SERVER;
}

export const S3_ACCESS_KEY = 'S3RVER';
export const S3_SECRET_KEY = 'S3RVER';

export type S3Store = {
  endpoint: string;
  bucket: string;
  directory: string;
  /** The settings an instance needs to use this store. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/** s3rver in this process, one bucket, files in a temporary folder; checks request signatures. */
export async function startS3(port: number, bucket = 'forkcast'): Promise<S3Store> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'forkcast-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: S3_SECRET_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type PgDatabase = { url: string; name: string; drop: () => Promise<void> };

/** A fresh, empty database on the TEST_DATABASE_URL server; dropped (forcibly) after. */
export async function createPgDatabase(adminUrl: string): Promise<PgDatabase> {
  const name = `forkcast_fleet_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/** Runs one query against a database URL (for checks the API does not offer). */
export async function queryPg<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export type Instance = {
  name: string;
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output: () => string;
  /** Resolves when the process has exited (SIGTERM, or SIGKILL with `kill('SIGKILL')`). */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/** Settings every instance of one fleet shares. */
export const FLEET_SECRET = 'fleet-secret-that-is-long-enough-0123456789';

/**
 * Starts `node server/dist/main.js` on `port` with `env` added to a minimal production
 * environment, and waits until /api/health answers 200 (or the process dies).
 */
export async function startInstance(options: {
  name: string;
  port: number;
  env: Record<string, string | undefined>;
  timeoutMs?: number;
  /** Extra node flags before the script, e.g. `--cpu-prof` for a benchmark's profile. */
  nodeArgs?: string[];
}): Promise<Instance> {
  const main = buildServer();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    AUTH_SECRET: FLEET_SECRET,
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'forkcast-fleet-no-web'),
    // As `npm start` and docs/deploy.md run it (issue 18): glibc's default of 8 malloc arenas
    // per core (one per thread that allocates: libuv's pool, libvips, zlib) keeps freed
    // memory resident; and its mmap threshold, which rises after the first large buffer is
    // freed, let libvips' picture buffers come from (and stay in) those arenas. 20 pictures
    // of 49 megapixels peaked at 264 MB without the fixed threshold, 196 MB with it.
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    // V8's young generation at 2 MB a half instead of 16: under 200 connections the default
    // grew the heap to 150 MB reserved for 45 MB used (decision 028).
    NODE_OPTIONS: '--max-semi-space-size=2',
  };
  // An undefined setting is left out, e.g. AUTH_SECRET: the embedded default generates one.
  for (const [name, value] of Object.entries(options.env)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), main], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  let dead = false;
  void exited.then(() => {
    dead = true;
  });
  for (;;) {
    if (dead) {
      throw new Error(`${options.name} exited before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.name} was not ready in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    name: options.name,
    url,
    port: options.port,
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export type FleetProxy = {
  url: string;
  /** Which instance answered each request, in order (names). */
  served: string[];
  close: () => Promise<void>;
};

/**
 * A round-robin reverse proxy of a few lines of node:http, as a load balancer would be: it
 * appends the client's address to X-Forwarded-For (instances behind it count it in
 * TRUST_PROXY), streams
 * bodies both ways (server-sent events included) and answers 502 when an instance is down.
 */
export async function startProxy(
  port: number,
  targets: Pick<Instance, 'name' | 'port'>[],
): Promise<FleetProxy> {
  let next = 0;
  const served: string[] = [];
  const server = http.createServer((request, response) => {
    const target = targets[next++ % targets.length] as Pick<Instance, 'name' | 'port'>;
    served.push(target.name);
    const forwarded = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end('Bad gateway');
      else response.destroy();
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A browser-like HTTP client for a real server: keeps its cookies, sends the site's Origin,
 * speaks JSON. `via(address)` talks to another instance (or the proxy) with the same cookies.
 */
export function createHttpClient(
  origin: string,
  base: string = origin,
  /** Sent as X-Forwarded-For, as a load balancer in front would add it (TRUST_PROXY). */
  clientIp?: string,
) {
  const jar = new Map<string, string>();

  async function send(
    address: string,
    method: string,
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const isForm = body instanceof FormData;
    const init: RequestInit = {
      method,
      headers: {
        origin,
        ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      redirect: 'manual',
    };
    if (body !== undefined) {
      init.body =
        isForm || typeof body === 'string' ? (body as FormData | string) : JSON.stringify(body);
    }
    const response = await fetch(`${address}${pathname}`, init);
    rememberCookies(jar, response);
    return response;
  }

  function via(address: string) {
    return {
      address,
      jar,
      request: (method: string, p: string, body?: unknown, headers?: Record<string, string>) =>
        send(address, method, p, body, headers),
      get: (p: string, headers?: Record<string, string>) =>
        send(address, 'GET', p, undefined, headers),
      post: (p: string, body?: unknown, headers?: Record<string, string>) =>
        send(address, 'POST', p, body ?? {}, headers),
      put: (p: string, body?: unknown) => send(address, 'PUT', p, body ?? {}),
      patch: (p: string, body?: unknown) => send(address, 'PATCH', p, body ?? {}),
      delete: (p: string) => send(address, 'DELETE', p),
      via,
    };
  }
  return via(base);
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** A temporary folder, removed by the returned function. */
export function temporaryFolder(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The proxy in a process of its own; resolves once it listens. */
export async function startProxyProcess(port: number, targets: Pick<Instance, 'port'>[]) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('./proxy-main.ts', import.meta.url)),
      String(port),
      ...targets.map((t) => String(t.port)),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      if (String(chunk).includes('proxy ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`proxy exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
