import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { SettingsScreen } from './settings-screen.tsx';

type Routes = Parameters<typeof stubFetch>[0];

function renderSettings(routes: Routes = {}) {
  const stub = stubFetch(routes);
  vi.stubGlobal('fetch', stub.fetchStub);
  const props = {
    email: 'ana@example.com',
    profile: { username: 'ana', fullName: 'Ana Baker', location: null, avatarUrl: null },
    onProfileChanged: vi.fn(),
    onLogOut: vi.fn(),
    isLoggingOut: false,
    passwordForm: <form aria-label="Change your password" />,
  };
  renderWithApp([{ path: '/settings', element: <SettingsScreen {...props} /> }], '/settings');
  return { ...stub, props };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SettingsScreen', () => {
  it('saves the profile and says so; a taken username shows beside the field', async () => {
    const user = userEvent.setup();
    const routes: Routes = {
      'PUT /api/profile': {
        status: 409,
        body: {
          error: {
            code: 'conflict',
            message: 'That username is already taken. Please choose another one.',
          },
        },
      },
    };
    const { calls, props } = renderSettings(routes);
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    const username = screen.getByLabelText('Username');
    expect(username).toHaveValue('ana');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Baker');

    await user.clear(username);
    await user.type(username, 'bo');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(username).toHaveAccessibleDescription('Usernames must be 3 to 24 characters long');
    expect(calls).toHaveLength(0);

    await user.type(username, 'bby');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription(
        'That username is already taken. Please choose another one.',
      ),
    );
    // Back in the field to change, not dropped to the page's start by the disabled button.
    await waitFor(() => expect(username).toHaveFocus());

    routes['PUT /api/profile'] = {
      status: 200,
      body: {
        id: 'u1',
        username: 'bobby',
        fullName: 'Ana Baker',
        location: 'Lyon',
        avatarUrl: null,
      },
    };
    await user.type(screen.getByLabelText('Location'), 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      username: 'bobby',
      fullName: 'Ana Baker',
      location: 'Lyon',
    });
    expect(props.onProfileChanged).toHaveBeenCalled();
  });

  it('uploads an avatar, and says when it fails', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const routes: Routes = {
      'PUT /api/profile/avatar': {
        status: 200,
        body: { avatarUrl: '/uploads/avatars/abcdefgh.webp' },
      },
    };
    const { props } = renderSettings(routes);
    const input = screen.getByLabelText('Change avatar');
    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Avatar updated successfully!')).toBeInTheDocument();
    expect(props.onProfileChanged).toHaveBeenCalled();

    routes['PUT /api/profile/avatar'] = {
      status: 413,
      body: { error: { code: 'payload_too_large', message: 'Images can be at most 10 MB' } },
    };
    await user.upload(input, new File(['png'], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('Failed to upload avatar')).toBeInTheDocument();
    await user.upload(input, new File(['txt'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findAllByText('Failed to upload avatar')).not.toHaveLength(0);
  });

  it('shows the password form in the Password tab', async () => {
    const user = userEvent.setup();
    renderSettings();
    expect(screen.queryByRole('form', { name: 'Change your password' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    expect(screen.getByRole('form', { name: 'Change your password' })).toBeInTheDocument();
  });

  it('shows the email and logs out from the Account tab', async () => {
    const user = userEvent.setup();
    const { props } = renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(props.onLogOut).toHaveBeenCalled();
  });
});
