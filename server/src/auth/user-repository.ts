import type { Db } from '../db/database.ts';

/** Writes to Better Auth's own user table that Better Auth does not make itself. */
export function createUserRepository(db: Db) {
  return {
    async deleteUser(id: string): Promise<void> {
      await db.deleteFrom('user').where('id', '=', id).execute();
    },
  };
}
