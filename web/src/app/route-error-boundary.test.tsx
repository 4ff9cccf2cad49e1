import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../components/lazy-part.tsx';
import { resetReportedErrors } from '../lib/report-client-error.ts';
import { renderWithApp, stubFetch } from '../test/render-with-app.tsx';
import { PageErrorBoundary, ScreenErrorBoundary } from './route-error-boundary.tsx';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/list-route-abc123.js');

let stub: ReturnType<typeof stubFetch>;
beforeEach(() => {
  resetReportedErrors();
  stub = stubFetch({ 'POST /api/client-errors': { status: 204 } });
  vi.stubGlobal('fetch', stub.fetchStub);
  // React logs caught errors; the screens under test are the point, not the log.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const reports = () => stub.calls.filter((c) => c.path === '/api/client-errors');

function Broken(): never {
  throw new Error('The soup boiled over');
}

describe('route error screens', () => {
  it('offers a reload and Home when a screen chunk fails to download, and reports it', async () => {
    renderWithApp(
      [
        {
          path: '/list/:id',
          lazy: async () => {
            throw chunkError();
          },
          ErrorBoundary: ScreenErrorBoundary,
        },
      ],
      '/list/abc',
    );
    const alert = await screen.findByRole('alert');
    // Inside the shell, which has its own main landmark, the screen adds none.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(within(alert).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]?.body).toMatchObject({
      kind: 'chunk',
      message: expect.stringContaining('dynamically imported module'),
    });
  });

  it('shows Retry for a screen that throws while rendering, and reports it once', async () => {
    renderWithApp([{ path: '/', Component: Broken, ErrorBoundary: PageErrorBoundary }], '/');
    const alert = await screen.findByRole('alert');
    // Outside the shell the error screen is the page's main landmark.
    expect(screen.getByRole('main')).toContainElement(alert);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]?.body).toMatchObject({ kind: 'render', message: 'The soup boiled over' });
  });
});

describe('lazyPart', () => {
  it('keeps the screen and shows the error in place of a part whose code fails', async () => {
    const Part = lazyPart<object>(async () => {
      throw chunkError();
    });
    renderWithApp(
      [
        {
          path: '/',
          element: (
            <main>
              <h1>Meal List</h1>
              <Part />
            </main>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Meal List' })).toBeVisible();
  });

  it('lets Retry render a part again after it threw', async () => {
    let fails = true;
    function Flaky() {
      if (fails) throw new Error('Not yet');
      return <p>Ready</p>;
    }
    const Part = lazyPart<object>(async () => Flaky);
    renderWithApp([{ path: '/', element: <Part /> }], '/');
    const user = userEvent.setup();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fails = false;
    await user.click(retry);
    expect(await screen.findByText('Ready')).toBeVisible();
  });
});
