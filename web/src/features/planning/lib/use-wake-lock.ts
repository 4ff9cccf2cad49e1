import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while mounted, where the Screen Wake Lock API exists. The browser
 * drops the lock when the page is hidden, so it is asked for again on coming back.
 * Returns whether the screen is being kept awake.
 */
export function useWakeLock(): boolean {
  const [isAwake, setIsAwake] = useState(false);
  useEffect(() => {
    const wakeLock = typeof navigator !== 'undefined' ? navigator.wakeLock : undefined;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let isMounted = true;
    const request = async () => {
      try {
        const next = await wakeLock.request('screen');
        if (!isMounted) {
          await next.release();
          return;
        }
        sentinel = next;
        setIsAwake(true);
        next.addEventListener('release', () => {
          if (isMounted) setIsAwake(false);
        });
      } catch {
        // Refused (low battery, no permission): the recipe still works, the screen may dim.
        if (isMounted) setIsAwake(false);
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && (sentinel === null || sentinel.released)) {
        void request();
      }
    };
    void request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      isMounted = false;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release().catch(() => {});
    };
  }, []);
  return isAwake;
}
