import { useCallback, useEffect, useRef, useState } from 'react';

export type GenerationOutcome<T> =
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown }
  | { status: 'cancelled' };

/**
 * Runs one generation at a time and lets the person cancel it: the request is aborted, so the
 * server stops the provider call too. Leaving the form (Back, Cancel, closing the dialog)
 * cancels it as well. The screen never waits on it: the work runs while the page stays live.
 */
export function useGeneration() {
  const controller = useRef<AbortController | null>(null);
  const [isGenerating, setIsGenerating] = useState(false);

  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => {
    controller.current?.abort();
  }, []);

  const run = useCallback(
    async <T>(work: (signal: AbortSignal) => Promise<T>): Promise<GenerationOutcome<T>> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setIsGenerating(true);
      try {
        const value = await work(current.signal);
        return current.signal.aborted ? { status: 'cancelled' } : { status: 'done', value };
      } catch (error) {
        return current.signal.aborted ? { status: 'cancelled' } : { status: 'failed', error };
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setIsGenerating(false);
        }
      }
    },
    [],
  );

  return { isGenerating, run, cancel };
}
