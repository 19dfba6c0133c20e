import { MessageSquareQuote } from 'lucide-react';
import { paths } from '#shared/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';

/** The review form arrives with the reviews work; until then the page says so, by name. */
export default function ReviewRoute() {
  useDocumentTitle();
  const user = useCurrentUser().data;
  const firstName = user?.name.trim().split(/\s+/)[0];
  return (
    <>
      <DashboardHeading title="Add a Review">
        <p>Tell future guests about your stay; your words appear among our testimonials.</p>
      </DashboardHeading>
      <div className="mt-10 border border-rule bg-ivory">
        <EmptyState
          icon={MessageSquareQuote}
          title="Reviews open here soon"
          action={
            <ButtonLink to={paths.home} variant="outline" size="sm" className="mt-2">
              Read our guests’ words
            </ButtonLink>
          }
        >
          <p>
            {firstName ? `${firstName}, soon` : 'Soon'} you can rate your stay and write a few words
            here, signed with your display name.
          </p>
        </EmptyState>
      </div>
    </>
  );
}
