import type { ApiToken } from '@forkcast/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { ApiTokens } from './api-tokens.tsx';

const token = (id: string, name: string): ApiToken => ({
  id,
  name,
  scope: 'read',
  createdAt: '2026-11-28T10:00:00.000Z',
  lastUsedAt: null,
});

function renderTokens(routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(routes);
  vi.stubGlobal('fetch', stub.fetchStub);
  renderWithApp([{ path: '/settings', element: <ApiTokens /> }], '/settings');
  return stub;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Keyboard and screen-reader use: the form is disabled while it sends, and the buttons of a
 * revoked token or a dismissed new token go away; each time the focus fell back to the page's
 * start and nothing said what happened.
 */
describe('ApiTokens', () => {
  it('takes the keyboard to the new token once it is made, and back to the form when done', async () => {
    const user = userEvent.setup();
    const routes: Parameters<typeof stubFetch>[0] = {
      'GET /api/tokens': { status: 200, body: { tokens: [] } },
      'POST /api/tokens': {
        status: 201,
        body: { token: 'fct_secret', apiToken: token('t1', 'Shopping script') },
      },
    };
    renderTokens(routes);
    await user.type(screen.getByLabelText('Token name'), 'Shopping script{Enter}');
    const shown = await screen.findByRole('region', { name: /Your new token/ });
    expect(shown).toHaveTextContent('fct_secret');
    await waitFor(() => expect(shown).toHaveFocus());
    routes['GET /api/tokens'] = { status: 200, body: { tokens: [token('t1', 'Shopping script')] } };
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: /Your new token/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Token name')).toHaveFocus();
  });

  it('keeps the keyboard in the list when a token is revoked', async () => {
    const user = userEvent.setup();
    const routes: Parameters<typeof stubFetch>[0] = {
      'GET /api/tokens': {
        status: 200,
        body: { tokens: [token('t1', 'Backup'), token('t2', 'Shopping script')] },
      },
      'DELETE /api/tokens/t1': { status: 204 },
      'DELETE /api/tokens/t2': { status: 204 },
    };
    renderTokens(routes);
    const revokeBackup = await screen.findByRole('button', { name: 'Revoke Backup' });
    routes['GET /api/tokens'] = { status: 200, body: { tokens: [token('t2', 'Shopping script')] } };
    await user.click(revokeBackup);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Revoke Backup' })).not.toBeInTheDocument(),
    );
    // The next token's button takes the place of the one that went.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Revoke Shopping script' })).toHaveFocus(),
    );
    routes['GET /api/tokens'] = { status: 200, body: { tokens: [] } };
    await user.click(screen.getByRole('button', { name: 'Revoke Shopping script' }));
    expect(await screen.findByText('You have no API tokens yet.')).toBeInTheDocument();
    // None left: the form to make one.
    await waitFor(() => expect(screen.getByLabelText('Token name')).toHaveFocus());
  });
});
