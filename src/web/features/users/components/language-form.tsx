import { type CurrentUser, languageChangeSchema } from '#shared/account.ts';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '#shared/locale.ts';
import { defineMessages } from '#shared/messages.ts';
import { SelectField } from '#web/components/ui/form-field.tsx';
import { useUpdateProfile } from '#web/features/users/api/update-profile.ts';
import { ProfileSection } from '#web/features/users/components/profile-section.tsx';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'users.languageForm.title', defaultMessage: 'Language' },
  label: { id: 'users.languageForm.label', defaultMessage: 'Language we write to you in' },
  hint: {
    id: 'users.languageForm.hint',
    defaultMessage:
      'Your mails, receipts and calendar files. The site itself is in the language of the page you read.',
  },
  failure: {
    id: 'users.languageForm.failure',
    defaultMessage: 'We could not save your language. Please try again.',
  },
  saved: { id: 'users.languageForm.saved', defaultMessage: 'Your language has been saved.' },
  save: { id: 'users.languageForm.save', defaultMessage: 'Save language' },
});

/**
 * The language the hotel writes to the guest in: their mails, receipts and calendar files
 * (`PATCH /api/me` `{ language }`). Each language is named in itself.
 */
export function LanguageForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const form = useSchemaForm(languageChangeSchema, {
    initialValues: { language: (user.language ?? DEFAULT_LOCALE) as Locale },
    onSubmit: async (change) => {
      await update.mutateAsync(change);
      return true;
    },
    failureMessage: t(messages.failure),
    clearResultOnChange: true,
  });

  return (
    <ProfileSection
      form={form}
      title={t(messages.title)}
      saved={t(messages.saved)}
      save={t(messages.save)}
    >
      <SelectField form={form} name="language" label={t(messages.label)} hint={t(messages.hint)}>
        {LOCALES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LOCALE_NAMES[language]}
          </option>
        ))}
      </SelectField>
    </ProfileSection>
  );
}
