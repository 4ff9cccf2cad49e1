import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import {
  chmod,
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { create as createTar } from 'tar';

/**
 * One archive of the embedded install (DATA_DIR): a consistent copy of the SQLite database
 * taken with SQLite's online backup (the server may keep writing), the uploaded pictures, the
 * auth secret (so sessions and reset links stay valid), and a manifest that says which schema
 * the copy has, how many rows each table holds, and the hash of every file.
 */
export const BACKUP_FORMAT = 'forkcast-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const DATABASE_FILE = 'forkcast.db';
export const SECRET_FILE = 'auth-secret';
export const UPLOADS_DIR = 'uploads';
export const MANIFEST_FILE = 'manifest.json';

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The newest migration the database has: what a restoring Forkcast must know. */
  schemaVersion: string;
  migrations: string[];
  /** Rows per table in the copied database. */
  counts: Record<string, number>;
  /** Every file of the archive but the manifest: path, size and SHA-256. */
  files: { path: string; size: number; sha256: string }[];
};

export class BackupError extends Error {}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function filesUnder(root: string, prefix = ''): Promise<string[]> {
  if (!existsSync(path.join(root, prefix))) return [];
  const found: string[] = [];
  for (const entry of await readdir(path.join(root, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(root, relative)));
    // A picture being written is a temporary file renamed when whole; never copy one.
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) found.push(relative);
  }
  return found;
}

/** Migrations and row counts of a SQLite file, read-only. */
export function describeDatabase(file: string): {
  migrations: string[];
  counts: Record<string, number>;
  integrity: string;
} {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = (db.pragma('integrity_check', { simple: true }) as string) ?? 'unknown';
    const tables = (
      db
        .prepare(
          "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
        )
        .all() as { name: string }[]
    ).map((t) => t.name);
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const row = db
        .prepare(`select count(*) as n from "${table.replaceAll('"', '""')}"`)
        .get() as {
        n: number;
      };
      counts[table] = row.n;
    }
    const migrations = tables.includes('kysely_migration')
      ? (
          db.prepare('select name from kysely_migration order by name').all() as { name: string }[]
        ).map((m) => m.name)
      : [];
    return { migrations, counts, integrity };
  } finally {
    db.close();
  }
}

/** Writes the archive of `dataDir` to `archive` (a .tar.gz); answers its manifest. */
export async function backupDataDir(dataDir: string, archive: string): Promise<BackupManifest> {
  const databaseFile = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(databaseFile)) {
    throw new BackupError(
      `There is no Forkcast database in ${dataDir} (${DATABASE_FILE} is missing). Set DATA_DIR to the folder the server uses. With DATABASE_URL (PostgreSQL), back up with pg_dump instead (see docs/deploy.md).`,
    );
  }
  const staging = await mkdtemp(path.join(os.tmpdir(), 'forkcast-backup-'));
  try {
    // SQLite's online backup: a consistent copy while the server keeps reading and writing.
    const source = new SqliteDatabase(databaseFile, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      await source.backup(path.join(staging, DATABASE_FILE));
    } finally {
      source.close();
    }
    const { migrations, counts, integrity } = describeDatabase(path.join(staging, DATABASE_FILE));
    if (integrity !== 'ok') {
      throw new BackupError(`The database copy failed its integrity check: ${integrity}`);
    }
    const last = migrations.at(-1);
    if (!last) throw new BackupError('The database has no schema yet: start the server once.');

    // Pictures after the database: every picture the copy refers to was written before it.
    const uploads = await filesUnder(path.join(dataDir, UPLOADS_DIR));
    for (const file of uploads) {
      const target = path.join(staging, UPLOADS_DIR, file);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await copyFile(path.join(dataDir, UPLOADS_DIR, file), target);
      } catch (error) {
        // Deleted since it was listed (a replaced avatar): the copied database no longer needs it.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    if (existsSync(path.join(dataDir, SECRET_FILE))) {
      await copyFile(path.join(dataDir, SECRET_FILE), path.join(staging, SECRET_FILE));
    }

    const files: BackupManifest['files'] = [];
    for (const file of [
      DATABASE_FILE,
      SECRET_FILE,
      ...uploads.map((u) => path.join(UPLOADS_DIR, u)),
    ]) {
      const full = path.join(staging, file);
      if (!existsSync(full)) continue;
      files.push({
        path: file.split(path.sep).join('/'),
        size: (await stat(full)).size,
        sha256: await sha256Of(full),
      });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      schemaVersion: last,
      migrations,
      counts,
      files,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    await mkdir(path.dirname(path.resolve(archive)), { recursive: true });
    // Written aside and renamed: a half-written archive never carries the final name.
    const partial = `${archive}.partial`;
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      ...files.map((f) => f.path),
    ]);
    // It holds the auth secret and every password hash: the owner's eyes only, like auth-secret.
    await chmod(partial, 0o600);
    await rename(partial, archive);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
