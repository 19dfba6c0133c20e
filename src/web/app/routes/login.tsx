import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormCard } from '../../components/ui/form-card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

interface LoginErrors {
  email?: string;
  password?: string;
}

export default function LoginRoute() {
  useDocumentTitle('Log In');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [notice, setNotice] = useState(false);

  // The accounts work replaces this with the real sign-in; until then the form says so honestly.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found: LoginErrors = {};
    if (!String(data.get('email') ?? '').trim()) found.email = '! Email is required';
    if (!String(data.get('password') ?? '')) found.password = '! Password is required';
    setErrors(found);
    setNotice(Object.keys(found).length === 0);
  };

  return (
    <FormCard
      eyebrow="Welcome back"
      title="Log In"
      lead="Sign in to see your bookings and share your stay."
      footer={
        <p>
          New to Chandrabati?{' '}
          <Link
            to={paths.signUp}
            className="text-forest underline decoration-brass underline-offset-4"
          >
            Create an account
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-6">
        <FormField id="login-email" label="Email" error={errors.email}>
          {(describedBy) => (
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="email"
              className="field-input"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password}>
          {(describedBy) => (
            <PasswordInput
              id="login-password"
              name="password"
              autoComplete="current-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <Button type="submit" className="mt-2 w-full">
          Log In
        </Button>
        <p role="status" className="text-center text-sm font-medium text-forest">
          {notice ? 'Sign-in is not available yet.' : ''}
        </p>
      </form>
    </FormCard>
  );
}
