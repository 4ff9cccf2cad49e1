import { useEffect, useState } from 'react';

/** Cycles 0..length-1 every `intervalMs`; holds still while `isPaused` (e.g. reduced motion). */
export function useRotatingIndex(length: number, intervalMs: number, isPaused: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (isPaused || length < 2) return;
    const timer = window.setInterval(() => {
      setIndex((current) => (current + 1) % length);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [length, intervalMs, isPaused]);
  return index;
}
