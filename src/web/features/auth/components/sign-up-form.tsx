import MailCheck from 'lucide-react/icons/mail-check';
import UserPlus from 'lucide-react/icons/user-plus';
import { signUpSchema } from '#shared/account.ts';
import { NAME_MAX_LENGTH, PASSWORD_LENGTH, PHONE_MAX_LENGTH } from '#shared/field-limits.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { EmailField, PasswordField, TextField } from '#web/components/ui/form-field.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { useSignUp } from '#web/features/auth/api/sign-up.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';

/**
 * Name, Email, Password and Number (the spec's four). Checked here with the server's own schema,
 * so the same message sits under the same field whichever side finds the problem.
 */
export function SignUpForm() {
  const signUp = useSignUp();
  const form = useSchemaForm(signUpSchema, {
    initialValues: { name: '', email: '', password: '', phone: '' },
    // Signed in: the page moves on by itself. Otherwise the hotel wants the email confirmed.
    onSubmit: async (account) => {
      const { signedIn } = await signUp.mutateAsync(account);
      return signedIn ? undefined : account.email;
    },
    failureMessage: 'We could not create your account. Please try again.',
  });
  const confirmEmailTo = form.result;

  if (confirmEmailTo) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full border border-brass/50 text-brass-dark">
          <MailCheck aria-hidden="true" className="size-6" strokeWidth={1.5} />
        </span>
        <p className="font-display text-2xl text-forest">Confirm your email</p>
        <p className="text-ink-muted">
          We have sent a link to <strong className="font-medium text-ink">{confirmEmailTo}</strong>.
          Open it to finish creating your account; then you can log in.
        </p>
      </div>
    );
  }

  const busy = form.pending || signUp.isSuccess;

  return (
    <Form {...form.props} aria-label="Sign up" className="grid gap-6">
      <TextField
        form={form}
        name="name"
        label="Name"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
      />
      <EmailField form={form} name="email" label="Email" />
      <PasswordField
        form={form}
        name="password"
        label="Password"
        hint={`At least ${PASSWORD_LENGTH.min} characters.`}
        autoComplete="new-password"
      />
      <TextField
        form={form}
        name="phone"
        label="Number"
        hint="Your phone number with its country code, like +880 1711 245880."
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={PHONE_MAX_LENGTH}
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <Button type="submit" className="mt-2 w-full" disabled={busy}>
        {busy ? null : <UserPlus aria-hidden="true" className="size-4" strokeWidth={1.5} />}
        {/* The spec's literal text while the request runs; lower case, as the spec has it. */}
        <span className={busy ? 'normal-case tracking-normal' : undefined}>
          {busy ? 'loading...' : 'Sign Up'}
        </span>
      </Button>
    </Form>
  );
}
