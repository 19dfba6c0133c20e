import { Link, useSearchParams } from 'react-router';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { FormCard } from '#web/components/ui/form-card.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { UnsubscribePanel } from '#web/features/newsletter/components/unsubscribe-panel.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  eyebrow: { id: 'newsletter.unsubscribePage.eyebrow', defaultMessage: 'Newsletter' },
  title: { id: 'newsletter.unsubscribePage.title', defaultMessage: 'Unsubscribe' },
  lead: {
    id: 'newsletter.unsubscribePage.lead',
    defaultMessage: 'Take this address off our seasonal letter’s list.',
  },
  backHome: { id: 'newsletter.unsubscribePage.backHome', defaultMessage: 'Back Home' },
  incomplete: {
    id: 'newsletter.unsubscribePage.incomplete',
    defaultMessage: 'This unsubscribe link is incomplete. Use the link from your email.',
  },
});

const linkClass = 'text-forest underline decoration-brass underline-offset-4 hover:text-brass-dark';

/** Where the link of a newsletter mail lands: `?email=…&token=…`, confirmed with a button. */
export default function NewsletterUnsubscribeRoute() {
  useDocumentTitle();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');
  const token = searchParams.get('token');

  return (
    <FormCard
      eyebrow={t(messages.eyebrow)}
      title={t(messages.title)}
      lead={t(messages.lead)}
      footer={
        <p>
          <Link to={paths.home} className={linkClass}>
            {t(messages.backHome)}
          </Link>
        </p>
      }
    >
      {email && token ? (
        <UnsubscribePanel email={email} token={token} />
      ) : (
        <FormAlert>{t(messages.incomplete)}</FormAlert>
      )}
    </FormCard>
  );
}
