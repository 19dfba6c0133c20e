import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Power from 'lucide-react/icons/power';
import PowerOff from 'lucide-react/icons/power-off';
import Save from 'lucide-react/icons/save';
import Sparkles from 'lucide-react/icons/sparkles';
import { useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import {
  type adminExtraSchema,
  EXTRA_PRICE,
  EXTRA_UNIT_LABELS,
  EXTRA_UNITS,
  type ExtraInput,
  type ExtraUnit,
  extraInputSchema,
} from '#shared/extras.ts';
import { fieldErrors } from '#shared/field-errors.ts';
import { formatBdt } from '#shared/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { SelectField, TextField } from '#web/components/ui/form-field.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  useAddExtra,
  useAdminExtras,
  useChangeExtra,
} from '#web/features/offers/api/admin-extras.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { typedNumber } from '#web/lib/typed-number.ts';

type AdminExtra = z.infer<typeof adminExtraSchema>;

type ExtraFormValues = { name: string; price: string; unit: ExtraUnit };

const newExtra: ExtraFormValues = { name: '', price: '', unit: 'night' };

/** What the API takes: the price as a number; the unit as chosen. */
function extraInput(values: ExtraFormValues) {
  return { name: values.name, price: typedNumber(values.price) ?? '', unit: values.unit };
}

/** The shared schema's messages, on the form's fields. */
function extraProblems(values: ExtraFormValues) {
  const checked = extraInputSchema.safeParse(extraInput(values));
  return checked.success ? {} : fieldErrors(checked.error.issues);
}

/** "90 BDT per night". */
const priceOf = (extra: Pick<AdminExtra, 'price' | 'unit'>) =>
  `${formatBdt(extra.price)} ${EXTRA_UNIT_LABELS[extra.unit]}`;

/** The unit as the select offers it: "Per guest per night". */
const unitChoice = (unit: ExtraUnit) =>
  EXTRA_UNIT_LABELS[unit].charAt(0).toUpperCase() + EXTRA_UNIT_LABELS[unit].slice(1);

const rowButton =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 whitespace-nowrap rounded-[2px] border px-3 text-xs font-medium uppercase tracking-[0.12em] transition-colors disabled:opacity-60';

/**
 * The extra services guests can add to a stay on /booking: each with its price and how it is
 * charged, offered or switched off. Edit changes one in its row (bookings keep what they were
 * quoted); switching one off asks first; a new one is added below, at the end of the list.
 */
export function ExtrasPanel() {
  const extras = useAdminExtras();
  const change = useChangeExtra();
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [editing, setEditing] = useState<string>();
  const listRef = useRef<HTMLUListElement>(null);
  /** Where focus goes once the list shows the change: a row's Edit or its switch. */
  const [focusTarget, setFocusTarget] = useState<{ id: string; control: 'edit' | 'switch' }>();

  useEffect(() => {
    if (!focusTarget || !extras.data) return;
    const row = listRef.current?.querySelector(`[data-extra="${focusTarget.id}"]`);
    // The switch is a plain button or the trigger of its dialog, inside the same wrapper.
    row
      ?.querySelector<HTMLElement>(
        focusTarget.control === 'edit' ? '[data-control="edit"]' : '[data-control="switch"] button',
      )
      ?.focus();
    setFocusTarget(undefined);
  }, [focusTarget, extras.data]);

  const switchExtra = async (extra: AdminExtra, active: boolean) => {
    const { id, name, price, unit } = extra;
    await change.mutateAsync({ id, extra: { name, price, unit, active } });
    setStatus(
      active
        ? `${name} is offered to guests again.`
        : `${name} is switched off: guests can no longer add it to a stay.`,
    );
    setFocusTarget({ id, control: 'switch' });
  };

  if (extras.isPending) {
    return (
      <div aria-busy="true" className="mt-10 grid gap-3">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-20 w-full" />
        ))}
        <span className="sr-only">Loading the extras…</span>
      </div>
    );
  }
  if (extras.isError) {
    return (
      <ErrorState
        className="mt-10"
        title="We could not load the extras"
        error={extras.error}
        onRetry={() => extras.refetch()}
      />
    );
  }

  const list = extras.data;
  return (
    <div className="mt-10 grid gap-6">
      <FormStatus>{status}</FormStatus>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {list.length === 0 ? (
        <div className="border border-rule bg-ivory">
          <EmptyState icon={Sparkles} title="No extras yet">
            <p>
              Add the services guests may book with their stay (a spa visit, breakfast in bed, an
              airport transfer) and they appear on the reservation summary.
            </p>
          </EmptyState>
        </div>
      ) : (
        <ul ref={listRef} aria-label="Extras" className="grid gap-3">
          {list.map((extra) => (
            <li
              key={extra.id}
              data-extra={extra.id}
              className={`border border-rule ${extra.active ? 'bg-ivory' : 'bg-ivory-deep/60'}`}
            >
              {editing === extra.id ? (
                <ExtraForm
                  extra={extra}
                  onDone={(message) => {
                    setEditing(undefined);
                    if (message) setStatus(message);
                    setFocusTarget({ id: extra.id, control: 'edit' });
                  }}
                />
              ) : (
                <div className="flex flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
                  <div className="min-w-0">
                    <p className="font-display text-xl leading-tight text-forest">{extra.name}</p>
                    <p className="mt-1 text-sm text-ink">
                      {priceOf(extra)}
                      <span className="text-ink-muted">
                        {' · '}
                        {extra.active ? (
                          'Offered'
                        ) : (
                          <span className="font-medium text-danger">Switched off</span>
                        )}
                      </span>
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <button
                      type="button"
                      data-control="edit"
                      aria-label={`Edit ${extra.name}`}
                      className={`${rowButton} border-rule text-forest hover:border-forest hover:bg-forest hover:text-ivory`}
                      onClick={() => {
                        setStatus(undefined);
                        setFailure(undefined);
                        setEditing(extra.id);
                      }}
                    >
                      <Pencil aria-hidden="true" className="size-4" strokeWidth={1.5} />
                      Edit
                    </button>
                    <span data-control="switch" className="contents">
                      {extra.active ? (
                        <ConfirmDialog
                          trigger={
                            <>
                              <PowerOff aria-hidden="true" className="size-4" strokeWidth={1.5} />
                              Switch off
                            </>
                          }
                          triggerLabel={`Switch off ${extra.name}`}
                          triggerClassName={`${rowButton} border-danger/60 text-danger hover:bg-danger hover:text-ivory`}
                          title={`Switch off ${extra.name}?`}
                          description={
                            <p>
                              Guests can no longer add it to a stay, and it is taken off any
                              reservation not yet made. Bookings that hold it keep it, at the price
                              they were quoted.
                            </p>
                          }
                          confirmLabel="Yes, switch it off"
                          tone="calm"
                          onConfirm={() => switchExtra(extra, false)}
                        />
                      ) : (
                        <button
                          type="button"
                          aria-label={`Switch on ${extra.name}`}
                          disabled={change.isPending && change.variables?.id === extra.id}
                          className={`${rowButton} border-forest text-forest hover:bg-forest hover:text-ivory`}
                          onClick={() => {
                            setStatus(undefined);
                            setFailure(undefined);
                            switchExtra(extra, true).catch((error: unknown) =>
                              setFailure(
                                error instanceof Error && error.message
                                  ? error.message
                                  : `We could not switch ${extra.name} on. Please try again.`,
                              ),
                            );
                          }}
                        >
                          <Power aria-hidden="true" className="size-4" strokeWidth={1.5} />
                          Switch on
                        </button>
                      )}
                    </span>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ExtraForm
        onDone={(message, added) => {
          if (message) setStatus(message);
          if (added) setFocusTarget({ id: added, control: 'edit' });
        }}
      />
    </div>
  );
}

interface ExtraFormProps {
  /** The extra to change; without one the form adds an extra. */
  extra?: AdminExtra;
  /** Told when the form is done: what to announce, and the id of an extra added. */
  onDone: (message: string | undefined, added?: string) => void;
}

/** Adds an extra, or changes one in its row of the list (Cancel puts the row back). */
function ExtraForm({ extra, onDone }: ExtraFormProps) {
  const add = useAddExtra();
  const change = useChangeExtra();
  const editing = extra !== undefined;
  const form = useSchemaForm(extraProblems, {
    initialValues: extra
      ? { name: extra.name, price: String(extra.price), unit: extra.unit }
      : newExtra,
    onSubmit: async (values, { setValues }) => {
      // The check has passed: the schema's output is the body.
      const input: ExtraInput = extraInputSchema.parse(extraInput(values));
      if (extra) {
        const saved = await change.mutateAsync({
          id: extra.id,
          extra: { ...input, active: extra.active },
        });
        onDone(`${saved.name} is now ${priceOf(saved)}.`);
        return saved;
      }
      const saved = await add.mutateAsync(input);
      setValues(newExtra);
      onDone(`${saved.name} is added at ${priceOf(saved)} and offered to guests.`, saved.id);
      return saved;
    },
    failureMessage: editing
      ? 'We could not change the extra. Please try again.'
      : 'We could not add the extra. Please try again.',
    clearFailureOnChange: true,
  });

  // Opened in a row: its first field takes the focus.
  const formRef = form.props.ref;
  useEffect(() => {
    if (editing) formRef.current?.querySelector('input')?.focus();
  }, [editing, formRef]);

  const title = editing ? `Edit ${extra.name}` : 'Add an extra';
  return (
    <Form
      {...form.props}
      aria-label={title}
      className={`grid gap-5 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.4fr)] ${editing ? '' : 'border border-rule bg-ivory'}`}
    >
      <p className="text-xs font-medium uppercase tracking-[0.16em] text-brass-dark sm:col-span-2 lg:col-span-3">
        {title}
      </p>
      <TextField
        form={form}
        name="name"
        label="Name"
        autoComplete="off"
        maxLength={80}
        hint="As guests see it, e.g. Breakfast in Bed"
        className="sm:col-span-2 lg:col-span-1"
      />
      <TextField
        form={form}
        name="price"
        label="Price"
        inputMode="numeric"
        autoComplete="off"
        maxLength={String(EXTRA_PRICE.max).length}
        hint="Whole BDT"
      />
      <SelectField form={form} name="unit" label="Charged" hint="Times the quantity chosen">
        {EXTRA_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {unitChoice(unit)}
          </option>
        ))}
      </SelectField>
      {form.formError ? (
        <FormAlert className="sm:col-span-2 lg:col-span-3">{form.formError}</FormAlert>
      ) : null}
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:justify-end lg:col-span-3">
        {editing ? (
          <Button variant="outline" size="sm" onClick={() => onDone(undefined)}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={form.pending}>
          {editing ? (
            <Save aria-hidden="true" className="size-4" strokeWidth={1.5} />
          ) : (
            <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
          )}
          {form.pending ? 'Saving…' : editing ? 'Save Extra' : 'Add Extra'}
        </Button>
      </div>
    </Form>
  );
}
