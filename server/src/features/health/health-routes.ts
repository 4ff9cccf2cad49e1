import { AppError, type ErrorBody } from '@forkcast/core';
import { Hono } from 'hono';

const unreachable = new AppError('unavailable', 'The database cannot be reached right now.');

/**
 * GET /api/health: 200 while the database answers, 503 when it does not. The 503 carries the
 * error model like every other refusal, beside the `status` and `database` fields that load
 * balancers and monitors already read (docs/deploy.md).
 */
export function createHealthRoutes(isDatabaseReachable: () => Promise<boolean>) {
  return new Hono().get('/', async (c) => {
    if (await isDatabaseReachable()) return c.json({ status: 'ok', database: 'ok' }, 200);
    const body: ErrorBody & { status: string; database: string } = {
      status: 'degraded',
      database: 'unreachable',
      error: { code: unreachable.code, message: unreachable.message },
    };
    return c.json(body, unreachable.status);
  });
}
