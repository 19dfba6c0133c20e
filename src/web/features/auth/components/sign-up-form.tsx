import MailCheck from 'lucide-react/icons/mail-check';
import UserPlus from 'lucide-react/icons/user-plus';
import { signUpSchema } from '#shared/account.ts';
import { NAME_MAX_LENGTH, PASSWORD_LENGTH, PHONE_MAX_LENGTH } from '#shared/field-limits.ts';
import { defineMessages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { EmailField, PasswordField, TextField } from '#web/components/ui/form-field.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { useSignUp } from '#web/features/auth/api/sign-up.ts';
import { authMessages } from '#web/features/auth/lib/auth-messages.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  failure: {
    id: 'auth.signUpForm.failure',
    defaultMessage: 'We could not create your account. Please try again.',
  },
  confirmTitle: { id: 'auth.signUpForm.confirmTitle', defaultMessage: 'Confirm your email' },
  confirmText: {
    id: 'auth.signUpForm.confirmText',
    defaultMessage:
      'We have sent a link to <strong>{email}</strong>. Open it to finish creating your account; then you can log in.',
  },
  label: { id: 'auth.signUpForm.label', defaultMessage: 'Sign up' },
  name: { id: 'auth.signUpForm.name', defaultMessage: 'Name' },
  number: { id: 'auth.signUpForm.number', defaultMessage: 'Number' },
  numberHint: {
    id: 'auth.signUpForm.numberHint',
    defaultMessage: 'Your phone number with its country code, like {example}.',
  },
  loading: {
    id: 'auth.signUpForm.loading',
    defaultMessage: 'loading...',
    description: 'The spec’s literal text while the account is made, in lower case.',
  },
  signUp: { id: 'auth.signUpForm.signUp', defaultMessage: 'Sign Up' },
});

/** The example of a phone number the hint gives: written the same in every language. */
const PHONE_EXAMPLE = '+880 1711 245880';

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
    failureMessage: t(messages.failure),
  });
  const confirmEmailTo = form.result;

  if (confirmEmailTo) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full border border-brass/50 text-brass-dark">
          <MailCheck aria-hidden="true" className="size-6" strokeWidth={1.5} />
        </span>
        <p className="font-display text-2xl text-forest">{t(messages.confirmTitle)}</p>
        <p className="text-ink-muted">
          <Message
            of={messages.confirmText}
            values={{
              email: confirmEmailTo,
              strong: (chunks) => <strong className="font-medium text-ink">{chunks}</strong>,
            }}
          />
        </p>
      </div>
    );
  }

  const busy = form.pending || signUp.isSuccess;

  return (
    <Form {...form.props} aria-label={t(messages.label)} className="grid gap-6">
      <TextField
        form={form}
        name="name"
        label={t(messages.name)}
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
      />
      <EmailField form={form} name="email" label={t(commonMessages.email)} />
      <PasswordField
        form={form}
        name="password"
        label={t(authMessages.password)}
        hint={t(authMessages.passwordHint, { min: PASSWORD_LENGTH.min })}
        autoComplete="new-password"
      />
      <TextField
        form={form}
        name="phone"
        label={t(messages.number)}
        hint={t(messages.numberHint, { example: PHONE_EXAMPLE })}
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
          {t(busy ? messages.loading : messages.signUp)}
        </span>
      </Button>
    </Form>
  );
}
