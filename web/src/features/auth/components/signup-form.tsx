import { isPasswordReason, passwordHint, signUpSchema } from '@forkcast/core';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EmailField } from '../../../components/forms/email-field.tsx';
import { PasswordField } from '../../../components/forms/password-field.tsx';
import { useFormErrors } from '../../../components/forms/use-form-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { returnPathFrom } from '../../../lib/return-to.ts';
import { accountErrorMessage } from '../account-error-message.ts';
import { useSignUp } from '../api/session.ts';
import { AuthCard, textLinkClasses } from './auth-card.tsx';

const SIGN_UP_ERROR = 'sign-up-error';

export function SignupForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const signUp = useSignUp();
  const { errors, validate, clear, show, focus } = useFormErrors(signUpSchema);
  const [values, setValues] = useState({ name: '', email: '', password: '' });

  const update = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = validate(event, values);
    if (!input) return;
    signUp.mutate(input, {
      onSuccess: () => {
        // A refusal shown a moment ago is over: it must not follow the cook onto the dashboard.
        toast.dismiss(SIGN_UP_ERROR);
        navigate(returnPathFrom(location.state) ?? paths.dashboard, { replace: true });
      },
      onError: (error) => {
        // A password the server refused (the common list) is explained beside the field.
        if (isPasswordReason(error.message)) show(form, 'password', error.message);
        else {
          toast.error(accountErrorMessage(error, 'Unknown error during signup'), {
            id: SIGN_UP_ERROR,
          });
          // Mostly an address that already has an account: the field to change.
          focus(form, 'email');
        }
      },
    });
  }

  return (
    <AuthCard
      title="Create an Account"
      subtitle="Pull up a chair: your first meal plan is minutes away."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} state={location.state} className={textLinkClasses}>
            Log in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} aria-label="Create an account">
        <fieldset disabled={signUp.isPending} className="flex flex-col gap-4">
          <Field label="Full Name" error={errors.name}>
            <Input
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(e) => update('name')(e.target.value)}
            />
          </Field>
          <EmailField value={values.email} error={errors.email} onChange={update('email')} />
          <PasswordField
            autoComplete="new-password"
            hint={passwordHint}
            value={values.password}
            error={errors.password}
            onChange={update('password')}
          />
          <Button type="submit" size="lg" className="mt-2 w-full">
            {signUp.isPending ? <Spinner /> : null}
            {signUp.isPending ? 'Creating your kitchen...' : 'Create Account'}
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
