import { describe, expect, it } from 'vitest';
import { returnPathFrom, returnToState } from './return-to.ts';

describe('returnPathFrom', () => {
  it('returns a path on this site from the navigation state', () => {
    const state = returnToState({ pathname: '/post/abc', search: '?x=1', hash: '#c' });
    expect(returnPathFrom(state)).toBe('/post/abc?x=1#c');
  });

  it.each([
    null,
    undefined,
    {},
    { returnTo: 42 },
    { returnTo: 'https://evil.example' },
    { returnTo: '//evil.example' },
    { returnTo: '/\\evil.example' },
  ])('ignores %j', (state) => {
    expect(returnPathFrom(state)).toBeNull();
  });
});
