import type { RateLimitRepository } from '../rate-limit/rate-limit-repository.ts';
import { createRateLimiter } from '../rate-limit/rate-limiter.ts';

/**
 * Password guesses per account, so that an attacker spreading guesses over many addresses
 * still hits a wall (decision 006). Each attempt is counted before the password is checked, in
 * one statement, so parallel guesses cannot slip past the cap; a right password clears it.
 *
 * A stranger must not be able to lock the owner out by typing the owner's email with wrong
 * passwords. So a browser that has signed in to the account before (it holds a device token
 * for the email, see device-cookie.ts) has a counter of its own: the owner keeps getting in
 * while strangers are refused, and a stolen device token still allows no more guesses.
 */
export function createSignInBrake(options: {
  repo: RateLimitRepository;
  maxAttempts: number;
  windowMs: number;
}) {
  const minutes = Math.ceil(options.windowMs / 60_000);
  const limiter = createRateLimiter(options.repo, {
    name: 'sign-in',
    max: options.maxAttempts,
    windowMs: options.windowMs,
    message: `Too many sign-in attempts for this account. Please wait ${minutes} minutes and try again.`,
  });

  return {
    /**
     * Counts one password attempt for the email, or for the device when the browser is trusted
     * for it; throws a 429 once the allowance is used up. Call `passed` when the password was
     * right.
     */
    async attempt(email: string, trustedDevice: string | null) {
      const subject = trustedDevice
        ? `device:${trustedDevice}`
        : `email:${email.trim().toLowerCase()}`;
      await limiter.consume(subject);
      return { passed: () => limiter.reset(subject) };
    },
  };
}

export type SignInBrake = ReturnType<typeof createSignInBrake>;
