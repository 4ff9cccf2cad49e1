import { AppError, createCommentSchema, createPostSchema, firstIssueMessage } from '@forkcast/core';
import { type Context, Hono } from 'hono';
import type { AuthEnv, SessionReader } from '../../auth/session.ts';
import { readJson } from '../../http/validate.ts';
import { readUpload, uploadBodyLimit } from '../../providers/images/image-upload.ts';
import type { SocialService } from './social-service.ts';

/**
 * The social API: feed, posts, comments, likes and saves, follows, recipe reactions. Reading
 * the feed, a post or its comments works signed out (spec section 6: the popular feed is
 * public, flags are computed only for a signed-in user); everything else needs a session.
 */
export function createSocialRoutes(deps: { social: SocialService; sessions: SessionReader }) {
  const { social, sessions } = deps;
  const signedIn = sessions.requireUser;
  const app = new Hono<AuthEnv>();

  const viewerOf = async (c: Context) => (await sessions.read(c))?.user.id ?? null;
  const cursorOf = (c: Context) => c.req.query('cursor');

  app.get('/feed/popular', async (c) =>
    c.json(await social.feed('popular', await viewerOf(c), cursorOf(c)), 200),
  );
  app.get('/feed/following', async (c) =>
    c.json(await social.feed('following', await viewerOf(c), cursorOf(c)), 200),
  );
  app.get('/feed/saved', signedIn, async (c) =>
    c.json(await social.savedPosts(c.get('user').id, cursorOf(c)), 200),
  );

  app.post('/posts', signedIn, uploadBodyLimit(), async (c) => {
    const { fields, file } = await readUpload(c, 'image');
    const parsed = createPostSchema.safeParse({
      text: fields.text,
      mealId: fields.mealId,
      hasImage: file !== null,
    });
    if (!parsed.success) throw new AppError('validation_failed', firstIssueMessage(parsed.error));
    return c.json(await social.createPost(c.get('user').id, parsed.data, file), 201);
  });
  app.get('/posts/:postId', async (c) =>
    c.json(await social.getPost(c.req.param('postId'), await viewerOf(c)), 200),
  );
  app.delete('/posts/:postId', signedIn, async (c) => {
    await social.deletePost(c.get('user').id, c.req.param('postId'));
    return c.json({ ok: true }, 200);
  });

  for (const kind of ['like', 'save'] as const) {
    app.put(`/posts/:postId/${kind}`, signedIn, async (c) =>
      c.json(
        await social.setPostReaction(kind, true, c.get('user').id, c.req.param('postId')),
        200,
      ),
    );
    app.delete(`/posts/:postId/${kind}`, signedIn, async (c) =>
      c.json(
        await social.setPostReaction(kind, false, c.get('user').id, c.req.param('postId')),
        200,
      ),
    );
    app.put(`/recipes/:mealId/${kind}`, signedIn, async (c) =>
      c.json(
        await social.setRecipeReaction(kind, true, c.get('user').id, c.req.param('mealId')),
        200,
      ),
    );
    app.delete(`/recipes/:mealId/${kind}`, signedIn, async (c) =>
      c.json(
        await social.setRecipeReaction(kind, false, c.get('user').id, c.req.param('mealId')),
        200,
      ),
    );
  }

  app.get('/posts/:postId/comments', async (c) =>
    c.json(await social.comments(c.req.param('postId'), await viewerOf(c), cursorOf(c)), 200),
  );
  app.post('/posts/:postId/comments', signedIn, async (c) => {
    const { text } = await readJson(c, createCommentSchema);
    return c.json(await social.addComment(c.get('user').id, c.req.param('postId'), text), 201);
  });
  app.delete('/comments/:commentId', signedIn, async (c) =>
    c.json(await social.deleteComment(c.get('user').id, c.req.param('commentId')), 200),
  );

  app.put('/profiles/:userId/follow', signedIn, async (c) =>
    c.json(await social.setFollow(c.get('user').id, c.req.param('userId'), true), 200),
  );
  app.delete('/profiles/:userId/follow', signedIn, async (c) =>
    c.json(await social.setFollow(c.get('user').id, c.req.param('userId'), false), 200),
  );
  for (const side of ['followers', 'following'] as const) {
    app.get(`/profiles/:userId/${side}`, signedIn, async (c) =>
      c.json(await social.followList(side, c.req.param('userId'), cursorOf(c)), 200),
    );
  }

  app.get('/recipes/saved', signedIn, async (c) =>
    c.json(await social.savedRecipes(c.get('user').id, cursorOf(c)), 200),
  );
  app.get('/recipes/:mealId/reactions', signedIn, async (c) =>
    c.json(await social.recipeReactions(c.get('user').id, c.req.param('mealId')), 200),
  );

  return app;
}
