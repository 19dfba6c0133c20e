import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { ManageSuitesPanel } from '#web/features/suites/components/manage-suites-panel.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

export default function ManageSuitesRoute() {
  useDocumentTitle();
  return (
    <>
      <DashboardHeading title="Manage Suites">
        <p>
          Every suite with its nightly price, bed and size. Edit one and its photos, archive it to
          take it off sale while keeping its bookings, or delete one that was never booked.
        </p>
      </DashboardHeading>
      <ManageSuitesPanel />
    </>
  );
}
