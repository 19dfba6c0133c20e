import { Link, useSearchParams } from 'react-router';
import { paths } from '#shared/paths.ts';
import { FormCard } from '#web/components/ui/form-card.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { UnsubscribePanel } from '#web/features/newsletter/components/unsubscribe-panel.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

const linkClass = 'text-forest underline decoration-brass underline-offset-4 hover:text-brass-dark';

/** Where the link of a newsletter mail lands: `?email=…&token=…`, confirmed with a button. */
export default function NewsletterUnsubscribeRoute() {
  useDocumentTitle();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');
  const token = searchParams.get('token');

  return (
    <FormCard
      eyebrow="Newsletter"
      title="Unsubscribe"
      lead="Take this address off our seasonal letter’s list."
      footer={
        <p>
          <Link to={paths.home} className={linkClass}>
            Back Home
          </Link>
        </p>
      }
    >
      {email && token ? (
        <UnsubscribePanel email={email} token={token} />
      ) : (
        <FormAlert>This unsubscribe link is incomplete. Use the link from your email.</FormAlert>
      )}
    </FormCard>
  );
}
