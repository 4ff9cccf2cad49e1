import { describe, expect, it } from 'vitest';
import { usernameBaseFromEmail } from './profile-service.ts';

describe('usernameBaseFromEmail', () => {
  it.each([
    ['Jane.Doe+food@example.com', 'jane_doe_food'],
    ['José@example.com', 'jose'],
    ['__a__@example.com', 'cook_a'],
    ['@example.com', 'cook'],
    ['a-very-long-local-part-indeed@example.com', 'a_very_long_local_p'],
    ['abcdefghijklmnopqr-stu@example.com', 'abcdefghijklmnopqr'],
  ])('turns %j into %j', (email, base) => {
    expect(usernameBaseFromEmail(email)).toBe(base);
  });
});
