import KeyRound from 'lucide-react/icons/key-round';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldOff from 'lucide-react/icons/shield-off';
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { type CurrentUser, totpCodeSchema, twoFactorPasswordSchema } from '#shared/account.ts';
import { defineMessages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { PasswordField, TextField } from '#web/components/ui/form-field.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import {
  type TwoFactorSetup,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useGenerateBackupCodes,
  useVerifyTwoFactor,
} from '#web/features/users/api/two-factor.ts';
import { type SchemaForm, useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'users.twoFactor.title', defaultMessage: 'Two-step sign-in' },
  lead: {
    id: 'users.twoFactor.lead',
    defaultMessage:
      'After your password, a code from an authenticator app on your phone. Staff accounts need it.',
  },
  password: { id: 'users.twoFactor.password', defaultMessage: 'Password' },
  passwordHint: {
    id: 'users.twoFactor.passwordHint',
    defaultMessage: 'Your password again, so we know it is you.',
  },
  checking: { id: 'users.twoFactor.checking', defaultMessage: 'Checking…' },
  setUp: { id: 'users.twoFactor.setUp', defaultMessage: 'Set up two-step sign-in' },
  setUpFailure: {
    id: 'users.twoFactor.setUpFailure',
    defaultMessage: 'We could not start setting up two-step sign-in. Please try again.',
  },
  scanTitle: {
    id: 'users.twoFactor.scanTitle',
    defaultMessage: '1. Scan this QR code with your authenticator app',
  },
  qrAlt: {
    id: 'users.twoFactor.qrAlt',
    defaultMessage: 'QR code to scan with your authenticator app',
  },
  typeKey: {
    id: 'users.twoFactor.typeKey',
    defaultMessage: 'Cannot scan it? Type this key into the app instead:',
  },
  codesTitle: { id: 'users.twoFactor.codesTitle', defaultMessage: '2. Keep your backup codes' },
  codesLabel: { id: 'users.twoFactor.codesLabel', defaultMessage: 'Backup codes' },
  keepCodes: {
    id: 'users.twoFactor.keepCodes',
    defaultMessage:
      'If you lose your phone, each of these codes lets you log in once. Keep them somewhere safe, such as a password manager or on paper.',
  },
  confirmTitle: {
    id: 'users.twoFactor.confirmTitle',
    defaultMessage: '3. Enter a code from the app',
  },
  code: { id: 'users.twoFactor.code', defaultMessage: 'Code from your app' },
  codeHint: {
    id: 'users.twoFactor.codeHint',
    defaultMessage: 'The 6 digits the app shows now. Two-step sign-in is on once it is right.',
  },
  turnOn: { id: 'users.twoFactor.turnOn', defaultMessage: 'Turn on' },
  turnOnFailure: {
    id: 'users.twoFactor.turnOnFailure',
    defaultMessage: 'We could not check the code. Please try again.',
  },
  turnedOn: {
    id: 'users.twoFactor.turnedOn',
    defaultMessage:
      'Two-step sign-in is now on. Next time you log in, we will ask for a code from your app.',
  },
  isOn: { id: 'users.twoFactor.isOn', defaultMessage: 'Two-step sign-in is on.' },
  isOnLead: {
    id: 'users.twoFactor.isOnLead',
    defaultMessage:
      'Each time you log in, we ask for a code from your app, or one of your backup codes.',
  },
  newCodesTitle: { id: 'users.twoFactor.newCodesTitle', defaultMessage: 'Backup codes' },
  newCodesLead: {
    id: 'users.twoFactor.newCodesLead',
    defaultMessage: 'Used or lost the ones you kept? Make new ones: the old codes stop working.',
  },
  newCodes: { id: 'users.twoFactor.newCodes', defaultMessage: 'Make new backup codes' },
  newCodesMade: {
    id: 'users.twoFactor.newCodesMade',
    defaultMessage: 'Here are your new backup codes. The old ones no longer work.',
  },
  newCodesFailure: {
    id: 'users.twoFactor.newCodesFailure',
    defaultMessage: 'We could not make new backup codes. Please try again.',
  },
  turnOffTitle: { id: 'users.twoFactor.turnOffTitle', defaultMessage: 'Turn it off' },
  turnOffLead: {
    id: 'users.twoFactor.turnOffLead',
    defaultMessage: 'You will log in with your password alone.',
  },
  turnOffStaff: {
    id: 'users.twoFactor.turnOffStaff',
    defaultMessage:
      'Where the hotel requires it for staff, staff pages stay closed to you until you turn it on again.',
  },
  turnOff: { id: 'users.twoFactor.turnOff', defaultMessage: 'Turn off' },
  turnOffFailure: {
    id: 'users.twoFactor.turnOffFailure',
    defaultMessage: 'We could not turn off two-step sign-in. Please try again.',
  },
  turnedOff: {
    id: 'users.twoFactor.turnedOff',
    defaultMessage: 'Two-step sign-in is off. You now log in with your password alone.',
  },
});

const subheading = 'text-2xl text-forest outline-none';

/** The app's key as `otpauth://` carries it, in groups of four to copy by hand. */
function keyOf(totpURI: string): string {
  const key = new URLSearchParams(totpURI.split('?')[1] ?? '').get('secret') ?? '';
  return key.match(/.{1,4}/g)?.join(' ') ?? '';
}

/** Moves focus to `ref` after the render that shows it, each time `focus()` is called. */
function useFocusLater<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) ref.current?.focus();
  }, [request]);
  return { ref, focus: () => setRequest((count) => count + 1) };
}

/**
 * A FormStatus that focus can move to, so what was just done is read first. Empty, it takes no
 * room in the layout.
 */
function FocusableStatus({
  ref,
  children,
}: {
  ref: Ref<HTMLDivElement>;
  children?: string | null;
}) {
  return (
    <div ref={ref} tabIndex={-1} className={children ? 'outline-none' : 'sr-only'}>
      <FormStatus>{children}</FormStatus>
    </div>
  );
}

/** A form's failure and its submit button, the way every form of the section ends. */
function FormEnd<Values>({
  form,
  icon,
  label,
  children,
}: {
  form: SchemaForm<Values>;
  icon: ReactNode;
  label: string;
  children?: ReactNode;
}) {
  return (
    <>
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.pending}>
          {icon}
          {form.pending ? t(messages.checking) : label}
        </Button>
        {children}
      </div>
    </>
  );
}

/** The backup codes, to keep: each lets the user in once. */
function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="grid gap-3">
      <p className="text-ink-muted">{t(messages.keepCodes)}</p>
      <ul
        translate="no"
        aria-label={t(messages.codesLabel)}
        className="grid grid-cols-2 gap-x-6 gap-y-2 border border-rule bg-ivory-deep px-5 py-4 font-mono text-[0.95rem] text-ink sm:max-w-md"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

/** Off: the password starts the setup. */
function SetUpForm({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const enable = useEnableTwoFactor();
  const form = useSchemaForm(twoFactorPasswordSchema, {
    initialValues: { password: '' },
    onSubmit: async (input) => onStarted(await enable.mutateAsync(input)),
    failureMessage: t(messages.setUpFailure),
  });
  return (
    <Form {...form.props} aria-label={t(messages.setUp)} className="grid gap-6">
      <PasswordField
        form={form}
        name="password"
        label={t(messages.password)}
        hint={t(messages.passwordHint)}
        autoComplete="current-password"
      />
      <FormEnd
        form={form}
        label={t(messages.setUp)}
        icon={<LockKeyhole aria-hidden="true" className="size-4" strokeWidth={1.5} />}
      />
    </Form>
  );
}

/**
 * Setting up: the app scans the QR code (or takes the key typed by hand), the backup codes are
 * kept, and the app's first code turns two-step sign-in on.
 */
function SetupStep({
  setup,
  onTurnedOn,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onTurnedOn: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const verify = useVerifyTwoFactor();
  const form = useSchemaForm(totpCodeSchema, {
    initialValues: { code: '' },
    onSubmit: async (input) => {
      await verify.mutateAsync(input);
      onTurnedOn();
    },
    failureMessage: t(messages.turnOnFailure),
  });
  // The button that started the setup is gone: focus goes to its first step.
  const start = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    start.current?.focus();
  }, []);

  return (
    <div className="grid gap-8">
      <div className="grid gap-4">
        <h3 ref={start} tabIndex={-1} className={subheading}>
          {t(messages.scanTitle)}
        </h3>
        {/* An image of the server's SVG, never its markup in the page. */}
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`}
          alt={t(messages.qrAlt)}
          width={192}
          height={192}
          className="size-48 border border-rule bg-white"
        />
        <p className="text-ink-muted">
          {t(messages.typeKey)}{' '}
          <code translate="no" className="font-mono text-[0.95rem] text-ink">
            {keyOf(setup.totpURI)}
          </code>
        </p>
      </div>
      <div className="grid gap-4">
        <h3 className={subheading}>{t(messages.codesTitle)}</h3>
        <BackupCodes codes={setup.backupCodes} />
      </div>
      <Form {...form.props} aria-labelledby={`${id}-confirm`} className="grid gap-6">
        <h3 id={`${id}-confirm`} className={subheading}>
          {t(messages.confirmTitle)}
        </h3>
        <TextField
          form={form}
          name="code"
          label={t(messages.code)}
          hint={t(messages.codeHint)}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          autoCapitalize="off"
          maxLength={12}
          translate="no"
        />
        <FormEnd
          form={form}
          label={t(messages.turnOn)}
          icon={<KeyRound aria-hidden="true" className="size-4" strokeWidth={1.5} />}
        >
          <Button variant="outline" onClick={onCancel}>
            {t(commonMessages.cancel)}
          </Button>
        </FormEnd>
      </Form>
    </div>
  );
}

/** On: new backup codes with the password, shown once made. */
function NewBackupCodesForm() {
  const id = useId();
  const generate = useGenerateBackupCodes();
  const form = useSchemaForm(twoFactorPasswordSchema, {
    initialValues: { password: '' },
    onSubmit: async (input, { setValues }) => {
      const codes = await generate.mutateAsync(input);
      setValues({ password: '' });
      return codes;
    },
    failureMessage: t(messages.newCodesFailure),
  });
  // Focus goes to what was made, once it shows: the line saying so, then the codes.
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.result) status.current?.focus();
  }, [form.result]);
  return (
    <Form {...form.props} aria-labelledby={`${id}-title`} className="grid gap-6">
      <h3 id={`${id}-title`} className={subheading}>
        {t(messages.newCodesTitle)}
      </h3>
      <p className="text-ink-muted">{t(messages.newCodesLead)}</p>
      <PasswordField
        form={form}
        name="password"
        label={t(messages.password)}
        autoComplete="current-password"
      />
      <FocusableStatus ref={status}>
        {form.result ? t(messages.newCodesMade) : null}
      </FocusableStatus>
      {form.result ? <BackupCodes codes={form.result} /> : null}
      <FormEnd
        form={form}
        label={t(messages.newCodes)}
        icon={<RefreshCw aria-hidden="true" className="size-4" strokeWidth={1.5} />}
      />
    </Form>
  );
}

/** On: turning it off, with the password. */
function TurnOffForm({ staff, onTurnedOff }: { staff: boolean; onTurnedOff: () => void }) {
  const id = useId();
  const disable = useDisableTwoFactor();
  const form = useSchemaForm(twoFactorPasswordSchema, {
    initialValues: { password: '' },
    onSubmit: async (input) => {
      await disable.mutateAsync(input);
      onTurnedOff();
    },
    failureMessage: t(messages.turnOffFailure),
  });
  return (
    <Form {...form.props} aria-labelledby={`${id}-title`} className="grid gap-6">
      <h3 id={`${id}-title`} className={subheading}>
        {t(messages.turnOffTitle)}
      </h3>
      <p className="text-ink-muted">
        {t(messages.turnOffLead)}
        {staff ? ` ${t(messages.turnOffStaff)}` : null}
      </p>
      <PasswordField
        form={form}
        name="password"
        label={t(messages.password)}
        autoComplete="current-password"
      />
      <FormEnd
        form={form}
        label={t(messages.turnOff)}
        icon={<ShieldOff aria-hidden="true" className="size-4" strokeWidth={1.5} />}
      />
    </Form>
  );
}

/**
 * Two-step sign-in on the Profile page (decision 050): off, set up with the password, an
 * authenticator app and its first code; on, new backup codes or off again, each with the password.
 */
export function TwoFactorSection({ user }: { user: CurrentUser }) {
  const id = useId();
  const [setup, setSetup] = useState<TwoFactorSetup>();
  // What the last change here made it: the user's copy, read again, follows a moment later.
  const [changedTo, setChangedTo] = useState<boolean>();
  const enabled = changedTo ?? user.twoFactorEnabled === true;
  const [notice, setNotice] = useState<string>();
  const status = useFocusLater<HTMLDivElement>();
  const title = useFocusLater<HTMLHeadingElement>();

  const changed = (on: boolean) => {
    setSetup(undefined);
    setChangedTo(on);
    setNotice(t(on ? messages.turnedOn : messages.turnedOff));
    status.focus();
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-6">
      <h2
        ref={title.ref}
        id={`${id}-title`}
        tabIndex={-1}
        className="text-3xl text-forest outline-none"
      >
        {t(messages.title)}
      </h2>
      <FocusableStatus ref={status.ref}>{notice}</FocusableStatus>
      {setup ? (
        <SetupStep
          setup={setup}
          onTurnedOn={() => changed(true)}
          onCancel={() => {
            setSetup(undefined);
            title.focus();
          }}
        />
      ) : enabled ? (
        <>
          <p className="flex items-start gap-3">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest" />
            <span>
              <strong className="font-medium text-forest">{t(messages.isOn)}</strong>{' '}
              <span className="text-ink-muted">{t(messages.isOnLead)}</span>
            </span>
          </p>
          <div className="border-t border-rule pt-6">
            <NewBackupCodesForm />
          </div>
          <div className="border-t border-rule pt-6">
            <TurnOffForm staff={user.role === 'admin'} onTurnedOff={() => changed(false)} />
          </div>
        </>
      ) : (
        <>
          <p className="text-ink-muted">{t(messages.lead)}</p>
          <SetUpForm
            onStarted={(started) => {
              setNotice(undefined);
              setSetup(started);
            }}
          />
        </>
      )}
    </section>
  );
}
