import Search from 'lucide-react/icons/search';
import UserRoundSearch from 'lucide-react/icons/user-round-search';
import { useId, useState } from 'react';
import type { UserSummary } from '#shared/account.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { FormStatus } from '#web/components/ui/form-message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TableFrame } from '#web/components/ui/table-frame.tsx';
import { useFindUsers } from '#web/features/users/api/find-users.ts';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { RoleBadge } from './role-badge.tsx';
import { RoleChangeDialog } from './role-change-dialog.tsx';

const SEARCH_DELAY_MS = 300;

const headerCell =
  'px-4 py-3 text-left text-xs font-medium uppercase tracking-[0.16em] text-ink first:pl-5 last:pr-5';

/** Find users by name or email, see their role, grant or revoke admin. */
export function UserAdminPanel({ currentUserId }: { currentUserId: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const users = useFindUsers(query);
  const [changed, setChanged] = useState<string>();
  const searching = users.isFetching && (query !== text.trim() || users.isPlaceholderData);

  return (
    <div className="mt-10">
      <search className="grid gap-2">
        <label
          htmlFor={`${id}-search`}
          className="text-xs font-medium uppercase tracking-[0.16em] text-ink"
        >
          Search users by name or email
        </label>
        <div className="relative max-w-xl">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. Tahmina or @example.com"
            className="field-input pl-10"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${id}-count`}
          />
        </div>
      </search>

      <FormStatus className="mt-6">{changed}</FormStatus>

      <div className="mt-6 border border-rule bg-ivory" aria-busy={users.isPending || searching}>
        <p
          id={`${id}-count`}
          aria-live="polite"
          className="border-b border-rule px-5 py-3 text-sm text-ink-muted"
        >
          {users.isPending
            ? 'Loading users…'
            : users.isError
              ? 'Users could not be loaded.'
              : resultLine(users.data.users.length, users.data.total, query)}
        </p>
        {users.isPending ? (
          <UserTableSkeleton />
        ) : users.isError ? (
          <div className="p-6">
            <ErrorState
              title="We could not load the users"
              error={users.error}
              onRetry={() => users.refetch()}
            />
          </div>
        ) : users.data.users.length === 0 ? (
          <EmptyState icon={UserRoundSearch} title="No one matches">
            <p>
              No user’s name or email contains “{query}”. Check the spelling, or search for part of
              the email address.
            </p>
          </EmptyState>
        ) : (
          <UserTable
            users={users.data.users}
            currentUserId={currentUserId}
            onChanged={setChanged}
            dimmed={searching}
          />
        )}
      </div>
    </div>
  );
}

function resultLine(shown: number, total: number, query: string) {
  const people = `${total} ${total === 1 ? 'user' : 'users'}`;
  const matching = query ? ` matching “${query}”` : '';
  return shown < total
    ? `Showing the first ${shown} of ${people}${matching}. Search to narrow the list.`
    : `${people}${matching}.`;
}

interface UserTableProps {
  users: UserSummary[];
  currentUserId: string;
  onChanged: (message: string) => void;
  dimmed: boolean;
}

function UserTable({ users, currentUserId, onChanged, dimmed }: UserTableProps) {
  return (
    <TableFrame label="Users" className="">
      <table
        className={`w-full min-w-[20rem] border-collapse text-sm transition-opacity ${dimmed ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">Users and their roles</caption>
        <thead className="bg-ivory-deep">
          <tr>
            <th scope="col" className={headerCell}>
              Name
            </th>
            <th scope="col" className={`${headerCell} hidden md:table-cell`}>
              Email
            </th>
            <th scope="col" className={`${headerCell} hidden sm:table-cell`}>
              Role
            </th>
            <th scope="col" className={`${headerCell} text-right`}>
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <tr key={user.id} className="border-t border-rule align-middle">
                <th scope="row" className="py-3 pl-5 pr-4 text-left font-normal">
                  <div className="flex items-center gap-3">
                    <Avatar name={user.name} image={user.image} size="md" />
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                        <span className="break-words">{user.name}</span>
                        {isSelf ? (
                          <span className="rounded-full bg-forest px-2 py-0.5 text-[0.7rem] font-medium uppercase tracking-[0.12em] text-ivory">
                            You
                          </span>
                        ) : null}
                      </p>
                      <p className="text-ink-muted [overflow-wrap:anywhere] md:hidden">
                        {user.email}
                      </p>
                      <p className="mt-1.5 sm:hidden">
                        <RoleBadge role={user.role} />
                      </p>
                    </div>
                  </div>
                </th>
                <td className="hidden px-4 py-3 text-ink-muted [overflow-wrap:anywhere] md:table-cell">
                  {user.email}
                </td>
                <td className="hidden px-4 py-3 sm:table-cell">
                  <RoleBadge role={user.role} />
                </td>
                <td className="py-3 pl-4 pr-5">
                  {/* Right-aligned by flex, not text-align: the dialog inside would inherit it. */}
                  <div className="flex justify-end">
                    <RoleChangeDialog
                      user={user}
                      currentUserId={currentUserId}
                      onChanged={onChanged}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
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
