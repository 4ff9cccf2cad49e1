// zod/mini: the same validation as classic zod in a fraction of the bytes, which matters
// because these schemas ship to the browser.
import * as z from 'zod/mini';

/** Messages from the spec (section 5); shown in the page and returned by the server alike. */
export const authMessages = {
  fullNameRequired: 'Please enter your full name',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordNeedsSpecial: 'Password must contain at least one special character',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordsDoNotMatch: 'New passwords do not match',
  resetTokenMissing: 'This reset link is incomplete. Please request a new one.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const passwordHint =
  'Password must be at least 8 characters with at least one special character';

/** Anything that is not a letter, digit or whitespace counts as special (any script). */
const specialCharacter = /[^\p{L}\p{N}\s]/u;

export const newPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .check(
    z.minLength(1, authMessages.passwordRequired),
    z.minLength(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort),
    z.maxLength(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
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

export const signUpSchema = z.object({
  name: z
    .string({ error: authMessages.fullNameRequired })
    .check(
      z.trim(),
      z.minLength(1, authMessages.fullNameRequired),
      z.maxLength(100, 'Full name must be at most 100 characters'),
    ),
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

/** A schema of ours, producing T; what request and form validation accept. */
export type Schema<T = unknown> = z.ZodMiniType<T>;

/** The issues of a failed validation, whichever zod flavour produced them. */
export type ValidationError = {
  issues: readonly { message: string; path: readonly PropertyKey[] }[];
};

/** The first problem in a zod error, as one plain sentence for a toast or an inline alert. */
export function firstIssueMessage(error: ValidationError): string {
  return error.issues[0]?.message ?? 'Please check the form and try again.';
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
