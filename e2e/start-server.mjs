// Boots the production build on a fresh, throwaway data folder for one e2e run. With
// E2E_POSTGRES_ADMIN_URL it also makes a fresh PostgreSQL database for the run (dropped when
// the server stops), so the same journeys run on PostgreSQL. With E2E_INSTANCES=2 (PostgreSQL
// only) it starts two instances on that database, on PORT+1 and PORT+2, behind the fleet
// tests' round-robin proxy on PORT (issue 17: a change made through one instance reaches pages
// connected to the other).
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

const port = Number(process.env.PORT);
const instances = adminUrl ? Number(process.env.E2E_INSTANCES ?? 1) : 1;
const children = [];
let stopping = false;

function startInstance(instancePort) {
  const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Instances share the data folder, so they sign sessions with the same secret.
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      PORT: String(instancePort),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  children.push(child);
  child.on('exit', (code) => stopAll(code ?? 0));
  return child;
}

async function healthy(instancePort) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${instancePort}/api/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the instance on port ${instancePort} did not start`);
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  dropDatabase()
    .catch(() => {})
    .finally(() => process.exit(code));
}

// The reset-password test reads the emailed link from the log, as an operator without SMTP would.
const log = createWriteStream(path.join(dataDir, 'server.log'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

if (instances === 1) {
  const child = startInstance(port);
  child.stdout.pipe(log);
  child.stdout.pipe(process.stdout);
} else {
  // One after the other: the first runs the migrations and writes the shared secret.
  for (let i = 1; i <= instances; i += 1) {
    const child = startInstance(port + i);
    child.stdout.pipe(log);
    await healthy(port + i);
  }
  const proxy = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'server', 'test', 'fleet', 'proxy-main.ts'),
      String(port),
      ...Array.from({ length: instances }, (_, i) => String(port + i + 1)),
    ],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  children.push(proxy);
  proxy.on('exit', (code) => stopAll(code ?? 0));
}
