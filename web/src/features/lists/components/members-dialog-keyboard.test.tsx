import type { ListDetail } from '@forkcast/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { MembersDialog } from './members-dialog.tsx';

const ana = { id: 'u1', username: 'ana', fullName: 'Ana', avatarUrl: null };

const list: ListDetail = {
  id: 'l1',
  name: 'Family week',
  createdAt: '2026-11-01T00:00:00.000Z',
  role: 'owner',
  owner: ana,
  members: [{ ...ana, role: 'owner' }],
  meals: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MembersDialog', () => {
  it('keeps the keyboard in Username after an invitation is answered', async () => {
    const { fetchStub } = stubFetch({
      'POST /api/lists/l1/members': {
        status: 404,
        body: { error: { code: 'not_found', message: 'We could not find a cook called @bo.' } },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithApp(
      [{ path: '/', element: <MembersDialog list={list} open onOpenChange={vi.fn()} /> }],
      '/',
    );
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Username' });
    await user.click(field);
    await user.keyboard('bo');
    // Tab to Invite and press it: the form turns disabled under the focus while it asks.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Invite' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('We could not find a cook called @bo.')).toBeInTheDocument();
    // The name stays to be corrected, with the keyboard on it.
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('bo');
  });
});
