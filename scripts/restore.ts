// `npm run restore FILE`: restores an archive of `npm run backup` into DATA_DIR, which must be
// empty; refuses damaged, foreign or newer archives and leaves the folder untouched then.
import path from 'node:path';
import { BackupError } from '../server/src/backup/backup.ts';
import { restoreDataDir } from '../server/src/backup/restore.ts';
import { dataDirOf } from '../server/src/env.ts';

const file = process.argv[2];
if (!file) {
  console.error('Which backup? Use: npm run restore FILE');
  process.exit(1);
}
const dataDir = dataDirOf();
try {
  const manifest = await restoreDataDir(path.resolve(file), dataDir);
  console.log(
    `Restored ${file} into ${dataDir} (schema ${manifest.schemaVersion}, made ${manifest.createdAt}). Start the server with DATA_DIR=${dataDir}.`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
