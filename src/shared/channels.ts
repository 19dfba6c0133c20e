import * as z from 'zod/mini';
import { localizedLabels, saysText } from './labels.ts';
import { defineMessages } from './messages.ts';

const FEED_URL_MAX = 2000;

export const CHANNEL_MESSAGES = localizedLabels(
  defineMessages({
    url: {
      id: 'validation.channels.url',
      defaultMessage: 'Enter the feed’s address, starting with {https} or {http}',
    },
    urlLength: {
      id: 'validation.channels.urlLength',
      defaultMessage: 'Use at most {max, number, ::group-off} characters',
    },
    duplicate: {
      id: 'validation.channels.duplicate',
      defaultMessage: 'This suite already imports that feed',
    },
  }),
  { url: { https: 'https://', http: 'http://' }, urlLength: { max: FEED_URL_MAX } },
);

/** An OTA's iCal address: http(s) only, no user name or password in it. */
const feedUrlSchema = z.string(saysText(() => CHANNEL_MESSAGES.url)).check(
  z.maxLength(
    FEED_URL_MAX,
    saysText(() => CHANNEL_MESSAGES.urlLength),
  ),
  z.refine(
    (value) => {
      try {
        const url = new URL(value.trim());
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') &&
          url.hostname !== '' &&
          url.username === '' &&
          url.password === ''
        );
      } catch {
        return false;
      }
    },
    saysText(() => CHANNEL_MESSAGES.url),
  ),
);

/** `POST /api/admin/suites/:id/channels`. */
export const channelImportInputSchema = z.object({ url: feedUrlSchema });

/** A feed's event that could not become a block: the nights are a direct booking's, or blocked. */
const channelConflictSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  summary: z.string(),
  /** What holds those nights here: a direct booking (the danger: sold twice) or a block. */
  with: z.enum(['booking', 'block']),
  /** The direct booking's reference, when it is one. */
  reference: z.nullable(z.string()),
});
export type ChannelConflict = z.infer<typeof channelConflictSchema>;

const channelImportSchema = z.object({
  id: z.string(),
  url: z.string(),
  lastSyncedAt: z.nullable(z.iso.datetime()),
  lastStatus: z.nullable(z.enum(['ok', 'failed'])),
  lastError: z.nullable(z.string()),
  eventCount: z.int(),
  conflicts: z.array(channelConflictSchema),
});
export type ChannelImport = z.infer<typeof channelImportSchema>;

/** `GET /api/admin/suites/:id/channels`: the export feed's secret address and the imports. */
export const channelsSchema = z.object({
  exportUrl: z.string(),
  imports: z.array(channelImportSchema),
});
export type Channels = z.infer<typeof channelsSchema>;
