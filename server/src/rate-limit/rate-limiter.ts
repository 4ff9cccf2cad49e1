import { AppError } from '@forkcast/core';
import type { RateLimitRepository } from './rate-limit-repository.ts';

export type RateLimitRule = {
  /** Namespaces the counters of this rule ('url-import', 'ai'...). */
  name: string;
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
  /** What the person reads when the limit is reached. */
  message: string;
};

/**
 * A fixed-window limit per subject (a user id, an address...). The hit is counted before the
 * work is done, atomically, so parallel requests cannot slip past the cap.
 */
export function createRateLimiter(repo: RateLimitRepository, rule: RateLimitRule) {
  const keyFor = (subject: string) => `${rule.name}:${subject}`;
  return {
    rule,
    /** Counts one hit; throws a 429 AppError once the window's allowance is used up. */
    async consume(subject: string, now = Date.now()): Promise<void> {
      const { count } = await repo.hit(keyFor(subject), rule.windowMs, now);
      if (count > rule.max) throw new AppError('rate_limited', rule.message);
    },
    /** Whether the subject has hits left, without counting one. */
    async hasAllowance(subject: string, now = Date.now()): Promise<boolean> {
      const row = await repo.peek(keyFor(subject));
      if (!row || now - row.windowStartedAt >= rule.windowMs) return true;
      return row.count < rule.max;
    },
    async reset(subject: string): Promise<void> {
      await repo.clear(keyFor(subject));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
