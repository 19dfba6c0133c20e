import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Pencil from 'lucide-react/icons/pencil';
import Save from 'lucide-react/icons/save';
import Trash2 from 'lucide-react/icons/trash';
import { useEffect, useRef, useState } from 'react';
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
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
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

const rowButton =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-[2px] border px-3 text-xs font-medium uppercase tracking-[0.12em] transition-colors';

/**
 * A suite's seasons (decision 022): each a range of nights at one price, every day of the week,
 * with a minimum stay. Listed in date order with Edit and Remove (asked first); added below.
 */
export function SuiteSeasons({ suiteId, suiteName }: { suiteId: string; suiteName: string }) {
  const periods = useRatePeriods(suiteId);
  const remove = useRemoveRatePeriod(suiteId);
  const [status, setStatus] = useState<string>();
  const [editing, setEditing] = useState<string>();
  const listRef = useRef<HTMLElement>(null);
  /** Where focus goes once the list shows the change: a row, a row's Edit, or the list. */
  const [focusTarget, setFocusTarget] = useState<{ id: string; edit?: boolean } | 'list'>();

  useEffect(() => {
    if (!focusTarget || !periods.data) return;
    if (focusTarget === 'list') {
      listRef.current?.focus();
    } else {
      const row = listRef.current?.querySelector<HTMLElement>(`[data-period="${focusTarget.id}"]`);
      if (!row) return;
      (focusTarget.edit ? row.querySelector<HTMLElement>('[data-edit]') : row)?.focus();
    }
    setFocusTarget(undefined);
  }, [focusTarget, periods.data]);

  if (periods.isPending) {
    return (
      <div aria-busy="true">
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (periods.isError) {
    return (
      <ErrorState
        title="We could not load the seasons"
        error={periods.error}
        onRetry={() => periods.refetch()}
      />
    );
  }

  const list = periods.data;
  return (
    <div className="grid gap-6">
      <FormStatus>{status}</FormStatus>
      {list.length === 0 ? (
        <p
          ref={(element) => {
            listRef.current = element;
          }}
          tabIndex={-1}
          className="border border-rule bg-ivory px-5 py-6 text-ink-muted outline-none"
        >
          No seasons yet: every night costs the base price, or the weekend price on Friday and
          Saturday nights.
        </p>
      ) : (
        <ul
          ref={(element) => {
            listRef.current = element;
          }}
          tabIndex={-1}
          aria-label={`Seasons of ${suiteName}`}
          className="grid gap-3 outline-none"
        >
          {list.map((period) => (
            <li
              key={period.id}
              data-period={period.id}
              tabIndex={-1}
              className="border border-rule bg-ivory outline-none focus-visible:border-forest"
            >
              {editing === period.id ? (
                <SeasonForm
                  suiteId={suiteId}
                  period={period}
                  onDone={(message) => {
                    setEditing(undefined);
                    if (message) setStatus(message);
                    setFocusTarget({ id: period.id, edit: true });
                  }}
                />
              ) : (
                <div className="flex flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
                  <div className="min-w-0">
                    <p className="font-display text-xl leading-tight text-forest">
                      {formatNightRange(period.startDate, period.endDate)}
                      <span className="font-sans text-sm text-ink-muted">
                        {' · '}
                        {formatRangeLength(period.startDate, period.endDate)}
                      </span>
                    </p>
                    <p className="mt-1 text-sm text-ink">
                      {formatBdt(period.pricePerNight)} per night
                      <span className="text-ink-muted">
                        {' · '}minimum {period.minNights}{' '}
                        {period.minNights === 1 ? 'night' : 'nights'}
                      </span>
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <button
                      type="button"
                      data-edit
                      aria-label={`Edit the season ${formatNightRange(period.startDate, period.endDate)}`}
                      className={`${rowButton} border-rule text-forest hover:border-forest hover:bg-forest hover:text-ivory`}
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
                      triggerClassName={`${rowButton} border-danger/60 text-danger hover:bg-danger hover:text-ivory`}
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
                        setFocusTarget('list');
                      }}
                    />
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <SeasonForm
        suiteId={suiteId}
        onDone={(message, added) => {
          if (message) setStatus(message);
          if (added) setFocusTarget({ id: added });
        }}
      />
    </div>
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

  // Opened in a row: its first field takes the focus.
  const formRef = form.props.ref;
  useEffect(() => {
    if (editing) formRef.current?.querySelector('input')?.focus();
  }, [editing, formRef]);

  return (
    <Form
      {...form.props}
      aria-label={editing ? 'Edit the season' : 'Add a season'}
      className={`grid gap-5 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-4 ${editing ? '' : 'border border-rule bg-ivory'}`}
    >
      <p className="text-xs font-medium uppercase tracking-[0.16em] text-brass-dark sm:col-span-2 lg:col-span-4">
        {editing ? 'Edit the season' : 'Add a season'}
      </p>
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
      {form.formError ? (
        <FormAlert className="sm:col-span-2 lg:col-span-4">{form.formError}</FormAlert>
      ) : null}
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:justify-end lg:col-span-4">
        {editing ? (
          <Button variant="outline" size="sm" onClick={() => onDone(undefined)}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={form.pending}>
          {editing ? (
            <Save aria-hidden="true" className="size-4" strokeWidth={1.5} />
          ) : (
            <CalendarPlus aria-hidden="true" className="size-4" strokeWidth={1.5} />
          )}
          {form.pending ? 'Saving…' : editing ? 'Save Season' : 'Add Season'}
        </Button>
      </div>
    </Form>
  );
}
