import ChevronDown from 'lucide-react/icons/chevron-down';
import { useState } from 'react';
import { RECEPTION_HOURS } from '#shared/constants.ts';
import { type GuestDetails, SPECIAL_REQUESTS_MAX } from '#shared/guest-details.ts';
import { Form } from '#web/components/ui/form.tsx';
import { SelectField, TextAreaField } from '#web/components/ui/form-field.tsx';
import { arrivalTimeOptions } from '#web/features/bookings/lib/arrival-times.ts';
import type { SchemaForm } from '#web/hooks/use-schema-form.ts';

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
        label="Special requests"
        rows={3}
        maxLength={SPECIAL_REQUESTS_MAX}
        placeholder="A cot, a quiet room, an early breakfast…"
        hint={`Optional. ${left} of ${SPECIAL_REQUESTS_MAX} characters left.`}
        controlClassName="field-input min-h-24 resize-y leading-relaxed"
      />
      <SelectField
        form={form}
        name="arrivalTime"
        label="Arrival time"
        hint={`Optional. In hotel time (Bangladesh, GMT+6); reception is open ${RECEPTION_HOURS} hours.`}
      >
        <option value="">Not sure yet</option>
        {arrivalTimeOptions(form.values.arrivalTime).map((time) => (
          <option key={time} value={time}>
            {time}
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
          <span className="font-display text-xl">Special requests &amp; arrival time</span>
          <span className="block text-sm text-ink-muted">
            Optional: tell the hotel before you come
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
          strokeWidth={1.5}
        />
      </summary>
      <Form {...form.props} aria-label="Your arrival" className="mt-4">
        <GuestDetailsFields form={form} />
      </Form>
    </details>
  );
}
