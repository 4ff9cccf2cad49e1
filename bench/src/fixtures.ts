import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root: the nearest folder above this file holding the workspace package.json. */
export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 10; i += 1) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'core'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
}

/** A folder of shared fixtures, which live beside the project rather than inside it. */
export function fixturesDir(...parts: string[]): string {
  return join(projectRoot(), '..', 'shared', 'fixtures', ...parts);
}
