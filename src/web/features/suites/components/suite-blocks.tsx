import Ban from 'lucide-react/icons/ban';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { fieldErrors } from '#shared/field-errors.ts';
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
  onNightFields,
} from '#web/features/suites/lib/night-range.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';

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
      noun="blocked nights"
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
          <StaffPanelEmpty ref={listRef}>
            No blocked nights: every night is on sale unless a guest has booked it.
          </StaffPanelEmpty>
        ) : (
          <ul
            ref={listRef}
            tabIndex={-1}
            aria-label={`Blocked nights of ${suiteName}`}
            className="grid gap-3 outline-none"
          >
            {list.map((block) => (
              <BlockRow
                key={block.id}
                block={block}
                onRemove={async () => {
                  await remove.mutateAsync(block.id);
                  setStatus(`${formatNightRange(block.startDate, block.endDate)} is back on sale.`);
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
          <p className="max-w-56 text-xs text-ink-muted">From a channel feed: follows the feed</p>
        ) : (
          <ConfirmDialog
            trigger={
              <>
                <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
                Remove
              </>
            }
            triggerLabel={`Remove the block ${range}`}
            triggerClassName={staffButton('danger')}
            title="Put these nights back on sale?"
            description={
              <p>
                {range} ({block.reason}). Guests can find and book these nights again at once.
              </p>
            }
            confirmLabel="Yes, Remove the block"
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
        `Blocked: ${formatNightRange(saved.startDate, saved.endDate)}. Guests cannot book these nights.`,
        saved.id,
      );
      return saved;
    },
    failureMessage: 'We could not block these nights. Please try again.',
    clearFailureOnChange: true,
  });

  return (
    <StaffPanelForm
      form={form}
      label="Block nights"
      columns={4}
      submit={{ label: 'Block Nights', icon: Ban }}
    >
      <TextField form={form} name="startDate" label="First night" type="date" />
      <TextField
        form={form}
        name="lastNight"
        label="Last night"
        type="date"
        hint="The suite is on sale again the next day"
      />
      <TextField
        form={form}
        name="reason"
        label="Reason"
        autoComplete="off"
        maxLength={BLOCK_REASON_MAX}
        placeholder="e.g. Roof repairs"
        hint="Staff see it; guests do not"
        className="sm:col-span-2"
      />
    </StaffPanelForm>
  );
}
