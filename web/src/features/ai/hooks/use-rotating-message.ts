import { useEffect, useState } from 'react';

/**
 * One of `messages`, moving on every `intervalMs` while `isActive`, starting over from the
 * first each time it becomes active (spec: 4 s for a recipe, 5 s for a plan).
 */
export function useRotatingMessage(
  messages: readonly string[],
  intervalMs: number,
  isActive: boolean,
): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!isActive) return;
    setIndex(0);
    const timer = window.setInterval(() => {
      setIndex((current) => (current + 1) % messages.length);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [isActive, intervalMs, messages.length]);
  return messages[index] ?? messages[0] ?? '';
}
