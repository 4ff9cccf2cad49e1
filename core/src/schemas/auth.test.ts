import { describe, expect, it } from 'vitest';
import {
  authMessages,
  changePasswordSchema,
  firstIssueMessage,
  isPasswordReason,
  newPasswordSchema,
  signUpSchema,
} from './auth.ts';
import { createMealsSchema } from './meals.ts';

function reason(password: string): string | null {
  const parsed = newPasswordSchema.safeParse(password);
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

describe('newPasswordSchema', () => {
  it.each([
    ['', authMessages.passwordRequired],
    ['a!b2', authMessages.passwordTooShort],
    ['abcdefgh12', authMessages.passwordNeedsSpecial],
    ['\u0000'.repeat(8), authMessages.passwordHasControlCharacters],
    ['Tomato!\nsauce', authMessages.passwordHasControlCharacters],
    ['Tomato!\u0085sauce', authMessages.passwordHasControlCharacters],
    [`${'a'.repeat(128)}!`, authMessages.passwordTooLong],
  ])('refuses %j: %s', (password, message) => {
    expect(reason(password)).toBe(message);
  });

  it.each(['Tomato!sauce9', 'crème brûlée à la maison!', `${'ab cd '.repeat(21)}!!`])(
    'accepts %j',
    (password) => {
      expect(reason(password)).toBeNull();
    },
  );
});

describe('signUpSchema', () => {
  it.each(['Ada\u202ELovelace', 'Ada\u2066Lovelace', 'Ada\u0000'])(
    'refuses the full name %j',
    (name) => {
      const parsed = signUpSchema.safeParse({ name, email: 'a@b.co', password: 'Tomato!sauce9' });
      expect(parsed.success).toBe(false);
      if (!parsed.success)
        expect(firstIssueMessage(parsed.error)).toBe(authMessages.fullNameUnsafe);
    },
  );
});

describe('changePasswordSchema', () => {
  it('needs the current password and a valid new one', () => {
    const missing = changePasswordSchema.safeParse({ newPassword: 'Tomato!sauce9' });
    expect(missing.success).toBe(false);
    if (!missing.success) {
      expect(firstIssueMessage(missing.error)).toBe(authMessages.currentPasswordRequired);
    }
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'Tomato!sauce9' })
        .success,
    ).toBe(true);
  });

  it('refuses a new password that is the current one, on the new password', () => {
    const same = changePasswordSchema.safeParse({
      currentPassword: 'Tomato!sauce9',
      newPassword: 'Tomato!sauce9',
    });
    expect(same.success).toBe(false);
    expect(same.error?.issues[0]).toMatchObject({
      path: ['newPassword'],
      message: 'Your new password must be different from your current one',
    });
  });
});

describe('isPasswordReason', () => {
  it('knows every password reason, the server-only one included, and nothing else', () => {
    expect(isPasswordReason(authMessages.passwordTooCommon)).toBe(true);
    expect(isPasswordReason(authMessages.passwordTooShort)).toBe(true);
    expect(isPasswordReason('Invalid email or password')).toBe(false);
    expect(isPasswordReason(authMessages.currentPasswordWrong)).toBe(false);
  });
});

describe('firstIssueMessage', () => {
  it("keeps our sentences and replaces zod's developer wording with a plain one", () => {
    const wrongShape = createMealsSchema.safeParse({ meals: 'soup' });
    expect(wrongShape.success).toBe(false);
    if (wrongShape.success) return;
    expect(wrongShape.error.issues[0]?.message).toMatch(/^Invalid input/);
    expect(firstIssueMessage(wrongShape.error)).toBe(
      'Please check meals: it is missing or not the kind of value expected.',
    );
    expect(firstIssueMessage({ issues: [{ message: 'Invalid input', path: [] }] })).toBe(
      'Please check the form and try again.',
    );
    expect(firstIssueMessage({ issues: [{ message: 'Invalid input', path: ['meals', 0] }] })).toBe(
      'Please check meals: it is missing or not the kind of value expected.',
    );
    expect(firstIssueMessage({ issues: [] })).toBe('Please check the form and try again.');
    expect(
      firstIssueMessage({ issues: [{ message: authMessages.passwordTooShort, path: [] }] }),
    ).toBe(authMessages.passwordTooShort);
  });
});
