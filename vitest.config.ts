import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', environment: 'node', include: ['core/src/**/*.test.ts'] } },
      // Repository-wide checks (the lint rules bite); one biome run, a few seconds.
      {
        test: {
          name: 'repo',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          globalSetup: ['server/test/support/announce-databases.ts'],
          // Integration suites boot real databases; run files one by one on 2 cores.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          // A cap, not a speed target: a dialog journey of many typed keys takes over the 5 s
          // default on 2 busy cores (CI shares the machine with builds and browsers).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
