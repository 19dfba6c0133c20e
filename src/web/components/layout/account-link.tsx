import { NavLink } from 'react-router';
import { paths } from '../../../shared/paths.ts';

interface AccountLinkProps {
  className: (state: { isActive: boolean }) => string;
  onNavigate?: () => void;
}

/**
 * The last link of the navigation. Accounts do not exist yet, so it always reads Log In; the
 * accounts work swaps in Sign Out for a signed-in visitor here, and only here.
 */
export function AccountLink({ className, onNavigate }: AccountLinkProps) {
  return (
    <NavLink to={paths.login} className={className} onClick={onNavigate}>
      Log In
    </NavLink>
  );
}
