import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Copy from 'lucide-react/icons/copy';
import Link2 from 'lucide-react/icons/link-2';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { type ChannelImport, channelImportInputSchema } from '#shared/channels.ts';
import { INTL_LOCALES } from '#shared/locale.ts';
import { defineMessages } from '#shared/messages.ts';
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
import { locale, t } from '#web/lib/intl.ts';

const messages = defineMessages({
  notFetched: { id: 'suitesAdmin.channels.notFetched', defaultMessage: 'Not fetched yet.' },
  failed: {
    id: 'suitesAdmin.channels.failed',
    defaultMessage: 'Failed {when}: {error}. The nights it blocked before stay blocked.',
  },
  fetched: {
    id: 'suitesAdmin.channels.fetched',
    defaultMessage: 'Fetched {when}: {count, plural, one {# stay} other {# stays}} blocked.',
  },
  remove: { id: 'suitesAdmin.channels.remove', defaultMessage: 'Remove' },
  removeLabel: { id: 'suitesAdmin.channels.removeLabel', defaultMessage: 'Stop importing {url}' },
  removeTitle: {
    id: 'suitesAdmin.channels.removeTitle',
    defaultMessage: 'Stop importing this feed?',
  },
  removeText: {
    id: 'suitesAdmin.channels.removeText',
    defaultMessage:
      'The nights this channel blocked open again at once. Remove the suite from the channel too, or it may sell nights guests can book here.',
  },
  removeConfirm: {
    id: 'suitesAdmin.channels.removeConfirm',
    defaultMessage: 'Yes, Remove the feed',
  },
  soldTwice: {
    id: 'suitesAdmin.channels.soldTwice',
    defaultMessage: 'Sold twice: the channel holds nights a guest booked here.',
  },
  conflict: {
    id: 'suitesAdmin.channels.conflict',
    defaultMessage: '{range}: booking {reference} here, “{summary}” at the channel',
  },
  soldTwiceAdvice: {
    id: 'suitesAdmin.channels.soldTwiceAdvice',
    defaultMessage: 'Move one of the stays, or call the guest or the channel.',
  },
  alreadyBlocked: {
    id: 'suitesAdmin.channels.alreadyBlocked',
    defaultMessage: 'Also blocked here already: {ranges}.',
  },
  addedFailed: {
    id: 'suitesAdmin.channels.addedFailed',
    defaultMessage: 'Added, but the first fetch failed: {error}.',
  },
  added: {
    id: 'suitesAdmin.channels.added',
    defaultMessage: 'Added and fetched: {count, plural, one {# stay} other {# stays}} blocked.',
  },
  addFailed: {
    id: 'suitesAdmin.channels.addFailed',
    defaultMessage: 'We could not add this feed. Please try again.',
  },
  formLabel: { id: 'suitesAdmin.channels.formLabel', defaultMessage: 'Add a channel feed' },
  formTitle: {
    id: 'suitesAdmin.channels.formTitle',
    defaultMessage: 'Import a channel’s calendar',
  },
  addFeed: { id: 'suitesAdmin.channels.addFeed', defaultMessage: 'Add Feed' },
  fetching: { id: 'suitesAdmin.channels.fetching', defaultMessage: 'Fetching…' },
  feedAddress: { id: 'suitesAdmin.channels.feedAddress', defaultMessage: 'Feed address' },
  feedAddressHint: {
    id: 'suitesAdmin.channels.feedAddressHint',
    defaultMessage:
      'The iCal (.ics) export link Booking.com, Airbnb or another channel gives for this suite',
  },
  noun: { id: 'suitesAdmin.channels.noun', defaultMessage: 'channels' },
  exportTitle: {
    id: 'suitesAdmin.channels.exportTitle',
    defaultMessage: 'This suite’s calendar, for channels',
  },
  exportText: {
    id: 'suitesAdmin.channels.exportText',
    defaultMessage:
      'Give this address to each channel as the suite’s iCal import link. It lists booked and blocked nights, without guests’ names. Keep it private.',
  },
  copied: { id: 'suitesAdmin.channels.copied', defaultMessage: 'The address is copied.' },
  copy: { id: 'suitesAdmin.channels.copy', defaultMessage: 'Copy' },
  newAddress: { id: 'suitesAdmin.channels.newAddress', defaultMessage: 'New Address' },
  newAddressTitle: {
    id: 'suitesAdmin.channels.newAddressTitle',
    defaultMessage: 'Give the calendar a new address?',
  },
  newAddressText: {
    id: 'suitesAdmin.channels.newAddressText',
    defaultMessage:
      'The current address stops working at once: every channel that reads it must be given the new one.',
  },
  newAddressConfirm: {
    id: 'suitesAdmin.channels.newAddressConfirm',
    defaultMessage: 'Yes, New Address',
  },
  newAddressDone: {
    id: 'suitesAdmin.channels.newAddressDone',
    defaultMessage: 'The calendar has a new address. Give it to each channel.',
  },
  schedule: {
    id: 'suitesAdmin.channels.schedule',
    defaultMessage:
      'Channels’ calendars are fetched every 15 minutes; their nights become blocks here.',
  },
  synced: {
    id: 'suitesAdmin.channels.synced',
    defaultMessage: 'The channels’ calendars are fetched again.',
  },
  syncNow: { id: 'suitesAdmin.channels.syncNow', defaultMessage: 'Sync Now' },
  empty: {
    id: 'suitesAdmin.channels.empty',
    defaultMessage: 'No channel calendars yet: only this site sells the suite.',
  },
  listLabel: { id: 'suitesAdmin.channels.listLabel', defaultMessage: 'Channel calendars' },
  removed: {
    id: 'suitesAdmin.channels.removed',
    defaultMessage: 'The feed is removed; the nights it blocked are open again.',
  },
});

/** Made on first use: making a formatter costs far more than using it. */
let dateTime: Intl.DateTimeFormat | undefined;

/** When a feed was fetched, as the page's language writes a date and time. */
function formatWhen(at: string): string {
  dateTime ??= new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return dateTime.format(new Date(at));
}

/** The last fetch of a feed, in a line: when, and what came of it. */
function FetchLine({ feed }: { feed: ChannelImport }) {
  if (!feed.lastSyncedAt || !feed.lastStatus) {
    return <p className="text-sm text-ink-muted">{t(messages.notFetched)}</p>;
  }
  const when = formatWhen(feed.lastSyncedAt);
  if (feed.lastStatus === 'failed') {
    return (
      <p className="flex items-start gap-2 text-sm text-danger">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t(messages.failed, { when, error: feed.lastError })}</span>
      </p>
    );
  }
  return (
    <p className="text-sm text-ink-muted">
      {t(messages.fetched, { when, count: feed.eventCount })}
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
              {t(messages.remove)}
            </>
          }
          triggerLabel={t(messages.removeLabel, { url: feed.url })}
          triggerClassName={staffButton('danger', 'shrink-0 self-start')}
          title={t(messages.removeTitle)}
          description={<p>{t(messages.removeText)}</p>}
          confirmLabel={t(messages.removeConfirm)}
          onConfirm={onRemove}
        />
      </div>
      {doubleSold.length > 0 ? (
        <FormAlert>
          <p className="font-medium">{t(messages.soldTwice)}</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {doubleSold.map((conflict) => (
              <li key={`${conflict.startDate}-${conflict.reference}`}>
                {t(messages.conflict, {
                  range: formatNightRange(conflict.startDate, conflict.endDate),
                  reference: conflict.reference,
                  summary: conflict.summary,
                })}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-sm">{t(messages.soldTwiceAdvice)}</p>
        </FormAlert>
      ) : null}
      {alreadyBlocked.length > 0 ? (
        <p className="text-sm text-ink-muted">
          {t(messages.alreadyBlocked, {
            ranges: alreadyBlocked
              .map((conflict) => formatNightRange(conflict.startDate, conflict.endDate))
              .join('; '),
          })}
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
          ? t(messages.addedFailed, { error: feed.lastError })
          : t(messages.added, { count: feed?.eventCount ?? 0 }),
      );
      return channels;
    },
    failureMessage: t(messages.addFailed),
    clearFailureOnChange: true,
  });
  return (
    <StaffPanelForm
      form={form}
      label={t(messages.formLabel)}
      title={t(messages.formTitle)}
      submit={{ label: t(messages.addFeed), icon: Link2, pendingLabel: t(messages.fetching) }}
    >
      <TextField
        form={form}
        name="url"
        label={t(messages.feedAddress)}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://…/calendar.ics"
        hint={t(messages.feedAddressHint)}
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
      noun={t(messages.noun)}
      placeholder={{ height: 'h-40' }}
      status={status}
      form={<AddFeedForm suiteId={suiteId} onAdded={setStatus} />}
    >
      {({ exportUrl, imports }) => (
        <>
          <div className="grid gap-3 border border-rule bg-ivory p-4 sm:p-6">
            <p className="text-xs font-medium uppercase tracking-[0.16em] text-brass-dark">
              {t(messages.exportTitle)}
            </p>
            <label htmlFor={`export-${suiteId}`} className="text-sm text-ink-muted">
              {t(messages.exportText)}
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
                  setStatus(t(messages.copied));
                }}
              >
                <Copy aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t(messages.copy)}
              </Button>
              <ConfirmDialog
                trigger={t(messages.newAddress)}
                triggerClassName="inline-flex min-h-10 items-center justify-center rounded-[2px] border border-forest px-4 text-xs font-medium uppercase tracking-[0.16em] text-forest hover:bg-forest hover:text-ivory"
                title={t(messages.newAddressTitle)}
                description={<p>{t(messages.newAddressText)}</p>}
                confirmLabel={t(messages.newAddressConfirm)}
                onConfirm={async () => {
                  await renew.mutateAsync(undefined);
                  setStatus(t(messages.newAddressDone));
                }}
              />
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-muted">{t(messages.schedule)}</p>
            {imports.length > 0 ? (
              <Button
                variant="outline"
                size="sm"
                disabled={sync.isPending}
                onClick={async () => {
                  await sync.mutateAsync(undefined).catch(() => null);
                  setStatus(t(messages.synced));
                }}
              >
                <RefreshCw aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {sync.isPending ? t(messages.fetching) : t(messages.syncNow)}
              </Button>
            ) : null}
          </div>
          {imports.length === 0 ? (
            <StaffPanelEmpty>{t(messages.empty)}</StaffPanelEmpty>
          ) : (
            <ul aria-label={t(messages.listLabel)} className="grid gap-3">
              {imports.map((feed) => (
                <FeedRow
                  key={feed.id}
                  feed={feed}
                  onRemove={async () => {
                    await remove.mutateAsync(feed.id);
                    setStatus(t(messages.removed));
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
