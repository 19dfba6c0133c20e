import Save from 'lucide-react/icons/save';
import { useId } from 'react';
import { type CurrentUser, languageChangeSchema } from '#shared/account.ts';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '#shared/locale.ts';
import { defineMessages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { SelectField } from '#web/components/ui/form-field.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import { useUpdateProfile } from '#web/features/users/api/update-profile.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
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
  const id = useId();
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
    <Form {...form.props} aria-labelledby={`${id}-title`} className="grid gap-6">
      <h2 id={`${id}-title`} className="text-3xl text-forest">
        {t(messages.title)}
      </h2>
      <SelectField form={form} name="language" label={t(messages.label)} hint={t(messages.hint)}>
        {LOCALES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LOCALE_NAMES[language]}
          </option>
        ))}
      </SelectField>
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <FormStatus>{form.result ? t(messages.saved) : null}</FormStatus>
      <div>
        <Button type="submit" disabled={form.pending}>
          <Save aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t(form.pending ? commonMessages.saving : messages.save)}
        </Button>
      </div>
    </Form>
  );
}
