import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extract } from 'tar';
import { frozenMigrations } from '../db/migrations/index.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupManifest,
  DATABASE_FILE,
  describeDatabase,
  MANIFEST_FILE,
  SECRET_FILE,
  sha256Of,
  UPLOADS_DIR,
} from './backup.ts';

/**
 * Whether a manifest entry names a file a backup writes: the database, the secret, or a picture
 * under uploads/, never a path that climbs out of the folder it is restored into.
 */
function isBackupFilePath(file: string): boolean {
  if (file === DATABASE_FILE || file === SECRET_FILE) return true;
  const normal = path.posix.normalize(file);
  return (
    normal === file &&
    normal.startsWith(`${UPLOADS_DIR}/`) &&
    !normal.split('/').includes('..') &&
    !path.isAbsolute(normal)
  );
}

/** The manifest's shape, checked before any of it is used. */
function isManifest(value: unknown): value is BackupManifest {
  const m = value as Partial<BackupManifest> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    Array.isArray(m.migrations) &&
    m.migrations.every((x) => typeof x === 'string') &&
    Array.isArray(m.files) &&
    m.files.every((f) => typeof f?.path === 'string' && typeof f?.sha256 === 'string') &&
    typeof m.counts === 'object' &&
    m.counts !== null
  );
}

async function isEmptyFolder(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return true;
  return (await readdir(dir)).length === 0;
}

/**
 * Restores an archive of `npm run backup` into `dataDir`, which must be empty or missing.
 * Everything is checked in a staging folder first (the archive reads whole, the manifest is
 * ours and not newer than this Forkcast, every file has its recorded hash, the database passes
 * its integrity check and has the recorded rows), so a refused restore leaves nothing behind.
 */
export async function restoreDataDir(archive: string, dataDir: string): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new BackupError(`There is no backup file at ${archive}.`);
  if (!(await isEmptyFolder(dataDir))) {
    throw new BackupError(
      `The data folder ${dataDir} is not empty. Restore only into an empty folder (set DATA_DIR to a new one), so nothing there is overwritten.`,
    );
  }
  const staging = await mkdtemp(path.join(os.tmpdir(), 'forkcast-restore-'));
  try {
    try {
      await extract({ file: archive, cwd: staging, strict: true });
    } catch (error) {
      throw new BackupError(
        `${archive} is damaged or not a Forkcast backup (${(error as Error).message}).`,
      );
    }
    let manifest: unknown;
    try {
      manifest = JSON.parse(await readFile(path.join(staging, MANIFEST_FILE), 'utf8'));
    } catch {
      throw new BackupError(`${archive} is not a Forkcast backup: it has no readable manifest.`);
    }
    if ((manifest as { format?: unknown } | null)?.format !== BACKUP_FORMAT) {
      throw new BackupError(`${archive} is not a Forkcast backup.`);
    }
    if (
      !isManifest(manifest) ||
      !manifest.files.every((f) => isBackupFilePath(f.path)) ||
      !manifest.files.some((f) => f.path === DATABASE_FILE)
    ) {
      throw new BackupError(`${archive} is damaged: its manifest does not describe a backup.`);
    }
    const known = new Set(Object.keys(frozenMigrations));
    const unknown = manifest.migrations.filter((m) => !known.has(m));
    if (manifest.formatVersion > BACKUP_FORMAT_VERSION || unknown.length > 0) {
      throw new BackupError(
        `${archive} was made by a newer Forkcast (schema ${manifest.schemaVersion}). Update Forkcast, then restore it.`,
      );
    }
    for (const file of manifest.files) {
      const full = path.join(staging, file.path);
      if (!existsSync(full) || (await sha256Of(full)) !== file.sha256) {
        throw new BackupError(`${archive} is damaged: ${file.path} is missing or changed.`);
      }
    }
    const database = describeDatabase(path.join(staging, DATABASE_FILE));
    if (database.integrity !== 'ok') {
      throw new BackupError(`${archive} is damaged: the database fails its integrity check.`);
    }
    for (const [table, count] of Object.entries(manifest.counts)) {
      if (database.counts[table] !== count) {
        throw new BackupError(`${archive} is damaged: ${table} does not hold the recorded rows.`);
      }
    }
    // Only the files the manifest lists (reading the database may have left -wal/-shm files).
    for (const file of manifest.files) {
      const target = path.join(dataDir, file.path);
      await mkdir(path.dirname(target), { recursive: true });
      await cp(path.join(staging, file.path), target);
    }
    return manifest;
  } finally {
    // tar may still be writing the files of a damaged archive after it has failed: retry the
    // removal while they land, and never let a leftover temporary folder hide the real reason.
    await rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(
      () => undefined,
    );
  }
}
