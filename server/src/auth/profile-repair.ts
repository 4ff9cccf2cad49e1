import type { Db } from '../db/database.ts';
import type { Logger } from '../providers/logger.ts';
import type { AccountRepository, AccountUser } from './account-repository.ts';

/**
 * Puts back the profile of a user who has none. Since sign-up writes both in one transaction
 * this should never be needed, but databases from before that (or restored by hand) can hold
 * such users: they would sign in with an empty username. Runs at start-up, on sign-in and on
 * any session read that finds the profile missing.
 */
export function createProfileRepair(deps: {
  db: Db;
  accounts: AccountRepository;
  createProfile: (user: AccountUser, db: Db) => Promise<void>;
  logger: Logger;
}) {
  async function repair(user: AccountUser): Promise<void> {
    try {
      await deps.createProfile(user, deps.db);
    } catch (error) {
      // Another request may have repaired the same user a moment ago; that is success too.
      if (await deps.accounts.hasProfile(user.id)) return;
      throw error;
    }
    deps.logger.warn(`Created the missing profile of user ${user.id}`);
  }

  return {
    repair,
    /** Repairs the user if their profile is missing; one indexed read otherwise. */
    async ensureProfile(userId: string): Promise<void> {
      const user = await deps.accounts.findUserWithoutProfile(userId);
      if (user) await repair(user);
    },
    /** Repairs every user without a profile; returns how many there were. */
    async repairAll(): Promise<number> {
      const users = await deps.accounts.listUsersWithoutProfile();
      for (const user of users) await repair(user);
      return users.length;
    },
  };
}

export type ProfileRepair = ReturnType<typeof createProfileRepair>;
