import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectGarbage } from './idle-memory.ts';
import { canTrimNativeHeap, trimNativeHeap } from './native-heap.ts';

/** Anonymous resident memory of this process in MB (Linux). */
function residentAnonymousMb(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Number(status.match(/RssAnon:\s+(\d+)/)?.[1]) / 1024;
}

describe('handing freed native memory back to the system', () => {
  it('is available on Linux with glibc, the system the server is deployed on', () => {
    // This suite runs on Linux (CI and the deploy targets of docs/deploy.md).
    expect(process.platform).toBe('linux');
    expect(canTrimNativeHeap()).toBe(true);
  });

  it('gives back memory that was freed in the middle of the heap, which glibc keeps', async () => {
    // 1,600 buffers of 64 KB (under glibc's mmap threshold, so they come from its heaps), and
    // every other one kept: the freed half is in holes that glibc cannot give back by itself.
    const buffers: Buffer[] = [];
    for (let i = 0; i < 1600; i += 1) buffers.push(Buffer.allocUnsafeSlow(64 * 1024).fill(i));
    const kept = buffers.filter((_, i) => i % 2 === 1);
    buffers.length = 0;
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    // V8 frees the buffers' memory on a background thread after the collection: on a busy
    // machine it had not yet done so when the trim ran (the trim gave nothing back, and the
    // memory was freed after it). Give it time, and collect again, before measuring.
    await new Promise((resolve) => setTimeout(resolve, 500));
    collectGarbage();
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Nothing trimmed yet: measure what glibc still holds, then trim.
    const before = residentAnonymousMb();
    expect(trimNativeHeap()).toBe(true);
    const after = residentAnonymousMb();
    // About 50 MB were freed; most of it leaves the resident size.
    expect(before - after).toBeGreaterThan(25);
    expect(kept.length).toBe(800);
  });
});
