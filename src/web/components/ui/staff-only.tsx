import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { t } from '#web/lib/intl.ts';
import { ButtonLink } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

const messages = defineMessages({
  title: { id: 'ui.staffOnly.title', defaultMessage: 'This page is for hotel staff' },
  toBookings: { id: 'ui.staffOnly.toBookings', defaultMessage: 'Go to your bookings' },
  text: {
    id: 'ui.staffOnly.text',
    defaultMessage:
      'Your account is a guest account, so this page is not available to you. If you work at the hotel, ask an administrator to give your account staff access.',
  },
});

/** What a signed-in guest sees on a page for the hotel's staff: why, and where to go instead. */
export function StaffOnly() {
  return (
    <div className="mt-10 border border-rule bg-ivory">
      <EmptyState
        icon={ShieldAlert}
        title={t(messages.title)}
        action={
          <ButtonLink to={paths.dashboard} variant="outline" size="sm" className="mt-2">
            {t(messages.toBookings)}
          </ButtonLink>
        }
      >
        <p>{t(messages.text)}</p>
      </EmptyState>
    </div>
  );
}
