import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appOutbox } from '../lib/app-outbox.ts';
import { OfflineBanner } from './offline-banner.tsx';

function goOffline(isOffline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!isOffline);
  act(() => {
    window.dispatchEvent(new Event(isOffline ? 'offline' : 'online'));
  });
}

const change = (n: number) => ({
  opId: `op-banner-${n}`,
  listId: 'list-1',
  kind: 'shopping.line',
  change: { kind: 'shopping.line' },
  method: 'PUT' as const,
  path: '/api/lists/list-1/shopping/lines',
  body: {},
  label: 'Milk',
});

describe('OfflineBanner', () => {
  beforeEach(async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await appOutbox.start('u1');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await appOutbox.clear();
  });

  it('is not there online with nothing waiting', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says offline that changes will sync, with how many wait', async () => {
    render(<OfflineBanner />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      "Offline: changes will sync when you're back online",
    );
    await act(async () => {
      await appOutbox.add(change(1));
      await appOutbox.add(change(2));
    });
    expect(screen.getByRole('status')).toHaveTextContent('(2 changes waiting)');
  });
});
