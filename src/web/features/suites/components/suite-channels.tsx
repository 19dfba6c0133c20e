import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Copy from 'lucide-react/icons/copy';
import Link2 from 'lucide-react/icons/link-2';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { type ChannelImport, channelImportInputSchema } from '#shared/channels.ts';
import { plural } from '#shared/stay-format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import {
  StaffPanel,
  StaffPanelEmpty,
  StaffPanelForm,
  staffButton,
} from '#web/components/ui/staff-panel.tsx';
import {
  useAddChannelFeed,
  useRemoveChannelFeed,
  useRenewExportAddress,
  useSuiteChannels,
  useSyncChannels,
} from '#web/features/suites/api/suite-channels.ts';
import { formatNightRange } from '#web/features/suites/lib/night-range.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The last fetch of a feed, in a line: when, and what came of it. */
function FetchLine({ feed }: { feed: ChannelImport }) {
  if (!feed.lastSyncedAt || !feed.lastStatus) {
    return <p className="text-sm text-ink-muted">Not fetched yet.</p>;
  }
  const when = dateTime.format(new Date(feed.lastSyncedAt));
  if (feed.lastStatus === 'failed') {
    return (
      <p className="flex items-start gap-2 text-sm text-danger">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Failed {when}: {feed.lastError}. The nights it blocked before stay blocked.
        </span>
      </p>
    );
  }
  return (
    <p className="text-sm text-ink-muted">
      Fetched {when}: {feed.eventCount} {feed.eventCount === 1 ? 'stay' : 'stays'} blocked.
    </p>
  );
}

function FeedRow({ feed, onRemove }: { feed: ChannelImport; onRemove: () => Promise<void> }) {
  const doubleSold = feed.conflicts.filter((conflict) => conflict.with === 'booking');
  const alreadyBlocked = feed.conflicts.filter((conflict) => conflict.with === 'block');
  return (
    <li className="grid gap-3 border border-rule bg-ivory px-4 py-4 sm:px-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="break-all text-sm font-medium text-ink">{feed.url}</p>
          <FetchLine feed={feed} />
        </div>
        <ConfirmDialog
          trigger={
            <>
              <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
              Remove
            </>
          }
          triggerLabel={`Stop importing ${feed.url}`}
          triggerClassName={staffButton('danger', 'shrink-0 self-start')}
          title="Stop importing this feed?"
          description={
            <p>
              The nights this channel blocked open again at once. Remove the suite from the channel
              too, or it may sell nights guests can book here.
            </p>
          }
          confirmLabel="Yes, Remove the feed"
          onConfirm={onRemove}
        />
      </div>
      {doubleSold.length > 0 ? (
        <FormAlert>
          <p className="font-medium">Sold twice: the channel holds nights a guest booked here.</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {doubleSold.map((conflict) => (
              <li key={`${conflict.startDate}-${conflict.reference}`}>
                {formatNightRange(conflict.startDate, conflict.endDate)}: booking{' '}
                {conflict.reference} here, “{conflict.summary}” at the channel
              </li>
            ))}
          </ul>
          <p className="mt-1 text-sm">Move one of the stays, or call the guest or the channel.</p>
        </FormAlert>
      ) : null}
      {alreadyBlocked.length > 0 ? (
        <p className="text-sm text-ink-muted">
          Also blocked here already:{' '}
          {alreadyBlocked
            .map((conflict) => formatNightRange(conflict.startDate, conflict.endDate))
            .join('; ')}
          .
        </p>
      ) : null}
    </li>
  );
}

function AddFeedForm({
  suiteId,
  onAdded,
}: {
  suiteId: string;
  onAdded: (message: string) => void;
}) {
  const add = useAddChannelFeed(suiteId);
  const form = useSchemaForm(channelImportInputSchema, {
    initialValues: { url: '' },
    onSubmit: async ({ url }, { setValues }) => {
      const channels = await add.mutateAsync(url.trim());
      setValues({ url: '' });
      const feed = channels?.imports.find((entry) => entry.url === url.trim());
      onAdded(
        feed?.lastStatus === 'failed'
          ? `Added, but the first fetch failed: ${feed.lastError}.`
          : `Added and fetched: ${plural(feed?.eventCount ?? 0, 'stay', 'stays')} blocked.`,
      );
      return channels;
    },
    failureMessage: 'We could not add this feed. Please try again.',
    clearFailureOnChange: true,
  });
  return (
    <StaffPanelForm
      form={form}
      label="Add a channel feed"
      title="Import a channel’s calendar"
      submit={{ label: 'Add Feed', icon: Link2, pendingLabel: 'Fetching…' }}
    >
      <TextField
        form={form}
        name="url"
        label="Feed address"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://…/calendar.ics"
        hint="The iCal (.ics) export link Booking.com, Airbnb or another channel gives for this suite"
      />
    </StaffPanelForm>
  );
}

/**
 * Channel sync by iCal for one suite: the secret address channels read this suite's taken nights
 * from, and the channels' own feeds it reads, with each fetch's outcome and any night sold twice.
 */
export function SuiteChannels({ suiteId }: { suiteId: string }) {
  const channels = useSuiteChannels(suiteId);
  const sync = useSyncChannels(suiteId);
  const remove = useRemoveChannelFeed(suiteId);
  const renew = useRenewExportAddress(suiteId);
  const [status, setStatus] = useState<string>();

  return (
    <StaffPanel
      query={channels}
      noun="channels"
      placeholder={{ height: 'h-40' }}
      status={status}
      form={<AddFeedForm suiteId={suiteId} onAdded={setStatus} />}
    >
      {({ exportUrl, imports }) => (
        <>
          <div className="grid gap-3 border border-rule bg-ivory p-4 sm:p-6">
            <p className="text-xs font-medium uppercase tracking-[0.16em] text-brass-dark">
              This suite’s calendar, for channels
            </p>
            <label htmlFor={`export-${suiteId}`} className="text-sm text-ink-muted">
              Give this address to each channel as the suite’s iCal import link. It lists booked and
              blocked nights, without guests’ names. Keep it private.
            </label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <input
                id={`export-${suiteId}`}
                readOnly
                value={exportUrl}
                className="field-input min-w-0 flex-1 font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button
                variant="outline"
                size="sm"
                onClick={async () => {
                  await navigator.clipboard?.writeText(exportUrl);
                  setStatus('The address is copied.');
                }}
              >
                <Copy aria-hidden="true" className="size-4" strokeWidth={1.5} />
                Copy
              </Button>
              <ConfirmDialog
                trigger="New Address"
                triggerClassName="inline-flex min-h-10 items-center justify-center rounded-[2px] border border-forest px-4 text-xs font-medium uppercase tracking-[0.16em] text-forest hover:bg-forest hover:text-ivory"
                title="Give the calendar a new address?"
                description={
                  <p>
                    The current address stops working at once: every channel that reads it must be
                    given the new one.
                  </p>
                }
                confirmLabel="Yes, New Address"
                onConfirm={async () => {
                  await renew.mutateAsync(undefined);
                  setStatus('The calendar has a new address. Give it to each channel.');
                }}
              />
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-muted">
              Channels’ calendars are fetched every 15 minutes; their nights become blocks here.
            </p>
            {imports.length > 0 ? (
              <Button
                variant="outline"
                size="sm"
                disabled={sync.isPending}
                onClick={async () => {
                  await sync.mutateAsync(undefined).catch(() => null);
                  setStatus('The channels’ calendars are fetched again.');
                }}
              >
                <RefreshCw aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {sync.isPending ? 'Fetching…' : 'Sync Now'}
              </Button>
            ) : null}
          </div>
          {imports.length === 0 ? (
            <StaffPanelEmpty>
              No channel calendars yet: only this site sells the suite.
            </StaffPanelEmpty>
          ) : (
            <ul aria-label="Channel calendars" className="grid gap-3">
              {imports.map((feed) => (
                <FeedRow
                  key={feed.id}
                  feed={feed}
                  onRemove={async () => {
                    await remove.mutateAsync(feed.id);
                    setStatus('The feed is removed; the nights it blocked are open again.');
                  }}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </StaffPanel>
  );
}
