import { describe, expect, it } from 'vitest';
import { authorName, avatarInitials, formatPostDate } from './people.ts';

describe('avatarInitials', () => {
  it.each([
    [{ username: 'julia_child' }, 'JU'],
    [{ username: 'a' }, 'A'],
    [{ username: '' }, 'U'],
    [null, 'UN'],
  ])('gives %j the letters %s', (user, letters) => {
    expect(avatarInitials(user)).toBe(letters);
  });
});

describe('authorName', () => {
  it('prefers the full name, then the username, then says Unknown User', () => {
    expect(authorName({ fullName: 'Julia Child', username: 'julia' })).toBe('Julia Child');
    expect(authorName({ fullName: '  ', username: 'julia' })).toBe('julia');
    expect(authorName({ fullName: null, username: '' })).toBe('Unknown User');
  });
});

describe('formatPostDate', () => {
  it("reads 'MMM d, yyyy'", () => {
    expect(formatPostDate('2026-03-05T12:00:00.000Z')).toBe('Mar 5, 2026');
    expect(formatPostDate('not a date')).toBe('');
  });
});
