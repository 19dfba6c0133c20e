import type { LucideIcon } from 'lucide-react';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarRange from 'lucide-react/icons/calendar-range';
import ChartColumn from 'lucide-react/icons/chart-column';
import ConciergeBell from 'lucide-react/icons/concierge-bell';
import House from 'lucide-react/icons/house';
import Inbox from 'lucide-react/icons/inbox';
import Mail from 'lucide-react/icons/mail';
import MessageSquareQuote from 'lucide-react/icons/message-square-quote';
import MessagesSquare from 'lucide-react/icons/messages-square';
import History from 'lucide-react/icons/rotate-ccw-clock';
import Sparkles from 'lucide-react/icons/sparkles';
import SquarePen from 'lucide-react/icons/square-pen';
import SquarePlus from 'lucide-react/icons/square-plus';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import UserRound from 'lucide-react/icons/user-round';
import UsersRound from 'lucide-react/icons/users-round';
import { type RefObject, Suspense, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import type { Role } from '#shared/account.ts';
import { defineMessages, type Message } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { titles } from '#web/app/pages.ts';
import { Message as RichMessage } from '#web/components/ui/message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useUnreadCount } from '#web/features/inbox/api/list-inbox.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  dashboard: { id: 'dashboard.layout.dashboard', defaultMessage: 'Dashboard' },
  backHome: { id: 'dashboard.layout.backHome', defaultMessage: 'Back Home' },
  unread: {
    id: 'dashboard.layout.unread',
    defaultMessage: '{count, number}<hidden> unread</hidden>',
    description: "The inbox item's count of unread messages; <hidden> is read out, not shown.",
  },
  loading: { id: 'dashboard.layout.loading', defaultMessage: 'Loading…' },
});

interface SideItem {
  /** The spec's words; where a page's title says the same, that title. */
  label: Message;
  to: string;
  icon: LucideIcon;
  end?: boolean;
  /** Shown only to this role; the page itself also refuses others. */
  role?: Role;
}

/** The spec's seven items, in the spec's order, then the staff tools added since. */
const sideMenu: SideItem[] = [
  { label: messages.backHome, to: paths.home, icon: House, end: true },
  { label: titles.dashboard, to: paths.dashboard, icon: CalendarCheck, end: true },
  { label: titles.dashboardProfile, to: paths.dashboardProfile, icon: UserRound },
  { label: titles.dashboardReview, to: paths.dashboardReview, icon: MessageSquareQuote },
  {
    label: titles.dashboardAddSuites,
    to: paths.dashboardAddSuites,
    icon: SquarePlus,
    role: 'admin',
  },
  {
    label: titles.dashboardManageSuites,
    to: paths.dashboardManageSuites,
    icon: SquarePen,
    role: 'admin',
  },
  { label: titles.dashboardAdmin, to: paths.dashboardAdmin, icon: UsersRound, role: 'admin' },
  {
    label: titles.dashboardManageReviews,
    to: paths.dashboardManageReviews,
    icon: MessagesSquare,
    role: 'admin',
  },
  { label: titles.dashboardInbox, to: paths.dashboardInbox, icon: Inbox, role: 'admin' },
  {
    label: titles.dashboardNewsletter,
    to: paths.dashboardNewsletter,
    icon: Mail,
    role: 'admin',
  },
  {
    label: titles.dashboardActivity,
    to: paths.dashboardActivity,
    icon: History,
    role: 'admin',
  },
  {
    label: titles.dashboardFrontDesk,
    to: paths.dashboardFrontDesk,
    icon: ConciergeBell,
    role: 'admin',
  },
  {
    label: titles.dashboardOccupancy,
    to: paths.dashboardOccupancy,
    icon: CalendarRange,
    role: 'admin',
  },
  {
    label: titles.dashboardReports,
    to: paths.dashboardReports,
    icon: ChartColumn,
    role: 'admin',
  },
  {
    label: titles.dashboardPromoCodes,
    to: paths.dashboardPromoCodes,
    icon: TicketPercent,
    role: 'admin',
  },
  { label: titles.dashboardExtras, to: paths.dashboardExtras, icon: Sparkles, role: 'admin' },
];

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `relative flex min-h-11 shrink-0 items-center gap-3 whitespace-nowrap px-4 text-sm tracking-wide transition-colors lg:border-l-2 ${
    isActive
      ? 'bg-ivory/10 font-medium text-brass-light lg:border-brass-light'
      : 'text-ivory/85 hover:bg-ivory/5 hover:text-ivory lg:border-transparent'
  }`;

/**
 * On phones the menu is a bar that scrolls sideways, and a staff member's page may be its
 * fourteenth item. Whenever the page changes, the bar brings the page's own item into view if
 * it is not (an item in view stays where it is, so a tap never shifts the bar). It keeps the
 * item the keyboard is on clear of its fades, and marks which of its ends hide items
 * (`data-hidden-ends`: start, end or both), for the fade that says there is more that way. The
 * mark is set on the bar itself, as it scrolls: no render of the dashboard follows a scroll.
 */
function useSidewaysBar(
  bar: RefObject<HTMLUListElement | null>,
  /** The page and whose menu it is: the bar is looked at again when either changes. */
  shows: string,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the bar's items or page change, on purpose.
  useEffect(() => {
    const list = bar.current;
    if (!list) return;
    const current = list.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && list.scrollWidth > list.clientWidth) {
      const box = current.getBoundingClientRect();
      const frame = list.getBoundingClientRect();
      if (box.left < frame.left || box.right > frame.right) {
        list.scrollLeft += box.left - frame.left - (frame.width - box.width) / 2;
      }
    }
    // An item the keyboard reaches is moved clear of the fade (3rem, as in index.css).
    const onFocus = (event: FocusEvent) => {
      const item = event.target;
      if (!(item instanceof HTMLElement) || !item.matches(':focus-visible')) return;
      const fade = 3 * Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
      const box = item.getBoundingClientRect();
      const frame = list.getBoundingClientRect();
      if (box.left < frame.left + fade) list.scrollLeft -= frame.left + fade - box.left;
      else if (box.right > frame.right - fade) list.scrollLeft += box.right - frame.right + fade;
    };
    const measure = () => {
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      if (start || end) list.dataset.hiddenEnds = start && end ? 'both' : start ? 'start' : 'end';
      else delete list.dataset.hiddenEnds;
    };
    measure();
    const stop = new AbortController();
    list.addEventListener('scroll', measure, { passive: true, signal: stop.signal });
    list.addEventListener('focusin', onFocus, { signal: stop.signal });
    window.addEventListener('resize', measure, { signal: stop.signal });
    return () => stop.abort();
  }, [bar, shows]);
}

/**
 * The dashboard: a side menu and the nested page. On phones the menu becomes a bar that
 * scrolls sideways, so every item stays one tap away. Every page here needs sign-in (the
 * router's guard sees to it); staff-only items are left out of a guest's menu.
 */
export default function DashboardLayout() {
  // The router's guard (access-guard.tsx) draws the dashboard only for a signed-in user.
  const user = useCurrentUser().data;
  const { pathname } = useLocation();
  const unread =
    useUnreadCount(user?.role === 'admin' && !user.staffNeedsTwoFactor).data?.unread ?? 0;
  const bar = useRef<HTMLUListElement>(null);
  useSidewaysBar(bar, `${pathname} ${user?.role ?? 'nobody'}`);
  if (!user) return null;

  const items = sideMenu.filter((item) => !item.role || item.role === user.role);
  return (
    <div className="mx-auto flex max-w-7xl flex-col lg:flex-row lg:gap-10 lg:px-8 lg:py-12">
      <aside className="surface-dark bg-forest lg:w-64 lg:shrink-0 lg:self-start">
        <p className="eyebrow hidden px-6 pb-2 pt-7 lg:block">{t(messages.dashboard)}</p>
        <nav aria-label={t(messages.dashboard)}>
          <ul
            ref={bar}
            className="sideways-bar flex gap-1 overflow-x-auto px-3 py-2 [scrollbar-width:thin] lg:flex-col lg:overflow-visible lg:px-0 lg:pb-6"
          >
            {items.map(({ label, to, icon: Icon, end }) => (
              <li key={to}>
                <NavLink to={to} end={end} className={itemClass}>
                  <Icon aria-hidden="true" className="size-4 shrink-0" strokeWidth={1.5} />
                  {t(label)}
                  {to === paths.dashboardInbox && unread > 0 ? (
                    <span className="ml-auto rounded-full bg-brass-light px-2 py-0.5 text-xs font-semibold tabular-nums text-ink">
                      <RichMessage
                        of={messages.unread}
                        values={{
                          count: unread,
                          hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                        }}
                      />
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1 px-5 py-10 sm:px-8 lg:px-0 lg:py-0">
        {/* One boundary per page, as in the root layout. */}
        <Suspense key={pathname} fallback={<DashboardPageSkeleton />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

/** While a dashboard page's code loads: the menu stays put. */
function DashboardPageSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton className="h-3 w-24" />
      <Skeleton className="mt-4 h-10 w-64" />
      <Skeleton className="mt-10 h-64 w-full" />
      <span className="sr-only">{t(messages.loading)}</span>
    </div>
  );
}
