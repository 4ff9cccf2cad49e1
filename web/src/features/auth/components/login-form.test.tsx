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
