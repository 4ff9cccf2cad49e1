import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTaskScheduler } from './query-client.ts';

describe('createTaskScheduler', () => {
  afterEach(() => vi.useRealTimers());

  it('runs everything scheduled in one task in a single later task, in order', () => {
    const timers: (() => void)[] = [];
    const schedule = createTaskScheduler((run) => timers.push(run));
    const ran: number[] = [];
    for (const n of [1, 2, 3]) schedule(() => ran.push(n));
    expect(timers).toHaveLength(1);
    expect(ran).toEqual([]);
    timers[0]?.();
    expect(ran).toEqual([1, 2, 3]);
  });

  it('gives what is scheduled while running a task of its own', () => {
    const timers: (() => void)[] = [];
    const schedule = createTaskScheduler((run) => timers.push(run));
    const ran: string[] = [];
    schedule(() => {
      ran.push('first');
      schedule(() => ran.push('during'));
    });
    timers[0]?.();
    expect(ran).toEqual(['first']);
    expect(timers).toHaveLength(2);
    timers[1]?.();
    expect(ran).toEqual(['first', 'during']);
  });

  it('keeps running the rest when one callback throws, and reports the error', async () => {
    vi.useFakeTimers();
    const schedule = createTaskScheduler();
    const ran: number[] = [];
    const reported: unknown[] = [];
    const queued = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((report) => {
      try {
        report();
      } catch (error) {
        reported.push(error);
      }
    });
    schedule(() => ran.push(1));
    schedule(() => {
      throw new Error('a subscriber broke');
    });
    schedule(() => ran.push(3));
    await vi.runAllTimersAsync();
    queued.mockRestore();
    expect(ran).toEqual([1, 3]);
    expect(reported).toEqual([new Error('a subscriber broke')]);
  });
});
