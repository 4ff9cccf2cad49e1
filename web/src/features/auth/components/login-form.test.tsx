import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { LoginForm } from './login-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function logIn() {
  const user = userEvent.setup();
  renderWithApp([{ path: '/login', element: <LoginForm /> }], '/login');
  await user.type(screen.getByLabelText('Email'), 'julia@example.com');
  await user.type(screen.getByLabelText('Password'), 'Bouillabaisse!1');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it("shows the server's message as a toast", async () => {
    const { fetchStub } = stubFetch({
      'POST /api/auth/sign-in/email': {
        status: 401,
        body: {
          error: { code: 'invalid_email_or_password', message: 'Invalid email or password' },
        },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    await logIn();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    // Back in the password field to type it again, not at the page's start.
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });

  it('shows one refusal however many tries, and none once the cook is in', async () => {
    let attempts = 0;
    vi.stubGlobal('fetch', async () => {
      attempts += 1;
      return attempts < 3
        ? Response.json(
            {
              error: { code: 'invalid_email_or_password', message: 'Invalid email or password' },
            },
            { status: 401 },
          )
        : Response.json({ user: { id: 'u1' } }, { status: 200 });
    });
    const user = userEvent.setup();
    renderWithApp(
      [
        { path: '/login', element: <LoginForm /> },
        { path: '/dashboard', element: <p>Dashboard</p> },
      ],
      '/login',
    );
    await user.type(screen.getByLabelText('Email'), 'julia@example.com');
    await user.type(screen.getByLabelText('Password'), 'Bouillabaisse!1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(attempts).toBe(2));
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument(),
    );
  });

  it('hands the keyboard to Password, selected, when sign-in fails', async () => {
    const { fetchStub } = stubFetch({
      'POST /api/auth/sign-in/email': {
        status: 401,
        body: {
          error: { code: 'invalid_email_or_password', message: 'Invalid email or password' },
        },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    await logIn();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    await waitFor(() => expect(password).toHaveFocus());
    // Typing replaces what was mistyped.
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, password.value.length]);
  });

  it("says 'Unknown error during sign in' when the answer is not the server's", async () => {
    vi.stubGlobal('fetch', async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await logIn();
    expect(await screen.findByText('Unknown error during sign in')).toBeInTheDocument();
  });
});
