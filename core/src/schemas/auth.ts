// zod/mini: the same validation as classic zod in a fraction of the bytes, which matters
// because these schemas ship to the browser.
import * as z from 'zod/mini';
import { hasUnsafeCharacters } from './text.ts';

/** Messages from the spec (section 5); shown in the page and returned by the server alike. */
export const authMessages = {
  fullNameRequired: 'Please enter your full name',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordNeedsSpecial: 'Password must contain at least one special character',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordHasControlCharacters: 'Password cannot contain invisible control characters',
  passwordTooCommon:
    'This password is one of the most common ones and easy to guess. Please choose another.',
  passwordsDoNotMatch: 'New passwords do not match',
  newPasswordSameAsCurrent: 'Your new password must be different from your current one',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  fullNameTooLong: 'Full name must be at most 100 characters',
  fullNameUnsafe: 'Full name cannot contain invisible control or direction characters',
  resetTokenMissing: 'This reset link is incomplete. Please request a new one.',
} as const;

/**
 * Every reason a new password can be refused, in the words both sides use. The server checks
 * the common-password list alone (the list is too large for the browser bundle); the web
 * shows any of these answers next to the password field rather than in a toast.
 */
const passwordReasons: ReadonlySet<string> = new Set([
  authMessages.passwordRequired,
  authMessages.passwordTooShort,
  authMessages.passwordNeedsSpecial,
  authMessages.passwordTooLong,
  authMessages.passwordHasControlCharacters,
  authMessages.passwordTooCommon,
]);

/** Whether a message (typically the server's answer) is a reason to refuse a new password. */
export function isPasswordReason(message: string): boolean {
  return passwordReasons.has(message);
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const passwordHint =
  'Password must be at least 8 characters with at least one special character';

/**
 * Anything that is not a letter, digit or whitespace counts as special (any script). Control
 * characters are refused on their own (below), so they never count as the special one.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are excluded on purpose
const specialCharacter = /[^\p{L}\p{N}\s\u0000-\u001F\u007F-\u009F]/u;
// Tab, line breaks and NUL included: a password is typed on one line, so any of them is a
// paste accident or a trick to slip past the rules.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlCharacter = /[\u0000-\u001F\u007F-\u009F]/;

/**
 * The spec's rule (8 characters, one special) plus NIST SP 800-63B's: no control characters,
 * passphrases up to 128 characters. The server also refuses the 10,000 most common passwords.
 */
export const newPasswordSchema = z.string({ error: authMessages.passwordRequired }).check(
  z.minLength(1, authMessages.passwordRequired),
  z.minLength(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort),
  z.maxLength(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
  z.refine((value) => !controlCharacter.test(value), {
    message: authMessages.passwordHasControlCharacters,
    abort: true,
  }),
  z.regex(specialCharacter, authMessages.passwordNeedsSpecial),
);

const emailSchema = z.pipe(
  z
    .string({ error: authMessages.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, authMessages.emailRequired),
      z.maxLength(254, authMessages.emailInvalid),
    ),
  z.email({ error: authMessages.emailInvalid }),
);

/** A person's full name: required, at most 100 characters, nothing invisible or reordering. */
export const fullNameSchema = z.string({ error: authMessages.fullNameRequired }).check(
  z.trim(),
  z.minLength(1, authMessages.fullNameRequired),
  z.maxLength(100, authMessages.fullNameTooLong),
  z.refine((value) => !hasUnsafeCharacters(value), { message: authMessages.fullNameUnsafe }),
);

export const signUpSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: authMessages.passwordRequired })
    .check(
      z.minLength(1, authMessages.passwordRequired),
      z.maxLength(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
    ),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const requestPasswordResetSchema = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: authMessages.resetTokenMissing })
    .check(z.minLength(1, authMessages.resetTokenMissing)),
  newPassword: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The password change's fields, for a form to extend (a schema with checks cannot be). */
export const changePasswordFields = z.object({
  currentPassword: z
    .string({ error: authMessages.currentPasswordRequired })
    .check(
      z.minLength(1, authMessages.currentPasswordRequired),
      z.maxLength(PASSWORD_MAX_LENGTH, authMessages.currentPasswordWrong),
    ),
  newPassword: newPasswordSchema,
});

/**
 * A new password that is the current one changes nothing, though the cook is told it was
 * updated (and thinks a stolen password no longer works). Checked once the fields are valid.
 */
export const newPasswordDiffers = z.refine<{ currentPassword: string; newPassword: string }>(
  (values) => values.newPassword !== values.currentPassword,
  {
    message: authMessages.newPasswordSameAsCurrent,
    path: ['newPassword'],
    when: (payload) => payload.issues.length === 0,
  },
);

/**
 * The Settings screen's password change. The confirmation is checked by the form itself
 * (authMessages.passwordsDoNotMatch) and never sent.
 */
export const changePasswordSchema = changePasswordFields.check(newPasswordDiffers);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * The forms' own check that the repeated new password matches (never sent). It runs once the
 * rest is valid, so a cook fixes one problem at a time.
 */
export const newPasswordConfirmation = z.refine<{ newPassword: string; confirm: string }>(
  (values) => values.confirm === values.newPassword,
  {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirm'],
    when: (payload) => payload.issues.length === 0,
  },
);

/** A schema of ours, producing T; what request and form validation accept. */
export type Schema<T = unknown> = z.ZodMiniType<T>;

/** The issues of a failed validation, whichever zod flavour produced them. */
export type ValidationError = {
  issues: readonly { message: string; path: readonly PropertyKey[] }[];
};

/**
 * zod's own wording ("Invalid input: expected array, received undefined") is meant for
 * developers; our schemas give their own sentences for everything a form can send. What is
 * left, a request of the wrong shape, gets a plain sentence naming the field instead.
 */
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized)\b/;

/** The first problem in a zod error, as one plain sentence for a toast or an inline alert. */
export function firstIssueMessage(error: ValidationError): string {
  const issue = error.issues[0];
  if (!issue) return 'Please check the form and try again.';
  if (!ZOD_DEFAULT_MESSAGE.test(issue.message)) return issue.message;
  const field = issue.path.filter((part) => typeof part === 'string').at(-1);
  return field
    ? `Please check ${field}: it is missing or not the kind of value expected.`
    : 'Please check the form and try again.';
}

/** The first message per field, for inline errors beside each control. */
export function fieldErrors(error: ValidationError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

export type SessionUser = { id: string; email: string; name: string };
export type SessionProfile = {
  username: string;
  fullName: string | null;
  location: string | null;
  avatarUrl: string | null;
};
export type SessionResponse = { user: SessionUser; profile: SessionProfile };
