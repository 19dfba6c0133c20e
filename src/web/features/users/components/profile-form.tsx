import Save from 'lucide-react/icons/save';
import { useId } from 'react';
import { type CurrentUser, profileUpdateSchema } from '#shared/account.ts';
import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '#shared/field-limits.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import { useUpdateProfile } from '#web/features/users/api/update-profile.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';

/** Display name and phone, changeable; the email, shown but fixed (it is how the guest logs in). */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const id = useId();
  const update = useUpdateProfile();
  const form = useSchemaForm(profileUpdateSchema, {
    // The email is shown in the form but not sent: the schema takes the name and phone only.
    initialValues: { name: user.name, email: user.email, phone: user.phone ?? '' },
    onSubmit: async (details, { setValues }) => {
      const saved = await update.mutateAsync(details);
      setValues({ name: saved.name, email: saved.email, phone: saved.phone ?? '' });
      return true;
    },
    failureMessage: 'We could not save your profile. Please try again.',
    clearResultOnChange: true,
  });

  return (
    <Form {...form.props} aria-labelledby={`${id}-title`} className="grid gap-6">
      <h2 id={`${id}-title`} className="text-3xl text-forest">
        Your details
      </h2>
      <TextField
        form={form}
        name="name"
        label="Display name"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
      />
      <TextField
        form={form}
        name="email"
        label="Email"
        hint="You log in with this address, so it cannot be changed here."
        type="email"
        readOnly
        controlClassName="field-input cursor-default bg-ivory-deep text-ink-muted"
      />
      <TextField
        form={form}
        name="phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={PHONE_MAX_LENGTH}
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <FormStatus>{form.result ? 'Your profile has been updated.' : null}</FormStatus>
      <div>
        <Button type="submit" disabled={form.pending}>
          <Save aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {form.pending ? 'Saving…' : 'Update'}
        </Button>
      </div>
    </Form>
  );
}
