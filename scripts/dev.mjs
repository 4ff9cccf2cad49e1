// `npm run dev`: the API with reload on port 3000 and Vite's dev server on 5173 (which proxies
// /api to it). Ctrl+C stops both. The only place that runs the server as development: that is
// what makes it trust Vite's origin (everything else defaults to production).
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts', 'web'], { stdio: 'inherit' }),
];

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
