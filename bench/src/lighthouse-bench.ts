import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatLighthouseReport, runLighthouse } from './lighthouse.ts';
import { benchPort, signUpBenchUser, startProcess, stopProcess, waitForOk } from './support.ts';

const PORT = benchPort(4621);

/** Boots the production build, signs a cook up for the app pages, and runs Lighthouse. */
export async function runLighthouseBench() {
  const base = `http://127.0.0.1:${PORT}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-lh-'));
  const server = startProcess(['server/dist/main.js'], {
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
  });
  try {
    await waitForOk(`${base}/api/health`, performance.now());
    const cookieHeader = await signUpBenchUser(base, 'speed@example.com');
    const report = await runLighthouse({ baseUrl: base, cookieHeader });
    console.log(formatLighthouseReport(report));
    return report;
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
