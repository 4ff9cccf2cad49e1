import v8 from 'node:v8';

/**
 * How far V8 lets its old generation grow past the live objects before the next full
 * collection: 100% (twice the live size). V8's own factor rises to 4x when a process allocates
 * fast, and under 200 connections the heap reached 140 MB reserved for 40-80 MB used (issue 18:
 * under 250 MB resident after a load run). At 2x the load bench measured 196 MB after the run
 * and no more CPU per request; at 1.5x, 173 MB but about 10% more CPU. Decision 028.
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * V8 settings the server applies to itself at start, so that they hold however it is started
 * (`npm start`, a process manager, a container). This one is read at every full collection and
 * so can be set at run time; the young generation's size cannot (V8 sizes it when the process
 * starts), so `npm start` passes `--max-semi-space-size=2` in NODE_OPTIONS (docs/deploy.md).
 */
export function applyHeapSettings(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
