import { Hono } from 'hono';
import { type Db, isDatabaseReachable } from '../../db/database.ts';

export function createHealthRoutes(db: Db) {
  return new Hono().get('/', async (c) => {
    const isUp = await isDatabaseReachable(db);
    return c.json(
      { status: isUp ? 'ok' : 'degraded', database: isUp ? 'ok' : 'unreachable' },
      isUp ? 200 : 503,
    );
  });
}
