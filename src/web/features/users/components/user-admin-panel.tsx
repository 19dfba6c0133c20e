import UserRoundSearch from 'lucide-react/icons/user-round-search';
import { useState } from 'react';
import type { UserSummary } from '#shared/account.ts';
import {
  AdminSearchList,
  countLine,
  useAdminSearch,
} from '#web/components/ui/admin-search-list.tsx';
import type { AdminColumn } from '#web/components/ui/admin-table.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useFindUsers } from '#web/features/users/api/find-users.ts';
import { RoleBadge } from './role-badge.tsx';
import { RoleChangeDialog } from './role-change-dialog.tsx';

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
        label: 'Search users by name or email',
        placeholder: 'e.g. Tahmina or @example.com',
        spellCheck: false,
      }}
      announce={{ status: changed }}
      list={users}
      noun="users"
      count={(data) =>
        countLine({ total: data.total, shown: data.users.length, query, noun: ['user', 'users'] })
      }
      rows={(data) => data.users}
      placeholder={{ rows: <UserTableSkeleton /> }}
      empty={{
        icon: UserRoundSearch,
        title: 'No one matches',
        text: (
          <>
            No user’s name or email contains “{query}”. Check the spelling, or search for part of
            the email address.
          </>
        ),
      }}
      table={{
        label: 'Users',
        caption: 'Users and their roles',
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
      header: 'Name',
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
                  You
                </span>
              ) : null}
            </p>
            <p className="text-ink-muted [overflow-wrap:anywhere] md:hidden">{user.email}</p>
            <p className="mt-1.5 sm:hidden">
              <RoleBadge role={user.role} />
            </p>
          </div>
        </div>
      ),
    },
    {
      header: 'Email',
      hiddenBelow: 'md',
      className: 'px-4 py-3 text-ink-muted [overflow-wrap:anywhere]',
      cell: (user) => user.email,
    },
    {
      header: 'Role',
      hiddenBelow: 'sm',
      className: 'px-4 py-3',
      cell: (user) => <RoleBadge role={user.role} />,
    },
    {
      header: 'Action',
      headerHidden: true,
      headerClassName: 'text-right',
      className: 'py-3 pl-4 pr-5',
      cell: (user) => (
        // Right-aligned by flex, not text-align: the dialog inside would inherit it.
        <div className="flex justify-end">
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
