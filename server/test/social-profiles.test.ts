import type {
  FeedPost,
  FollowPage,
  FollowState,
  ProfileDetail,
  ProfileUser,
  RecipeReactions,
  SavedRecipe,
} from '@forkcast/core';
import sharp from 'sharp';
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

describe.each(dialects)('profiles and settings on %s', (dialect) => {
  let t: TestApp;
  let ana: Cook;
  let ben: Cook;

  beforeAll(async () => {
    t = await createTestApp(dialect, { limits: { avatarsPerHour: 5 } });
    [ana, ben] = await Promise.all([createCook(t, 'Ana Baker'), createCook(t, 'Ben Cook')]);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('reading a profile', () => {
    it("shows one's own meals, all of them, with counts and the list that holds them", async () => {
      const soup = await insertMeal(t, ana.id, 'Soup');
      const pie = await insertMeal(t, ana.id, 'Pie');
      const listId = await insertList(t, ana.id, [pie]);
      await insertPost(t, ana.id, { mealId: soup });
      await ben.send('PUT', `/api/recipes/${soup}/like`);

      const mine = await json<ProfileDetail>(ana.send('GET', `/api/profiles/${ana.id}`));
      expect(mine).toMatchObject({
        user: { id: ana.id, username: ana.username, fullName: 'Ana Baker', location: null },
        isSelf: true,
        isFollowing: false,
        followerCount: 0,
        followingCount: 0,
        mealCount: 2,
      });
      expect(mine.sharedMeals.map((m) => [m.name, m.listId])).toEqual([
        ['Pie', listId],
        ['Soup', null],
      ]);
      expect(mine.popularMeals.map((m) => [m.name, m.likeCount])).toEqual([
        ['Soup', 1],
        ['Pie', 0],
      ]);
    });

    it("shows only another cook's shared meals (attached to a post)", async () => {
      const theirs = await json<ProfileDetail>(ben.send('GET', `/api/profiles/${ana.id}`));
      expect(theirs.isSelf).toBe(false);
      expect(theirs.mealCount).toBe(1);
      expect(theirs.sharedMeals.map((m) => [m.name, m.listId])).toEqual([['Soup', null]]);
      expect(theirs.popularMeals.map((m) => m.name)).toEqual(['Soup']);
    });

    it('keeps at most 8 newest meals and the 5 most liked', async () => {
      const cook = await createCook(t, 'Busy');
      const ids: string[] = [];
      for (let i = 0; i < 10; i += 1) ids.push(await insertMeal(t, cook.id, `Meal ${i}`));
      // Meal 2 gets two likes, meal 7 one.
      for (const liker of [ana, ben])
        await t.db
          .insertInto('recipe_likes')
          .values({
            recipe_id: ids[2] as string,
            user_id: liker.id,
            created_at: new Date().toISOString(),
          })
          .execute();
      await t.db
        .insertInto('recipe_likes')
        .values({
          recipe_id: ids[7] as string,
          user_id: ana.id,
          created_at: new Date().toISOString(),
        })
        .execute();
      const profile = await json<ProfileDetail>(cook.send('GET', `/api/profiles/${cook.id}`));
      expect(profile.mealCount).toBe(10);
      expect(profile.sharedMeals).toHaveLength(8);
      expect(profile.popularMeals).toHaveLength(5);
      expect(profile.popularMeals.slice(0, 2).map((m) => [m.name, m.likeCount])).toEqual([
        ['Meal 2', 2],
        ['Meal 7', 1],
      ]);
    });

    it('is a 404 for an unknown cook and a 401 signed out', async () => {
      const error = await errorOf(ana.send('GET', '/api/profiles/nobody'), 404);
      expect(error.message).toBe('Unknown User');
      expect((await visitor(t).send('GET', `/api/profiles/${ana.id}`)).status).toBe(401);
    });
  });

  describe('following', () => {
    it('follows once, shows up in both lists and counts, and unfollows', async () => {
      const follow = (method: string) =>
        json<FollowState>(ben.send(method, `/api/profiles/${ana.id}/follow`));
      expect(await follow('PUT')).toEqual({ isFollowing: true, followerCount: 1 });
      expect(await follow('PUT')).toEqual({ isFollowing: true, followerCount: 1 });

      const seen = await json<ProfileDetail>(ben.send('GET', `/api/profiles/${ana.id}`));
      expect(seen).toMatchObject({ isFollowing: true, followerCount: 1, followingCount: 0 });
      const followers = await json<FollowPage>(
        ana.send('GET', `/api/profiles/${ana.id}/followers`),
      );
      expect(followers.users).toEqual([
        { id: ben.id, username: ben.username, fullName: 'Ben Cook', avatarUrl: null },
      ]);
      const following = await json<FollowPage>(
        ana.send('GET', `/api/profiles/${ben.id}/following`),
      );
      expect(following.users.map((u) => u.id)).toEqual([ana.id]);

      await noContent(ben.send('DELETE', `/api/profiles/${ana.id}/follow`));
      await noContent(ben.send('DELETE', `/api/profiles/${ana.id}/follow`));
      const unfollowed = await json<ProfileDetail>(ben.send('GET', `/api/profiles/${ana.id}`));
      expect(unfollowed).toMatchObject({ isFollowing: false, followerCount: 0 });
      expect(
        (await json<FollowPage>(ana.send('GET', `/api/profiles/${ana.id}/followers`))).users,
      ).toEqual([]);
    });

    it('refuses following yourself, an unknown cook, and a signed-out visitor', async () => {
      expect((await errorOf(ana.send('PUT', `/api/profiles/${ana.id}/follow`), 400)).message).toBe(
        'You cannot follow yourself.',
      );
      expect((await ana.send('PUT', '/api/profiles/nobody/follow')).status).toBe(404);
      expect((await ana.send('GET', '/api/profiles/nobody/followers')).status).toBe(404);
      expect((await visitor(t).send('PUT', `/api/profiles/${ana.id}/follow`)).status).toBe(401);
      expect((await visitor(t).send('GET', `/api/profiles/${ana.id}/following`)).status).toBe(401);
    });

    it('pages long follower lists by 50', async () => {
      const star = await createCook(t, 'Star');
      const now = Date.now();
      const fans = Array.from({ length: 53 }, (_, i) => `fan-${String(i).padStart(2, '0')}`);
      await t.db
        .insertInto('user')
        .values(
          fans.map((id) => ({
            id,
            name: id,
            email: `${id}@example.com`,
            emailVerified: 0,
            image: null,
            createdAt: new Date().toISOString(),
            updatedAt: new Date().toISOString(),
          })),
        )
        .execute();
      await t.db
        .insertInto('profiles')
        .values(
          fans.map((id) => ({
            id,
            username: id.replace('-', '_'),
            full_name: null,
            location: null,
            avatar_url: null,
            updated_at: new Date().toISOString(),
          })),
        )
        .execute();
      await t.db
        .insertInto('followers')
        .values(
          fans.map((id, i) => ({
            follower_id: id,
            following_id: star.id,
            created_at: new Date(now - i * 1000).toISOString(),
          })),
        )
        .execute();
      const first = await json<FollowPage>(star.send('GET', `/api/profiles/${star.id}/followers`));
      expect(first.users).toHaveLength(50);
      expect(first.users[0]?.id).toBe('fan-00');
      const rest = await json<FollowPage>(
        star.send('GET', `/api/profiles/${star.id}/followers?cursor=${first.nextCursor}`),
      );
      expect(rest.users.map((u) => u.id)).toEqual(['fan-50', 'fan-51', 'fan-52']);
      expect(rest.nextCursor).toBeNull();
    });
  });

  describe('editing one’s profile', () => {
    it('saves username, full name and location, and the session shows them', async () => {
      const updated = await json<ProfileUser>(
        ana.send('PUT', '/api/profile', {
          username: '@Ana.Bakes',
          fullName: ' Ana  B. ',
          location: 'Lyon',
        }),
      );
      expect(updated).toMatchObject({
        username: 'Ana.Bakes',
        fullName: 'Ana B.',
        location: 'Lyon',
      });
      const session = await json<{ profile: { username: string; location: string } }>(
        ana.send('GET', '/api/session'),
      );
      expect(session.profile).toMatchObject({ username: 'Ana.Bakes', location: 'Lyon' });
      // Clearing the optional fields stores nothing rather than blanks.
      const cleared = await json<ProfileUser>(
        ana.send('PUT', '/api/profile', { username: 'Ana.Bakes', fullName: '', location: '' }),
      );
      expect(cleared).toMatchObject({ fullName: null, location: null });
    });

    it('refuses a username someone else has, whatever the case', async () => {
      await json(ben.send('PUT', '/api/profile', { username: 'benny', fullName: 'Ben' }));
      const error = await errorOf(ana.send('PUT', '/api/profile', { username: 'BENNY' }), 409);
      expect(error.message).toBe('That username is already taken. Please choose another one.');
      // Changing only the case of one's own name is fine.
      await json(ben.send('PUT', '/api/profile', { username: 'Benny' }));
    });

    it('refuses a missing username and control characters', async () => {
      expect((await errorOf(ana.send('PUT', '/api/profile', { username: ' ' }), 400)).message).toBe(
        'Please enter a username',
      );
      expect(
        (
          await errorOf(
            ana.send('PUT', '/api/profile', { username: 'ana_b', fullName: 'Ana\u0007' }),
            400,
          )
        ).message,
      ).toBe('Names cannot contain control characters');
      expect((await errorOf(ana.send('PUT', '/api/profile', '{"username": '), 400)).message).toBe(
        'The request body is not valid JSON.',
      );
    });

    it('is for signed-in cooks only', async () => {
      expect((await visitor(t).send('PUT', '/api/profile', { username: 'x_y_z' })).status).toBe(
        401,
      );
    });
  });

  describe('avatars', () => {
    const upload = async (
      cook: Cook | ReturnType<typeof visitor>,
      bytes: Uint8Array,
      name = 'me.png',
      type = 'image/png',
    ) => cook.send('PUT', '/api/profile/avatar', form({}, { field: 'avatar', bytes, name, type }));

    it('stores a 512 px WebP square, shows it on the profile and lets go of the old one', async () => {
      const first = await json<{ avatarUrl: string }>(
        upload(ana, await picture('jpeg', 1200, 800), 'me.jpg', 'image/jpeg'),
      );
      expect(first.avatarUrl).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
      const served = await t.app.request(first.avatarUrl);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([512, 512]);

      const second = await json<{ avatarUrl: string }>(upload(ana, await picture('png')));
      expect(second.avatarUrl).not.toBe(first.avatarUrl);
      expect(t.uploads.files.has(first.avatarUrl.replace('/uploads/', ''))).toBe(false);
      const profile = await json<ProfileDetail>(ben.send('GET', `/api/profiles/${ana.id}`));
      expect(profile.user.avatarUrl).toBe(second.avatarUrl);
    });

    it('refuses a renamed text file, a missing file and 12 MB', async () => {
      expect((await errorOf(upload(ana, new TextEncoder().encode('hello')), 400)).message).toMatch(
        /not an image/,
      );
      expect((await errorOf(ana.send('PUT', '/api/profile/avatar', form({})), 400)).message).toBe(
        'Please choose an image',
      );
      expect((await errorOf(upload(ana, new Uint8Array(12 * 1024 * 1024)), 413)).message).toBe(
        'Images can be at most 10 MB',
      );
    });

    it('is for signed-in cooks only, and limited per hour', async () => {
      expect((await upload(visitor(t), await picture('png'))).status).toBe(401);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push((await upload(ben, await picture('png'))).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      expect((await errorOf(upload(ben, await picture('png')), 429)).message).toMatch(
        /Too many avatar changes/,
      );
    });
  });

  it('serves no file outside the upload folders', async () => {
    for (const path of [
      '/uploads/posts/missing-file.webp',
      '/uploads/../data/auth-secret',
      '/uploads/other/abcdefgh.webp',
      '/uploads/posts/abcdefgh.png',
    ]) {
      expect((await t.app.request(path)).status).toBe(404);
    }
  });
});

describe.each(dialects)('recipe likes and saves on %s', (dialect) => {
  let t: TestApp;
  let owner: Cook;
  let member: Cook;
  let stranger: Cook;
  let listMeal: string;
  let privateMeal: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [owner, member, stranger] = await Promise.all([
      createCook(t, 'Owner'),
      createCook(t, 'Member'),
      createCook(t, 'Stranger'),
    ]);
    listMeal = await insertMeal(t, owner.id, 'Shared in the family');
    privateMeal = await insertMeal(t, owner.id, 'Only mine');
    await insertList(t, owner.id, [listMeal], [member.id]);
  });
  afterAll(async () => {
    await t.close();
  });

  const reactions = (cook: Cook, mealId: string) =>
    json<RecipeReactions>(cook.send('GET', `/api/recipes/${mealId}/reactions`));

  it('lets the creator and list members like a meal, once each', async () => {
    expect(await reactions(owner, listMeal)).toEqual({
      likeCount: 0,
      isLiked: false,
      isSaved: false,
    });
    await Promise.all([
      owner.send('PUT', `/api/recipes/${listMeal}/like`),
      owner.send('PUT', `/api/recipes/${listMeal}/like`),
    ]);
    const afterMember = await json<RecipeReactions>(
      member.send('PUT', `/api/recipes/${listMeal}/like`),
    );
    expect(afterMember).toEqual({ likeCount: 2, isLiked: true, isSaved: false });
    await noContent(member.send('DELETE', `/api/recipes/${listMeal}/like`));
    await noContent(member.send('DELETE', `/api/recipes/${listMeal}/like`));
    expect(
      await json<RecipeReactions>(member.send('GET', `/api/recipes/${listMeal}/reactions`)),
    ).toEqual({ likeCount: 1, isLiked: false, isSaved: false });
  });

  it('hides a meal from a stranger until it is attached to a post', async () => {
    for (const [method, path] of [
      ['GET', `/api/recipes/${privateMeal}/reactions`],
      ['PUT', `/api/recipes/${privateMeal}/like`],
      ['PUT', `/api/recipes/${privateMeal}/save`],
      ['DELETE', `/api/recipes/${privateMeal}/save`],
    ] as const) {
      const error = await errorOf(stranger.send(method, path), 404);
      expect(error.message).toBe('Could not find this recipe');
    }
    expect((await stranger.send('GET', '/api/recipes/no-such-meal/reactions')).status).toBe(404);

    await insertPost(t, owner.id, { mealId: privateMeal });
    expect(
      await json<RecipeReactions>(stranger.send('PUT', `/api/recipes/${privateMeal}/save`)),
    ).toEqual({ likeCount: 0, isLiked: false, isSaved: true });
  });

  it('lets anyone signed in read a meal attached to a post, read-only, and no one else', async () => {
    const mealId = await insertMeal(t, owner.id, 'Posted pie');
    expect((await stranger.send('GET', `/api/meals/${mealId}`)).status).toBe(404);
    await insertPost(t, owner.id, { mealId });
    const { meal } = await json<{ meal: { name: string; canEdit: boolean } }>(
      stranger.send('GET', `/api/meals/${mealId}?listId=any`),
    );
    expect(meal).toMatchObject({ name: 'Posted pie', canEdit: false });
    expect((await visitor(t).send('GET', `/api/meals/${mealId}`)).status).toBe(401);
  });

  it("lists the stranger's saved recipes with their creator", async () => {
    const saved = await json<{ recipes: SavedRecipe[]; nextCursor: string | null }>(
      stranger.send('GET', '/api/recipes/saved'),
    );
    expect(saved.recipes).toEqual([
      {
        id: privateMeal,
        name: 'Only mine',
        description: '',
        imageUrl: null,
        likeCount: 0,
        listId: null,
        creator: { id: owner.id, username: owner.username, fullName: 'Owner', avatarUrl: null },
      },
    ]);
    expect(saved.nextCursor).toBeNull();
  });

  it('keeps a saved recipe readable for its saver after the post is gone', async () => {
    await t.db.deleteFrom('posts').where('meal_id', '=', privateMeal).execute();
    expect((await reactions(stranger, privateMeal)).isSaved).toBe(true);
    expect((await member.send('GET', `/api/recipes/${privateMeal}/reactions`)).status).toBe(404);
  });

  it('needs a session for every recipe endpoint', async () => {
    for (const [method, path] of [
      ['GET', `/api/recipes/${listMeal}/reactions`],
      ['PUT', `/api/recipes/${listMeal}/like`],
      ['DELETE', `/api/recipes/${listMeal}/like`],
      ['PUT', `/api/recipes/${listMeal}/save`],
      ['DELETE', `/api/recipes/${listMeal}/save`],
      ['GET', '/api/recipes/saved'],
    ] as const) {
      expect((await visitor(t).send(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('keeps the post feed of a deleted meal readable', async () => {
    const mealId = await insertMeal(t, owner.id, 'Short-lived');
    const postId = await insertPost(t, owner.id, { mealId, text: 'gone soon' });
    await t.db.deleteFrom('meals').where('id', '=', mealId).execute();
    const post = await json<FeedPost>(stranger.send('GET', `/api/posts/${postId}`));
    expect(post.meal).toBeNull();
  });
});
