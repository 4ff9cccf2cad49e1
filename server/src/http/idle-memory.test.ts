import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectGarbage, releaseMemoryWhenIdle } from './idle-memory.ts';

describe('releasing memory when idle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('releases once after the quiet time, never while requests keep coming, again after the next burst', () => {
    vi.useFakeTimers();
    const release = vi.fn();
    const idle = releaseMemoryWhenIdle({ idleMs: 60_000, release });
    // Busy: a request every 10 s for two minutes.
    for (let i = 0; i < 12; i += 1) {
      idle.touch();
      vi.advanceTimersByTime(10_000);
    }
    expect(release).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(release).toHaveBeenCalledTimes(1);
    // Still idle: once per idle spell, not every check.
    vi.advanceTimersByTime(10 * 60_000);
    expect(release).toHaveBeenCalledTimes(1);
    idle.touch();
    vi.advanceTimersByTime(30_000);
    expect(release).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(45_000);
    expect(release).toHaveBeenCalledTimes(2);
    idle.stop();
    idle.touch();
    vi.advanceTimersByTime(10 * 60_000);
    expect(release).toHaveBeenCalledTimes(2);
  });

  it('collects garbage without the --expose-gc flag', async () => {
    expect(process.execArgv).not.toContain('--expose-gc');
    const ref = (() => new WeakRef({ big: new Array(1000).fill('x') }))();
    // A WeakRef keeps its object until the current job ends; collect in a later one.
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
  });
});
