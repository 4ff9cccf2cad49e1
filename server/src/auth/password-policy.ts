import { AppError, authMessages } from '@forkcast/core';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/**
 * Letters and digits only, lower case: 'Password!', 'PASSWORD?' and 'pass word' all come to
 * 'password'. The spec makes people add a special character, and most add it at the end of a
 * common word, so the list is matched without them.
 */
function guessableCore(password: string): string {
  return password
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

let commonCores: ReadonlySet<string> | undefined;

/** Built on first use: a server that never sees a new password never pays for the set. */
function commonPasswordCores(): ReadonlySet<string> {
  commonCores ??= new Set(
    COMMON_PASSWORDS.split('\n')
      .map(guessableCore)
      .filter((core) => core.length > 0),
  );
  return commonCores;
}

/**
 * Whether the password is one of the 10,000 most common ones once its special characters are
 * stripped, or nothing but one repeated character ('!!!!!!!!', 'zzzzzzzzzz#'), which no list
 * needs to spell out.
 */
export function isCommonPassword(password: string): boolean {
  const core = guessableCore(password);
  if (new Set(core).size <= 1) return true;
  return commonPasswordCores().has(core);
}

/**
 * The server's half of the password rules, run after the shared schema (newPasswordSchema)
 * wherever a password is set: sign-up, reset and change. Throws the same 400 as the schema.
 */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('validation_failed', authMessages.passwordTooCommon);
  }
}
