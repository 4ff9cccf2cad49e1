import { AppError, authMessages } from '@forkcast/core';
import type { Db } from '../db/database.ts';
import { createAccountRepository } from './account-repository.ts';
import { hashPassword, verifyPassword } from './auth.ts';
import { assertPasswordNotCommon } from './password-policy.ts';
import type { SignInBrake } from './sign-in-brake.ts';

export function createAccountService(deps: { db: Db; brake: SignInBrake }) {
  return {
    /**
     * Sets a new password for a signed-in user who proves the current one. The check counts
     * towards the sign-in brake, so a stolen session cannot be used to guess the password
     * either. Afterwards every other session of the user is signed out (the current one keeps
     * working) and every reset link still waiting is spent, in one transaction.
     */
    async changePassword(input: {
      userId: string;
      email: string;
      sessionId: string;
      trustedDevice: string | null;
      currentPassword: string;
      newPassword: string;
    }): Promise<void> {
      // The new password's problems are answered before any guess of the current one counts.
      assertPasswordNotCommon(input.newPassword);
      const attempt = await deps.brake.attempt(input.email, input.trustedDevice);
      const stored = await createAccountRepository(deps.db).findCredentialPasswordHash(
        input.userId,
      );
      if (!stored || !(await verifyPassword(stored, input.currentPassword))) {
        throw new AppError('bad_request', authMessages.currentPasswordWrong);
      }
      await attempt.passed();
      const hash = await hashPassword(input.newPassword);
      await deps.db.transaction().execute(async (trx) => {
        const accounts = createAccountRepository(trx);
        await accounts.updateCredentialPasswordHash(input.userId, hash);
        await accounts.deleteOtherSessions(input.userId, input.sessionId);
        await accounts.deleteResetLinks(input.userId);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
