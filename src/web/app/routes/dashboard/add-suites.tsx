import { useState } from 'react';
import { defineMessages } from '#shared/messages.ts';
import type { AdminSuite } from '#shared/suite-admin.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { SuiteAddedDialog } from '#web/features/suites/components/suite-added-dialog.tsx';
import { SuiteForm } from '#web/features/suites/components/suite-form.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'suitesAdmin.addSuitesPage.title', defaultMessage: 'Add Suites' },
  intro: {
    id: 'suitesAdmin.addSuitesPage.intro',
    defaultMessage:
      'Add a new suite with its cover photo, bed, capacity and nightly price. Guests can find and book it as soon as it is added.',
  },
});

/** The spec's Add Suite form; once the suite is stored, the success popup and what next. */
export default function AddSuitesRoute() {
  useDocumentTitle();
  const [added, setAdded] = useState<AdminSuite>();
  return (
    <>
      <DashboardHeading title={t(messages.title)}>
        <p>{t(messages.intro)}</p>
      </DashboardHeading>
      <div className="mt-10">
        <SuiteForm onSaved={setAdded} />
      </div>
      <SuiteAddedDialog suite={added} onClose={() => setAdded(undefined)} />
    </>
  );
}
