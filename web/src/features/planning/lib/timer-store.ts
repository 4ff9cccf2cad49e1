import { useEffect, useState, useSyncExternalStore } from 'react';
import { ringTimerAlarm } from './alarm.ts';
import type { KitchenTimer } from './kitchen-timer.ts';

export type { KitchenTimer } from './kitchen-timer.ts';

export type TimerStart = Pick<
  KitchenTimer,
  'id' | 'mealId' | 'mealName' | 'stepIndex' | 'label'
> & {
  seconds: number;
};

/** Called when a timer ends, with whether a preparation screen for its meal is on show. */
export type TimerAlarm = (timer: KitchenTimer, isWatched: boolean) => void;

const timers = new Map<string, KitchenTimer>();
const endings = new Map<string, ReturnType<typeof setTimeout>>();
const watchers = new Map<string, number>();
const listeners = new Set<() => void>();
let snapshot: KitchenTimer[] = [];
let alarm: TimerAlarm = ringTimerAlarm;

function emit() {
  snapshot = [...timers.values()];
  for (const listener of listeners) listener();
}

function clearEnding(id: string) {
  const handle = endings.get(id);
  if (handle !== undefined) clearTimeout(handle);
  endings.delete(id);
}

/**
 * Each timer counts against the clock (an end time), not against ticks, and one timeout per
 * timer rings it: background tabs throttle repeating ticks, not a single timeout, so a timer
 * ends on time while the cook reads another tab or switches screens.
 */
function scheduleEnding(timer: KitchenTimer, now: number) {
  clearEnding(timer.id);
  if (timer.endsAt === null) return;
  endings.set(
    timer.id,
    setTimeout(() => finish(timer.id), Math.max(0, timer.endsAt - now)),
  );
}

function finish(id: string) {
  const timer = timers.get(id);
  if (timer?.status !== 'running') return;
  clearEnding(id);
  const done: KitchenTimer = { ...timer, status: 'done', endsAt: null, remainingMs: 0 };
  timers.set(id, done);
  emit();
  alarm(done, (watchers.get(done.mealId) ?? 0) > 0);
}

/** Rings every timer whose end has passed (after the device slept, for instance). */
export function settleOverdueTimers(now = Date.now()) {
  for (const timer of timers.values()) {
    if (timer.status === 'running' && timer.endsAt !== null && timer.endsAt <= now) {
      finish(timer.id);
    }
  }
}

/** Replaces how timers ring (tests listen instead of beeping); returns the previous one. */
export function setTimerAlarm(next: TimerAlarm): TimerAlarm {
  const previous = alarm;
  alarm = next;
  return previous;
}

export function startTimer(start: TimerStart, now = Date.now()) {
  const totalMs = Math.round(start.seconds * 1000);
  const timer: KitchenTimer = {
    id: start.id,
    mealId: start.mealId,
    mealName: start.mealName,
    stepIndex: start.stepIndex,
    label: start.label,
    totalMs,
    endsAt: now + totalMs,
    remainingMs: totalMs,
    status: 'running',
  };
  timers.set(timer.id, timer);
  scheduleEnding(timer, now);
  emit();
}

export function pauseTimer(id: string, now = Date.now()) {
  const timer = timers.get(id);
  if (timer?.status !== 'running' || timer.endsAt === null) return;
  clearEnding(id);
  timers.set(id, {
    ...timer,
    status: 'paused',
    remainingMs: Math.max(0, timer.endsAt - now),
    endsAt: null,
  });
  emit();
}

export function resumeTimer(id: string, now = Date.now()) {
  const timer = timers.get(id);
  if (timer?.status !== 'paused') return;
  const running: KitchenTimer = { ...timer, status: 'running', endsAt: now + timer.remainingMs };
  timers.set(id, running);
  scheduleEnding(running, now);
  emit();
}

/** Stops a timer and forgets it (also how an ended timer's alert is dismissed). */
export function removeTimer(id: string) {
  clearEnding(id);
  if (timers.delete(id)) emit();
}

export function removeAllTimers() {
  for (const id of [...timers.keys()]) clearEnding(id);
  timers.clear();
  emit();
}

/** Milliseconds left on a timer at `now`. */
export function remainingMs(timer: KitchenTimer, now: number): number {
  return timer.endsAt === null ? timer.remainingMs : Math.max(0, timer.endsAt - now);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useKitchenTimers(): KitchenTimer[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

/**
 * Marks a meal's preparation screen as on show while mounted, so an ending timer alerts in
 * that screen rather than with a toast; checks for overdue timers when the page comes back.
 */
export function useWatchTimers(mealId: string) {
  useEffect(() => {
    watchers.set(mealId, (watchers.get(mealId) ?? 0) + 1);
    const onVisible = () => {
      if (document.visibilityState === 'visible') settleOverdueTimers();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      const left = (watchers.get(mealId) ?? 1) - 1;
      if (left > 0) watchers.set(mealId, left);
      else watchers.delete(mealId);
    };
  }, [mealId]);
}

/** The current time, refreshed every `intervalMs` while `isActive` (countdowns on show). */
export function useNow(isActive: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isActive) return;
    setNow(Date.now());
    const handle = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(handle);
  }, [isActive, intervalMs]);
  return now;
}
