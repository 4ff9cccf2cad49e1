import { Hono } from 'hono';
import type { SessionReader } from '../../auth/session.ts';

/**
 * The current session, or `null` when signed out. Being signed out is an answer, not an error:
 * a 401 here would put a red line in every visitor's browser console.
 */
export function createSessionRoutes(sessions: SessionReader) {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const session = await sessions.read(c);
    if (!session) return c.json(null, 200);
    return c.json({ user: session.user, profile: session.profile }, 200);
  });
}
