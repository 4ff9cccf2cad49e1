import { findStepDurations, formatCountdown, formatTimerLength } from '@forkcast/core';
import { BellRing, Pause, Play, Timer, X } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { primeAlarmSound } from '../lib/alarm.ts';
import {
  type KitchenTimer,
  pauseTimer,
  remainingMs,
  removeTimer,
  resumeTimer,
  startTimer,
  useKitchenTimers,
  useNow,
} from '../lib/timer-store.ts';

/**
 * The timers a direction step offers, one per duration it mentions ('bake for 25 minutes'):
 * start, pause, resume, cancel, and a visible alert when one ends. Several can run at once,
 * and they keep running while the cook switches tabs or screens.
 */
export function StepTimers({
  mealId,
  mealName,
  stepIndex,
  step,
}: {
  mealId: string;
  mealName: string;
  stepIndex: number;
  step: string;
}) {
  const durations = useMemo(() => findStepDurations(step), [step]);
  const timers = useKitchenTimers();
  const running = timers.some((t) => t.mealId === mealId && t.status === 'running');
  const now = useNow(running);
  if (durations.length === 0) return null;

  return (
    <ul aria-label={`Timers for step ${stepIndex + 1}`} className="mt-2 flex flex-col gap-2">
      {durations.map((duration, n) => {
        const id = `${mealId}:${stepIndex}:${n}`;
        const label = formatTimerLength(duration.seconds);
        const timer = timers.find((t) => t.id === id);
        return (
          <li key={id}>
            {timer ? (
              <TimerControls timer={timer} now={now} />
            ) : (
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  primeAlarmSound();
                  startTimer({ id, mealId, mealName, stepIndex, label, seconds: duration.seconds });
                }}
              >
                <Timer aria-hidden="true" />
                {duration.maxSeconds === null
                  ? `Start ${label} timer`
                  : `Start ${label} timer (up to ${formatTimerLength(duration.maxSeconds)})`}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function TimerControls({ timer, now }: { timer: KitchenTimer; now: number }) {
  if (timer.status === 'done') {
    return (
      <div
        role="alert"
        className="flex items-center gap-2 rounded-2xl border-2 border-danger bg-danger-soft px-3 py-2 text-danger motion-safe:animate-pulse"
      >
        <BellRing aria-hidden="true" className="size-5 shrink-0" />
        <p className="min-w-0 flex-1 text-sm font-bold">Time's up! {timer.label} timer done.</p>
        <Button variant="danger" size="sm" onClick={() => removeTimer(timer.id)}>
          Dismiss
        </Button>
      </div>
    );
  }
  const isRunning = timer.status === 'running';
  return (
    <div className="flex items-center gap-2 rounded-2xl bg-primary-soft px-3 py-1.5 text-primary">
      <Timer aria-hidden="true" className="size-4 shrink-0" />
      <span role="timer" className="min-w-0 flex-1 font-mono text-lg font-bold tabular-nums">
        <span className="sr-only">
          {timer.label} timer, {isRunning ? 'running' : 'paused'}:{' '}
        </span>
        {formatCountdown(remainingMs(timer, now) / 1000)}
      </span>
      {isRunning ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Pause ${timer.label} timer`}
          onClick={() => pauseTimer(timer.id)}
        >
          <Pause aria-hidden="true" />
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Resume ${timer.label} timer`}
          onClick={() => {
            primeAlarmSound();
            resumeTimer(timer.id);
          }}
        >
          <Play aria-hidden="true" />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Cancel ${timer.label} timer`}
        onClick={() => removeTimer(timer.id)}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
