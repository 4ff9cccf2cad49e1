// Makes sure Debian's Chromium is there for the browser suites. Playwright's own browser
// download does not work on these machines, so we install the distribution package instead.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath as path } from './chromium.mjs';

if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    `Chromium was not found at ${path}, and it cannot be installed from here ` +
      `(${hasApt ? 'not running as root' : 'apt-get is not available'}).\n` +
      'Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH), then run npm test again.',
  );
  process.exit(1);
}

console.log("Chromium is missing: installing Debian's chromium package (one time)...");
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
} catch {
  console.error('Installing chromium with apt-get failed; see the output above.');
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
