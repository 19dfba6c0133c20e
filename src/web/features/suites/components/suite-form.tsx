import Save from 'lucide-react/icons/save';
import SquarePlus from 'lucide-react/icons/square-plus';
import X from 'lucide-react/icons/x';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { bedLabel } from '#shared/bed-label.ts';
import { BED_TYPES, PHOTO_UPLOAD, RATING, SUITE_CAPACITY } from '#shared/constants.ts';
import { inReaderLanguage } from '#shared/localized-text.ts';
import { defineMessages } from '#shared/messages.ts';
import {
  type AdminSuite,
  EXTRA_GUEST_PRICE,
  SUITE_ADDRESS_MAX,
  SUITE_DESCRIPTION,
  SUITE_NAME_MAX,
  SUITE_PRICE,
  SUITE_SIZE,
  suiteFieldsSchema,
} from '#shared/suite-admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import {
  FileField,
  SelectField,
  TextAreaField,
  TextField,
} from '#web/components/ui/form-field.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import {
  SUITE_PHOTO_TYPES,
  staffSuiteName,
  useCreateSuite,
  useUpdateSuite,
} from '#web/features/suites/api/admin-suites.ts';
import {
  checkSuitePhoto,
  photoMessages,
  rethrowUploadFailure,
} from '#web/features/suites/lib/suite-photo.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  saveFailed: {
    id: 'suitesAdmin.form.saveFailed',
    defaultMessage: 'We could not save the suite. Please try again.',
  },
  addFailed: {
    id: 'suitesAdmin.form.addFailed',
    defaultMessage: 'We could not add the suite. Please try again.',
  },
  editLabel: { id: 'suitesAdmin.form.editLabel', defaultMessage: 'Edit {suite}' },
  addLabel: { id: 'suitesAdmin.form.addLabel', defaultMessage: 'Add a suite' },
  name: { id: 'suitesAdmin.form.name', defaultMessage: 'Name' },
  namePlaceholder: {
    id: 'suitesAdmin.form.namePlaceholder',
    defaultMessage: 'e.g. Tea Garden King Suite',
  },
  price: { id: 'suitesAdmin.form.price', defaultMessage: 'Price' },
  priceHint: { id: 'suitesAdmin.form.priceHint', defaultMessage: 'BDT per night, whole taka' },
  weekendPrice: { id: 'suitesAdmin.form.weekendPrice', defaultMessage: 'Weekend price' },
  weekendPriceHint: {
    id: 'suitesAdmin.form.weekendPriceHint',
    defaultMessage: 'Optional: Friday and Saturday nights outside seasons. Empty: the price above',
  },
  square: { id: 'suitesAdmin.form.square', defaultMessage: 'Square' },
  squareHint: { id: 'suitesAdmin.form.squareHint', defaultMessage: 'Size in square feet (sqr)' },
  address: { id: 'suitesAdmin.form.address', defaultMessage: 'Address' },
  addressPlaceholder: {
    id: 'suitesAdmin.form.addressPlaceholder',
    defaultMessage: 'e.g. East Wing, first floor',
  },
  description: { id: 'suitesAdmin.form.description', defaultMessage: 'Description' },
  descriptionHint: {
    id: 'suitesAdmin.form.descriptionHint',
    defaultMessage: 'Plain text, {min, number} to {max, number} characters.',
  },
  photo: { id: 'suitesAdmin.form.photo', defaultMessage: 'Photo' },
  photoHintEdit: {
    id: 'suitesAdmin.form.photoHintEdit',
    defaultMessage:
      'Optional: a new photo replaces the cover. JPEG, PNG, WebP or AVIF, up to {max, number} MB.',
  },
  photoHintAdd: {
    id: 'suitesAdmin.form.photoHintAdd',
    defaultMessage:
      'JPEG, PNG, WebP or AVIF, up to {max, number} MB. It becomes the cover; add more after.',
  },
  keepCover: { id: 'suitesAdmin.form.keepCover', defaultMessage: 'Keep the current cover' },
  clearPhoto: { id: 'suitesAdmin.form.clearPhoto', defaultMessage: 'Clear the photo' },
  bed: { id: 'suitesAdmin.form.bed', defaultMessage: 'Bed' },
  chooseBed: { id: 'suitesAdmin.form.chooseBed', defaultMessage: 'Choose a bed' },
  guest: { id: 'suitesAdmin.form.guest', defaultMessage: 'Guest' },
  guestCount: { id: 'suitesAdmin.form.guestCount', defaultMessage: '{count, number} Guest' },
  rating: { id: 'suitesAdmin.form.rating', defaultMessage: 'Ratting' },
  ratingValue: {
    id: 'suitesAdmin.form.ratingValue',
    defaultMessage: '{value, number}/{max, number}',
  },
  baseOccupancy: { id: 'suitesAdmin.form.baseOccupancy', defaultMessage: 'Base occupancy' },
  baseOccupancyHint: {
    id: 'suitesAdmin.form.baseOccupancyHint',
    defaultMessage: 'Optional: how many guests the price includes. Empty: all the suite sleeps',
  },
  extraAdult: { id: 'suitesAdmin.form.extraAdult', defaultMessage: 'Extra adult' },
  extraAdultHint: {
    id: 'suitesAdmin.form.extraAdultHint',
    defaultMessage: 'BDT a night for each adult beyond the base occupancy. Empty: no charge',
  },
  extraChild: { id: 'suitesAdmin.form.extraChild', defaultMessage: 'Extra child' },
  extraChildHint: {
    id: 'suitesAdmin.form.extraChildHint',
    defaultMessage:
      'BDT a night for each child beyond it (adults fill the base first). Empty: no charge',
  },
  saved: { id: 'suitesAdmin.form.saved', defaultMessage: 'Your changes are saved.' },
  saveChanges: { id: 'suitesAdmin.form.saveChanges', defaultMessage: 'Save Changes' },
  addSuite: { id: 'suitesAdmin.form.addSuite', defaultMessage: 'Add Suite' },
  newCoverOf: {
    id: 'suitesAdmin.form.newCoverOf',
    defaultMessage: 'New cover of {suite}, as chosen',
  },
  newCover: { id: 'suitesAdmin.form.newCover', defaultMessage: 'New cover, as chosen' },
  currentCoverOf: {
    id: 'suitesAdmin.form.currentCoverOf',
    defaultMessage: 'Current cover of {suite}',
  },
  currentCover: { id: 'suitesAdmin.form.currentCover', defaultMessage: 'Current cover' },
  noPhoto: { id: 'suitesAdmin.form.noPhoto', defaultMessage: 'No photo yet' },
});

/** The suite's texts in Bengali (decision 049): optional, the English stands in for them. */
const bengaliMessages = defineMessages({
  nameBn: { id: 'contentForms.suiteForm.nameBn', defaultMessage: 'Name in Bengali' },
  nameBnPlaceholder: {
    id: 'contentForms.suiteForm.nameBnPlaceholder',
    defaultMessage: 'e.g. চা-বাগান কিং স্যুইট',
  },
  nameBnHint: {
    id: 'contentForms.suiteForm.nameBnHint',
    defaultMessage:
      'Optional: as guests see it on the Bengali pages. Empty: the English name there',
  },
  descriptionBn: {
    id: 'contentForms.suiteForm.descriptionBn',
    defaultMessage: 'Description in Bengali',
  },
  descriptionBnHint: {
    id: 'contentForms.suiteForm.descriptionBnHint',
    defaultMessage:
      'Optional: plain text, {min, number} to {max, number} characters. Empty: the English description on the Bengali pages',
  },
});

const MAX_MB = PHOTO_UPLOAD.maxMegabytes;

const photo = z.custom<File>((value) => value instanceof File, t(photoMessages.required));
/** Adding a suite: every field and its photo. */
const addSuiteSchema = z.extend(suiteFieldsSchema, { photo });
/** Editing: the photo only when the cover is to be replaced. */
const editSuiteSchema = z.extend(suiteFieldsSchema, { photo: z.optional(photo) });

/** The form's values as typed: numbers typed as text, counts chosen from a list. */
type SuiteFormValues = {
  name: string;
  /** Empty: the Bengali pages show the English name. */
  nameBn: string;
  price: string;
  /** Empty: Friday and Saturday nights cost the base price. */
  weekendPrice: string;
  square: string;
  address: string;
  description: string;
  /** Empty: the Bengali pages show the English description. */
  descriptionBn: string;
  photo: File | undefined;
  bed: string;
  guest: number;
  rating: number;
  /** Empty: the price is for all the suite sleeps. */
  baseOccupancy: string;
  /** Empty: guests beyond the base occupancy cost nothing more. */
  extraAdultPerNight: string;
  extraChildPerNight: string;
};

const emptySuite: SuiteFormValues = {
  name: '',
  nameBn: '',
  price: '',
  weekendPrice: '',
  square: '',
  address: '',
  description: '',
  descriptionBn: '',
  photo: undefined,
  bed: '',
  guest: SUITE_CAPACITY.default,
  rating: RATING.default,
  baseOccupancy: '',
  extraAdultPerNight: '',
  extraChildPerNight: '',
};

/** An extra guest's price as the form shows it: none (0) is the field left empty. */
const extraPriceText = (price: number) => (price === 0 ? '' : String(price));

function valuesOf(suite: AdminSuite): SuiteFormValues {
  return {
    name: suite.name,
    nameBn: suite.nameBn ?? '',
    price: String(suite.pricePerNight),
    weekendPrice: suite.weekendPricePerNight === null ? '' : String(suite.weekendPricePerNight),
    square: String(suite.sizeSqft),
    address: suite.address,
    description: suite.description,
    descriptionBn: suite.descriptionBn ?? '',
    photo: undefined,
    bed: suite.bed,
    guest: suite.capacity,
    rating: suite.storedRating,
    baseOccupancy: suite.baseOccupancy === null ? '' : String(suite.baseOccupancy),
    extraAdultPerNight: extraPriceText(suite.extraAdultPerNight),
    extraChildPerNight: extraPriceText(suite.extraChildPerNight),
  };
}

/** The name as typed, as this build's staff read it: the Bengali one on the Bengali pages. */
const shownName = (values: Pick<SuiteFormValues, 'name' | 'nameBn'>) =>
  inReaderLanguage(values.name, values.nameBn.trim());

function range(min: number, max: number) {
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

/** Digits a whole number up to `max` can have: the most a numeric field needs to accept. */
const digitsOf = (max: number) => String(max).length;

const fileControl =
  'field-input cursor-pointer px-2 py-2 text-sm text-ink-muted file:mr-3 file:cursor-pointer file:rounded-[2px] file:border file:border-forest file:bg-transparent file:px-3 file:py-1.5 file:text-xs file:font-medium file:uppercase file:tracking-[0.14em] file:text-forest hover:file:bg-forest hover:file:text-ivory';

interface SuiteFormProps {
  /** The suite being edited; without one the form adds a new suite. */
  suite?: AdminSuite;
  /** Told of each suite the server saved. */
  onSaved?: (suite: AdminSuite) => void;
}

/**
 * The spec's Add Suite form: Name, Price, Square, Address, Description, Photo, Bed, Guest (1 to 5,
 * default 5) and Ratting (1/5 to 5/5, default 5/5), each required message on its own field. With
 * a suite it edits that suite instead: the photo is then optional and replaces the cover. Below
 * the spec's fields, the pricing by guests: how many the price includes, and each guest beyond.
 * After Description, the name and description in Bengali: optional, as the Bengali pages show
 * the English without them.
 */
export function SuiteForm({ suite, onSaved }: SuiteFormProps) {
  const create = useCreateSuite();
  const update = useUpdateSuite();
  const editing = suite !== undefined;
  const form = useSchemaForm(editing ? editSuiteSchema : addSuiteSchema, {
    initialValues: suite ? valuesOf(suite) : emptySuite,
    onSubmit: async ({ photo: chosen, ...fields }, { setValues }) => {
      let saved: AdminSuite;
      try {
        saved = suite
          ? await update.mutateAsync({ id: suite.id, fields, photo: chosen })
          : await create.mutateAsync({ fields, photo: chosen as File });
      } catch (failure) {
        rethrowUploadFailure(failure);
      }
      // Added: the form empties for the next one. Edited: it shows what was saved.
      setValues(suite ? valuesOf(saved) : emptySuite);
      onSaved?.(saved);
      return saved;
    },
    failureMessage: editing ? t(messages.saveFailed) : t(messages.addFailed),
    clearResultOnChange: true,
  });
  const chosen = form.values.photo;
  const preview = usePreview(chosen);
  const cover = suite?.photos[0]?.image ?? suite?.image;

  return (
    <Form
      {...form.props}
      aria-label={
        editing ? t(messages.editLabel, { suite: staffSuiteName(suite) }) : t(messages.addLabel)
      }
      className="grid gap-6 border border-rule bg-ivory p-5 sm:p-8 md:grid-cols-6"
    >
      <TextField
        form={form}
        name="name"
        label={t(messages.name)}
        autoComplete="off"
        maxLength={SUITE_NAME_MAX}
        placeholder={t(messages.namePlaceholder)}
        className="md:col-span-6"
      />
      <TextField
        form={form}
        name="price"
        label={t(messages.price)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={digitsOf(SUITE_PRICE.max)}
        hint={t(messages.priceHint)}
        className="md:col-span-2"
      />
      <TextField
        form={form}
        name="weekendPrice"
        label={t(messages.weekendPrice)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={digitsOf(SUITE_PRICE.max)}
        hint={t(messages.weekendPriceHint)}
        className="md:col-span-2"
      />
      <TextField
        form={form}
        name="square"
        label={t(messages.square)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={digitsOf(SUITE_SIZE.max)}
        hint={t(messages.squareHint)}
        className="md:col-span-2"
      />
      <TextField
        form={form}
        name="address"
        label={t(messages.address)}
        autoComplete="off"
        maxLength={SUITE_ADDRESS_MAX}
        placeholder={t(messages.addressPlaceholder)}
        className="md:col-span-6"
      />
      <TextAreaField
        form={form}
        name="description"
        label={t(messages.description)}
        rows={5}
        maxLength={SUITE_DESCRIPTION.max}
        hint={t(messages.descriptionHint, {
          min: SUITE_DESCRIPTION.min,
          max: SUITE_DESCRIPTION.max,
        })}
        controlClassName="field-input min-h-32 resize-y leading-relaxed"
        className="md:col-span-6"
      />
      <TextField
        form={form}
        name="nameBn"
        label={t(bengaliMessages.nameBn)}
        lang="bn"
        autoComplete="off"
        maxLength={SUITE_NAME_MAX}
        placeholder={t(bengaliMessages.nameBnPlaceholder)}
        hint={t(bengaliMessages.nameBnHint)}
        className="md:col-span-6"
      />
      <TextAreaField
        form={form}
        name="descriptionBn"
        label={t(bengaliMessages.descriptionBn)}
        lang="bn"
        rows={5}
        maxLength={SUITE_DESCRIPTION.max}
        hint={t(bengaliMessages.descriptionBnHint, {
          min: SUITE_DESCRIPTION.min,
          max: SUITE_DESCRIPTION.max,
        })}
        controlClassName="field-input min-h-32 resize-y leading-relaxed"
        className="md:col-span-6"
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem] sm:items-start md:col-span-6">
        <div className="grid min-w-0 gap-3">
          <FileField
            form={form}
            name="photo"
            label={t(messages.photo)}
            hint={
              editing
                ? t(messages.photoHintEdit, { max: MAX_MB })
                : t(messages.photoHintAdd, { max: MAX_MB })
            }
            accept={SUITE_PHOTO_TYPES.join(',')}
            check={checkSuitePhoto}
            controlClassName={fileControl}
          />
          {chosen && !form.pending ? (
            <Button
              variant="quiet"
              className="justify-self-start"
              onClick={() => form.setValue('photo', undefined)}
            >
              <X aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {editing ? t(messages.keepCover) : t(messages.clearPhoto)}
            </Button>
          ) : null}
        </div>
        <PhotoPreview
          src={preview}
          cover={cover}
          name={shownName(form.values) || (suite && staffSuiteName(suite))}
        />
      </div>
      <SelectField form={form} name="bed" label={t(messages.bed)} className="md:col-span-2">
        {editing ? null : <option value="">{t(messages.chooseBed)}</option>}
        {BED_TYPES.map((bed) => (
          <option key={bed} value={bed}>
            {bedLabel(bed)}
          </option>
        ))}
      </SelectField>
      <SelectField form={form} name="guest" label={t(messages.guest)} className="md:col-span-2">
        {range(SUITE_CAPACITY.min, SUITE_CAPACITY.max).map((count) => (
          <option key={count} value={count}>
            {t(messages.guestCount, { count })}
          </option>
        ))}
      </SelectField>
      <SelectField form={form} name="rating" label={t(messages.rating)} className="md:col-span-2">
        {range(RATING.min, RATING.max).map((value) => (
          <option key={value} value={value}>
            {t(messages.ratingValue, { value, max: RATING.max })}
          </option>
        ))}
      </SelectField>
      <TextField
        form={form}
        name="baseOccupancy"
        label={t(messages.baseOccupancy)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={digitsOf(SUITE_CAPACITY.max)}
        hint={t(messages.baseOccupancyHint)}
        className="md:col-span-2"
      />
      <TextField
        form={form}
        name="extraAdultPerNight"
        label={t(messages.extraAdult)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={digitsOf(EXTRA_GUEST_PRICE.max)}
        hint={t(messages.extraAdultHint)}
        className="md:col-span-2"
      />
      <TextField
        form={form}
        name="extraChildPerNight"
        label={t(messages.extraChild)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={digitsOf(EXTRA_GUEST_PRICE.max)}
        hint={t(messages.extraChildHint)}
        className="md:col-span-2"
      />
      {form.formError ? <FormAlert className="md:col-span-6">{form.formError}</FormAlert> : null}
      <FormStatus className="md:col-span-6">
        {editing && form.result ? t(messages.saved) : null}
      </FormStatus>
      <div className="flex flex-col gap-3 border-t border-rule pt-6 sm:flex-row sm:justify-end md:col-span-6">
        <Button type="submit" disabled={form.pending}>
          {editing ? (
            <Save aria-hidden="true" className="size-4" strokeWidth={1.5} />
          ) : (
            <SquarePlus aria-hidden="true" className="size-4" strokeWidth={1.5} />
          )}
          {form.pending
            ? t(commonMessages.saving)
            : editing
              ? t(messages.saveChanges)
              : t(messages.addSuite)}
        </Button>
      </div>
    </Form>
  );
}

/** An object URL of the chosen picture while it is chosen, released when the choice changes. */
function usePreview(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The chosen picture, else the current cover, else an empty frame the size of a photo. */
function PhotoPreview({
  src,
  cover,
  name,
}: {
  src: string | undefined;
  cover: AdminSuite['image'] | undefined;
  name: string | undefined;
}) {
  const frame =
    'aspect-[3/2] w-full max-w-60 border border-rule bg-parchment object-cover sm:mt-7 sm:max-w-none';
  if (src)
    return (
      <img
        src={src}
        alt={name ? t(messages.newCoverOf, { suite: name }) : t(messages.newCover)}
        className={frame}
      />
    );
  if (cover) {
    return (
      <img
        src={cover.src}
        srcSet={cover.srcSet}
        sizes="10rem"
        width={cover.width}
        height={cover.height}
        alt={name ? t(messages.currentCoverOf, { suite: name }) : t(messages.currentCover)}
        className={frame}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={`${frame} flex items-center justify-center bg-ivory-deep text-xs uppercase tracking-[0.16em] text-ink-muted`}
    >
      {t(messages.noPhoto)}
    </div>
  );
}
