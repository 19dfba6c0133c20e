import BadgeCheck from 'lucide-react/icons/badge-check';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import type { CurrentUser } from '#shared/account.ts';
import { defineMessages } from '#shared/messages.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';
import { ConfirmationLinkButton } from './confirmation-link-button.tsx';
import { RoleBadge } from './role-badge.tsx';

const messages = defineMessages({
  confirmed: { id: 'users.profileSummary.confirmed', defaultMessage: 'Confirmed' },
  notConfirmed: {
    id: 'users.profileSummary.notConfirmed',
    defaultMessage:
      'Not confirmed yet: until it is, you can hold fewer bookings at a time. Open the link we sent you, or ask for a new one.',
  },
  phone: { id: 'users.profileSummary.phone', defaultMessage: 'Phone' },
  noPhone: { id: 'users.profileSummary.noPhone', defaultMessage: 'No phone number yet' },
});

/**
 * The signed-in user at a glance: photo (or initials), name, role, email (and whether it is
 * confirmed, with a way to confirm it) and phone.
 */
export function ProfileSummary({ user, previewUrl }: { user: CurrentUser; previewUrl?: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <Avatar
        name={user.name}
        image={user.image}
        previewUrl={previewUrl}
        size="xl"
        className="ring-1 ring-brass/50 ring-offset-4 ring-offset-ivory"
      />
      <div className="min-w-0 max-w-full">
        <p className="break-words font-display text-3xl leading-tight text-forest">{user.name}</p>
        <div className="mt-2">
          <RoleBadge role={user.role} />
        </div>
      </div>
      <dl className="grid w-full gap-2 border-t border-rule pt-4 text-left text-sm">
        <div className="flex items-start gap-3">
          <dt>
            <Mail aria-hidden="true" className="mt-0.5 size-4 text-brass-dark" />
            <span className="sr-only">{t(commonMessages.email)}</span>
          </dt>
          <dd className="grid min-w-0 gap-2">
            <span className="break-all text-ink">{user.email}</span>
            {user.emailVerified ? (
              <span className="inline-flex items-center gap-1.5 text-forest">
                <BadgeCheck aria-hidden="true" className="size-4" strokeWidth={1.75} />
                {t(messages.confirmed)}
              </span>
            ) : (
              <>
                <span className="text-ink-muted">{t(messages.notConfirmed)}</span>
                <ConfirmationLinkButton email={user.email} />
              </>
            )}
          </dd>
        </div>
        <div className="flex items-start gap-3">
          <dt>
            <Phone aria-hidden="true" className="mt-0.5 size-4 text-brass-dark" />
            <span className="sr-only">{t(messages.phone)}</span>
          </dt>
          <dd className="min-w-0 text-ink">{user.phone || t(messages.noPhone)}</dd>
        </div>
      </dl>
    </div>
  );
}
