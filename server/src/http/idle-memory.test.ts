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

  it('gives back the pages of a fragmented heap, not only its garbage', async () => {
    // One object in twenty survives, spread over every page: a plain collection frees the
    // garbage but keeps nearly all the pages.
    const kept: object[] = [];
    let junk: object[] = [];
    for (let i = 0; i < 400_000; i += 1) {
      const o = { i, s: `${'x'.repeat(50)}${i}`, a: [i, i + 1] };
      if (i % 20 === 0) kept.push(o);
      else junk.push(o);
      if (junk.length > 100_000) junk = [];
    }
    junk = [];
    await new Promise((resolve) => setImmediate(resolve));
    const before = process.memoryUsage().heapTotal;
    collectGarbage();
    const after = process.memoryUsage().heapTotal;
    // About 20 MB of live objects were spread over some 100 MB of pages.
    expect(before - after).toBeGreaterThan(30 * 1024 * 1024);
    expect(kept.length).toBe(20_000);
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
