import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { projectRoot } from './support.ts';

/** Where a profiled function runs: a chunk's address, line and column (0-based, as CDP gives). */
export type CallFrame = {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
};

/** Source maps of the build's chunks, when it was built with them (null: no map). */
const maps = new Map<string, SourceMapConsumer | null>();

/**
 * A frame of the built app by its source file, line and name, read from the chunk's source map
 * (`npx vite build --sourcemap` in web/); null for other frames and a build without maps.
 */
export function sourceOf(
  frame: CallFrame,
): { file: string; line: number; name: string | null } | null {
  if (!frame.url.includes('/assets/')) return null;
  const chunk = frame.url.split('/').at(-1) ?? '';
  if (!maps.has(chunk)) {
    try {
      const map = readFileSync(path.join(projectRoot, 'web/dist/assets', `${chunk}.map`), 'utf8');
      maps.set(chunk, new SourceMapConsumer(JSON.parse(map)));
    } catch {
      maps.set(chunk, null);
    }
  }
  const position = maps
    .get(chunk)
    ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!position?.source) return null;
  const file = position.source.includes('node_modules/')
    ? (position.source.split('node_modules/').at(-1) ?? position.source)
    : position.source.replace(/^.*?\/(web|core)\/src\//, '$1/');
  return { file, line: position.line, name: position.name ?? null };
}
