import { Save } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { type CurrentUser, type ProfileUpdateInput, profileUpdateSchema } from '#shared/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import { useUpdateProfile } from '#web/features/users/api/update-profile.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { fieldErrors } from '#shared/field-errors.ts';

type Field = keyof ProfileUpdateInput;

/** Display name and phone, changeable; the email, shown but fixed (it is how the guest logs in). */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    name: user.name,
    phone: user.phone ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState(false);
  const update = useUpdateProfile();

  const change = (field: Field) => (value: string) => {
    setSaved(false);
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    update.reset();
    const checked = z.safeParse(profileUpdateSchema, values);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      focusFirstError();
      return;
    }
    setErrors({});
    update.mutate(checked.data, {
      onSuccess: (user) => {
        setValues({ name: user.name, phone: user.phone ?? '' });
        setSaved(true);
      },
      onError: (failure) => {
        if (failure instanceof ApiClientError && Object.keys(failure.fields).length > 0) {
          setErrors(failure.fields);
          focusFirstError();
        }
      },
    });
  };

  const failure = update.error;
  const generalError =
    failure && !(failure instanceof ApiClientError && Object.keys(failure.fields).length > 0)
      ? failure.message || 'We could not save your profile. Please try again.'
      : undefined;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="grid gap-6"
    >
      <h2 id={`${id}-title`} className="text-3xl text-forest">
        Your details
      </h2>
      <FormField id={`${id}-name`} label="Display name" error={errors.name}>
        {(describedBy) => (
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            className="field-input"
            value={values.name}
            onChange={(event) => change('name')(event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-email`}
        label="Email"
        hint="You log in with this address, so it cannot be changed here."
      >
        {(describedBy) => (
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            readOnly
            className="field-input cursor-default bg-ivory-deep text-ink-muted"
            value={user.email}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField id={`${id}-phone`} label="Phone number" error={errors.phone}>
        {(describedBy) => (
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            className="field-input"
            value={values.phone}
            onChange={(event) => change('phone')(event.target.value)}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      {generalError ? <FormAlert>{generalError}</FormAlert> : null}
      <FormStatus>{saved ? 'Your profile has been updated.' : null}</FormStatus>
      <div>
        <Button type="submit" disabled={update.isPending}>
          <Save aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {update.isPending ? 'Saving…' : 'Update'}
        </Button>
      </div>
    </form>
  );
}
