import { Navigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';

/**
 * The reservation summary exists only once a suite was chosen. Booking drafts do not exist yet,
 * so every visit goes back to the suites; the booking work checks for a draft here.
 */
export default function BookingRoute() {
  return <Navigate to={paths.allSuites} replace />;
}
