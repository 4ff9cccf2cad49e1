import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { frozenMigrations } from './migrations/index.ts';
import type { DialectName } from './migrations/types.ts';
import { type ChannelListener, type ListenHandlers, listenOnChannel } from './pg-listener.ts';
import { prepareQuery } from './prepared.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './sqlite-statements.ts';

export type { DialectName };
export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  dialect: DialectName;
  close: () => Promise<void>;
  /**
   * PostgreSQL only: a dedicated connection that LISTENs on a channel, with reconnect (live
   * updates across instances). Closed with the handle.
   */
  listen?: (channel: string, handlers: ListenHandlers) => Promise<ChannelListener>;
  /**
   * SQLite only: gives back the memory its page cache holds (the server calls it when idle;
   * PostgreSQL's pool closes idle connections by itself after 10 s).
   */
  releaseMemory?: () => void;
};

export type DatabaseOptions =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; poolSize?: number };

export function databaseOptionsFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseOptions {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  return { kind: 'sqlite', file: path.join(config.dataDir, 'forkcast.db') };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    // Loaded on demand: the embedded default never pays for the PostgreSQL driver.
    const { default: pg } = await import('pg');
    // BIGINT comes back as text by default; ours hold millisecond timestamps, exact as numbers.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A connection the server drops (restart, failover, a database dropped after tests) emits
    // 'error'; unheard, that event would crash the process. The pool already discards broken
    // connections and the next query opens a new one, so listening is all that is needed.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const listeners = new Set<ChannelListener>();
    return {
      db,
      dialect: 'postgres',
      close: async () => {
        await Promise.all([...listeners].map((l) => l.close()));
        await db.destroy();
      },
      listen: async (channel, handlers) => {
        const listener = await listenOnChannel(pg, options.url, channel, handlers);
        listeners.add(listener);
        return {
          close: async () => {
            listeners.delete(listener);
            await listener.close();
          },
        };
      },
    };
  }
  if (options.file !== ':memory:') mkdirSync(path.dirname(options.file), { recursive: true });
  const sqlite = new SqliteDatabase(options.file);
  // WAL lets readers proceed during a write; busy_timeout rides out brief lock contention.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // SQLite's own lower() folds ASCII letters only ('CRÈME' stays 'crÈme'); searches by name
  // fold with this, as PostgreSQL's lower() does under a UTF-8 locale. A new name, not an
  // override of lower(): the unique index on lower(username) stays as SQLite built it.
  sqlite.function('fold_case', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    db,
    dialect: 'sqlite',
    close: () => db.destroy(),
    // Frees what SQLite can of its page cache (up to 2 MB by default) and lookaside memory.
    releaseMemory: () => {
      sqlite.pragma('shrink_memory');
    },
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          Object.entries(frozenMigrations).map(([name, m]) => [
            name,
            { up: (db: Kysely<unknown>) => m.up(db, handle.dialect) },
          ]),
        ),
    },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
}

/**
 * Whether the database answers a trivial query (health checks): compiled once, since load
 * balancers and benchmarks ask for it all the time.
 */
export function databaseProbe(db: Db): () => Promise<boolean> {
  const probe = prepareQuery(db, [], (db) => db.selectNoFrom(sql<number>`1`.as('up')));
  return async () => {
    try {
      await probe.run({});
      return true;
    } catch {
      return false;
    }
  };
}
