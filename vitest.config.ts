import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * vite-plugin-pwa's `virtual:pwa-register` exists only in builds; tests get a registration
 * that does nothing, which a test mocks to play a new version arriving.
 */
const pwaRegisterForTests: Plugin = {
  name: 'pwa-register-for-tests',
  resolveId: (id) => (id === 'virtual:pwa-register' ? `\0${id}` : null),
  load: (id) =>
    id === '\0virtual:pwa-register'
      ? 'export function registerSW() { return async () => {}; }'
      : null,
};

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', environment: 'node', include: ['core/src/**/*.test.ts'] } },
      // How the benches read what they measure (no server, no browser).
      { test: { name: 'bench', environment: 'node', include: ['bench/src/**/*.test.ts'] } },
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
        plugins: [react(), pwaRegisterForTests],
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
