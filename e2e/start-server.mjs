// Boots the production build on a fresh, throwaway data folder for one e2e run. With
// E2E_POSTGRES_ADMIN_URL it also makes a fresh PostgreSQL database for the run (dropped when
// the server stops), so the same journeys run on PostgreSQL.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.E2E_POSTGRES_ADMIN_URL;
const dataDir = path.join(root, 'e2e', adminUrl ? '.data-postgres' : '.data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

let databaseUrl;
let dropDatabase = async () => {};
if (adminUrl) {
  const { default: pg } = await import('pg');
  const name = `forkcast_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Databases of earlier runs that were stopped too hard to drop their own; one still in use
  // (another run) refuses to go, and stays.
  const stale = await admin.query(
    "select datname from pg_database where datname like 'forkcast\\_e2e\\_%'",
  );
  for (const { datname } of stale.rows) {
    await admin.query(`drop database if exists "${datname}"`).catch(() => {});
  }
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  };
}

const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
});
// The reset-password test reads the emailed link from the log, as an operator without SMTP would.
const log = createWriteStream(path.join(dataDir, 'server.log'));
child.stdout.pipe(log);
child.stdout.pipe(process.stdout);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  dropDatabase()
    .catch(() => {})
    .finally(() => process.exit(code ?? 0));
});
