import { signInSchema } from '@forkcast/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EmailField } from '../../../components/forms/email-field.tsx';
import { PasswordField } from '../../../components/forms/password-field.tsx';
import { useFormErrors } from '../../../components/forms/use-form-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { returnPathFrom } from '../../../lib/return-to.ts';
import { accountErrorMessage } from '../account-error-message.ts';
import { useSignIn } from '../api/session.ts';
import { AuthCard, textLinkClasses } from './auth-card.tsx';

const SIGN_IN_ERROR = 'sign-in-error';

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const { errors, validate, clear, focus } = useFormErrors(signInSchema);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useRef<HTMLFormElement>(null);

  // The form is disabled while signing in, which dropped the keyboard on the page's body: when
  // sign-in fails it goes to Password, to type it again (a mistyped email is one Shift+Tab up).
  useEffect(() => {
    if (!signIn.isError) return;
    const field = form.current?.elements.namedItem('password');
    if (!(field instanceof HTMLInputElement)) return;
    field.focus();
    field.select();
  }, [signIn.isError]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = validate(event, { email, password });
    if (!input) return;
    signIn.mutate(input, {
      onSuccess: () => {
        // A refusal shown a moment ago is over: it must not follow the cook onto the dashboard.
        toast.dismiss(SIGN_IN_ERROR);
        navigate(returnPathFrom(location.state) ?? paths.dashboard, { replace: true });
      },
      onError: (error) => {
        // One toast however many tries: each refusal replaces the last.
        toast.error(accountErrorMessage(error, 'Unknown error during sign in'), {
          id: SIGN_IN_ERROR,
        });
        // Most often a mistyped password: the cook types it again without hunting for it.
        focus(form, 'password');
      },
    });
  }

  return (
    <AuthCard
      title="Login to Forkcast"
      subtitle="Welcome back! The kitchen missed you."
      footer={
        <>
          New to Forkcast?{' '}
          <Link to={paths.signup} state={location.state} className={textLinkClasses}>
            Create an account
          </Link>
        </>
      }
    >
      <form ref={form} noValidate onSubmit={onSubmit} aria-label="Log in">
        <fieldset disabled={signIn.isPending} className="flex flex-col gap-4">
          <EmailField
            value={email}
            error={errors.email}
            onChange={(value) => {
              setEmail(value);
              clear('email');
            }}
          />
          <PasswordField
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(value) => {
              setPassword(value);
              clear('password');
            }}
          />
          <div className="-mt-1 text-right text-sm">
            <Link to={paths.forgotPassword} className={textLinkClasses}>
              Forgot password?
            </Link>
          </div>
          <Button type="submit" size="lg" className="w-full">
            {signIn.isPending ? <Spinner /> : null}
            {signIn.isPending ? 'Logging in...' : 'Log in'}
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
