import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';

// An uncommon port: other processes on shared machines hold the usual ones.
const PORT = Number(process.env.E2E_PORT ?? 4517);
const baseURL = `http://127.0.0.1:${PORT}`;
// With TEST_DATABASE_URL, the offline and live-update journeys also run on PostgreSQL: two
// instances on one database (E2E_POSTGRES_PORT + 1 and + 2) behind a round-robin proxy
// (E2E_POSTGRES_PORT, by default the next port), where changes travel through LISTEN/NOTIFY.
const postgresAdminUrl = process.env.TEST_DATABASE_URL;
const POSTGRES_PORT = Number(process.env.E2E_POSTGRES_PORT ?? PORT + 1);
const postgresURL = `http://127.0.0.1:${POSTGRES_PORT}`;
/** The instances behind the proxy, each reachable on its own (live-fleet.spec.ts). */
const postgresInstances = [1, 2].map((i) => `http://127.0.0.1:${POSTGRES_PORT + i}`);
/** Journeys that need two instances: PostgreSQL only. */
const fleetOnly = /live-fleet\.spec\.ts/;

function server(port: number, url: string, extraEnv: Record<string, string> = {}) {
  return {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every journey signs up and in from 127.0.0.1: the per-address limit must not trip them.
    env: {
      PORT: String(port),
      PUBLIC_URL: url,
      HOST: '127.0.0.1',
      AUTH_ATTEMPTS_PER_MINUTE: '1000',
      // The recipe-import journey serves its recipe page from this machine.
      IMPORT_ALLOW_PRIVATE_ADDRESSES: 'true',
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    ...devices['Pixel 7'],
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'sqlite', testIgnore: fleetOnly },
    ...(postgresAdminUrl
      ? [
          {
            name: 'postgres',
            testMatch: /(offline|live-fleet)\.spec\.ts/,
            use: { baseURL: postgresURL },
            metadata: { instances: postgresInstances },
          },
        ]
      : []),
  ],
  webServer: [
    server(PORT, baseURL),
    ...(postgresAdminUrl
      ? [
          server(POSTGRES_PORT, postgresURL, {
            E2E_POSTGRES_ADMIN_URL: postgresAdminUrl,
            E2E_INSTANCES: String(postgresInstances.length),
          }),
        ]
      : []),
  ],
});
