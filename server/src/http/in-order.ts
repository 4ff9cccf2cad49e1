import type { MiddlewareHandler } from 'hono';

/**
 * Middlewares run one after the other as a single one. Hono gives every middleware an
 * asynchronous step of its own; guards that let most requests straight through (reads) cost
 * more in those steps than in their own checks.
 */
export function inOrder(...steps: MiddlewareHandler[]): MiddlewareHandler {
  return (c, next) => {
    const run = (i: number): Promise<void> => {
      const step = steps[i];
      return step ? (step(c, () => run(i + 1)) as Promise<void>) : next();
    };
    return run(0);
  };
}
