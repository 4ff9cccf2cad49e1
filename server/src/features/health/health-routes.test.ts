import { describe, expect, it } from 'vitest';
import { createHealthRoutes } from './health-routes.ts';

describe('GET /api/health', () => {
  it('answers 200 while the database answers', async () => {
    const response = await createHealthRoutes(async () => true).request('/');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 in the error model when the database cannot be reached, keeping its status for load balancers', async () => {
    const response = await createHealthRoutes(async () => false).request('/');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'degraded',
      database: 'unreachable',
      error: { code: 'unavailable', message: 'The database cannot be reached right now.' },
    });
  });
});
