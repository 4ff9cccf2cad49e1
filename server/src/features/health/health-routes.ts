import { Hono } from 'hono';
import { type Db, databaseProbe } from '../../db/database.ts';

export function createHealthRoutes(db: Db) {
  const isDatabaseReachable = databaseProbe(db);
  return new Hono().get('/', async (c) => {
    const isUp = await isDatabaseReachable();
    return c.json(
      { status: isUp ? 'ok' : 'degraded', database: isUp ? 'ok' : 'unreachable' },
      isUp ? 200 : 503,
    );
  });
}
