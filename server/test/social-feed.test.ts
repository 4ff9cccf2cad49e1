import type {
  CommentPage,
  FeedPage,
  FeedPost,
  PostComment,
  PostLikeState,
  PostSaveState,
} from '@forkcast/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cook,
  createCook,
  errorOf,
  form,
  insertList,
  insertMeal,
  insertPost,
  json,
  noContent,
  picture,
  visitor,
} from './support/social-fixtures.ts';
import { createTestApp, dialects, type TestApp } from './support/test-app.ts';

const postText = (text: string) => form({ text });

describe.each(dialects)('posts and the feed on %s', (dialect) => {
  let t: TestApp;
  let ana: Cook;
  let ben: Cook;
  let cleo: Cook;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [ana, ben, cleo] = await Promise.all([
      createCook(t, 'Ana Author'),
      createCook(t, 'Ben Reader'),
      createCook(t, 'Cleo Other'),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  async function createPost(cook: Cook, body: FormData) {
    return await json<FeedPost>(cook.send('POST', '/api/posts', body), 201);
  }

  describe('creating a post', () => {
    it('stores a text post and shows it with its author, unescaped markup kept as text', async () => {
      const post = await createPost(ana, postText('  <b>Soup</b> & bread tonight \n'));
      expect(post).toMatchObject({
        author: { id: ana.id, username: ana.username, fullName: 'Ana Author' },
        postType: 'text',
        text: '<b>Soup</b> & bread tonight',
        imageUrl: null,
        meal: null,
        likeCount: 0,
        commentCount: 0,
        saveCount: 0,
        isLikedByUser: false,
        isSavedByUser: false,
        isOwn: true,
      });
      const seen = await json<FeedPost>(ben.send('GET', `/api/posts/${post.id}`));
      expect(seen.text).toBe('<b>Soup</b> & bread tonight');
      expect(seen.isOwn).toBe(false);
    });

    it('re-encodes a real PNG and a real JPEG to WebP and serves them with long caching', async () => {
      for (const [format, type] of [
        ['png', 'image/png'],
        ['jpeg', 'image/jpeg'],
      ] as const) {
        const bytes = await picture(format, 2400, 1200);
        const post = await createPost(
          ana,
          form({ text: '' }, { field: 'image', bytes, name: `dish.${format}`, type }),
        );
        expect(post.postType).toBe('media');
        expect(post.imageUrl).toMatch(/^\/uploads\/posts\/[\w-]+\.webp$/);
        const served = await t.app.request(post.imageUrl as string);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const body = new Uint8Array(await served.arrayBuffer());
        // RIFF....WEBP, and no wider than 1600 px.
        expect(new TextDecoder().decode(body.slice(8, 12))).toBe('WEBP');
        const sharp = (await import('sharp')).default;
        expect((await sharp(body).metadata()).width).toBe(1600);
      }
    });

    it('refuses a text file renamed to .png, storing nothing', async () => {
      const before = t.uploads.files.size;
      const error = await errorOf(
        ana.send(
          'POST',
          '/api/posts',
          form(
            { text: 'look' },
            {
              field: 'image',
              bytes: new TextEncoder().encode('not a picture at all'),
              name: 'dish.png',
              type: 'image/png',
            },
          ),
        ),
        400,
      );
      expect(error.message).toMatch(/not an image/);
      expect(t.uploads.files.size).toBe(before);
    });

    it('refuses a 12 MB picture with a clear 413', async () => {
      const error = await errorOf(
        ana.send(
          'POST',
          '/api/posts',
          form(
            {},
            {
              field: 'image',
              bytes: new Uint8Array(12 * 1024 * 1024),
              name: 'big.jpg',
              type: 'image/jpeg',
            },
          ),
        ),
        413,
      );
      expect(error.message).toBe('Images can be at most 10 MB');
    });

    it('needs text, an image or a meal (spec message); None stores no meal', async () => {
      const error = await errorOf(
        ana.send('POST', '/api/posts', form({ text: '  ', mealId: 'none' })),
        400,
      );
      expect(error.message).toBe('Please add text, an image, or select a meal');
      const post = await createPost(ana, form({ text: 'Just words', mealId: 'none' }));
      expect(post.meal).toBeNull();
    });

    it('attaches a meal the author can see, which anyone signed in may then read', async () => {
      const mealId = await insertMeal(t, ana.id, 'Ana stew');
      // Not shared yet: Ben cannot like it.
      expect((await ben.send('PUT', `/api/recipes/${mealId}/like`)).status).toBe(404);
      const post = await createPost(ana, form({ text: 'Recipe inside', mealId }));
      expect(post.meal).toEqual({ id: mealId, name: 'Ana stew' });
      expect((await ben.send('PUT', `/api/recipes/${mealId}/like`)).status).toBe(200);
    });

    it('refuses to attach a meal the author cannot see, without revealing it', async () => {
      const privateMeal = await insertMeal(t, cleo.id, 'Secret sauce');
      const error = await errorOf(
        ana.send('POST', '/api/posts', form({ text: 'Stolen', mealId: privateMeal })),
        404,
      );
      expect(error.message).toBe('Could not find this recipe');
      const unknown = await errorOf(ana.send('POST', '/api/posts', form({ mealId: 'nope' })), 404);
      expect(unknown.message).toBe('Could not find this recipe');
    });

    it('lets a list member attach a meal of the list', async () => {
      const mealId = await insertMeal(t, cleo.id, 'Family curry');
      await insertList(t, cleo.id, [mealId], [ben.id]);
      const post = await createPost(ben, form({ mealId }));
      expect(post.meal?.name).toBe('Family curry');
    });

    it('refuses a signed-out visitor and a body that is not a form', async () => {
      expect((await visitor(t).send('POST', '/api/posts', postText('hi'))).status).toBe(401);
      const error = await errorOf(ana.send('POST', '/api/posts', { text: 'json' }), 400);
      expect(error.message).toMatch(/multipart/);
    });

    it('refuses too long a text', async () => {
      const error = await errorOf(ana.send('POST', '/api/posts', postText('x'.repeat(2001))), 400);
      expect(error.message).toBe('Posts can be at most 2,000 characters');
    });
  });

  describe('deleting a post', () => {
    it('is for the author only, removes the picture, and is a 404 afterwards', async () => {
      const bytes = await picture('png');
      const post = await createPost(
        ana,
        form({}, { field: 'image', bytes, name: 'a.png', type: 'image/png' }),
      );
      const key = (post.imageUrl as string).replace('/uploads/', '');
      expect(t.uploads.files.has(key)).toBe(true);

      expect((await visitor(t).send('DELETE', `/api/posts/${post.id}`)).status).toBe(401);
      const refused = await errorOf(ben.send('DELETE', `/api/posts/${post.id}`), 403);
      expect(refused.message).toBe('Only the author can delete this post.');

      await noContent(ana.send('DELETE', `/api/posts/${post.id}`));
      expect(t.uploads.files.has(key)).toBe(false);
      expect((await ben.send('GET', `/api/posts/${post.id}`)).status).toBe(404);
      expect((await ana.send('DELETE', `/api/posts/${post.id}`)).status).toBe(404);
      expect((await t.app.request(post.imageUrl as string)).status).toBe(404);
    });
  });

  describe('likes and saves of posts', () => {
    it('toggle idempotently, never below zero, and show in the feed flags', async () => {
      const post = await createPost(ana, postText('Like me'));
      const like = (cook: Cook, method: string) =>
        json<PostLikeState>(cook.send(method, `/api/posts/${post.id}/like`));

      // A double click sends two requests at once: still one like.
      const [first, second] = await Promise.all([like(ben, 'PUT'), like(ben, 'PUT')]);
      expect(first.isLiked && second.isLiked).toBe(true);
      expect((await like(ben, 'PUT')).likeCount).toBe(1);
      expect((await like(cleo, 'PUT')).likeCount).toBe(2);

      const seenByBen = await json<FeedPost>(ben.send('GET', `/api/posts/${post.id}`));
      expect(seenByBen).toMatchObject({ likeCount: 2, isLikedByUser: true });
      const seenByVisitor = await json<FeedPost>(visitor(t).send('GET', `/api/posts/${post.id}`));
      expect(seenByVisitor).toMatchObject({ likeCount: 2, isLikedByUser: false, isOwn: false });

      const unlike = (cook: Cook) => noContent(cook.send('DELETE', `/api/posts/${post.id}/like`));
      const seen = (cook: Cook) => json<FeedPost>(cook.send('GET', `/api/posts/${post.id}`));
      await unlike(ben);
      await unlike(ben);
      expect(await seen(ben)).toMatchObject({ isLikedByUser: false, likeCount: 1 });
      await unlike(cleo);
      await unlike(cleo);
      expect(await seen(cleo)).toMatchObject({ isLikedByUser: false, likeCount: 0 });
    });

    it('saves a post once and lists it on the Saved tab, most recent save first', async () => {
      const older = await createPost(ana, postText('Saved first'));
      const newer = await createPost(ana, postText('Saved second'));
      const save = (id: string, method = 'PUT') =>
        json<PostSaveState>(ben.send(method, `/api/posts/${id}/save`));
      expect(await save(older.id)).toEqual({ isSaved: true, saveCount: 1 });
      expect(await save(older.id)).toEqual({ isSaved: true, saveCount: 1 });
      await save(newer.id);
      const saved = await json<FeedPage>(ben.send('GET', '/api/feed/saved'));
      expect(saved.posts.map((p) => p.text).slice(0, 2)).toEqual(['Saved second', 'Saved first']);
      expect(saved.posts.every((p) => p.isSavedByUser)).toBe(true);
      await noContent(ben.send('DELETE', `/api/posts/${older.id}/save`));
      const unsaved = await json<FeedPost>(ben.send('GET', `/api/posts/${older.id}`));
      expect(unsaved).toMatchObject({ isSavedByUser: false, saveCount: 0 });
      const after = await json<FeedPage>(ben.send('GET', '/api/feed/saved'));
      expect(after.posts.map((p) => p.id)).not.toContain(older.id);
      expect((await visitor(t).send('GET', '/api/feed/saved')).status).toBe(401);
    });

    it('need a session, and a post that exists', async () => {
      const post = await createPost(ana, postText('x'));
      for (const path of [`/api/posts/${post.id}/like`, `/api/posts/${post.id}/save`]) {
        expect((await visitor(t).send('PUT', path)).status).toBe(401);
        expect((await visitor(t).send('DELETE', path)).status).toBe(401);
      }
      expect((await ben.send('PUT', '/api/posts/missing/like')).status).toBe(404);
      expect((await ben.send('PUT', '/api/posts/missing/save')).status).toBe(404);
    });
  });

  describe('comments', () => {
    it('are added by signed-in cooks, listed newest first, and counted on the post', async () => {
      const post = await createPost(ana, postText('Comment on me'));
      const first = await json<{ comment: PostComment; commentCount: number }>(
        ben.send('POST', `/api/posts/${post.id}/comments`, { text: '  First!  ' }),
        201,
      );
      expect(first.comment).toMatchObject({
        text: 'First!',
        author: { id: ben.id, username: ben.username },
        isOwn: true,
      });
      expect(first.commentCount).toBe(1);
      await json(
        cleo.send('POST', `/api/posts/${post.id}/comments`, { text: '<i>Second</i>' }),
        201,
      );

      const page = await json<CommentPage>(
        visitor(t).send('GET', `/api/posts/${post.id}/comments`),
      );
      expect(page.comments.map((c) => c.text)).toEqual(['<i>Second</i>', 'First!']);
      expect(page.comments.every((c) => !c.isOwn)).toBe(true);
      expect((await json<FeedPost>(ana.send('GET', `/api/posts/${post.id}`))).commentCount).toBe(2);
    });

    it('refuse blank text, a signed-out visitor and an unknown post', async () => {
      const post = await createPost(ana, postText('x'));
      const blank = await errorOf(
        ben.send('POST', `/api/posts/${post.id}/comments`, { text: ' \n ' }),
        400,
      );
      expect(blank.message).toBe('Please write a comment first');
      expect(
        (await visitor(t).send('POST', `/api/posts/${post.id}/comments`, { text: 'hi' })).status,
      ).toBe(401);
      expect((await ben.send('POST', '/api/posts/missing/comments', { text: 'hi' })).status).toBe(
        404,
      );
      expect((await ben.send('GET', '/api/posts/missing/comments')).status).toBe(404);
    });

    it('are deleted by their author only', async () => {
      const post = await createPost(ana, postText('x'));
      const { comment } = await json<{ comment: PostComment }>(
        ben.send('POST', `/api/posts/${post.id}/comments`, { text: 'mine' }),
        201,
      );
      expect((await visitor(t).send('DELETE', `/api/comments/${comment.id}`)).status).toBe(401);
      // Not even the post's author deletes someone else's comment.
      const refused = await errorOf(ana.send('DELETE', `/api/comments/${comment.id}`), 403);
      expect(refused.message).toBe('Only the author can delete this comment.');
      await noContent(ben.send('DELETE', `/api/comments/${comment.id}`));
      const after = await json<FeedPost>(ben.send('GET', `/api/posts/${post.id}`));
      expect(after.commentCount).toBe(0);
      expect((await ben.send('DELETE', `/api/comments/${comment.id}`)).status).toBe(404);
    });

    it('come in pages of 50 with a cursor', async () => {
      const post = await createPost(ana, postText('Busy post'));
      const now = Date.now();
      await t.db
        .insertInto('post_comments')
        .values(
          Array.from({ length: 55 }, (_, i) => ({
            id: `c-${String(i).padStart(3, '0')}`,
            post_id: post.id,
            user_id: ben.id,
            text: `comment ${i}`,
            created_at: new Date(now - i * 1000).toISOString(),
          })),
        )
        .execute();
      const first = await json<CommentPage>(ben.send('GET', `/api/posts/${post.id}/comments`));
      expect(first.comments).toHaveLength(50);
      expect(first.comments[0]?.text).toBe('comment 0');
      const second = await json<CommentPage>(
        ben.send('GET', `/api/posts/${post.id}/comments?cursor=${first.nextCursor}`),
      );
      expect(second.comments.map((c) => c.text)).toEqual(
        [50, 51, 52, 53, 54].map((i) => `comment ${i}`),
      );
      expect(second.nextCursor).toBeNull();
      expect((await json<FeedPost>(ben.send('GET', `/api/posts/${post.id}`))).commentCount).toBe(
        55,
      );
    });
  });
});

describe.each(dialects)('feed order and pages on %s', (dialect) => {
  let t: TestApp;
  let ana: Cook;
  let ben: Cook;
  let cleo: Cook;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [ana, ben, cleo] = await Promise.all([
      createCook(t, 'Ana'),
      createCook(t, 'Ben'),
      createCook(t, 'Cleo'),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  async function allPages(cook: Cook | ReturnType<typeof visitor>, tab: string) {
    const seen: FeedPost[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?cursor=${cursor}` : '';
      const page: FeedPage = await json<FeedPage>(cook.send('GET', `/api/feed/${tab}${query}`));
      seen.push(...page.posts);
      sizes.push(page.posts.length);
      cursor = page.nextCursor;
    } while (cursor);
    return { seen, sizes };
  }

  it('ranks Popular by engagement decaying with age, not only by date', async () => {
    const liked = await insertPost(t, ana.id, { text: 'old but loved', daysAgo: 3 });
    const fresh = await insertPost(t, ana.id, { text: 'brand new', daysAgo: 0 });
    const middling = await insertPost(t, ben.id, { text: 'two days, one like', daysAgo: 2 });
    const stale = await insertPost(t, cleo.id, { text: 'old and quiet', daysAgo: 3.5 });
    // 15 reactions on the old post: likes count once, comments twice, saves once.
    for (const cook of [ana, ben, cleo]) {
      await cook.send('PUT', `/api/posts/${liked}/like`);
      await cook.send('PUT', `/api/posts/${liked}/save`);
      await cook.send('POST', `/api/posts/${liked}/comments`, { text: 'yum' });
    }
    for (let i = 0; i < 3; i += 1)
      await ana.send('POST', `/api/posts/${liked}/comments`, { text: 'more' });
    await ben.send('PUT', `/api/posts/${middling}/like`);

    const page = await json<FeedPage>(visitor(t).send('GET', '/api/feed/popular'));
    expect(page.posts.map((p) => p.id)).toEqual([liked, fresh, middling, stale]);
    expect(page.posts[0]).toMatchObject({ likeCount: 3, commentCount: 6, saveCount: 3 });
    expect(page.nextCursor).toBeNull();

    // Engagement taken back lowers the rank again.
    for (const cook of [ana, ben, cleo]) {
      await cook.send('DELETE', `/api/posts/${liked}/like`);
      await cook.send('DELETE', `/api/posts/${liked}/save`);
    }
    await t.db.deleteFrom('post_comments').where('post_id', '=', liked).execute();
    const after = await json<FeedPage>(visitor(t).send('GET', '/api/feed/popular'));
    expect(after.posts.map((p) => p.id)).toEqual([fresh, middling, liked, stale]);
    expect(after.posts[2]).toMatchObject({ likeCount: 0, commentCount: 0, saveCount: 0 });
    await t.db.deleteFrom('posts').execute();
  });

  it('pages both tabs by 20 without gaps or repeats', async () => {
    await ana.send('PUT', `/api/profiles/${ben.id}/follow`);
    for (let i = 0; i < 30; i += 1)
      await insertPost(t, ben.id, { text: `ben ${i}`, daysAgo: i / 10 });
    for (let i = 0; i < 15; i += 1)
      await insertPost(t, ana.id, { text: `ana ${i}`, daysAgo: i / 7 });
    for (let i = 0; i < 5; i += 1) await insertPost(t, cleo.id, { text: `cleo ${i}` });

    const popular = await allPages(ana, 'popular');
    expect(popular.sizes).toEqual([20, 20, 10]);
    expect(new Set(popular.seen.map((p) => p.id)).size).toBe(50);

    // Following: Ben's posts and Ana's own, newest first; none of Cleo's.
    const following = await allPages(ana, 'following');
    expect(following.sizes).toEqual([20, 20, 5]);
    expect(new Set(following.seen.map((p) => p.id)).size).toBe(45);
    expect(following.seen.some((p) => p.author.id === cleo.id)).toBe(false);
    const times = following.seen.map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    // Cleo follows nobody: only her own posts.
    const cleoFollowing = await allPages(cleo, 'following');
    expect(cleoFollowing.seen.every((p) => p.author.id === cleo.id)).toBe(true);
    expect(cleoFollowing.seen).toHaveLength(5);
  });

  it('shows a signed-out visitor an empty Following tab', async () => {
    expect(await json(visitor(t).send('GET', '/api/feed/following'))).toEqual({
      posts: [],
      nextCursor: null,
    });
  });

  it('answers a damaged cursor with a 400', async () => {
    for (const tab of ['popular', 'following']) {
      const error = await errorOf(ana.send('GET', `/api/feed/${tab}?cursor=not-a-cursor`), 400);
      expect(error.message).toMatch(/page link is not valid/);
    }
  });

  it('shows a deleted author as a post without a profile, never a 500', async () => {
    const post = await insertPost(t, cleo.id, { text: 'orphan?' });
    await t.db.deleteFrom('profiles').where('id', '=', cleo.id).execute();
    const seen = await json<FeedPost>(ana.send('GET', `/api/posts/${post}`));
    expect(seen.author).toEqual({ id: cleo.id, username: '', fullName: null, avatarUrl: null });
  });
});

describe.each(dialects)('feed pages kept and revalidated on %s', (dialect) => {
  let t: TestApp;
  let ana: Cook;
  let ben: Cook;

  beforeAll(async () => {
    t = await createTestApp(dialect, { countQueries: true });
    [ana, ben] = await Promise.all([createCook(t, 'Ana Kept'), createCook(t, 'Ben Kept')]);
  });
  afterAll(async () => {
    await t.close();
  });

  const read = (cook: Cook, path: string, tag = '') =>
    t.app.request(path, {
      headers: { cookie: cook.cookieHeader(), ...(tag ? { 'if-none-match': tag } : {}) },
    });

  it('answers 304 while nothing was written, and the new page after any write', async () => {
    const post = await insertPost(t, ana.id, { text: 'Kept page' });
    const first = await read(ben, '/api/feed/popular');
    const page = (await first.json()) as FeedPage;
    expect(page.posts.find((p) => p.id === post)).toMatchObject({ likeCount: 0 });
    const tag = first.headers.get('etag');
    if (dialect === 'postgres') {
      // No change mark on PostgreSQL: every read builds the page (decision 020).
      expect(tag).toBeNull();
      expect((await read(ben, '/api/feed/popular', 'W/"x"')).status).toBe(200);
      return;
    }
    expect(tag).toMatch(/^W\//);
    const again = await read(ben, '/api/feed/popular', tag ?? '');
    expect(again.status).toBe(304);
    // The change mark alone: no session query (kept), no feed query.
    expect(again.headers.get('x-query-count')).toBe('1');

    await ana.send('PUT', `/api/posts/${post}/like`);
    const changed = await read(ben, '/api/feed/popular', tag ?? '');
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    const seen = (await changed.json()) as FeedPage;
    expect(seen.posts.find((p) => p.id === post)).toMatchObject({ likeCount: 1 });

    // A write made outside the app's own queries moves the mark too.
    const before = (await read(ben, '/api/feed/popular')).headers.get('etag') ?? '';
    await t.db
      .updateTable('posts')
      .set({ text_content: 'Edited by hand' })
      .where('id', '=', post)
      .execute();
    const edited = await read(ben, '/api/feed/popular', before);
    expect(edited.status).toBe(200);
    const text = ((await edited.json()) as FeedPage).posts.find((p) => p.id === post)?.text;
    expect(text).toBe('Edited by hand');
  });

  it("keeps each reader's page apart: their own flags, never another's", async () => {
    const post = await insertPost(t, ana.id, { text: 'Whose like?' });
    await ben.send('PUT', `/api/posts/${post}/like`);
    const flag = async (cook: Cook) =>
      ((await (await read(cook, '/api/feed/popular')).json()) as FeedPage).posts.find(
        (p) => p.id === post,
      )?.isLikedByUser;
    expect(await flag(ben)).toBe(true);
    expect(await flag(ana)).toBe(false);
    const anon = (await json<FeedPage>(visitor(t).send('GET', '/api/feed/popular'))).posts;
    expect(anon.find((p) => p.id === post)?.isLikedByUser).toBe(false);
    // Ben's tag does not let Ana keep his page.
    const bensTag = (await read(ben, '/api/feed/popular')).headers.get('etag') ?? 'W/"none"';
    expect((await read(ana, '/api/feed/popular', bensTag)).status).toBe(200);
  });

  it('still answers a damaged cursor with a 400, and pages on with a kept page', async () => {
    const error = await errorOf(ana.send('GET', '/api/feed/popular?cursor=%0Abad'), 400);
    expect(error.message).toMatch(/page link is not valid/);
    for (let i = 0; i < 25; i += 1) await insertPost(t, ana.id, { text: `many ${i}` });
    const first = await json<FeedPage>(ana.send('GET', '/api/feed/popular'));
    const next = `/api/feed/popular?cursor=${first.nextCursor}`;
    const second = await read(ana, next);
    const tag = second.headers.get('etag');
    const body = (await second.json()) as FeedPage;
    expect(body.posts.some((p) => first.posts.some((q) => q.id === p.id))).toBe(false);
    if (tag) expect((await read(ana, next, tag)).status).toBe(304);
  });
});
