import Ban from 'lucide-react/icons/ban';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { fieldErrors } from '#shared/field-errors.ts';
import { defineMessages } from '#shared/messages.ts';
import {
  BLOCK_MESSAGES,
  BLOCK_REASON_MAX,
  type SuiteBlock,
  suiteBlockInputSchema,
} from '#shared/suite-blocks.ts';
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
  useAddSuiteBlock,
  useRemoveSuiteBlock,
  useSuiteBlocks,
} from '#web/features/suites/api/suite-blocks.ts';
import {
  endDateAfter,
  formatNightRange,
  formatRangeLength,
  nightFieldMessages,
  onNightFields,
} from '#web/features/suites/lib/night-range.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  noun: { id: 'suitesAdmin.blocks.noun', defaultMessage: 'blocked nights' },
  empty: {
    id: 'suitesAdmin.blocks.empty',
    defaultMessage: 'No blocked nights: every night is on sale unless a guest has booked it.',
  },
  listLabel: { id: 'suitesAdmin.blocks.listLabel', defaultMessage: 'Blocked nights of {suite}' },
  backOnSale: { id: 'suitesAdmin.blocks.backOnSale', defaultMessage: '{range} is back on sale.' },
  fromFeed: {
    id: 'suitesAdmin.blocks.fromFeed',
    defaultMessage: 'From a channel feed: follows the feed',
  },
  remove: { id: 'suitesAdmin.blocks.remove', defaultMessage: 'Remove' },
  removeLabel: { id: 'suitesAdmin.blocks.removeLabel', defaultMessage: 'Remove the block {range}' },
  removeTitle: {
    id: 'suitesAdmin.blocks.removeTitle',
    defaultMessage: 'Put these nights back on sale?',
  },
  removeText: {
    id: 'suitesAdmin.blocks.removeText',
    defaultMessage: '{range} ({reason}). Guests can find and book these nights again at once.',
  },
  removeConfirm: {
    id: 'suitesAdmin.blocks.removeConfirm',
    defaultMessage: 'Yes, Remove the block',
  },
  added: {
    id: 'suitesAdmin.blocks.added',
    defaultMessage: 'Blocked: {range}. Guests cannot book these nights.',
  },
  addFailed: {
    id: 'suitesAdmin.blocks.addFailed',
    defaultMessage: 'We could not block these nights. Please try again.',
  },
  formLabel: { id: 'suitesAdmin.blocks.formLabel', defaultMessage: 'Block nights' },
  submit: { id: 'suitesAdmin.blocks.submit', defaultMessage: 'Block Nights' },
  lastNightHint: {
    id: 'suitesAdmin.blocks.lastNightHint',
    defaultMessage: 'The suite is on sale again the next day',
  },
  reason: { id: 'suitesAdmin.blocks.reason', defaultMessage: 'Reason' },
  reasonPlaceholder: {
    id: 'suitesAdmin.blocks.reasonPlaceholder',
    defaultMessage: 'e.g. Roof repairs',
  },
  reasonHint: {
    id: 'suitesAdmin.blocks.reasonHint',
    defaultMessage: 'Staff see it; guests do not',
  },
});

type BlockFormValues = { startDate: string; lastNight: string; reason: string };

const newBlock: BlockFormValues = { startDate: '', lastNight: '', reason: '' };

/** What the API takes: the night after the last one as `endDate`. */
const blockInput = (values: BlockFormValues) => ({
  startDate: values.startDate,
  endDate: endDateAfter(values.lastNight),
  reason: values.reason,
});

/** The shared schema's messages, on the form's fields. */
function blockProblems(values: BlockFormValues) {
  const checked = suiteBlockInputSchema.safeParse(blockInput(values));
  return checked.success
    ? {}
    : onNightFields(fieldErrors(checked.error.issues), BLOCK_MESSAGES.order);
}

/**
 * A suite's blocked nights that have not ended (decision 022): off sale for repairs, an event or
 * the owner's guests. Listed in date order with Remove (asked first), which puts the nights back
 * on sale; added below, unless a booking or another block holds one of the nights.
 */
export function SuiteBlocks({ suiteId, suiteName }: { suiteId: string; suiteName: string }) {
  const blocks = useSuiteBlocks(suiteId);
  const remove = useRemoveSuiteBlock(suiteId);
  const [status, setStatus] = useState<string>();
  /** Once the list shows the change, focus goes to the block added, or to the list. */
  const { listRef, focusAfterUpdate } = useFocusAfterUpdate(blocks.data);

  return (
    <StaffPanel
      query={blocks}
      noun={t(messages.noun)}
      placeholder={{ height: 'h-32' }}
      status={status}
      form={
        <AddBlockForm
          suiteId={suiteId}
          onAdded={(message, id) => {
            setStatus(message);
            focusAfterUpdate(`[data-block="${id}"]`);
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
            {list.map((block) => (
              <BlockRow
                key={block.id}
                block={block}
                onRemove={async () => {
                  await remove.mutateAsync(block.id);
                  setStatus(
                    t(messages.backOnSale, {
                      range: formatNightRange(block.startDate, block.endDate),
                    }),
                  );
                  focusAfterUpdate();
                }}
              />
            ))}
          </ul>
        )
      }
    </StaffPanel>
  );
}

function BlockRow({ block, onRemove }: { block: SuiteBlock; onRemove: () => Promise<void> }) {
  const range = formatNightRange(block.startDate, block.endDate);
  return (
    <StaffPanelItem
      data={{ 'data-block': block.id }}
      focusable
      title={
        <>
          {range}
          <span className="font-sans text-sm text-ink-muted">
            {' · '}
            {formatRangeLength(block.startDate, block.endDate)}
          </span>
        </>
      }
      detail={block.reason}
      actions={
        block.fromFeed ? (
          <p className="max-w-56 text-xs text-ink-muted">{t(messages.fromFeed)}</p>
        ) : (
          <ConfirmDialog
            trigger={
              <>
                <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t(messages.remove)}
              </>
            }
            triggerLabel={t(messages.removeLabel, { range })}
            triggerClassName={staffButton('danger')}
            title={t(messages.removeTitle)}
            description={<p>{t(messages.removeText, { range, reason: block.reason })}</p>}
            confirmLabel={t(messages.removeConfirm)}
            onConfirm={onRemove}
            tone="calm"
          />
        )
      }
    />
  );
}

function AddBlockForm({
  suiteId,
  onAdded,
}: {
  suiteId: string;
  onAdded: (message: string, id: string) => void;
}) {
  const add = useAddSuiteBlock(suiteId);
  const form = useSchemaForm(blockProblems, {
    initialValues: newBlock,
    serverFields: { endDate: 'lastNight' },
    onSubmit: async (values, { setValues }) => {
      // The check has passed: the schema's output is the body.
      const saved = await add.mutateAsync(suiteBlockInputSchema.parse(blockInput(values)));
      setValues(newBlock);
      onAdded(
        t(messages.added, { range: formatNightRange(saved.startDate, saved.endDate) }),
        saved.id,
      );
      return saved;
    },
    failureMessage: t(messages.addFailed),
    clearFailureOnChange: true,
  });

  return (
    <StaffPanelForm
      form={form}
      label={t(messages.formLabel)}
      columns={4}
      submit={{ label: t(messages.submit), icon: Ban }}
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
        name="reason"
        label={t(messages.reason)}
        autoComplete="off"
        maxLength={BLOCK_REASON_MAX}
        placeholder={t(messages.reasonPlaceholder)}
        hint={t(messages.reasonHint)}
        className="sm:col-span-2"
      />
    </StaffPanelForm>
  );
}
