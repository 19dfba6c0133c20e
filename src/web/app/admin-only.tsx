import type { ReactNode } from 'react';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { StaffOnly } from '#web/components/ui/staff-only.tsx';
import { useCurrentUser } from '#web/lib/current-user.ts';

interface AdminOnlyProps {
  /** The page's heading, shown to a guest too, so they know where they are. */
  title: string;
  children: ReactNode;
}

/**
 * A dashboard page for admins. A guest sees why it is closed and nothing of its content: the
 * page's own queries never start. (The server refuses them anyway.)
 */
export function AdminOnly({ title, children }: AdminOnlyProps) {
  const currentUser = useCurrentUser();
  if (currentUser.data?.role === 'admin') return children;
  return (
    <>
      <DashboardHeading title={title} />
      <StaffOnly />
    </>
  );
}
