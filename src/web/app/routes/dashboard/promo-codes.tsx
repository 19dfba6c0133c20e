import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { PromoCodesPanel } from '#web/features/offers/components/promo-codes-panel.tsx';
import { useAdminSuites } from '#web/features/suites/api/admin-suites.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

export default function PromoCodesRoute() {
  useDocumentTitle();
  // The suites a code may be limited to, archived ones included so older codes still name theirs.
  const suites = useAdminSuites();
  const choices = suites.data?.map(({ id, name, active }) => ({ id, name, active }));
  return (
    <>
      <DashboardHeading title="Promo Codes">
        <p>
          Codes guests enter on the reservation summary for a share off the subtotal, newest first.
          Each works for bookings made between its two days; switch one off to stop it at once.
          Bookings made with a code keep their discount.
        </p>
      </DashboardHeading>
      <PromoCodesPanel
        suites={choices}
        suitesFailed={suites.isError}
        onRetrySuites={() => suites.refetch()}
      />
    </>
  );
}
