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

  it('gives back the heap a burst left behind, its garbage and the pages that held it', async () => {
    // One object in twenty survives, spread over every page, as a burst of requests leaves it.
    const kept: object[] = [];
    let junk: object[] | undefined = [];
    for (let i = 0; i < 400_000; i += 1) {
      const o = { i, s: `${'x'.repeat(50)}${i}`, a: [i, i + 1] };
      if (i % 20 === 0) kept.push(o);
      else junk.push(o);
    }
    // The garbage stays reachable up to the measurement, so that V8 cannot have collected any
    // of it on its own first: how much it had, when the garbage was dropped along the way,
    // depended on the machine's load (a CI run saw 24 MB given back where a quiet run saw 60).
    junk = undefined;
    const before = process.memoryUsage().heapTotal;
    collectGarbage();
    const after = process.memoryUsage().heapTotal;
    // Some 130 MB of objects, 20 MB of them live: about 120 MB of pages go back.
    expect(before - after).toBeGreaterThan(60 * 1024 * 1024);
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
