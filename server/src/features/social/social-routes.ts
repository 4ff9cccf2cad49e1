import { AppError, createCommentSchema, createPostSchema, firstIssueMessage } from '@forkcast/core';
import { type Context, Hono } from 'hono';
import type { AuthEnv, SessionReader } from '../../auth/session.ts';
import { jsonRead, type VersionedAnswers, versionTag } from '../../http/conditional.ts';
import { readJson } from '../../http/validate.ts';
import { readUpload, uploadBodyLimit } from '../../providers/images/image-upload.ts';
import type { SocialService } from './social-service.ts';

/** The `:kind{like|save}` segment: the router lets only these two through. */
const reactionOf = (c: Context) => (c.req.param('kind') === 'save' ? 'save' : 'like');

/**
 * The social API: feed, posts, comments, likes and saves, follows, recipe reactions. Reading
 * the feed, a post or its comments works signed out (spec section 6: the popular feed is
 * public, flags are computed only for a signed-in user); everything else needs a session.
 * Taking a like, save or follow back answers 204 like every delete; the client knows the
 * state it asked for.
 */
export function createSocialRoutes(deps: {
  social: SocialService;
  sessions: SessionReader;
  answers: VersionedAnswers;
}) {
  const { social, sessions, answers } = deps;
  const signedIn = sessions.requireUser;

  const viewerOf = async (c: Context) => (await sessions.read(c))?.user.id ?? null;
  const cursorOf = (c: Context) => c.req.query('cursor');

  /**
   * A feed page: kept and revalidated by the database's change mark where it has one
   * (decision 027), otherwise built on every read (decision 020) and compressed from 1 KB up.
   */
  const feedPage = async (c: Context, read: Awaited<ReturnType<SocialService['readFeed']>>) =>
    read.version === null
      ? jsonRead(c, await read.page())
      : answers.json(c, versionTag('feed', read.version), read.page);

  return new Hono<AuthEnv>()
    .get('/feed/:tab{popular|following}', async (c) =>
      feedPage(
        c,
        await social.readFeed(
          c.req.param('tab') === 'popular' ? 'popular' : 'following',
          await viewerOf(c),
          cursorOf(c),
        ),
      ),
    )
    .get('/feed/saved', signedIn, async (c) =>
      feedPage(c, await social.readFeed('saved', c.var.user.id, cursorOf(c))),
    )
    .post('/posts', signedIn, uploadBodyLimit(), async (c) => {
      const { fields, file } = await readUpload(c, 'image');
      const parsed = createPostSchema.safeParse({
        text: fields.text,
        mealId: fields.mealId,
        hasImage: file !== null,
      });
      if (!parsed.success) throw new AppError('validation_failed', firstIssueMessage(parsed.error));
      return c.json(await social.createPost(c.var.user.id, parsed.data, file), 201);
    })
    .get('/posts/:postId', async (c) =>
      c.json(await social.getPost(c.req.param('postId'), await viewerOf(c)), 200),
    )
    .delete('/posts/:postId', signedIn, async (c) => {
      await social.deletePost(c.var.user.id, c.req.param('postId'));
      return c.body(null, 204);
    })
    .put('/posts/:postId/:kind{like|save}', signedIn, async (c) =>
      c.json(
        await social.addPostReaction(reactionOf(c), c.var.user.id, c.req.param('postId')),
        200,
      ),
    )
    .delete('/posts/:postId/:kind{like|save}', signedIn, async (c) => {
      await social.removePostReaction(reactionOf(c), c.var.user.id, c.req.param('postId'));
      return c.body(null, 204);
    })
    .put('/recipes/:mealId/:kind{like|save}', signedIn, async (c) =>
      c.json(
        await social.addRecipeReaction(reactionOf(c), c.var.user.id, c.req.param('mealId')),
        200,
      ),
    )
    .delete('/recipes/:mealId/:kind{like|save}', signedIn, async (c) => {
      await social.removeRecipeReaction(reactionOf(c), c.var.user.id, c.req.param('mealId'));
      return c.body(null, 204);
    })
    .get('/posts/:postId/comments', async (c) =>
      c.json(await social.comments(c.req.param('postId'), await viewerOf(c), cursorOf(c)), 200),
    )
    .post('/posts/:postId/comments', signedIn, async (c) => {
      const { text } = await readJson(c, createCommentSchema);
      return c.json(await social.addComment(c.var.user.id, c.req.param('postId'), text), 201);
    })
    .delete('/comments/:commentId', signedIn, async (c) => {
      await social.deleteComment(c.var.user.id, c.req.param('commentId'));
      return c.body(null, 204);
    })
    .put('/profiles/:userId/follow', signedIn, async (c) =>
      c.json(await social.follow(c.var.user.id, c.req.param('userId')), 200),
    )
    .delete('/profiles/:userId/follow', signedIn, async (c) => {
      await social.unfollow(c.var.user.id, c.req.param('userId'));
      return c.body(null, 204);
    })
    .get('/profiles/:userId/:side{followers|following}', signedIn, async (c) =>
      c.json(
        await social.followList(
          c.req.param('side') === 'followers' ? 'followers' : 'following',
          c.req.param('userId'),
          cursorOf(c),
        ),
        200,
      ),
    )
    .get('/recipes/saved', signedIn, async (c) =>
      c.json(await social.savedRecipes(c.var.user.id, cursorOf(c)), 200),
    )
    .get('/recipes/:mealId/reactions', signedIn, async (c) =>
      c.json(await social.recipeReactions(c.var.user.id, c.req.param('mealId')), 200),
    );
}
