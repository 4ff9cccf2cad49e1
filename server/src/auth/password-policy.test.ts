import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './password-policy.ts';

describe('isCommonPassword', () => {
  it.each([
    'password!',
    'PASSWORD!',
    'Pass-Word?',
    'aaaaaaa!',
    '12345678-',
    'iloveyou!',
    'sunshine#',
    '!!!!!!!!',
    'zzzzzzzzzzzz#',
  ])('refuses %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Tomato!sauce9', 'Basil&pesto42', 'correct horse battery staple!'])(
    'lets %j through',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
