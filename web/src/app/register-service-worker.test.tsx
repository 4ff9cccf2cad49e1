import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { Toaster } from '../components/ui/toaster.tsx';

/** What the app gives vite-plugin-pwa's registration, and the update it is handed back. */
const pwa = vi.hoisted(() => ({
  options: undefined as undefined | { onNeedRefresh?: () => void },
  update: vi.fn(async (_reload?: boolean) => {}),
}));

vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: { onNeedRefresh?: () => void }) => {
    pwa.options = options;
    return pwa.update;
  },
}));

it('asks before a new version takes over: "A new version is ready." with Reload', async () => {
  await import('./register-service-worker.ts');
  render(<Toaster />);
  expect(pwa.options?.onNeedRefresh).toBeTypeOf('function');
  // Nothing is said, and nothing reloads, until a new build is waiting.
  expect(screen.queryByText('A new version is ready.')).not.toBeInTheDocument();
  expect(pwa.update).not.toHaveBeenCalled();
  act(() => pwa.options?.onNeedRefresh?.());
  expect(await screen.findByText('A new version is ready.')).toBeInTheDocument();
  // A plain click: the toast's swipe handling wants pointer capture, which jsdom lacks.
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(pwa.update).toHaveBeenCalledWith(true);
});

it('names the web app manifest in the page once the worker registers, and only once', async () => {
  const { nameWebAppManifest, WEB_APP_MANIFEST } = await import('./register-service-worker.ts');
  const links = () => document.head.querySelectorAll('link[rel="manifest"]');
  expect(links()).toHaveLength(1);
  expect(links()[0]?.getAttribute('href')).toBe(WEB_APP_MANIFEST);
  nameWebAppManifest();
  expect(links()).toHaveLength(1);
});
