import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { paths } from '#shared/paths.ts';
import { ButtonLink } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

/** What a signed-in guest sees on a page for the hotel's staff: why, and where to go instead. */
export function StaffOnly() {
  return (
    <div className="mt-10 border border-rule bg-ivory">
      <EmptyState
        icon={ShieldAlert}
        title="This page is for hotel staff"
        action={
          <ButtonLink to={paths.dashboard} variant="outline" size="sm" className="mt-2">
            Go to your bookings
          </ButtonLink>
        }
      >
        <p>
          Your account is a guest account, so this page is not available to you. If you work at the
          hotel, ask an administrator to give your account staff access.
        </p>
      </EmptyState>
    </div>
  );
}
