import { toast } from 'sonner';
import type { KitchenTimer } from './kitchen-timer.ts';

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext
  );
}

/**
 * Browsers only let a page make sound after the person interacted with it, so the audio is
 * unlocked when a timer is started (a tap) and reused when it rings minutes later.
 */
export function primeAlarmSound() {
  const Context = audioContextClass();
  if (!Context) return;
  try {
    context ??= new Context();
    if (context.state === 'suspended') void context.resume();
  } catch {
    context = null;
  }
}

/** Three short beeps; silently nothing where the page may not play sound. */
function beep() {
  if (!context) return;
  try {
    const start = context.currentTime + 0.05;
    for (let i = 0; i < 3; i += 1) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880;
      const at = start + i * 0.35;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.26);
    }
  } catch {
    // Sound is a bonus; the visible alert carries the message.
  }
}

/** The spoken and visible words for an ended timer. */
export function timerDoneMessage(timer: KitchenTimer): string {
  return `Time's up! The ${timer.label} timer for step ${timer.stepIndex + 1} of ${timer.mealName} is done.`;
}

/**
 * How an ended timer is announced: a sound and a buzz, plus a toast when its preparation
 * screen is not on show (that screen shows its own alert beside the step).
 */
export function ringTimerAlarm(timer: KitchenTimer, isWatched: boolean) {
  beep();
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate([300, 150, 300]);
  }
  if (!isWatched) toast.warning(timerDoneMessage(timer), { duration: 60_000 });
}
