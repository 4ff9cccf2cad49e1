import { describe, expect, it } from 'vitest';
import { orderedTimes } from './ordered-times.ts';

describe('orderedTimes', () => {
  it('gives each row made in the same millisecond a later time than the one before', () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    const first = orderedTimes(1, now);
    const second = orderedTimes(1, now);
    expect(second.getTime()).toBe(first.getTime() + 1);
  });

  it('reserves a millisecond for each row of a batch, and never goes back with the clock', () => {
    const now = new Date('2031-01-01T00:00:00.000Z');
    const batch = orderedTimes(10, now);
    const next = orderedTimes(1, now);
    expect(next.getTime()).toBe(batch.getTime() + 10);
    const earlierClock = new Date('2031-01-01T00:00:00.000Z');
    expect(orderedTimes(1, earlierClock).getTime()).toBe(next.getTime() + 1);
  });

  it('follows the clock when it is ahead', () => {
    const later = new Date('2032-06-01T12:00:00.000Z');
    expect(orderedTimes(1, later).getTime()).toBe(later.getTime());
  });
});
