import type { ReactNode } from 'react';
import { defineMessages } from '#shared/messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  eyebrow: { id: 'ui.dashboardHeading.eyebrow', defaultMessage: 'Dashboard' },
});

/** The top of a dashboard page: its one h1 and what the page is for. */
export function DashboardHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="animate-settle border-b border-rule pb-6">
      <p className="eyebrow">{t(messages.eyebrow)}</p>
      <h1 className="mt-3 text-4xl text-forest sm:text-5xl">{title}</h1>
      {children ? <div className="mt-3 max-w-2xl text-ink-muted">{children}</div> : null}
    </header>
  );
}
