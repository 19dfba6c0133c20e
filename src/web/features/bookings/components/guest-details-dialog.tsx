import ConciergeBell from 'lucide-react/icons/concierge-bell';
import type { Booking } from '#shared/booking.ts';
import { guestDetailsFormSchema } from '#shared/guest-details.ts';
import { formatStayDate } from '#shared/stay-format.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import { useChangeBookingDetails } from '#web/features/bookings/api/change-booking.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { GuestDetailsFields, guestDetailsValues } from './guest-details-fields.tsx';

/** Until check-in: a stay to come, held for its deposit or confirmed (the server's rule too). */
export function detailsEditable(booking: Booking): boolean {
  return booking.stage === 'upcoming' || booking.stage === 'pending_payment';
}

interface GuestDetailsDialogProps {
  booking: Booking;
  /** Text only, for the table's narrow column. */
  compact?: boolean;
}

/**
 * Arrival & requests: the guest (or staff) changes the special requests and arrival time of a
 * stay to come. The stay and its price stay as they are; the server refuses once it has begun.
 */
export function GuestDetailsDialog({ booking, compact = false }: GuestDetailsDialogProps) {
  const change = useChangeBookingDetails();
  const form = useSchemaForm(guestDetailsFormSchema, {
    initialValues: guestDetailsValues(booking),
    onSubmit: (details) => change.mutateAsync({ id: booking.id, details }),
    failureMessage: 'We could not save your arrival time and requests. Please try again.',
    clearResultOnChange: true,
  });

  return (
    <Dialog
      trigger={
        <>
          {compact ? null : (
            <ConciergeBell aria-hidden="true" className="size-4" strokeWidth={1.5} />
          )}
          Arrival &amp; requests<span className="sr-only"> of {booking.reference}</span>
        </>
      }
      triggerClassName={
        compact
          ? buttonClasses('quiet', 'sm', 'justify-start tracking-[0.08em] whitespace-nowrap')
          : buttonClasses('outline', 'sm')
      }
      title="Arrival & requests"
    >
      <p className="text-base">
        {booking.suite.name}, booking{' '}
        <strong className="whitespace-nowrap text-ink">{booking.reference}</strong>, arriving{' '}
        {formatStayDate(booking.checkIn, 'short')}. Tell the hotel when you expect to arrive and
        anything you need: you can change it until check-in.
      </p>
      <Form
        {...form.props}
        aria-label={`Arrival and requests for ${booking.reference}`}
        className="text-base"
      >
        <GuestDetailsFields form={form} />
        {form.formError ? <FormAlert className="mt-4">{form.formError}</FormAlert> : null}
        <Button type="submit" className="mt-5 w-full" disabled={form.pending}>
          {form.pending ? 'Saving…' : 'Save'}
        </Button>
      </Form>
      <FormStatus>
        {form.result ? <>Saved: reception has your arrival time and requests.</> : null}
      </FormStatus>
    </Dialog>
  );
}
