import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

function renderReset() {
  const { calls, fetchStub } = stubFetch({
    'POST /api/auth/reset-password': { status: 200, body: { status: true } },
  });
  vi.stubGlobal('fetch', fetchStub);
  const view = renderWithApp(
    [
      { path: '/reset-password', element: <ResetPasswordForm /> },
      { path: '/login', element: <p>Login screen</p> },
    ],
    '/reset-password?token=t0k3n',
  );
  return { calls, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResetPasswordForm', () => {
  it('checks the new password first, then that both entries match, sending nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderReset();
    const submit = screen.getByRole('button', { name: 'Update Password' });
    await user.type(screen.getByLabelText('New Password'), 'short!');
    await user.type(screen.getByLabelText('Confirm New Password'), 'other');
    await user.click(submit);
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.queryByText('New passwords do not match')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveFocus();

    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Saffron#rice7');
    await user.click(submit);
    const confirm = screen.getByLabelText('Confirm New Password');
    expect(confirm).toHaveAccessibleDescription('New passwords do not match');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveFocus();
    expect(calls).toHaveLength(0);

    await user.type(confirm, 'x');
    expect(screen.queryByText('New passwords do not match')).not.toBeInTheDocument();
  });

  it('sends the token and the new password once both entries match', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderReset();
    await user.type(screen.getByLabelText('New Password'), 'Saffron#rice7');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Saffron#rice7');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/auth/reset-password',
        body: { token: 't0k3n', newPassword: 'Saffron#rice7' },
      },
    ]);
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
  });
});
