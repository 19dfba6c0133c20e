import Save from 'lucide-react/icons/save';
import { type ReactNode, useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import type { SchemaForm } from '#web/hooks/use-schema-form.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';

interface ProfileSectionProps<Values> {
  form: SchemaForm<Values>;
  title: string;
  /** Said once the change is saved. */
  saved: string;
  /** The save button's words. */
  save: string;
  children: ReactNode;
}

/**
 * One part of the Profile page that saves on its own: its heading, its fields, what went wrong
 * or was saved, and its save button.
 */
export function ProfileSection<Values>({
  form,
  title,
  saved,
  save,
  children,
}: ProfileSectionProps<Values>) {
  const id = useId();
  return (
    <Form {...form.props} aria-labelledby={`${id}-title`} className="grid gap-6">
      <h2 id={`${id}-title`} className="text-3xl text-forest">
        {title}
      </h2>
      {children}
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <FormStatus>{form.result ? saved : null}</FormStatus>
      <div>
        <Button type="submit" disabled={form.pending}>
          <Save aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {form.pending ? t(commonMessages.saving) : save}
        </Button>
      </div>
    </Form>
  );
}
