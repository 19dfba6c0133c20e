import { defineMessages } from '#shared/messages.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { ChargesPanel } from '#web/features/offers/components/charges-panel.tsx';
import { PromoCodesPanel } from '#web/features/offers/components/promo-codes-panel.tsx';
import { staffSuiteName, useAdminSuites } from '#web/features/suites/api/admin-suites.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'offers.promoCodesPage.title', defaultMessage: 'Promo Codes' },
  intro: {
    id: 'offers.promoCodesPage.intro',
    defaultMessage:
      'Codes guests enter on the reservation summary for a share off the subtotal, newest first. Each works for bookings made between its two days; switch one off to stop it at once. Bookings made with a code keep their discount.',
  },
  charges: { id: 'offers.promoCodesPage.charges', defaultMessage: 'Charges' },
  chargesIntro: {
    id: 'offers.promoCodesPage.chargesIntro',
    defaultMessage:
      'The service charge, VAT and tax on every stay, each a percentage of the subtotal after any discount, from 0 to 50 to the hundredth. A change applies to quotes and bookings made from then on; bookings already made keep the rates they were sold at, on their receipts too.',
  },
});

export default function PromoCodesRoute() {
  useDocumentTitle();
  // The suites a code may be limited to, archived ones included so older codes still name theirs.
  const suites = useAdminSuites();
  const choices = suites.data?.map((suite) => ({
    id: suite.id,
    name: staffSuiteName(suite),
    active: suite.active,
  }));
  return (
    <>
      <DashboardHeading title={t(messages.title)}>
        <p>{t(messages.intro)}</p>
      </DashboardHeading>
      <PromoCodesPanel
        suites={choices}
        suitesFailed={suites.isError}
        onRetrySuites={() => suites.refetch()}
      />
      <section aria-labelledby="hotel-charges" className="mt-14">
        <h2 id="hotel-charges" className="text-3xl text-forest">
          {t(messages.charges)}
        </h2>
        <p className="mb-5 mt-2 max-w-2xl text-ink-muted">{t(messages.chargesIntro)}</p>
        <ChargesPanel />
      </section>
    </>
  );
}
