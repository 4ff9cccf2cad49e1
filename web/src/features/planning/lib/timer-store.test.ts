import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type KitchenTimer,
  pauseTimer,
  remainingMs,
  removeAllTimers,
  removeTimer,
  resumeTimer,
  setTimerAlarm,
  settleOverdueTimers,
  startTimer,
  type TimerAlarm,
  useKitchenTimers,
} from './timer-store.ts';

const rung: { timer: KitchenTimer; isWatched: boolean }[] = [];
let previousAlarm: TimerAlarm;

function start(id: string, seconds: number) {
  startTimer({ id, mealId: 'm1', mealName: 'Roast', stepIndex: 0, label: `${seconds} s`, seconds });
}

beforeEach(() => {
  vi.useFakeTimers();
  rung.length = 0;
  previousAlarm = setTimerAlarm((timer, isWatched) => rung.push({ timer, isWatched }));
});

afterEach(() => {
  removeAllTimers();
  setTimerAlarm(previousAlarm);
  vi.useRealTimers();
});

describe('kitchen timers', () => {
  it('count down against the clock and ring once at the end', () => {
    const { result } = renderHook(() => useKitchenTimers());
    act(() => start('a', 90));
    const [timer] = result.current;
    expect(timer?.status).toBe('running');
    act(() => vi.advanceTimersByTime(30_000));
    expect(remainingMs(result.current[0] as KitchenTimer, Date.now())).toBe(60_000);
    act(() => vi.advanceTimersByTime(59_999));
    expect(rung).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]?.status).toBe('done');
    expect(rung.map((r) => [r.timer.id, r.isWatched])).toEqual([['a', false]]);
    act(() => vi.advanceTimersByTime(60_000));
    expect(rung).toHaveLength(1);
  });

  it('run several at once, each ending on its own time', () => {
    start('short', 10);
    start('long', 20);
    vi.advanceTimersByTime(10_000);
    expect(rung.map((r) => r.timer.id)).toEqual(['short']);
    vi.advanceTimersByTime(10_000);
    expect(rung.map((r) => r.timer.id)).toEqual(['short', 'long']);
  });

  it('pause keeps what is left; resume carries on from there', () => {
    const { result } = renderHook(() => useKitchenTimers());
    act(() => start('a', 60));
    act(() => vi.advanceTimersByTime(20_000));
    act(() => pauseTimer('a'));
    act(() => vi.advanceTimersByTime(120_000));
    expect(rung).toEqual([]);
    expect(result.current[0]).toMatchObject({ status: 'paused', remainingMs: 40_000 });
    act(() => resumeTimer('a'));
    act(() => vi.advanceTimersByTime(39_999));
    expect(rung).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(rung).toHaveLength(1);
  });

  it('never rings a timer that was cancelled', () => {
    const { result } = renderHook(() => useKitchenTimers());
    act(() => start('a', 5));
    act(() => removeTimer('a'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(rung).toEqual([]);
    expect(result.current).toEqual([]);
  });

  it('rings a timer whose end passed while its timeout was held back', () => {
    start('a', 5);
    // A sleeping device: the clock moved on but no timeout ran yet.
    vi.setSystemTime(Date.now() + 6_000);
    settleOverdueTimers();
    expect(rung.map((r) => r.timer.id)).toEqual(['a']);
    vi.advanceTimersByTime(10_000);
    expect(rung).toHaveLength(1);
  });

  it('restarting a timer replaces the running one instead of ringing twice', () => {
    start('a', 10);
    vi.advanceTimersByTime(5_000);
    start('a', 10);
    vi.advanceTimersByTime(5_000);
    expect(rung).toEqual([]);
    vi.advanceTimersByTime(5_000);
    expect(rung).toHaveLength(1);
  });
});
