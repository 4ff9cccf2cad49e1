import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './auth.ts';
import { createCommentSchema, createPostSchema, updateProfileSchema } from './social.ts';

function messageOf(result: { success: boolean; error?: unknown }) {
  expect(result.success).toBe(false);
  return firstIssueMessage(result.error as { issues: { message: string; path: PropertyKey[] }[] });
}

describe('profile updates', () => {
  const valid = { username: 'chef_ada', fullName: 'Ada Lovelace', location: 'London' };

  it('trim and fold the fields, drop a leading @ and keep empty names empty', () => {
    expect(
      updateProfileSchema.parse({
        username: ' @Chef.Ada ',
        fullName: '  Ada   L ',
        location: null,
      }),
    ).toEqual({ username: 'Chef.Ada', fullName: 'Ada L', location: '' });
  });

  it('require a username', () => {
    expect(messageOf(updateProfileSchema.safeParse({ ...valid, username: '   ' }))).toBe(
      'Please enter a username',
    );
    expect(messageOf(updateProfileSchema.safeParse({ fullName: 'A' }))).toBe(
      'Please enter a username',
    );
  });

  it.each([
    ['ab', 'Usernames must be 3 to 24 characters long'],
    ['a'.repeat(25), 'Usernames must be 3 to 24 characters long'],
    ['chef ada', 'Usernames can only use letters, numbers, dots and underscores'],
    ['chéf', 'Usernames can only use letters, numbers, dots and underscores'],
    ['chef<b>', 'Usernames can only use letters, numbers, dots and underscores'],
    ['chef\u0007ada', 'Names cannot contain control characters'],
    ['chef\u202Eada', 'Names cannot contain control characters'],
  ])('refuse the username %j', (username, message) => {
    expect(messageOf(updateProfileSchema.safeParse({ ...valid, username }))).toBe(message);
  });

  it('refuse control characters in the full name and location instead of hiding them', () => {
    expect(messageOf(updateProfileSchema.safeParse({ ...valid, fullName: 'Ada\u0000' }))).toBe(
      'Names cannot contain control characters',
    );
    expect(messageOf(updateProfileSchema.safeParse({ ...valid, location: 'Lon\u202Edon' }))).toBe(
      'Names cannot contain control characters',
    );
  });

  it('cap the full name and location at 100 characters', () => {
    expect(messageOf(updateProfileSchema.safeParse({ ...valid, fullName: 'x'.repeat(101) }))).toBe(
      'Full name must be at most 100 characters',
    );
    expect(messageOf(updateProfileSchema.safeParse({ ...valid, location: 'x'.repeat(101) }))).toBe(
      'Location must be at most 100 characters',
    );
  });
});

describe('new posts', () => {
  it('need text, an image or a meal', () => {
    const empty = { text: '  \n ', mealId: 'none', hasImage: false };
    expect(messageOf(createPostSchema.safeParse(empty))).toBe(
      'Please add text, an image, or select a meal',
    );
    expect(createPostSchema.parse({ ...empty, hasImage: true })).toEqual({
      text: '',
      mealId: null,
      hasImage: true,
    });
    expect(createPostSchema.parse({ ...empty, mealId: 'meal-1' }).mealId).toBe('meal-1');
    expect(createPostSchema.parse({ text: ' Soup\r\ntonight ', hasImage: false }).text).toBe(
      'Soup\ntonight',
    );
  });

  it('store no meal for None or an empty choice', () => {
    for (const mealId of ['none', '', null, undefined]) {
      expect(createPostSchema.parse({ text: 'hi', mealId, hasImage: false }).mealId).toBeNull();
    }
  });

  it('cap the text at 2,000 characters', () => {
    expect(messageOf(createPostSchema.safeParse({ text: 'x'.repeat(2001), hasImage: false }))).toBe(
      'Posts can be at most 2,000 characters',
    );
  });
});

describe('comments', () => {
  it('are trimmed and must not be blank or too long', () => {
    expect(createCommentSchema.parse({ text: '  Looks great!  ' })).toEqual({
      text: 'Looks great!',
    });
    expect(messageOf(createCommentSchema.safeParse({ text: ' \n ' }))).toBe(
      'Please write a comment first',
    );
    expect(messageOf(createCommentSchema.safeParse({ text: 'x'.repeat(1001) }))).toBe(
      'Comments can be at most 1,000 characters',
    );
  });
});
