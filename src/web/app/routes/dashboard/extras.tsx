import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { ExtrasPanel } from '#web/features/offers/components/extras-panel.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

export default function ExtrasRoute() {
  useDocumentTitle();
  return (
    <>
      <DashboardHeading title="Extras">
        <p>
          The services guests may add to a stay when they reserve, in the order they are shown. A
          change of price applies to new reservations; bookings keep the price they were quoted.
        </p>
      </DashboardHeading>
      <ExtrasPanel />
    </>
  );
}
