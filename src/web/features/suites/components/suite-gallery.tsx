import BedDouble from 'lucide-react/icons/bed-double';
import { HOME_GALLERY_SIZE } from '#shared/constants.ts';
import { defineMessages } from '#shared/messages.ts';
import type { Suite } from '#shared/suite.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { useSuites } from '#web/features/suites/api/get-suites.ts';
import { t } from '#web/lib/intl.ts';
import { SuiteCard } from './suite-card.tsx';
import { SuiteGallerySkeleton } from './suite-gallery-skeleton.tsx';

const messages = defineMessages({
  failed: { id: 'suites.gallery.failed', defaultMessage: 'We could not load our suites' },
  emptyTitle: { id: 'suites.gallery.emptyTitle', defaultMessage: 'Our suites are being prepared' },
  emptyText: {
    id: 'suites.gallery.emptyText',
    defaultMessage:
      'The rooms of the estate will be shown here as soon as they open. Call reception to ask about a stay meanwhile.',
  },
});

/** The spec's gallery shows items 3 to 8 of the list; a shorter list shows its last six. */
function gallerySuites(suites: Suite[]) {
  const start = Math.max(0, Math.min(2, suites.length - HOME_GALLERY_SIZE));
  return suites.slice(start, start + HOME_GALLERY_SIZE);
}

/** The home page's six suite cards, loaded when the visitor scrolls near them. */
export default function SuiteGallery() {
  const suites = useSuites();
  if (suites.isPending) return <SuiteGallerySkeleton busy />;
  if (suites.isError) {
    return (
      <ErrorState
        title={t(messages.failed)}
        error={suites.error}
        onRetry={() => suites.refetch()}
      />
    );
  }
  if (suites.data.length === 0) {
    return (
      <EmptyState icon={BedDouble} title={t(messages.emptyTitle)}>
        <p>{t(messages.emptyText)}</p>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {gallerySuites(suites.data).map((suite) => (
        <li key={suite.id}>
          <SuiteCard suite={suite} />
        </li>
      ))}
    </ul>
  );
}
