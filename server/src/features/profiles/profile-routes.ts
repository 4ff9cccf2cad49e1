import { AppError, socialMessages, updateProfileSchema } from '@forkcast/core';
import { Hono } from 'hono';
import type { AuthEnv, SessionReader } from '../../auth/session.ts';
import { readJson } from '../../http/validate.ts';
import { readUpload, uploadBodyLimit } from '../../providers/images/image-upload.ts';
import type { ProfileService } from './profile-service.ts';

/** Profiles: anyone signed in reads one; only its owner edits it (`/profile` is always "mine"). */
export function createProfileRoutes(deps: { profiles: ProfileService; sessions: SessionReader }) {
  const { profiles } = deps;
  const signedIn = deps.sessions.requireUser;
  return new Hono<AuthEnv>()
    .get('/profiles/:userId', signedIn, async (c) =>
      c.json(await profiles.getProfile(c.req.param('userId'), c.var.user.id), 200),
    )
    .put('/profile', signedIn, async (c) => {
      const input = await readJson(c, updateProfileSchema);
      return c.json(await profiles.updateProfile(c.var.user.id, input), 200);
    })
    .put('/profile/avatar', signedIn, uploadBodyLimit(), async (c) => {
      const { file } = await readUpload(c, 'avatar');
      if (!file) throw new AppError('validation_failed', socialMessages.imageRequired);
      return c.json(await profiles.updateAvatar(c.var.user.id, file), 200);
    });
}
