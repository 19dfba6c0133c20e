import { type CurrentUser, profileUpdateSchema } from '#shared/account.ts';
import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '#shared/field-limits.ts';
import { defineMessages } from '#shared/messages.ts';
import { TextField } from '#web/components/ui/form-field.tsx';
import { useUpdateProfile } from '#web/features/users/api/update-profile.ts';
import { ProfileSection } from '#web/features/users/components/profile-section.tsx';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  failure: {
    id: 'users.profileForm.failure',
    defaultMessage: 'We could not save your profile. Please try again.',
  },
  title: { id: 'users.profileForm.title', defaultMessage: 'Your details' },
  name: { id: 'users.profileForm.name', defaultMessage: 'Display name' },
  emailHint: {
    id: 'users.profileForm.emailHint',
    defaultMessage: 'You log in with this address, so it cannot be changed here.',
  },
  phone: { id: 'users.profileForm.phone', defaultMessage: 'Phone number' },
  updated: { id: 'users.profileForm.updated', defaultMessage: 'Your profile has been updated.' },
  update: { id: 'users.profileForm.update', defaultMessage: 'Update' },
});

/** Display name and phone, changeable; the email, shown but fixed (it is how the guest logs in). */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const form = useSchemaForm(profileUpdateSchema, {
    // The email is shown in the form but not sent: the schema takes the name and phone only.
    initialValues: { name: user.name, email: user.email, phone: user.phone ?? '' },
    onSubmit: async (details, { setValues }) => {
      const saved = await update.mutateAsync(details);
      setValues({ name: saved.name, email: saved.email, phone: saved.phone ?? '' });
      return true;
    },
    failureMessage: t(messages.failure),
    clearResultOnChange: true,
  });

  return (
    <ProfileSection
      form={form}
      title={t(messages.title)}
      saved={t(messages.updated)}
      save={t(messages.update)}
    >
      <TextField
        form={form}
        name="name"
        label={t(messages.name)}
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
      />
      <TextField
        form={form}
        name="email"
        label={t(commonMessages.email)}
        hint={t(messages.emailHint)}
        type="email"
        readOnly
        controlClassName="field-input cursor-default bg-ivory-deep text-ink-muted"
      />
      <TextField
        form={form}
        name="phone"
        label={t(messages.phone)}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={PHONE_MAX_LENGTH}
      />
    </ProfileSection>
  );
}
