import { CalendarX2 } from 'lucide-react';
import { paths } from '../../../../shared/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { DashboardHeading } from '../../../components/ui/dashboard-heading.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

const columns = ['No', 'Name', 'Bed', 'Guest', 'Payment', 'Delete'];

export default function BookingListRoute() {
  useDocumentTitle('Booking List');
  return (
    <>
      <DashboardHeading title="Booking List">
        <p>Your stays with us: dates, suite and payment, with the option to cancel.</p>
      </DashboardHeading>
      <div className="mt-10 border border-rule bg-ivory">
        <TableFrame label="Bookings" className="">
          <table className="w-full min-w-[32rem] border-collapse text-sm">
            <caption className="sr-only">Your bookings</caption>
            <thead className="bg-ivory-deep">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="px-4 py-3 text-left text-xs font-medium uppercase tracking-[0.16em] text-ink"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
          </table>
        </TableFrame>
        {/* Outside the table, so the message never scrolls sideways with it on a phone. */}
        <div className="border-t border-rule">
          <EmptyState
            icon={CalendarX2}
            title="You have no bookings yet"
            action={
              <ButtonLink to={paths.allSuites} variant="outline" size="sm" className="mt-2">
                Find a suite
              </ButtonLink>
            }
          >
            <p>Choose your dates and a suite, and your booking will appear here.</p>
          </EmptyState>
        </div>
      </div>
    </>
  );
}
