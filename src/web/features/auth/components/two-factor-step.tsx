import KeyRound from 'lucide-react/icons/key-round';
import { useEffect, useRef, useState } from 'react';
import { backupCodeSchema, totpCodeSchema } from '#shared/account.ts';
import { defineMessages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { type SecondStep, useVerifySignInCode } from '#web/features/auth/api/log-in.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  label: { id: 'auth.twoFactorStep.label', defaultMessage: 'Two-step sign-in' },
  appLead: {
    id: 'auth.twoFactorStep.appLead',
    defaultMessage:
      'Your password is right. Now enter the 6-digit code your authenticator app shows.',
  },
  backupLead: {
    id: 'auth.twoFactorStep.backupLead',
    defaultMessage:
      'Enter one of the backup codes you kept when you set up two-step sign-in. Each works once.',
  },
  appCode: { id: 'auth.twoFactorStep.appCode', defaultMessage: 'Code from your app' },
  backupCode: { id: 'auth.twoFactorStep.backupCode', defaultMessage: 'Backup code' },
  verify: { id: 'auth.twoFactorStep.verify', defaultMessage: 'Verify and log in' },
  verifying: { id: 'auth.twoFactorStep.verifying', defaultMessage: 'Checking…' },
  useBackup: { id: 'auth.twoFactorStep.useBackup', defaultMessage: 'Use a backup code instead' },
  useApp: { id: 'auth.twoFactorStep.useApp', defaultMessage: 'Use the code from my app' },
  restart: { id: 'auth.twoFactorStep.restart', defaultMessage: 'Start again' },
  failure: {
    id: 'auth.twoFactorStep.failure',
    defaultMessage: 'We could not check the code. Please try again.',
  },
});

const linkButton =
  'text-forest underline decoration-brass underline-offset-4 hover:text-brass-dark text-sm';

/** The code of one kind: the app's (six digits) or a backup code. */
function CodeForm({ kind, onRestart }: { kind: SecondStep['kind']; onRestart: () => void }) {
  const verify = useVerifySignInCode();
  const form = useSchemaForm(kind === 'app' ? totpCodeSchema : backupCodeSchema, {
    initialValues: { code: '' },
    onSubmit: ({ code }) => verify.mutateAsync({ kind, code }),
    failureMessage: t(messages.failure),
  });
  const busy = form.pending || verify.isSuccess;
  const field = useRef<HTMLDivElement>(null);
  // The step opens where the visitor types: on the code.
  useEffect(() => {
    field.current?.querySelector('input')?.focus();
  }, []);

  return (
    <Form {...form.props} aria-label={t(messages.label)} className="grid gap-6">
      <p className="text-ink-muted">{t(kind === 'app' ? messages.appLead : messages.backupLead)}</p>
      <div ref={field}>
        <TextField
          form={form}
          name="code"
          label={t(kind === 'app' ? messages.appCode : messages.backupCode)}
          autoComplete="one-time-code"
          inputMode={kind === 'app' ? 'numeric' : 'text'}
          spellCheck={false}
          autoCapitalize="off"
          maxLength={kind === 'app' ? 12 : 20}
          translate="no"
        />
      </div>
      {form.formError ? (
        <FormAlert>
          {form.formError}{' '}
          <button type="button" className={linkButton} onClick={onRestart}>
            {t(messages.restart)}
          </button>
        </FormAlert>
      ) : null}
      <Button type="submit" className="w-full" disabled={busy}>
        <KeyRound aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {t(busy ? messages.verifying : messages.verify)}
      </Button>
    </Form>
  );
}

/**
 * A sign-in's second step (decision 050): the password was right, and the session opens only
 * with the authenticator app's code, or one of the backup codes. Wrong codes are limited by the
 * server, which says how long to wait; an expired step starts again from the password.
 */
export function TwoFactorStep({ onRestart }: { onRestart: () => void }) {
  const [kind, setKind] = useState<SecondStep['kind']>('app');
  return (
    <div className="grid gap-4">
      <CodeForm key={kind} kind={kind} onRestart={onRestart} />
      <p className="text-center">
        <button
          type="button"
          className={linkButton}
          onClick={() => setKind(kind === 'app' ? 'backup' : 'app')}
        >
          {t(kind === 'app' ? messages.useBackup : messages.useApp)}
        </button>
      </p>
    </div>
  );
}
