import ChevronDown from 'lucide-react/icons/chevron-down';
import { useState } from 'react';
import { RECEPTION_HOURS } from '#shared/constants.ts';
import { type GuestDetails, SPECIAL_REQUESTS_MAX } from '#shared/guest-details.ts';
import { defineMessages } from '#shared/messages.ts';
import { Form } from '#web/components/ui/form.tsx';
import { SelectField, TextAreaField } from '#web/components/ui/form-field.tsx';
import { arrivalTimeOptions, formatArrivalTime } from '#web/features/bookings/lib/arrival-times.ts';
import type { SchemaForm } from '#web/hooks/use-schema-form.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  requests: { id: 'booking.guestDetails.requests', defaultMessage: 'Special requests' },
  requestsPlaceholder: {
    id: 'booking.guestDetails.requestsPlaceholder',
    defaultMessage: 'A cot, a quiet room, an early breakfast…',
  },
  requestsHint: {
    id: 'booking.guestDetails.requestsHint',
    defaultMessage: 'Optional. {left, number} of {max, number} characters left.',
  },
  arrivalTime: { id: 'booking.guestDetails.arrivalTime', defaultMessage: 'Arrival time' },
  arrivalHint: {
    id: 'booking.guestDetails.arrivalHint',
    defaultMessage:
      'Optional. In hotel time (Bangladesh, GMT+6); reception is open {hours, number} hours.',
  },
  notSure: { id: 'booking.guestDetails.notSure', defaultMessage: 'Not sure yet' },
  disclosure: {
    id: 'booking.guestDetails.disclosure',
    defaultMessage: 'Special requests & arrival time',
  },
  disclosureHint: {
    id: 'booking.guestDetails.disclosureHint',
    defaultMessage: 'Optional: tell the hotel before you come',
  },
  formLabel: { id: 'booking.guestDetails.formLabel', defaultMessage: 'Your arrival' },
});

/** The details as their controls hold them: text, empty for none (a type: forms need one). */
export type GuestDetailsValues = {
  specialRequests: string;
  arrivalTime: string;
};

/** A booking's (or a draft's) details as the form starts with them. */
export function guestDetailsValues(details: {
  specialRequests?: string | null | undefined;
  arrivalTime?: string | null | undefined;
}): GuestDetailsValues {
  return {
    specialRequests: details.specialRequests ?? '',
    arrivalTime: details.arrivalTime ?? '',
  };
}

/** A booking's draft with the details given, and none of those left empty (none is none). */
export function withGuestDetails<Draft extends Partial<Record<keyof GuestDetails, unknown>>>(
  draft: Draft,
  details: GuestDetails,
): Omit<Draft, keyof GuestDetails> & Partial<GuestDetails> {
  const { specialRequests: _requests, arrivalTime: _time, ...rest } = draft;
  return {
    ...rest,
    ...(details.specialRequests ? { specialRequests: details.specialRequests } : {}),
    ...(details.arrivalTime ? { arrivalTime: details.arrivalTime } : {}),
  };
}

/**
 * Special requests (plain text, with what is left of its length) and the arrival time (every
 * half hour, in the hotel's time), both optional: on /booking and in "Arrival & requests".
 */
export function GuestDetailsFields({ form }: { form: SchemaForm<GuestDetailsValues> }) {
  const left = SPECIAL_REQUESTS_MAX - form.values.specialRequests.length;
  return (
    <div className="grid gap-5">
      <TextAreaField
        form={form}
        name="specialRequests"
        label={t(messages.requests)}
        rows={3}
        maxLength={SPECIAL_REQUESTS_MAX}
        placeholder={t(messages.requestsPlaceholder)}
        hint={t(messages.requestsHint, { left, max: SPECIAL_REQUESTS_MAX })}
        controlClassName="field-input min-h-24 resize-y leading-relaxed"
      />
      <SelectField
        form={form}
        name="arrivalTime"
        label={t(messages.arrivalTime)}
        hint={t(messages.arrivalHint, { hours: RECEPTION_HOURS })}
      >
        <option value="">{t(messages.notSure)}</option>
        {arrivalTimeOptions(form.values.arrivalTime).map((time) => (
          <option key={time} value={time}>
            {formatArrivalTime(time)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/**
 * The details on /booking, folded under one line until the guest opens it (most have nothing to
 * ask, and Reserve Now stays in view beside the price): open from the start when the draft holds
 * some, and opened by a message for one of its fields. Reserve Now checks and sends them.
 */
export function GuestDetailsDisclosure({ form }: { form: SchemaForm<GuestDetailsValues> }) {
  const [open, setOpen] = useState(
    () => form.values.specialRequests !== '' || form.values.arrivalTime !== '',
  );
  const refused = Object.values(form.errors).some(Boolean);
  return (
    <details
      open={open || refused}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group mt-6 border-t border-rule pt-3"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 text-forest [&::-webkit-details-marker]:hidden">
        <span>
          <span className="font-display text-xl">{t(messages.disclosure)}</span>
          <span className="block text-sm text-ink-muted">{t(messages.disclosureHint)}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
          strokeWidth={1.5}
        />
      </summary>
      <Form {...form.props} aria-label={t(messages.formLabel)} className="mt-4">
        <GuestDetailsFields form={form} />
      </Form>
    </details>
  );
}
