import ConciergeBell from 'lucide-react/icons/concierge-bell';
import type { ReactNode } from 'react';
import type { Booking } from '#shared/booking.ts';
import { guestDetailsFormSchema } from '#shared/guest-details.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatStayDate } from '#shared/stay-format.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { useChangeBookingDetails } from '#web/features/bookings/api/change-booking.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { t } from '#web/lib/intl.ts';
import { GuestDetailsFields, guestDetailsValues } from './guest-details-fields.tsx';

const messages = defineMessages({
  failed: {
    id: 'booking.guestDetailsDialog.failed',
    defaultMessage: 'We could not save your arrival time and requests. Please try again.',
  },
  trigger: {
    id: 'booking.guestDetailsDialog.trigger',
    description: 'The button that opens the dialog; the hidden part names the booking.',
    defaultMessage: 'Arrival & requests<hidden> of {reference}</hidden>',
  },
  title: { id: 'booking.guestDetailsDialog.title', defaultMessage: 'Arrival & requests' },
  intro: {
    id: 'booking.guestDetailsDialog.intro',
    defaultMessage:
      '{suite}, booking <ref>{reference}</ref>, arriving {checkIn}. Tell the hotel when you expect to arrive and anything you need: you can change it until check-in.',
  },
  formLabel: {
    id: 'booking.guestDetailsDialog.formLabel',
    defaultMessage: 'Arrival and requests for {reference}',
  },
  save: { id: 'booking.guestDetailsDialog.save', defaultMessage: 'Save' },
  saving: { id: 'booking.guestDetailsDialog.saving', defaultMessage: 'Saving…' },
  saved: {
    id: 'booking.guestDetailsDialog.saved',
    defaultMessage: 'Saved: reception has your arrival time and requests.',
  },
});

/** A message's `<hidden>` part: for screen readers only. */
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/** The booking's reference in the dialog's first line. */
const ref = (chunks: ReactNode[]) => (
  <strong className="whitespace-nowrap text-ink">{chunks}</strong>
);

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
    failureMessage: t(messages.failed),
    clearResultOnChange: true,
  });

  return (
    <Dialog
      trigger={
        <>
          {compact ? null : (
            <ConciergeBell aria-hidden="true" className="size-4" strokeWidth={1.5} />
          )}
          <Message of={messages.trigger} values={{ reference: booking.reference, hidden }} />
        </>
      }
      triggerClassName={
        compact
          ? buttonClasses('quiet', 'sm', 'justify-start tracking-[0.08em] whitespace-nowrap')
          : buttonClasses('outline', 'sm')
      }
      title={t(messages.title)}
    >
      <p className="text-base">
        <Message
          of={messages.intro}
          values={{
            suite: booking.suite.name,
            reference: booking.reference,
            checkIn: formatStayDate(booking.checkIn, 'short'),
            ref,
          }}
        />
      </p>
      <Form
        {...form.props}
        aria-label={t(messages.formLabel, { reference: booking.reference })}
        className="text-base"
      >
        <GuestDetailsFields form={form} />
        {form.formError ? <FormAlert className="mt-4">{form.formError}</FormAlert> : null}
        <Button type="submit" className="mt-5 w-full" disabled={form.pending}>
          {t(form.pending ? messages.saving : messages.save)}
        </Button>
      </Form>
      <FormStatus>{form.result ? t(messages.saved) : null}</FormStatus>
    </Dialog>
  );
}
