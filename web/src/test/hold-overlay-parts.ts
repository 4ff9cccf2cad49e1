import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { overlayParts } from '../components/ui/overlay-parts-loader.ts';

/**
 * The moment before the content of menus and dialogs has come (the setup loads it, as an idle
 * page has): `current()` says it is not there and `load()` waits until `arrive()`.
 */
export function holdOverlayParts() {
  const parts = overlayParts.current();
  if (!parts) throw new Error('The test setup loads the overlay parts');
  let hasArrived = false;
  let release: () => void = () => undefined;
  const arrival = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.spyOn(overlayParts, 'current').mockImplementation(() => (hasArrived ? parts : undefined));
  const load = vi.spyOn(overlayParts, 'load').mockImplementation(async () => {
    await arrival;
    hasArrived = true;
    return parts;
  });
  return {
    load,
    async arrive() {
      release();
      await act(async () => {
        await arrival;
      });
    },
  };
}
