import { join } from 'node:path';
import { projectRoot } from './support.ts';

/** A folder of shared fixtures, which live beside the project rather than inside it. */
export function fixturesDir(...parts: string[]): string {
  return join(projectRoot, '..', 'shared', 'fixtures', ...parts);
}
