import ShieldCheck from 'lucide-react/icons/shield-check';
import type { Role } from '#shared/account.ts';
import { defineMessages } from '#shared/messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  admin: { id: 'users.roleBadge.admin', defaultMessage: 'Admin' },
  guest: { id: 'users.roleBadge.guest', defaultMessage: 'Guest' },
});

/** "Admin" in brass with a shield, "Guest" quiet: readable without colour. */
export function RoleBadge({ role }: { role: Role }) {
  return role === 'admin' ? (
    <span className="inline-flex items-center gap-1 rounded-full border border-brass bg-brass-light/40 px-2.5 py-0.5 text-xs font-medium uppercase tracking-[0.12em] text-ink">
      <ShieldCheck aria-hidden="true" className="size-3.5 text-brass-dark" strokeWidth={1.75} />
      {t(messages.admin)}
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full border border-rule bg-ivory-deep px-2.5 py-0.5 text-xs font-medium uppercase tracking-[0.12em] text-ink-muted">
      {t(messages.guest)}
    </span>
  );
}
