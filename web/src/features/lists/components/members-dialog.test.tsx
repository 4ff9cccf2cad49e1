import type { ListDetail } from '@forkcast/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { MembersDialog } from './members-dialog.tsx';

const owner = { id: 'u1', username: 'ana', fullName: 'Ana', avatarUrl: null, role: 'owner' };
const ben = { id: 'u2', username: 'ben', fullName: 'Ben', avatarUrl: null, role: 'member' };
const list = {
  id: 'l1',
  name: 'Family week',
  createdAt: '2026-11-01T00:00:00.000Z',
  role: 'owner',
  owner,
  members: [owner, ben],
  meals: [],
} as unknown as ListDetail;

function renderDialog(routes: Parameters<typeof stubFetch>[0]) {
  const { calls, fetchStub } = stubFetch({
    'GET /api/lists': { status: 200, body: { lists: [] } },
    'GET /api/lists/l1': { status: 200, body: { list } },
    ...routes,
  });
  vi.stubGlobal('fetch', fetchStub);
  renderWithApp(
    [{ path: '/', element: <MembersDialog list={list} open onOpenChange={() => {}} /> }],
    '/',
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('MembersDialog', () => {
  it('gives the keyboard back to Username when Invite was pressed from its button', async () => {
    renderDialog({
      'POST /api/lists/l1/members': {
        status: 404,
        body: { error: { code: 'not_found', message: 'We could not find a cook called @bo.' } },
      },
    });
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Username' });
    await user.click(field);
    await user.keyboard('bo');
    // Tab to Invite and press it, as a keyboard user does.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Invite' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('We could not find a cook called @bo.')).toBeInTheDocument();
    // The name stays to be corrected, with the keyboard on it.
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('bo');
  });

  it('keeps the keyboard in the Username field while an invite runs and after it', async () => {
    const user = userEvent.setup();
    const { fetchStub } = stubFetch({
      'POST /api/lists/l1/members': {
        status: 404,
        body: { error: { code: 'not_found', message: 'We could not find a cook called @cara.' } },
      },
    });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') await answered;
      return fetchStub(input, init);
    });
    renderWithApp(
      [{ path: '/', element: <MembersDialog list={list} open onOpenChange={() => {}} /> }],
      '/',
    );
    const field = screen.getByRole('textbox', { name: 'Username' });
    await user.type(field, 'cara{Enter}');
    // A browser drops the keyboard from a control that becomes disabled (jsdom does not):
    // while the invite runs, neither the field nor the button may be.
    expect(field).not.toBeDisabled();
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Invite' })).not.toBeDisabled();
    answer();
    expect(await screen.findByText('We could not find a cook called @cara.')).toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.type(field, 'h');
    expect(field).toHaveValue('carah');
  });

  it('hands the keyboard to the Username field when a member is removed', async () => {
    const user = userEvent.setup();
    renderDialog({ 'DELETE /api/lists/l1/members/u2': { status: 204 } });
    await user.click(screen.getByRole('button', { name: 'Remove @ben from the list' }));
    expect(await screen.findByText('@ben was removed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });

  it('asks for the username, in the page, when an email address is typed', async () => {
    const user = userEvent.setup();
    const calls = renderDialog({});
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ben@example.com{Enter}');
    expect(
      await screen.findByText(
        'Please enter their username, not their email address: it is shown on their profile',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
