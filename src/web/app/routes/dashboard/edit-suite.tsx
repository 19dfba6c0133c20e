import Archive from 'lucide-react/icons/archive';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import SearchX from 'lucide-react/icons/search-x';
import { Link, useSearchParams } from 'react-router';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { staffSuiteName, useAdminSuite } from '#web/features/suites/api/admin-suites.ts';
import { SuiteBlocks } from '#web/features/suites/components/suite-blocks.tsx';
import { SuiteChannels } from '#web/features/suites/components/suite-channels.tsx';
import { SuiteForm } from '#web/features/suites/components/suite-form.tsx';
import { SuitePhotos } from '#web/features/suites/components/suite-photos.tsx';
import { SuiteSeasons } from '#web/features/suites/components/suite-seasons.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  back: { id: 'suitesAdmin.editSuitePage.back', defaultMessage: 'Manage Suites' },
  title: { id: 'suitesAdmin.editSuitePage.title', defaultMessage: 'Edit Suite' },
  loading: { id: 'suitesAdmin.editSuitePage.loading', defaultMessage: 'Loading the suite…' },
  failed: { id: 'suitesAdmin.editSuitePage.failed', defaultMessage: 'We could not load the suite' },
  intro: {
    id: 'suitesAdmin.editSuitePage.intro',
    defaultMessage:
      '<name>{suite}</name>: change its details, its cover and the order of its photos. Guests see each change at once.',
  },
  archived: {
    id: 'suitesAdmin.editSuitePage.archived',
    defaultMessage:
      'This suite is archived: guests cannot find or book it. Restore it from Manage Suites.',
  },
  details: { id: 'suitesAdmin.editSuitePage.details', defaultMessage: 'Suite details' },
  photos: { id: 'suitesAdmin.editSuitePage.photos', defaultMessage: 'Photos' },
  photosIntro: {
    id: 'suitesAdmin.editSuitePage.photosIntro',
    defaultMessage:
      'The first photo is the cover guests see on the suite’s card and in search; the others follow in this order.',
  },
  seasons: { id: 'suitesAdmin.editSuitePage.seasons', defaultMessage: 'Seasons' },
  seasonsIntro: {
    id: 'suitesAdmin.editSuitePage.seasonsIntro',
    defaultMessage:
      'A season’s price applies to every night in it, weekends included; outside seasons, Friday and Saturday nights cost the weekend price when the suite has one. Bookings made keep the prices they were quoted.',
  },
  blocks: { id: 'suitesAdmin.editSuitePage.blocks', defaultMessage: 'Blocked nights' },
  blocksIntro: {
    id: 'suitesAdmin.editSuitePage.blocksIntro',
    defaultMessage:
      'Nights taken off sale leave search and booking. Nights a guest has booked cannot be blocked; blocks that have ended are not listed.',
  },
  channels: { id: 'suitesAdmin.editSuitePage.channels', defaultMessage: 'Channels' },
  channelsIntro: {
    id: 'suitesAdmin.editSuitePage.channelsIntro',
    defaultMessage:
      'Sell this suite on Booking.com, Airbnb and other channels without selling a night twice: they read this suite’s calendar, and it reads theirs.',
  },
  notFound: {
    id: 'suitesAdmin.editSuitePage.notFound',
    defaultMessage: 'We could not find this suite',
  },
  backToManage: {
    id: 'suitesAdmin.editSuitePage.backToManage',
    defaultMessage: 'Back to Manage Suites',
  },
  notFoundText: {
    id: 'suitesAdmin.editSuitePage.notFoundText',
    defaultMessage:
      'The link may be incomplete, or the suite may have been deleted. Choose a suite from Manage Suites to edit it.',
  },
});

/** The shape of a suite's id: anything else is not a suite, without asking the server. */
const SUITE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One suite, `?id=<uuid>`: the Add Suite form filled in with it, its photo gallery, its seasons
 * and its blocked nights.
 */
export default function EditSuiteRoute() {
  useDocumentTitle();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <>
      <Link
        to={paths.dashboardManageSuites}
        className="mb-6 inline-flex min-h-10 items-center gap-2 text-sm text-forest underline decoration-brass underline-offset-[6px] hover:text-brass-dark"
      >
        <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {t(messages.back)}
      </Link>
      {SUITE_ID.test(id) ? <EditSuite key={id} id={id} /> : <SuiteNotFound />}
    </>
  );
}

function EditSuite({ id }: { id: string }) {
  const suite = useAdminSuite(id);

  if (suite.isPending) {
    return (
      <>
        <DashboardHeading title={t(messages.title)}>
          <p>{t(messages.loading)}</p>
        </DashboardHeading>
        <div aria-busy="true" className="mt-10 grid gap-6">
          <Skeleton className="h-96 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      </>
    );
  }
  if (suite.isError) {
    if (suite.error instanceof ApiClientError && suite.error.status === 404) {
      return <SuiteNotFound />;
    }
    return (
      <>
        <DashboardHeading title={t(messages.title)} />
        <ErrorState
          className="mt-10"
          title={t(messages.failed)}
          error={suite.error}
          onRetry={() => suite.refetch()}
        />
      </>
    );
  }

  const { data } = suite;
  return (
    <>
      <DashboardHeading title={t(messages.title)}>
        <p>
          <Message
            of={messages.intro}
            values={{
              suite: staffSuiteName(data),
              name: (chunks) => <span className="font-medium text-ink">{chunks}</span>,
            }}
          />
        </p>
      </DashboardHeading>
      {data.active ? null : (
        <p className="mt-8 flex items-start gap-3 border-l-2 border-brass bg-ivory-deep px-5 py-4 text-sm text-ink">
          <Archive aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brass-dark" />
          {t(messages.archived)}
        </p>
      )}
      <section aria-labelledby="suite-details" className="mt-10">
        <h2 id="suite-details" className="mb-5 text-3xl text-forest">
          {t(messages.details)}
        </h2>
        <SuiteForm suite={data} />
      </section>
      <section aria-labelledby="suite-photos" className="mt-14">
        <h2 id="suite-photos" className="text-3xl text-forest">
          {t(messages.photos)}
        </h2>
        <p className="mb-5 mt-2 max-w-2xl text-ink-muted">{t(messages.photosIntro)}</p>
        <SuitePhotos suite={data} />
      </section>
      <section aria-labelledby="suite-seasons" className="mt-14">
        <h2 id="suite-seasons" className="text-3xl text-forest">
          {t(messages.seasons)}
        </h2>
        <p className="mb-5 mt-2 max-w-2xl text-ink-muted">{t(messages.seasonsIntro)}</p>
        <SuiteSeasons suiteId={data.id} suiteName={staffSuiteName(data)} />
      </section>
      <section aria-labelledby="suite-blocks" className="mt-14">
        <h2 id="suite-blocks" className="text-3xl text-forest">
          {t(messages.blocks)}
        </h2>
        <p className="mb-5 mt-2 max-w-2xl text-ink-muted">{t(messages.blocksIntro)}</p>
        <SuiteBlocks suiteId={data.id} suiteName={staffSuiteName(data)} />
      </section>
      <section aria-labelledby="suite-channels" className="mt-14">
        <h2 id="suite-channels" className="text-3xl text-forest">
          {t(messages.channels)}
        </h2>
        <p className="mb-5 mt-2 max-w-2xl text-ink-muted">{t(messages.channelsIntro)}</p>
        <SuiteChannels suiteId={data.id} />
      </section>
    </>
  );
}

function SuiteNotFound() {
  return (
    <>
      <DashboardHeading title={t(messages.title)} />
      <div className="mt-10 border border-rule bg-ivory">
        <EmptyState
          icon={SearchX}
          title={t(messages.notFound)}
          action={
            <ButtonLink to={paths.dashboardManageSuites} variant="outline" size="sm">
              {t(messages.backToManage)}
            </ButtonLink>
          }
        >
          <p>{t(messages.notFoundText)}</p>
        </EmptyState>
      </div>
    </>
  );
}
