// `npm run backup [FILE]`: one archive of the embedded install (DATA_DIR) while the server
// runs: the SQLite database (online backup), the uploaded pictures, the auth secret and a
// manifest. Default file: forkcast-backup-<date>.tar.gz in the current folder.
import path from 'node:path';
import { BackupError, backupDataDir } from '../server/src/backup/backup.ts';
import { dataDirOf } from '../server/src/env.ts';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? `forkcast-backup-${stamp}.tar.gz`);
const dataDir = dataDirOf();
try {
  const manifest = await backupDataDir(dataDir, file);
  const rows = Object.values(manifest.counts).reduce((a, b) => a + b, 0);
  const pictures = manifest.files.filter((f) => f.path.startsWith('uploads/')).length;
  console.log(
    `Backed up ${dataDir} to ${file}: schema ${manifest.schemaVersion}, ${rows} rows, ${pictures} pictures.`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
