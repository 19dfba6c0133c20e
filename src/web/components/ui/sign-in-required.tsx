import { LockKeyhole } from 'lucide-react';
import { paths } from '#shared/paths.ts';
import { ButtonLink } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

/** What a dashboard page shows a signed-out visitor: why, and the way in. */
export function SignInRequired({ title, children }: { title: string; children: string }) {
  return (
    <div className="mt-10 border border-rule bg-ivory">
      <EmptyState
        icon={LockKeyhole}
        title={title}
        action={
          <ButtonLink to={paths.login} className="mt-2">
            Log In
          </ButtonLink>
        }
      >
        <p>{children}</p>
      </EmptyState>
    </div>
  );
}
