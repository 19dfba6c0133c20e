import Send from 'lucide-react/icons/send';
import { useState } from 'react';
import { RATING } from '#shared/constants.ts';
import { defineMessages } from '#shared/messages.ts';
import {
  type OwnReview,
  REVIEW_ADDRESS_MAX,
  REVIEW_COMMENT_MAX,
  type ReviewableStay,
  reviewFormSchema,
} from '#shared/review.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { SelectField, TextAreaField, TextField } from '#web/components/ui/form-field.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { useCreateReview, useUpdateReview } from '#web/features/reviews/api/my-reviews.ts';
import { formatStayMonth } from '#web/features/reviews/lib/stay-month.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';
import { ReviewSuccessDialog } from './review-success-dialog.tsx';

const messages = defineMessages({
  stay: {
    id: 'reviews.form.stay',
    defaultMessage: '{suite}, {month} ({reference})',
    description:
      'A past stay to choose: its suite, the month of its check-in, its booking reference.',
  },
  failure: {
    id: 'reviews.form.failure',
    defaultMessage: 'We could not save your review. Please try again.',
  },
  editLabel: { id: 'reviews.form.editLabel', defaultMessage: 'Edit your review' },
  addLabel: { id: 'reviews.form.addLabel', defaultMessage: 'Add a review' },
  name: { id: 'reviews.form.name', defaultMessage: 'Name' },
  nameHint: { id: 'reviews.form.nameHint', defaultMessage: 'From your profile' },
  address: { id: 'reviews.form.address', defaultMessage: 'Address' },
  addressPlaceholder: {
    id: 'reviews.form.addressPlaceholder',
    defaultMessage: 'e.g. Dhaka, Bangladesh',
  },
  rating: {
    id: 'reviews.form.rating',
    defaultMessage: 'Ratting',
    description: 'The rating’s label, spelled as the spec spells it.',
  },
  ratingOption: { id: 'reviews.form.ratingOption', defaultMessage: '{rating, number}/5' },
  yourStay: { id: 'reviews.form.yourStay', defaultMessage: 'Your stay' },
  yourStayHint: { id: 'reviews.form.yourStayHint', defaultMessage: 'Adds a “Stayed in” badge' },
  noStay: { id: 'reviews.form.noStay', defaultMessage: 'Not about one stay' },
  comment: { id: 'reviews.form.comment', defaultMessage: 'Comment' },
  commentHint: {
    id: 'reviews.form.commentHint',
    defaultMessage: 'Plain text, up to {max, number, ::group-off} characters.',
  },
  save: { id: 'reviews.form.save', defaultMessage: 'Save Changes' },
  submit: { id: 'reviews.form.submit', defaultMessage: 'Submit Review' },
});

const ratings = Array.from({ length: RATING.max - RATING.min + 1 }, (_, i) => RATING.max - i);

function stayLabel(stay: ReviewableStay) {
  return t(messages.stay, {
    suite: stay.suiteName,
    month: formatStayMonth(stay.checkIn.slice(0, 7)),
    reference: stay.reference,
  });
}

/** The stay the form names at first: the one asked for, else the only one, else none. */
function firstStay(stays: readonly ReviewableStay[], chosen: string | null | undefined): string {
  if (chosen && stays.some((stay) => stay.bookingId === chosen)) return chosen;
  return stays.length === 1 ? (stays[0]?.bookingId ?? '') : '';
}

interface ReviewFormProps {
  /** The signed-in guest's display name: shown read-only, the server signs with it. */
  name: string;
  /** Past stays not yet reviewed, which the review may name. */
  stays: ReviewableStay[];
  /** The stay chosen at first (the link in the mail after a stay), when it is among `stays`. */
  chosenStay?: string | null | undefined;
  /** The guest's own review being edited; without one the form writes a new review. */
  editing?: OwnReview;
  /** The edit ended: saved, or cancelled. */
  onDone?: (saved: boolean) => void;
}

/**
 * The spec's review form: Name (read-only), Address, Ratting (1/5 to 5/5, default 5/5) and
 * Comment, each required message on its own field, then the success popup. A guest who stayed
 * may name the stay, which gives the review its badge.
 */
export function ReviewForm({ name, stays, chosenStay, editing, onDone }: ReviewFormProps) {
  const create = useCreateReview();
  const update = useUpdateReview();
  const [popup, setPopup] = useState(false);
  const initialValues = {
    name,
    address: editing?.address ?? '',
    rating: editing?.rating ?? RATING.default,
    comment: editing?.comment ?? '',
    bookingId: editing ? '' : firstStay(stays, chosenStay),
  };
  const form = useSchemaForm(reviewFormSchema, {
    initialValues,
    onSubmit: async ({ address, rating, comment, bookingId }, { setValues }) => {
      if (editing) {
        await update.mutateAsync({ id: editing.id, address, rating, comment });
        onDone?.(true);
        return;
      }
      await create.mutateAsync({ address, rating, comment, bookingId: bookingId || null });
      // The stay is reviewed now: the words go, the address and rating stay for a next one.
      setValues({ name, address, rating, comment: '', bookingId: '' });
      setPopup(true);
    },
    failureMessage: t(messages.failure),
  });

  return (
    <Form
      {...form.props}
      aria-label={t(editing ? messages.editLabel : messages.addLabel)}
      className="grid gap-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          form={form}
          name="name"
          label={t(messages.name)}
          readOnly
          hint={t(messages.nameHint)}
          controlClassName="field-input bg-ivory-deep text-ink-muted"
        />
        <TextField
          form={form}
          name="address"
          label={t(messages.address)}
          autoComplete="address-level2"
          placeholder={t(messages.addressPlaceholder)}
          maxLength={REVIEW_ADDRESS_MAX}
        />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField form={form} name="rating" label={t(messages.rating)}>
          {ratings.map((rating) => (
            <option key={rating} value={rating}>
              {t(messages.ratingOption, { rating })}
            </option>
          ))}
        </SelectField>
        {editing ? null : stays.length > 0 ? (
          <SelectField
            form={form}
            name="bookingId"
            label={t(messages.yourStay)}
            hint={t(messages.yourStayHint)}
          >
            <option value="">{t(messages.noStay)}</option>
            {stays.map((stay) => (
              <option key={stay.bookingId} value={stay.bookingId}>
                {stayLabel(stay)}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <TextAreaField
        form={form}
        name="comment"
        label={t(messages.comment)}
        rows={6}
        maxLength={REVIEW_COMMENT_MAX}
        hint={t(messages.commentHint, { max: REVIEW_COMMENT_MAX })}
        controlClassName="field-input min-h-36 resize-y leading-relaxed"
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        {editing ? (
          <Button type="button" variant="outline" onClick={() => onDone?.(false)}>
            {t(commonMessages.cancel)}
          </Button>
        ) : null}
        <Button type="submit" disabled={form.pending}>
          <Send aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t(form.pending ? commonMessages.saving : editing ? messages.save : messages.submit)}
        </Button>
      </div>
      <ReviewSuccessDialog open={popup} onClose={() => setPopup(false)} />
    </Form>
  );
}
