import { authMessages, passwordHint } from '@forkcast/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { SignupForm } from './signup-form.tsx';

const session = {
  user: { id: 'u1', email: 'julia@example.com', name: 'Julia Child' },
  profile: { username: 'julia', fullName: 'Julia Child', location: null, avatarUrl: null },
};

function renderSignup(fetchRoutes: Parameters<typeof stubFetch>[0]) {
  const routes: Parameters<typeof stubFetch>[0] = {
    'GET /api/session': { status: 200, body: null },
    ...fetchRoutes,
  };
  const { calls, fetchStub } = stubFetch(routes);
  vi.stubGlobal('fetch', fetchStub);
  const view = renderWithApp(
    [
      { path: '/signup', element: <SignupForm /> },
      { path: '/dashboard', element: <p>Dashboard screen</p> },
    ],
    '/signup',
  );
  return { calls, routes, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignupForm', () => {
  it('shows each validation message in the page and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderSignup({});
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Full Name'), 'Julia Child');
    await user.type(screen.getByLabelText('Email'), 'julia@example.com');
    await user.type(screen.getByLabelText('Password'), 'abcdefgh1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      screen.getByText('Password must contain at least one special character'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('describes the password rule next to the field', () => {
    renderSignup({});
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters with at least one special character',
    );
  });

  it('signs up and lands on the dashboard', async () => {
    const user = userEvent.setup();
    const { calls, routes, router } = renderSignup({
      'POST /api/auth/sign-up/email': { status: 200, body: { user: session.user } },
    });
    await user.type(screen.getByLabelText('Full Name'), '  Julia Child ');
    await user.type(screen.getByLabelText('Email'), 'julia@example.com');
    await user.type(screen.getByLabelText('Password'), 'Bouillabaisse!1');
    // After sign-up the session is fetched again and now says who is signed in.
    routes['GET /api/session'] = { status: 200, body: session };
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Julia Child',
      email: 'julia@example.com',
      password: 'Bouillabaisse!1',
    });
  });

  it('shows the server message as a toast and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderSignup({
      'POST /api/auth/sign-up/email': {
        status: 422,
        body: {
          error: {
            code: 'user_already_exists',
            message: 'User already exists. Use another email.',
          },
        },
      },
    });
    await user.type(screen.getByLabelText('Full Name'), 'Julia Child');
    await user.type(screen.getByLabelText('Email'), 'julia@example.com');
    await user.type(screen.getByLabelText('Password'), 'Bouillabaisse!1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('User already exists. Use another email.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('julia@example.com');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    // The cook is put back in the field to change (the disabled button had dropped focus).
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('shows a password the server refused beside the field, in the same words', async () => {
    const user = userEvent.setup();
    renderSignup({
      'POST /api/auth/sign-up/email': {
        status: 400,
        body: { error: { code: 'validation_failed', message: authMessages.passwordTooCommon } },
      },
    });
    await user.type(screen.getByLabelText('Full Name'), 'Julia Child');
    await user.type(screen.getByLabelText('Email'), 'julia@example.com');
    await user.type(screen.getByLabelText('Password'), 'Password!');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(
      `${passwordHint} ${authMessages.passwordTooCommon}`,
    );
    expect(password).toHaveFocus();
  });

  it("says 'Unknown error during signup' when the answer is not the server's", async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    renderWithApp([{ path: '/signup', element: <SignupForm /> }], '/signup');
    await user.type(screen.getByLabelText('Full Name'), 'Julia Child');
    await user.type(screen.getByLabelText('Email'), 'julia@example.com');
    await user.type(screen.getByLabelText('Password'), 'Bouillabaisse!1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Unknown error during signup')).toBeInTheDocument();
  });
});
