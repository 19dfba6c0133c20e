import KeyRound from 'lucide-react/icons/key-round';
import UserRoundSearch from 'lucide-react/icons/user-round-search';
import { useState } from 'react';
import type { UserSummary } from '#shared/account.ts';
import { defineMessages } from '#shared/messages.ts';
import {
  AdminSearchList,
  countLine,
  useAdminSearch,
} from '#web/components/ui/admin-search-list.tsx';
import type { AdminColumn } from '#web/components/ui/admin-table.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useFindUsers } from '#web/features/users/api/find-users.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';
import { RoleBadge } from './role-badge.tsx';
import { RoleChangeDialog } from './role-change-dialog.tsx';
import { TwoFactorResetDialog } from './two-factor-reset-dialog.tsx';

const messages = defineMessages({
  searchLabel: {
    id: 'users.adminPanel.searchLabel',
    defaultMessage: 'Search users by name or email',
  },
  searchPlaceholder: {
    id: 'users.adminPanel.searchPlaceholder',
    defaultMessage: 'e.g. Tahmina or {domain}',
  },
  users: { id: 'users.adminPanel.users', defaultMessage: 'users' },
  counted: {
    id: 'users.adminPanel.counted',
    defaultMessage: '{count, plural, one {# user} other {# users}}',
  },
  noMatch: { id: 'users.adminPanel.noMatch', defaultMessage: 'No one matches' },
  noMatchText: {
    id: 'users.adminPanel.noMatchText',
    defaultMessage:
      'No user’s name or email contains “{query}”. Check the spelling, or search for part of the email address.',
  },
  tableLabel: { id: 'users.adminPanel.tableLabel', defaultMessage: 'Users' },
  caption: { id: 'users.adminPanel.caption', defaultMessage: 'Users and their roles' },
  name: { id: 'users.adminPanel.name', defaultMessage: 'Name' },
  role: { id: 'users.adminPanel.role', defaultMessage: 'Role' },
  action: { id: 'users.adminPanel.action', defaultMessage: 'Action' },
  you: { id: 'users.adminPanel.you', defaultMessage: 'You' },
  twoFactorOn: { id: 'users.adminPanel.twoFactorOn', defaultMessage: 'Two-step sign-in' },
});

/** That the account signs in with a code after its password: readable without colour. */
function TwoFactorMark() {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-ink-muted">
      <KeyRound aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
      {t(messages.twoFactorOn)}
    </span>
  );
}

/** The address part the search box's example shows: written the same in every language. */
const EXAMPLE_DOMAIN = '@example.com';

/** Find users by name or email, see their role, grant or revoke admin. */
export function UserAdminPanel({ currentUserId }: { currentUserId: string }) {
  const search = useAdminSearch();
  const { query } = search;
  const users = useFindUsers(query);
  const [changed, setChanged] = useState<string>();

  return (
    <AdminSearchList
      className="mt-10"
      search={search}
      box={{
        label: t(messages.searchLabel),
        placeholder: t(messages.searchPlaceholder, { domain: EXAMPLE_DOMAIN }),
        spellCheck: false,
      }}
      announce={{ status: changed }}
      list={users}
      noun={t(messages.users)}
      count={(data) =>
        countLine({ total: data.total, shown: data.users.length, query, noun: messages.counted })
      }
      rows={(data) => data.users}
      placeholder={{ rows: <UserTableSkeleton /> }}
      empty={{
        icon: UserRoundSearch,
        title: t(messages.noMatch),
        text: t(messages.noMatchText, { query }),
      }}
      table={{
        label: t(messages.tableLabel),
        caption: t(messages.caption),
        columns: userColumns({ currentUserId, onChanged: setChanged }),
        rowKey: (user) => user.id,
        rowProps: () => ({ className: 'align-middle' }),
      }}
    />
  );
}

/** The columns of the users table; `onChanged` hears what a role change did. */
function userColumns({
  currentUserId,
  onChanged,
}: {
  currentUserId: string;
  onChanged: (message: string) => void;
}): AdminColumn<UserSummary>[] {
  return [
    {
      header: t(messages.name),
      rowHeader: true,
      className: 'py-3 pl-5 pr-4 text-left font-normal',
      cell: (user) => (
        <div className="flex items-center gap-3">
          <Avatar name={user.name} image={user.image} size="md" />
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
              <span className="break-words">{user.name}</span>
              {user.id === currentUserId ? (
                <span className="rounded-full bg-forest px-2 py-0.5 text-[0.7rem] font-medium uppercase tracking-[0.12em] text-ivory">
                  {t(messages.you)}
                </span>
              ) : null}
            </p>
            <p className="text-ink-muted [overflow-wrap:anywhere] md:hidden">{user.email}</p>
            <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 sm:hidden">
              <RoleBadge role={user.role} />
              {user.twoFactorEnabled ? <TwoFactorMark /> : null}
            </p>
          </div>
        </div>
      ),
    },
    {
      header: t(commonMessages.email),
      hiddenBelow: 'md',
      className: 'px-4 py-3 text-ink-muted [overflow-wrap:anywhere]',
      cell: (user) => user.email,
    },
    {
      header: t(messages.role),
      hiddenBelow: 'sm',
      className: 'px-4 py-3',
      cell: (user) => (
        <div className="flex flex-col items-start gap-1.5">
          <RoleBadge role={user.role} />
          {user.twoFactorEnabled ? <TwoFactorMark /> : null}
        </div>
      ),
    },
    {
      header: t(messages.action),
      headerHidden: true,
      headerClassName: 'text-right',
      className: 'py-3 pl-4 pr-5',
      cell: (user) => (
        // Right-aligned by flex, not text-align: the dialog inside would inherit it.
        <div className="flex flex-wrap justify-end gap-2">
          {user.twoFactorEnabled && user.id !== currentUserId ? (
            <TwoFactorResetDialog user={user} onChanged={onChanged} />
          ) : null}
          <RoleChangeDialog user={user} currentUserId={currentUserId} onChanged={onChanged} />
        </div>
      ),
    },
  ];
}

function UserTableSkeleton() {
  return (
    <div className="grid gap-0">
      {[0, 1, 2, 3].map((row) => (
        <div
          key={row}
          className="flex items-center gap-4 border-t border-rule px-5 py-4 first:border-t-0"
        >
          <Skeleton className="size-10 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56 max-w-full" />
          </div>
          <Skeleton className="hidden h-6 w-16 sm:block" />
          <Skeleton className="h-10 w-28" />
        </div>
      ))}
    </div>
  );
}
