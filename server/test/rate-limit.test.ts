import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimitRepository } from '../src/rate-limit/rate-limit-repository.ts';
import { createRateLimiter } from '../src/rate-limit/rate-limiter.ts';
import { createTestApp, dialects, type TestApp } from './support/test-app.ts';

describe.each(dialects)('rate limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  function limiter(name: string, max = 3) {
    return createRateLimiter(createRateLimitRepository(t.db), {
      name,
      max,
      windowMs: 60_000,
      message: 'Slow down, chef!',
    });
  }

  it('lets the allowance through and refuses the next hit with the rule message', async () => {
    const limit = limiter('plain');
    for (let i = 0; i < 3; i += 1) await limit.consume('user-1', 1_000);
    await expect(limit.consume('user-1', 1_000)).rejects.toMatchObject({
      code: 'rate_limited',
      message: 'Slow down, chef!',
    });
    // Another subject and another rule have their own counters.
    await limit.consume('user-2', 1_000);
    await limiter('other').consume('user-1', 1_000);
  });

  it('starts over once the window has passed', async () => {
    const limit = limiter('window', 1);
    await limit.consume('u', 10_000);
    await expect(limit.consume('u', 10_000 + 59_999)).rejects.toMatchObject({ status: 429 });
    await limit.consume('u', 10_000 + 60_000);
    expect(await limit.hasAllowance('u', 10_000 + 60_001)).toBe(false);
    expect(await limit.hasAllowance('u', 10_000 + 120_000)).toBe(true);
  });

  it('never lets parallel hits past the cap', async () => {
    const limit = limiter('parallel', 5);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => limit.consume('same', 5_000)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });

  it('forgets a subject on reset', async () => {
    const limit = limiter('reset', 1);
    await limit.consume('u', 1);
    expect(await limit.hasAllowance('u', 2)).toBe(false);
    await limit.reset('u');
    expect(await limit.hasAllowance('u', 2)).toBe(true);
  });
});
