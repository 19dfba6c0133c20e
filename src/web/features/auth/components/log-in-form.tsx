import LogIn from 'lucide-react/icons/log-in';
import { Link } from 'react-router';
import { logInSchema } from '#shared/account.ts';
import { defineMessages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { EmailField, PasswordField } from '#web/components/ui/form-field.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { useLogIn } from '#web/features/auth/api/log-in.ts';
import { TwoFactorStep } from '#web/features/auth/components/two-factor-step.tsx';
import { authMessages } from '#web/features/auth/lib/auth-messages.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  failure: {
    id: 'auth.logInForm.failure',
    defaultMessage: 'We could not sign you in. Please try again.',
  },
  label: { id: 'auth.logInForm.label', defaultMessage: 'Log in' },
  forgotPassword: { id: 'auth.logInForm.forgotPassword', defaultMessage: 'Forgot password?' },
  loggingIn: { id: 'auth.logInForm.loggingIn', defaultMessage: 'Logging in…' },
  logIn: { id: 'auth.logInForm.logIn', defaultMessage: 'Log In' },
});

const linkClass = 'text-forest underline decoration-brass underline-offset-4 hover:text-brass-dark';

/**
 * Email and password. A wrong pair gets one message that does not say which half was wrong;
 * once signed in, the page around it moves on (see routes/login.tsx). An account with two-step
 * sign-in is asked its code next.
 */
export function LogInForm({ forgotPasswordHref }: { forgotPasswordHref: string }) {
  const logIn = useLogIn();
  const form = useSchemaForm(logInSchema, {
    initialValues: { email: '', password: '' },
    onSubmit: (credentials) => logIn.mutateAsync(credentials),
    failureMessage: t(messages.failure),
  });
  const busy = form.pending || logIn.isSuccess;

  if (logIn.data?.codeNext) {
    return (
      <TwoFactorStep
        onRestart={() => {
          logIn.reset();
          form.setValue('password', '');
        }}
      />
    );
  }

  return (
    <Form {...form.props} aria-label={t(messages.label)} className="grid gap-6">
      <EmailField form={form} name="email" label={t(commonMessages.email)} />
      <div className="grid gap-2">
        <PasswordField
          form={form}
          name="password"
          label={t(authMessages.password)}
          autoComplete="current-password"
        />
        <p className="text-right text-sm">
          <Link to={forgotPasswordHref} className={linkClass}>
            {t(messages.forgotPassword)}
          </Link>
        </p>
      </div>
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <Button type="submit" className="w-full" disabled={busy}>
        <LogIn aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {t(busy ? messages.loggingIn : messages.logIn)}
      </Button>
    </Form>
  );
}
