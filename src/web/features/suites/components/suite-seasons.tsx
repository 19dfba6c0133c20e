import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Pencil from 'lucide-react/icons/pencil';
import Save from 'lucide-react/icons/save';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { MAX_STAY_NIGHTS } from '#shared/constants.ts';
import { fieldErrors } from '#shared/field-errors.ts';
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
  onNightFields,
} from '#web/features/suites/lib/night-range.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { typedNumber } from '#web/lib/typed-number.ts';

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

const seasonSummary = (period: Pick<StoredRatePeriod, 'startDate' | 'endDate' | 'pricePerNight'>) =>
  `${formatNightRange(period.startDate, period.endDate)} at ${formatBdt(period.pricePerNight)} per night`;

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
      noun="seasons"
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
          <StaffPanelEmpty ref={listRef}>
            No seasons yet: every night costs the base price, or the weekend price on Friday and
            Saturday nights.
          </StaffPanelEmpty>
        ) : (
          <ul
            ref={listRef}
            tabIndex={-1}
            aria-label={`Seasons of ${suiteName}`}
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
                  <>
                    {formatBdt(period.pricePerNight)} per night
                    <span className="text-ink-muted">
                      {' · '}minimum {period.minNights}{' '}
                      {period.minNights === 1 ? 'night' : 'nights'}
                    </span>
                  </>
                }
                actions={
                  <>
                    <button
                      type="button"
                      data-edit
                      aria-label={`Edit the season ${formatNightRange(period.startDate, period.endDate)}`}
                      className={staffButton('quiet')}
                      onClick={() => {
                        setStatus(undefined);
                        setEditing(period.id);
                      }}
                    >
                      <Pencil aria-hidden="true" className="size-4" strokeWidth={1.5} />
                      Edit
                    </button>
                    <ConfirmDialog
                      trigger={
                        <>
                          <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
                          Remove
                        </>
                      }
                      triggerLabel={`Remove the season ${formatNightRange(period.startDate, period.endDate)}`}
                      triggerClassName={staffButton('danger')}
                      title="Remove this season?"
                      description={
                        <p>
                          {seasonSummary(period)}. Its nights go back to the base and weekend prices
                          for new quotes; bookings made keep their prices.
                        </p>
                      }
                      confirmLabel="Yes, Remove it"
                      onConfirm={async () => {
                        await remove.mutateAsync(period.id);
                        setStatus(`The season ${seasonSummary(period)} is removed.`);
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
        onDone(`The season is now ${seasonSummary(saved)}.`);
      } else {
        setValues(newSeason);
        onDone(`Season added: ${seasonSummary(saved)}.`, saved.id);
      }
      return saved;
    },
    failureMessage: editing
      ? 'We could not change the season. Please try again.'
      : 'We could not add the season. Please try again.',
    clearFailureOnChange: true,
  });

  return (
    <StaffPanelForm
      form={form}
      label={editing ? 'Edit the season' : 'Add a season'}
      columns={4}
      submit={
        editing ? { label: 'Save Season', icon: Save } : { label: 'Add Season', icon: CalendarPlus }
      }
      onCancel={editing ? () => onDone(undefined) : undefined}
    >
      <TextField form={form} name="startDate" label="First night" type="date" />
      <TextField
        form={form}
        name="lastNight"
        label="Last night"
        type="date"
        hint="Guests check out the next morning"
      />
      <TextField
        form={form}
        name="pricePerNight"
        label="Price per night"
        inputMode="numeric"
        autoComplete="off"
        maxLength={String(SUITE_PRICE.max).length}
        hint="BDT, every night of the season"
      />
      <TextField
        form={form}
        name="minNights"
        label="Minimum stay"
        inputMode="numeric"
        autoComplete="off"
        maxLength={String(MAX_STAY_NIGHTS).length}
        hint="Nights, for stays that touch the season"
      />
    </StaffPanelForm>
  );
}
