import type { Db } from '../db/database.ts';

export function createSessionRepository(db: Db) {
  return {
    /** The session, its user and the profile (null fields when the profile is missing). */
    async findByToken(token: string) {
      return await db
        .selectFrom('session')
        .innerJoin('user', 'user.id', 'session.userId')
        .leftJoin('profiles', 'profiles.id', 'session.userId')
        .select([
          'session.id as sessionId',
          'session.expiresAt',
          'user.id',
          'user.email',
          'user.name',
          'profiles.username',
          'profiles.full_name',
          'profiles.location',
          'profiles.avatar_url',
        ])
        .where('session.token', '=', token)
        .executeTakeFirst();
    },
  };
}
