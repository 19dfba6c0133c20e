import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormCard } from '../../components/ui/form-card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

type Field = 'name' | 'email' | 'password' | 'number';

const requiredMessages: Record<Field, string> = {
  name: '! Name is required',
  email: '! Email is required',
  password: '! Password is required',
  number: '! Number is required',
};

export default function SignUpRoute() {
  useDocumentTitle('Sign Up');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState(false);

  // The accounts work replaces this with the real sign-up; until then the form says so honestly.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(requiredMessages) as Field[]) {
      if (!String(data.get(field) ?? '').trim()) found[field] = requiredMessages[field];
    }
    setErrors(found);
    setNotice(Object.keys(found).length === 0);
  };

  const invalid = (field: Field) => (errors[field] ? true : undefined);

  return (
    <FormCard
      eyebrow="Join us"
      title="Sign Up"
      lead="Create an account to book suites and keep your stays in one place."
      footer={
        <p>
          Already have an account?{' '}
          <Link
            to={paths.login}
            className="text-forest underline decoration-brass underline-offset-4"
          >
            Log In
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-6">
        <FormField id="signup-name" label="Name" error={errors.name}>
          {(describedBy) => (
            <input
              id="signup-name"
              name="name"
              autoComplete="name"
              className="field-input"
              aria-invalid={invalid('name')}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <FormField id="signup-email" label="Email" error={errors.email}>
          {(describedBy) => (
            <input
              id="signup-email"
              name="email"
              type="email"
              autoComplete="email"
              className="field-input"
              aria-invalid={invalid('email')}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <FormField id="signup-password" label="Password" error={errors.password}>
          {(describedBy) => (
            <PasswordInput
              id="signup-password"
              name="password"
              autoComplete="new-password"
              aria-invalid={invalid('password')}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <FormField id="signup-number" label="Number" error={errors.number}>
          {(describedBy) => (
            <input
              id="signup-number"
              name="number"
              type="tel"
              autoComplete="tel"
              className="field-input"
              aria-invalid={invalid('number')}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <Button type="submit" className="mt-2 w-full">
          Sign Up
        </Button>
        <p role="status" className="text-center text-sm font-medium text-forest">
          {notice ? 'Sign-in is not available yet.' : ''}
        </p>
      </form>
    </FormCard>
  );
}
