import Ban from 'lucide-react/icons/ban';
import Trash2 from 'lucide-react/icons/trash';
import { useEffect, useRef, useState } from 'react';
import { fieldErrors } from '#shared/field-errors.ts';
import {
  BLOCK_MESSAGES,
  BLOCK_REASON_MAX,
  type SuiteBlock,
  suiteBlockInputSchema,
} from '#shared/suite-blocks.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
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
  const listRef = useRef<HTMLElement>(null);
  /** Where focus goes once the list shows the change: the block added, or the list. */
  const [focusTarget, setFocusTarget] = useState<string>();

  useEffect(() => {
    if (!focusTarget || !blocks.data) return;
    const row =
      focusTarget === 'list'
        ? listRef.current
        : listRef.current?.querySelector<HTMLElement>(`[data-block="${focusTarget}"]`);
    if (!row) return;
    row.focus();
    setFocusTarget(undefined);
  }, [focusTarget, blocks.data]);

  if (blocks.isPending) {
    return (
      <div aria-busy="true">
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (blocks.isError) {
    return (
      <ErrorState
        title="We could not load the blocked nights"
        error={blocks.error}
        onRetry={() => blocks.refetch()}
      />
    );
  }

  const list = blocks.data;
  const setList = (element: HTMLElement | null) => {
    listRef.current = element;
  };
  return (
    <div className="grid gap-6">
      <FormStatus>{status}</FormStatus>
      {list.length === 0 ? (
        <p
          ref={setList}
          tabIndex={-1}
          className="border border-rule bg-ivory px-5 py-6 text-ink-muted outline-none"
        >
          No blocked nights: every night is on sale unless a guest has booked it.
        </p>
      ) : (
        <ul
          ref={setList}
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
                setFocusTarget('list');
              }}
            />
          ))}
        </ul>
      )}
      <AddBlockForm
        suiteId={suiteId}
        onAdded={(message, id) => {
          setStatus(message);
          setFocusTarget(id);
        }}
      />
    </div>
  );
}

function BlockRow({ block, onRemove }: { block: SuiteBlock; onRemove: () => Promise<void> }) {
  const range = formatNightRange(block.startDate, block.endDate);
  return (
    <li
      data-block={block.id}
      tabIndex={-1}
      className="flex flex-col gap-4 border border-rule bg-ivory px-4 py-4 outline-none focus-visible:border-forest sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <div className="min-w-0">
        <p className="font-display text-xl leading-tight text-forest">
          {range}
          <span className="font-sans text-sm text-ink-muted">
            {' · '}
            {formatRangeLength(block.startDate, block.endDate)}
          </span>
        </p>
        <p className="mt-1 break-words text-sm text-ink">{block.reason}</p>
      </div>
      <div className="shrink-0">
        {block.fromFeed ? (
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
            triggerClassName="inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-[2px] border border-danger/60 px-3 text-xs font-medium uppercase tracking-[0.12em] text-danger transition-colors hover:bg-danger hover:text-ivory"
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
        )}
      </div>
    </li>
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
    <Form
      {...form.props}
      aria-label="Block nights"
      className="grid gap-5 border border-rule bg-ivory p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-4"
    >
      <p className="text-xs font-medium uppercase tracking-[0.16em] text-brass-dark sm:col-span-2 lg:col-span-4">
        Block nights
      </p>
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
      {form.formError ? (
        <FormAlert className="sm:col-span-2 lg:col-span-4">{form.formError}</FormAlert>
      ) : null}
      <div className="flex flex-col sm:col-span-2 sm:flex-row sm:justify-end lg:col-span-4">
        <Button type="submit" size="sm" disabled={form.pending}>
          <Ban aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {form.pending ? 'Saving…' : 'Block Nights'}
        </Button>
      </div>
    </Form>
  );
}
