import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Save from 'lucide-react/icons/save';
import Sparkles from 'lucide-react/icons/sparkles';
import { useState } from 'react';
import type * as z from 'zod/mini';
import {
  type adminExtraSchema,
  EXTRA_PRICE,
  EXTRA_UNITS,
  type ExtraInput,
  type ExtraUnit,
  extraInputSchema,
} from '#shared/extras.ts';
import { fieldErrors } from '#shared/field-errors.ts';
import { inReaderLanguage } from '#shared/localized-text.ts';
import { defineMessages } from '#shared/messages.ts';
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
import { t } from '#web/lib/intl.ts';
import { typedNumber } from '#web/lib/typed-number.ts';

type AdminExtra = z.infer<typeof adminExtraSchema>;

const messages = defineMessages({
  price: {
    id: 'offers.extras.price',
    defaultMessage:
      '{unit, select, stay {{price} per stay} night {{price} per night} other {{price} per guest per night}}',
    description: 'An extra’s price and how it is charged; "other" is per guest per night.',
  },
  unit: {
    id: 'offers.extras.unit',
    defaultMessage: '{unit, select, stay {Per stay} night {Per night} other {Per guest per night}}',
    description:
      'How an extra is charged, as the select offers it; "other" is per guest per night.',
  },
  offeredAgain: {
    id: 'offers.extras.offeredAgain',
    defaultMessage: '{name} is offered to guests again.',
  },
  switchedOffStatus: {
    id: 'offers.extras.switchedOffStatus',
    defaultMessage: '{name} is switched off: guests can no longer add it to a stay.',
  },
  noun: { id: 'offers.extras.noun', defaultMessage: 'extras' },
  emptyTitle: { id: 'offers.extras.emptyTitle', defaultMessage: 'No extras yet' },
  emptyText: {
    id: 'offers.extras.emptyText',
    defaultMessage:
      'Add the services guests may book with their stay (a spa visit, breakfast in bed, an airport transfer) and they appear on the reservation summary.',
  },
  listLabel: { id: 'offers.extras.listLabel', defaultMessage: 'Extras' },
  offered: { id: 'offers.extras.offered', defaultMessage: 'Offered' },
  switchedOff: { id: 'offers.extras.switchedOff', defaultMessage: 'Switched off' },
  editName: { id: 'offers.extras.editName', defaultMessage: 'Edit {name}' },
  edit: { id: 'offers.extras.edit', defaultMessage: 'Edit' },
  consequence: {
    id: 'offers.extras.consequence',
    defaultMessage:
      'Guests can no longer add it to a stay, and it is taken off any reservation not yet made. Bookings that hold it keep it, at the price they were quoted.',
  },
  changed: { id: 'offers.extras.changed', defaultMessage: '{name} is now {price}.' },
  added: {
    id: 'offers.extras.added',
    defaultMessage: '{name} is added at {price} and offered to guests.',
  },
  changeFailed: {
    id: 'offers.extras.changeFailed',
    defaultMessage: 'We could not change the extra. Please try again.',
  },
  addFailed: {
    id: 'offers.extras.addFailed',
    defaultMessage: 'We could not add the extra. Please try again.',
  },
  addTitle: { id: 'offers.extras.addTitle', defaultMessage: 'Add an extra' },
  save: { id: 'offers.extras.save', defaultMessage: 'Save Extra' },
  add: { id: 'offers.extras.add', defaultMessage: 'Add Extra' },
  name: { id: 'offers.extras.name', defaultMessage: 'Name' },
  nameHint: {
    id: 'offers.extras.nameHint',
    defaultMessage: 'As guests see it, e.g. Breakfast in Bed',
  },
  priceLabel: { id: 'offers.extras.priceLabel', defaultMessage: 'Price' },
  priceHint: { id: 'offers.extras.priceHint', defaultMessage: 'Whole BDT' },
  charged: { id: 'offers.extras.charged', defaultMessage: 'Charged' },
  chargedHint: { id: 'offers.extras.chargedHint', defaultMessage: 'Times the quantity chosen' },
});

/** The extra's name in Bengali (decision 049): optional, the English stands in for it. */
const bengaliMessages = defineMessages({
  nameBn: { id: 'contentForms.extrasPanel.nameBn', defaultMessage: 'Name in Bengali' },
  nameBnHint: {
    id: 'contentForms.extrasPanel.nameBnHint',
    defaultMessage:
      'Optional: as guests see it on the Bengali pages. Empty: the English name there',
  },
});

/** `nameBn` empty: the Bengali pages show the English name. */
type ExtraFormValues = { name: string; nameBn: string; price: string; unit: ExtraUnit };

const newExtra: ExtraFormValues = { name: '', nameBn: '', price: '', unit: 'night' };

/** What the API takes: the price as a number; the unit as chosen; no Bengali name as empty. */
function extraInput(values: ExtraFormValues) {
  return {
    name: values.name,
    nameBn: values.nameBn,
    price: typedNumber(values.price) ?? '',
    unit: values.unit,
  };
}

/**
 * An extra's name as this build's staff read it: its Bengali name on the Bengali pages when it
 * has one, else the English.
 */
const shownName = (extra: Pick<AdminExtra, 'name' | 'nameBn'>) =>
  inReaderLanguage(extra.name, extra.nameBn);

/** The shared schema's messages, on the form's fields. */
function extraProblems(values: ExtraFormValues) {
  const checked = extraInputSchema.safeParse(extraInput(values));
  return checked.success ? {} : fieldErrors(checked.error.issues);
}

/** "90 BDT per night". */
const priceOf = (extra: Pick<AdminExtra, 'price' | 'unit'>) =>
  t(messages.price, { price: formatBdt(extra.price), unit: extra.unit });

/** The unit as the select offers it: "Per guest per night". */
const unitChoice = (unit: ExtraUnit) => t(messages.unit, { unit });

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
    // The whole extra is sent: its Bengali name too, or the change would clear it.
    const { id, name, nameBn, price, unit } = extra;
    await change.mutateAsync({ id, extra: { name, nameBn, price, unit, active } });
    setStatus(
      t(active ? messages.offeredAgain : messages.switchedOffStatus, { name: shownName(extra) }),
    );
    focusControl(id, 'switch');
  };

  return (
    <StaffPanel
      query={extras}
      noun={t(messages.noun)}
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
          <StaffPanelEmpty icon={Sparkles} title={t(messages.emptyTitle)}>
            <p>{t(messages.emptyText)}</p>
          </StaffPanelEmpty>
        ) : (
          <ul ref={listRef} aria-label={t(messages.listLabel)} className="grid gap-3">
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
                title={shownName(extra)}
                detail={
                  <>
                    {priceOf(extra)}
                    <span className="text-ink-muted">
                      {' · '}
                      {extra.active ? (
                        t(messages.offered)
                      ) : (
                        <span className="font-medium text-danger">{t(messages.switchedOff)}</span>
                      )}
                    </span>
                  </>
                }
                actions={
                  <>
                    <button
                      type="button"
                      data-control="edit"
                      aria-label={t(messages.editName, { name: shownName(extra) })}
                      className={staffButton('quiet')}
                      onClick={() => {
                        setStatus(undefined);
                        setFailure(undefined);
                        setEditing(extra.id);
                      }}
                    >
                      <Pencil aria-hidden="true" className="size-4" strokeWidth={1.5} />
                      {t(messages.edit)}
                    </button>
                    <StaffSwitch
                      name={shownName(extra)}
                      active={extra.active}
                      consequence={t(messages.consequence)}
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
      ? {
          name: extra.name,
          nameBn: extra.nameBn ?? '',
          price: String(extra.price),
          unit: extra.unit,
        }
      : newExtra,
    onSubmit: async (values, { setValues }) => {
      // The check has passed: the schema's output is the body.
      const input: ExtraInput = extraInputSchema.parse(extraInput(values));
      if (extra) {
        const saved = await change.mutateAsync({
          id: extra.id,
          extra: { ...input, active: extra.active },
        });
        onDone(t(messages.changed, { name: shownName(saved), price: priceOf(saved) }));
        return saved;
      }
      const saved = await add.mutateAsync(input);
      setValues(newExtra);
      onDone(t(messages.added, { name: shownName(saved), price: priceOf(saved) }), saved.id);
      return saved;
    },
    failureMessage: t(editing ? messages.changeFailed : messages.addFailed),
    clearFailureOnChange: true,
  });

  const title = editing ? t(messages.editName, { name: shownName(extra) }) : t(messages.addTitle);
  return (
    <StaffPanelForm
      form={form}
      label={title}
      columns={4}
      widths="lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.4fr)]"
      submit={
        editing ? { label: t(messages.save), icon: Save } : { label: t(messages.add), icon: Plus }
      }
      onCancel={editing ? () => onDone(undefined) : undefined}
    >
      <TextField
        form={form}
        name="name"
        label={t(messages.name)}
        autoComplete="off"
        maxLength={80}
        hint={t(messages.nameHint)}
      />
      <TextField
        form={form}
        name="nameBn"
        label={t(bengaliMessages.nameBn)}
        lang="bn"
        autoComplete="off"
        maxLength={80}
        hint={t(bengaliMessages.nameBnHint)}
      />
      <TextField
        form={form}
        name="price"
        label={t(messages.priceLabel)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={String(EXTRA_PRICE.max).length}
        hint={t(messages.priceHint)}
      />
      <SelectField
        form={form}
        name="unit"
        label={t(messages.charged)}
        hint={t(messages.chargedHint)}
      >
        {EXTRA_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {unitChoice(unit)}
          </option>
        ))}
      </SelectField>
    </StaffPanelForm>
  );
}
