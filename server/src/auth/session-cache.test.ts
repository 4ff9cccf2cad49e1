import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';

function setup(options: { max?: number; ttlMs?: number } = {}) {
  let clock = 1_000_000;
  const cache = createSessionCache<{ userId: string; expiresAt: number; name: string }>({
    ...options,
    now: () => clock,
  });
  const session = (userId: string, name = userId, expiresAt = clock + 3_600_000) => ({
    userId,
    name,
    expiresAt,
  });
  const tick = (ms: number) => {
    clock += ms;
  };
  return { cache, session, tick, now: () => clock };
}

describe('the session cache', () => {
  it('keeps a session read under the current generation', () => {
    const { cache, session } = setup();
    cache.set('t1', session('u1'), cache.generation());
    expect(cache.get('t1')?.userId).toBe('u1');
    expect(cache.get('other')).toBeUndefined();
  });

  it('forgets an entry once its time to live is over', () => {
    const { cache, session, tick } = setup({ ttlMs: 60_000 });
    cache.set('t1', session('u1'), cache.generation());
    tick(59_999);
    expect(cache.get('t1')).toBeDefined();
    tick(1);
    expect(cache.get('t1')).toBeUndefined();
  });

  it('refuses a kept session past the session’s own expiry', () => {
    const { cache, session, tick, now } = setup({ ttlMs: 60_000 });
    cache.set('t1', session('u1', 'u1', now() + 1_000), cache.generation());
    tick(1_000);
    expect(cache.get('t1')).toBeUndefined();
  });

  it('drops every kept session of one user, and only theirs', () => {
    const { cache, session } = setup();
    cache.set('a1', session('ana'), cache.generation());
    cache.set('a2', session('ana'), cache.generation());
    cache.set('b1', session('ben'), cache.generation());
    cache.dropUser('ana');
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')?.userId).toBe('ben');
    expect(cache.size()).toBe(1);
  });

  it('does not keep a read that started before a drop (it may be the dropped session)', () => {
    const { cache, session } = setup();
    const readAt = cache.generation();
    cache.dropUser('ana');
    cache.set('a1', session('ana', 'before the sign-out'), readAt);
    expect(cache.get('a1')).toBeUndefined();
  });

  it('does not keep a read that started before everything was cleared', () => {
    const { cache, session } = setup();
    cache.set('b1', session('ben'), cache.generation());
    const readAt = cache.generation();
    cache.clear();
    cache.set('a1', session('ana'), readAt);
    expect(cache.size()).toBe(0);
  });

  it('holds at most `max` entries, letting the least recently used go', () => {
    const { cache, session } = setup({ max: 2 });
    cache.set('t1', session('u1'), cache.generation());
    cache.set('t2', session('u2'), cache.generation());
    cache.get('t1');
    cache.set('t3', session('u3'), cache.generation());
    expect(cache.size()).toBe(2);
    expect(cache.get('t2')).toBeUndefined();
    expect(cache.get('t1')).toBeDefined();
    expect(cache.get('t3')).toBeDefined();
    // The evicted entry left the user index too: dropping its user touches nothing else.
    cache.dropUser('u2');
    expect(cache.size()).toBe(2);
  });

  it('replaces an entry kept under the same token', () => {
    const { cache, session } = setup();
    cache.set('t1', session('u1', 'old'), cache.generation());
    cache.set('t1', session('u1', 'new'), cache.generation());
    expect(cache.get('t1')?.name).toBe('new');
    expect(cache.size()).toBe(1);
  });
});
