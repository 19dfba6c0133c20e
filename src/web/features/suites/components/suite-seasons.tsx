import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Pencil from 'lucide-react/icons/pencil';
import Save from 'lucide-react/icons/save';
import Trash2 from 'lucide-react/icons/trash';
import { type ReactNode, useState } from 'react';
import { MAX_STAY_NIGHTS } from '#shared/constants.ts';
import { fieldErrors } from '#shared/field-errors.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import {
  RATE_PERIOD_MESSAGES,
  type RatePeriodInput,
  ratePeriodInputSchema,
  type StoredRatePeriod,
} from '#shared/rate-periods.ts';
import { SUITE_PRICE } from '#shared/suite-admin.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { Message } from '#web/components/ui/message.tsx';
import {
  StaffPanel,
  StaffPanelEmpty,
  StaffPanelForm,
  StaffPanelItem,
  staffButton,
  useFocusAfterUpdate,
} from '#web/components/ui/staff-panel.tsx';
import {
  useAddRatePeriod,
  useChangeRatePeriod,
  useRatePeriods,
  useRemoveRatePeriod,
} from '#web/features/suites/api/rate-periods.ts';
import {
  endDateAfter,
  formatNightRange,
  formatRangeLength,
  lastNightOf,
  nightFieldMessages,
  onNightFields,
} from '#web/features/suites/lib/night-range.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { t } from '#web/lib/intl.ts';
import { typedNumber } from '#web/lib/typed-number.ts';

const messages = defineMessages({
  noun: { id: 'suitesAdmin.seasons.noun', defaultMessage: 'seasons' },
  empty: {
    id: 'suitesAdmin.seasons.empty',
    defaultMessage:
      'No seasons yet: every night costs the base price, or the weekend price on Friday and Saturday nights.',
  },
  listLabel: { id: 'suitesAdmin.seasons.listLabel', defaultMessage: 'Seasons of {suite}' },
  detail: {
    id: 'suitesAdmin.seasons.detail',
    defaultMessage:
      '{price} per night<muted> · minimum {nights, plural, one {# night} other {# nights}}</muted>',
  },
  editLabel: { id: 'suitesAdmin.seasons.editLabel', defaultMessage: 'Edit the season {range}' },
  edit: { id: 'suitesAdmin.seasons.edit', defaultMessage: 'Edit' },
  remove: { id: 'suitesAdmin.seasons.remove', defaultMessage: 'Remove' },
  removeLabel: {
    id: 'suitesAdmin.seasons.removeLabel',
    defaultMessage: 'Remove the season {range}',
  },
  removeTitle: { id: 'suitesAdmin.seasons.removeTitle', defaultMessage: 'Remove this season?' },
  removeText: {
    id: 'suitesAdmin.seasons.removeText',
    defaultMessage:
      '{range} at {price} per night. Its nights go back to the base and weekend prices for new quotes; bookings made keep their prices.',
  },
  removeConfirm: { id: 'suitesAdmin.seasons.removeConfirm', defaultMessage: 'Yes, Remove it' },
  removed: {
    id: 'suitesAdmin.seasons.removed',
    defaultMessage: 'The season {range} at {price} per night is removed.',
  },
  changed: {
    id: 'suitesAdmin.seasons.changed',
    defaultMessage: 'The season is now {range} at {price} per night.',
  },
  added: {
    id: 'suitesAdmin.seasons.added',
    defaultMessage: 'Season added: {range} at {price} per night.',
  },
  changeFailed: {
    id: 'suitesAdmin.seasons.changeFailed',
    defaultMessage: 'We could not change the season. Please try again.',
  },
  addFailed: {
    id: 'suitesAdmin.seasons.addFailed',
    defaultMessage: 'We could not add the season. Please try again.',
  },
  editForm: { id: 'suitesAdmin.seasons.editForm', defaultMessage: 'Edit the season' },
  addForm: { id: 'suitesAdmin.seasons.addForm', defaultMessage: 'Add a season' },
  save: { id: 'suitesAdmin.seasons.save', defaultMessage: 'Save Season' },
  add: { id: 'suitesAdmin.seasons.add', defaultMessage: 'Add Season' },
  lastNightHint: {
    id: 'suitesAdmin.seasons.lastNightHint',
    defaultMessage: 'Guests check out the next morning',
  },
  price: { id: 'suitesAdmin.seasons.price', defaultMessage: 'Price per night' },
  priceHint: {
    id: 'suitesAdmin.seasons.priceHint',
    defaultMessage: 'BDT, every night of the season',
  },
  minNights: { id: 'suitesAdmin.seasons.minNights', defaultMessage: 'Minimum stay' },
  minNightsHint: {
    id: 'suitesAdmin.seasons.minNightsHint',
    defaultMessage: 'Nights, for stays that touch the season',
  },
});

type SeasonFormValues = {
  startDate: string;
  lastNight: string;
  pricePerNight: string;
  minNights: string;
};

const newSeason: SeasonFormValues = {
  startDate: '',
  lastNight: '',
  pricePerNight: '',
  minNights: '1',
};

function valuesOf(period: StoredRatePeriod): SeasonFormValues {
  return {
    startDate: period.startDate,
    lastNight: lastNightOf(period.endDate),
    pricePerNight: String(period.pricePerNight),
    minNights: String(period.minNights),
  };
}

/** What the API takes: the night after the last one as `endDate`, the numbers as numbers. */
function seasonInput(values: SeasonFormValues) {
  return {
    startDate: values.startDate,
    endDate: endDateAfter(values.lastNight),
    pricePerNight: typedNumber(values.pricePerNight) ?? '',
    minNights: typedNumber(values.minNights),
  };
}

/** The shared schema's messages, on the form's fields. */
function seasonProblems(values: SeasonFormValues) {
  const checked = ratePeriodInputSchema.safeParse(seasonInput(values));
  return checked.success
    ? {}
    : onNightFields(fieldErrors(checked.error.issues), RATE_PERIOD_MESSAGES.order);
}

/** A season's nights and price, the arguments of the messages that name it. */
const seasonSummary = (
  period: Pick<StoredRatePeriod, 'startDate' | 'endDate' | 'pricePerNight'>,
) => ({
  range: formatNightRange(period.startDate, period.endDate),
  price: formatBdt(period.pricePerNight),
});

const muted = (chunks: ReactNode[]) => <span className="text-ink-muted">{chunks}</span>;

/**
 * A suite's seasons (decision 022): each a range of nights at one price, every day of the week,
 * with a minimum stay. Listed in date order with Edit and Remove (asked first); added below.
 */
export function SuiteSeasons({ suiteId, suiteName }: { suiteId: string; suiteName: string }) {
  const periods = useRatePeriods(suiteId);
  const remove = useRemoveRatePeriod(suiteId);
  const [status, setStatus] = useState<string>();
  const [editing, setEditing] = useState<string>();
  /** Once the list shows the change, focus goes to a row, a row's Edit, or the list. */
  const { listRef, focusAfterUpdate } = useFocusAfterUpdate(periods.data);

  return (
    <StaffPanel
      query={periods}
      noun={t(messages.noun)}
      placeholder={{ height: 'h-40' }}
      status={status}
      form={
        <SeasonForm
          suiteId={suiteId}
          onDone={(message, added) => {
            if (message) setStatus(message);
            if (added) focusAfterUpdate(`[data-period="${added}"]`);
          }}
        />
      }
    >
      {(list) =>
        list.length === 0 ? (
          <StaffPanelEmpty ref={listRef}>{t(messages.empty)}</StaffPanelEmpty>
        ) : (
          <ul
            ref={listRef}
            tabIndex={-1}
            aria-label={t(messages.listLabel, { suite: suiteName })}
            className="grid gap-3 outline-none"
          >
            {list.map((period) => (
              <StaffPanelItem
                key={period.id}
                data={{ 'data-period': period.id }}
                focusable
                editor={
                  editing === period.id ? (
                    <SeasonForm
                      suiteId={suiteId}
                      period={period}
                      onDone={(message) => {
                        setEditing(undefined);
                        if (message) setStatus(message);
                        focusAfterUpdate(`[data-period="${period.id}"] [data-edit]`);
                      }}
                    />
                  ) : undefined
                }
                title={
                  <>
                    {formatNightRange(period.startDate, period.endDate)}
                    <span className="font-sans text-sm text-ink-muted">
                      {' · '}
                      {formatRangeLength(period.startDate, period.endDate)}
                    </span>
                  </>
                }
                detail={
                  <Message
                    of={messages.detail}
                    values={{
                      price: formatBdt(period.pricePerNight),
                      nights: period.minNights,
                      muted,
                    }}
                  />
                }
                actions={
                  <>
                    <button
                      type="button"
                      data-edit
                      aria-label={t(messages.editLabel, {
                        range: formatNightRange(period.startDate, period.endDate),
                      })}
                      className={staffButton('quiet')}
                      onClick={() => {
                        setStatus(undefined);
                        setEditing(period.id);
                      }}
                    >
                      <Pencil aria-hidden="true" className="size-4" strokeWidth={1.5} />
                      {t(messages.edit)}
                    </button>
                    <ConfirmDialog
                      trigger={
                        <>
                          <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
                          {t(messages.remove)}
                        </>
                      }
                      triggerLabel={t(messages.removeLabel, {
                        range: formatNightRange(period.startDate, period.endDate),
                      })}
                      triggerClassName={staffButton('danger')}
                      title={t(messages.removeTitle)}
                      description={<p>{t(messages.removeText, seasonSummary(period))}</p>}
                      confirmLabel={t(messages.removeConfirm)}
                      onConfirm={async () => {
                        await remove.mutateAsync(period.id);
                        setStatus(t(messages.removed, seasonSummary(period)));
                        focusAfterUpdate();
                      }}
                    />
                  </>
                }
              />
            ))}
          </ul>
        )
      }
    </StaffPanel>
  );
}

interface SeasonFormProps {
  suiteId: string;
  /** The season to change; without one the form adds a season. */
  period?: StoredRatePeriod;
  /** Told when the form is done: what to announce, and the id of a season added. */
  onDone: (message: string | undefined, added?: string) => void;
}

/** Adds a season, or changes one in its row of the list (Cancel puts the row back). */
function SeasonForm({ suiteId, period, onDone }: SeasonFormProps) {
  const add = useAddRatePeriod(suiteId);
  const change = useChangeRatePeriod(suiteId);
  const editing = period !== undefined;
  const form = useSchemaForm(seasonProblems, {
    initialValues: period ? valuesOf(period) : newSeason,
    serverFields: { endDate: 'lastNight' },
    onSubmit: async (values, { setValues }) => {
      // The check has passed: the schema's output is the body.
      const input: RatePeriodInput = ratePeriodInputSchema.parse(seasonInput(values));
      const saved = period
        ? await change.mutateAsync({ periodId: period.id, period: input })
        : await add.mutateAsync(input);
      if (period) {
        onDone(t(messages.changed, seasonSummary(saved)));
      } else {
        setValues(newSeason);
        onDone(t(messages.added, seasonSummary(saved)), saved.id);
      }
      return saved;
    },
    failureMessage: editing ? t(messages.changeFailed) : t(messages.addFailed),
    clearFailureOnChange: true,
  });

  return (
    <StaffPanelForm
      form={form}
      label={editing ? t(messages.editForm) : t(messages.addForm)}
      columns={4}
      submit={
        editing
          ? { label: t(messages.save), icon: Save }
          : { label: t(messages.add), icon: CalendarPlus }
      }
      onCancel={editing ? () => onDone(undefined) : undefined}
    >
      <TextField
        form={form}
        name="startDate"
        label={t(nightFieldMessages.firstNight)}
        type="date"
      />
      <TextField
        form={form}
        name="lastNight"
        label={t(nightFieldMessages.lastNight)}
        type="date"
        hint={t(messages.lastNightHint)}
      />
      <TextField
        form={form}
        name="pricePerNight"
        label={t(messages.price)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={String(SUITE_PRICE.max).length}
        hint={t(messages.priceHint)}
      />
      <TextField
        form={form}
        name="minNights"
        label={t(messages.minNights)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={String(MAX_STAY_NIGHTS).length}
        hint={t(messages.minNightsHint)}
      />
    </StaffPanelForm>
  );
}
