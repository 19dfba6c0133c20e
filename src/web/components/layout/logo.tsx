import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { hotel } from '../../config/hotel.ts';

/** The hotel's mark, 80 px wide (spec), linking home. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link to={paths.home} className={`inline-flex shrink-0 items-center ${className}`}>
      <img
        src="/images/logo.svg"
        alt={`${hotel.name}, home`}
        width={80}
        height={50}
        className="h-auto w-20"
      />
    </Link>
  );
}
