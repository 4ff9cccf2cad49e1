import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { CreateListDialog } from './create-list-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The 'Create new meal list' dialog; the server's answer waits for `answer`. */
function renderCreate(reply: { status: number; body?: unknown }) {
  const { calls, fetchStub } = stubFetch({
    'POST /api/lists': reply,
    'GET /api/lists': { status: 200, body: { lists: [] } },
  });
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') await answered;
    return fetchStub(input, init);
  });
  const onClose = vi.fn();
  renderWithApp([{ path: '/', element: <CreateListDialog onClose={onClose} /> }], '/');
  return { calls, answer, onClose };
}

describe('the list name dialog', () => {
  it('opens with the keyboard in the name field: type the name, press Enter', async () => {
    const user = userEvent.setup();
    const { calls, answer, onClose } = renderCreate({
      status: 201,
      body: { list: { id: 'l1', name: 'Weeknight dinners' } },
    });
    const field = await screen.findByRole('textbox', { name: 'List name' });
    expect(field).toHaveFocus();
    await user.keyboard('Weeknight dinners{Enter}');
    answer();
    expect(await screen.findByText('Meal list created')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Weeknight dinners',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the name field usable while saving, and the keyboard in it after a failure', async () => {
    const user = userEvent.setup();
    const { calls, answer } = renderCreate({
      status: 500,
      body: { error: { code: 'internal', message: 'The kitchen is closed' } },
    });
    const field = await screen.findByRole('textbox', { name: 'List name' });
    await user.type(field, 'Weeknight dinners{Enter}');
    // A browser drops the keyboard from a control that becomes disabled (jsdom does not).
    expect(field).not.toBeDisabled();
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Creating...' })).not.toBeDisabled();
    // Pressed again while saving: nothing more is sent.
    await user.keyboard('{Enter}');
    answer();
    expect(
      await screen.findByText('Failed to create list: The kitchen is closed'),
    ).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
