import { randomInt } from 'node:crypto';
import type { ProfileRepository } from './profile-repository.ts';

const MIN_USERNAME = 3;
const MAX_USERNAME = 24;

/** 'Jane.Doe+food@example.com' -> 'jane_doe_food': readable, URL-safe, editable later. */
export function usernameBaseFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  let base = local
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    // Cut before trimming, so a cut at a separator does not leave a trailing underscore.
    .slice(0, MAX_USERNAME - 5)
    .replace(/^_+|_+$/g, '');
  if (base.length < MIN_USERNAME) base = `cook${base ? `_${base}` : ''}`;
  return base;
}

export function createProfileService(repo: ProfileRepository) {
  return {
    /** Creates the profile of a new user with a unique username derived from the email. */
    async createProfileForUser(user: { id: string; email: string; name: string }) {
      const base = usernameBaseFromEmail(user.email);
      const fullName = user.name.trim() || null;
      // The insert itself detects a taken username (unique index), so one query per try.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const candidate = attempt === 0 ? base : `${base}${randomInt(1000, 100_000)}`;
        if (await repo.insertProfile({ id: user.id, username: candidate, fullName })) return;
      }
      // Twenty collisions in a row means something else is wrong; fail loudly.
      throw new Error(`Could not find a free username for user ${user.id}`);
    },

    findUserIdByUsername: (username: string) => repo.findIdByUsername(username),
  };
}
