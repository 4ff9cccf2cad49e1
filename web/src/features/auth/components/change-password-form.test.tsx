import { authMessages } from '@forkcast/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

function renderForm(answer: { status: number; body: unknown }) {
  const { calls, fetchStub } = stubFetch({ 'POST /api/auth/change-password': answer });
  vi.stubGlobal('fetch', fetchStub);
  renderWithApp([{ path: '/settings', element: <ChangePasswordForm /> }], '/settings');
  return { calls, user: userEvent.setup() };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm = next,
) {
  await user.type(screen.getByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), next);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

const failure = (message: string) => ({
  status: 400,
  body: { error: { code: 'bad_request', message } },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChangePasswordForm', () => {
  it('checks the fields in the page and sends nothing while they are wrong', async () => {
    const { calls, user } = renderForm({ status: 200, body: { ok: true } });
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('Please enter your current password')).toBeInTheDocument();
    await fill(user, 'Old!pass123', 'Saffron#rice7', 'Saffron#rice8');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'New passwords do not match',
    );
    expect(calls).toHaveLength(0);
  });

  it('asks for a new password that differs from the current one, and sends nothing', async () => {
    const { calls, user } = renderForm({ status: 200, body: { ok: true } });
    await fill(user, 'Saffron#rice7', 'Saffron#rice7');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      /Your new password must be different from your current one/,
    );
    expect(calls).toHaveLength(0);
  });

  it('sends the current and new password, never the confirmation, then clears the form', async () => {
    const { calls, user } = renderForm({ status: 200, body: { ok: true } });
    await fill(user, 'Old!pass123', 'Saffron#rice7');
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/auth/change-password',
        body: { currentPassword: 'Old!pass123', newPassword: 'Saffron#rice7' },
      },
    ]);
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('shows a wrong current password in the inline alert', async () => {
    const { user } = renderForm(failure('Your current password is not correct'));
    await fill(user, 'Wrong!pass123', 'Saffron#rice7');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is not correct',
    );
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveFocus());
  });

  it('shows a new password the server refused beside the New Password field', async () => {
    const { user } = renderForm(failure(authMessages.passwordTooCommon));
    await fill(user, 'Old!pass123', 'Football!');
    const field = screen.getByLabelText('New Password');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveFocus();
    expect(screen.getByText(authMessages.passwordTooCommon)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
