import { randomBytes, randomInt } from 'node:crypto';
import {
  AppError,
  type ProfileDetail,
  type ProfileMeal,
  type ProfileUser,
  SOCIAL_LIMITS,
  socialMessages,
  type UpdateProfile,
} from '@forkcast/core';
import { reencodeImage } from '../../providers/images/image-processor.ts';
import type { Logger } from '../../providers/logger.ts';
import { discardStoredFile, type Storage } from '../../providers/storage/storage.ts';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';
import type { ProfileRepository, ProfileRow } from './profile-repository.ts';

const MIN_USERNAME = SOCIAL_LIMITS.usernameMin;
const MAX_USERNAME = SOCIAL_LIMITS.usernameMax;

/** Avatars are shown small; a 512 px square is sharp on any phone. */
const AVATAR_SIZE = 512;

export type ProfileServiceDeps = {
  storage: Storage;
  logger: Logger;
  /** Caps avatar uploads per user: each one decodes and stores a picture. */
  avatarLimiter: RateLimiter;
  /** The meal carousels of a profile; "shared" is the social feature's rule. */
  profileMeals: (
    ownerId: string,
    viewerId: string,
  ) => Promise<{ mealCount: number; sharedMeals: ProfileMeal[]; popularMeals: ProfileMeal[] }>;
  /**
   * Told once a person's name or picture changed: other features show them (list screens keep
   * answers by version, lists/list-versions.ts) and must not keep showing the old ones.
   */
  onProfileShownChanged?: (userId: string) => Promise<void>;
};

const profileNotFound = () => new AppError('not_found', 'Unknown User');

function toProfileUser(
  row: Pick<ProfileRow, 'id' | 'username' | 'full_name' | 'location' | 'avatar_url'>,
): ProfileUser {
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    location: row.location,
    avatarUrl: row.avatar_url,
  };
}

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

export function createProfileService(repo: ProfileRepository, deps: ProfileServiceDeps) {
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

    /** Everything the profile screen shows; another person's meals only when shared. */
    async getProfile(profileId: string, viewerId: string): Promise<ProfileDetail> {
      const [row, meals] = await Promise.all([
        repo.findProfileView(profileId, viewerId),
        deps.profileMeals(profileId, viewerId),
      ]);
      if (!row) throw profileNotFound();
      return {
        user: toProfileUser(row),
        isSelf: profileId === viewerId,
        isFollowing: Boolean(row.is_following),
        followerCount: Number(row.follower_count),
        followingCount: Number(row.following_count),
        ...meals,
      };
    },

    async updateProfile(userId: string, input: UpdateProfile): Promise<ProfileUser> {
      const outcome = await repo.updateProfile(userId, {
        username: input.username,
        fullName: input.fullName === '' ? null : input.fullName,
        location: input.location === '' ? null : input.location,
      });
      if (outcome === 'taken') throw new AppError('conflict', socialMessages.usernameTaken);
      if (outcome === 'missing') throw profileNotFound();
      await deps.onProfileShownChanged?.(userId);
      const row = await repo.findProfileView(userId, userId);
      if (!row) throw profileNotFound();
      return toProfileUser(row);
    },

    /** Re-encodes and stores a new avatar, then lets go of the old one. */
    async updateAvatar(userId: string, upload: Uint8Array): Promise<{ avatarUrl: string }> {
      await deps.avatarLimiter.consume(userId);
      const picture = await reencodeImage(upload, { kind: 'square', size: AVATAR_SIZE });
      const key = `avatars/${randomBytes(16).toString('base64url')}.webp`;
      const previous = await repo.avatarUrl(userId);
      const avatarUrl = await deps.storage.put(key, picture.body, picture.contentType);
      if (!(await repo.setAvatarUrl(userId, avatarUrl))) {
        await deps.storage.delete(key);
        throw profileNotFound();
      }
      await deps.onProfileShownChanged?.(userId);
      await discardStoredFile(deps.storage, previous, deps.logger);
      return { avatarUrl };
    },

    findUserIdByUsername: (username: string) => repo.findIdByUsername(username),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
