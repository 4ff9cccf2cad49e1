import { requestPasswordResetSchema } from '@forkcast/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { EmailField } from '../../../components/forms/email-field.tsx';
import { useFormErrors } from '../../../components/forms/use-form-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { accountErrorMessage } from '../account-error-message.ts';
import { useRequestPasswordReset } from '../api/session.ts';
import { AuthCard, textLinkClasses } from './auth-card.tsx';

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const { errors, validate, clear } = useFormErrors(requestPasswordResetSchema);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(event, { email });
    if (!input) return;
    request.mutate(input, {
      onSuccess: () => setSentTo(input.email),
      onError: (error) => toast.error(accountErrorMessage(error, 'An unexpected error occurred')),
    });
  }

  const footer = (
    <Link to={paths.login} className={textLinkClasses}>
      Back to log in
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard title="Check your inbox" footer={footer}>
        <p role="status" className="text-ink">
          If an account exists for <strong>{sentTo}</strong>, a reset link is on its way. It works
          once and for one hour. Nothing there? Peek in the spam folder.
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="It happens to the best cooks. We will send you a link to set a new one."
      footer={footer}
    >
      <form noValidate onSubmit={onSubmit} aria-label="Request a password reset">
        <fieldset disabled={request.isPending} className="flex flex-col gap-4">
          <EmailField
            value={email}
            error={errors.email}
            onChange={(value) => {
              setEmail(value);
              clear('email');
            }}
          />
          <Button type="submit" size="lg" className="w-full">
            {request.isPending ? <Spinner /> : null}
            Send reset link
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
