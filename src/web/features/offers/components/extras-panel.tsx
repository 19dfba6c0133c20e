import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Save from 'lucide-react/icons/save';
import Sparkles from 'lucide-react/icons/sparkles';
import { useState } from 'react';
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
import { SelectField, TextField } from '#web/components/ui/form-field.tsx';
import {
  StaffPanel,
  StaffPanelEmpty,
  StaffPanelForm,
  StaffPanelItem,
  StaffSwitch,
  staffButton,
  staffSwitchSelector,
  useFocusAfterUpdate,
} from '#web/components/ui/staff-panel.tsx';
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
  const { listRef, focusAfterUpdate } = useFocusAfterUpdate(extras.data);
  /** Once the list shows the change: a row's Edit, or its switch (a button, or its dialog's). */
  const focusControl = (id: string, control: 'edit' | 'switch') =>
    focusAfterUpdate(
      `[data-extra="${id}"] ${control === 'edit' ? '[data-control="edit"]' : staffSwitchSelector}`,
    );

  const switchExtra = async (extra: AdminExtra, active: boolean) => {
    const { id, name, price, unit } = extra;
    await change.mutateAsync({ id, extra: { name, price, unit, active } });
    setStatus(
      active
        ? `${name} is offered to guests again.`
        : `${name} is switched off: guests can no longer add it to a stay.`,
    );
    focusControl(id, 'switch');
  };

  return (
    <StaffPanel
      query={extras}
      noun="extras"
      placeholder={{ height: 'h-20', rows: 3 }}
      className="mt-10"
      status={status}
      failure={failure}
      form={
        <ExtraForm
          onDone={(message, added) => {
            if (message) setStatus(message);
            if (added) focusControl(added, 'edit');
          }}
        />
      }
    >
      {(list) =>
        list.length === 0 ? (
          <StaffPanelEmpty icon={Sparkles} title="No extras yet">
            <p>
              Add the services guests may book with their stay (a spa visit, breakfast in bed, an
              airport transfer) and they appear on the reservation summary.
            </p>
          </StaffPanelEmpty>
        ) : (
          <ul ref={listRef} aria-label="Extras" className="grid gap-3">
            {list.map((extra) => (
              <StaffPanelItem
                key={extra.id}
                data={{ 'data-extra': extra.id }}
                dimmed={!extra.active}
                editor={
                  editing === extra.id ? (
                    <ExtraForm
                      extra={extra}
                      onDone={(message) => {
                        setEditing(undefined);
                        if (message) setStatus(message);
                        focusControl(extra.id, 'edit');
                      }}
                    />
                  ) : undefined
                }
                title={extra.name}
                detail={
                  <>
                    {priceOf(extra)}
                    <span className="text-ink-muted">
                      {' · '}
                      {extra.active ? (
                        'Offered'
                      ) : (
                        <span className="font-medium text-danger">Switched off</span>
                      )}
                    </span>
                  </>
                }
                actions={
                  <>
                    <button
                      type="button"
                      data-control="edit"
                      aria-label={`Edit ${extra.name}`}
                      className={staffButton('quiet')}
                      onClick={() => {
                        setStatus(undefined);
                        setFailure(undefined);
                        setEditing(extra.id);
                      }}
                    >
                      <Pencil aria-hidden="true" className="size-4" strokeWidth={1.5} />
                      Edit
                    </button>
                    <StaffSwitch
                      name={extra.name}
                      active={extra.active}
                      consequence={
                        <>
                          Guests can no longer add it to a stay, and it is taken off any reservation
                          not yet made. Bookings that hold it keep it, at the price they were
                          quoted.
                        </>
                      }
                      busy={change.isPending && change.variables?.id === extra.id}
                      onSwitch={(active) => switchExtra(extra, active)}
                      onStart={() => {
                        setStatus(undefined);
                        setFailure(undefined);
                      }}
                      onFailure={setFailure}
                      className="contents"
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

  const title = editing ? `Edit ${extra.name}` : 'Add an extra';
  return (
    <StaffPanelForm
      form={form}
      label={title}
      columns={3}
      widths="lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.4fr)]"
      submit={editing ? { label: 'Save Extra', icon: Save } : { label: 'Add Extra', icon: Plus }}
      onCancel={editing ? () => onDone(undefined) : undefined}
    >
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
    </StaffPanelForm>
  );
}
