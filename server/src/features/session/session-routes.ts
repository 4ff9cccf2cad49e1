import { AppError } from '@forkcast/core';
import { Hono } from 'hono';
import type { SessionReader } from '../../auth/session.ts';

export function createSessionRoutes(sessions: SessionReader) {
  return new Hono().get('/', async (c) => {
    const session = await sessions.read(c);
    if (!session) throw new AppError('unauthorized', 'Auth session missing!');
    return c.json({ user: session.user, profile: session.profile }, 200);
  });
}
