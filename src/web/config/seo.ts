import { defineMessages } from '#shared/messages.ts';

/**
 * What search results and link previews say about the site when a page says nothing more. The
 * build writes these into the page's HTML too (scripts/i18n/messages.ts, `localizedIndexHtml`).
 */
export const siteMessages = defineMessages({
  title: {
    id: 'site.title',
    defaultMessage: '{hotel} · Luxury suites in Sreemangal',
  },
  description: {
    id: 'site.description',
    defaultMessage:
      'Luxury suites in a restored zamindar estate among the tea gardens of Sreemangal, Bangladesh. Heritage rooms, estate kitchen, spa and pool; book direct for the best rate.',
  },
  home: { id: 'site.home', defaultMessage: '{hotel}, home' },
  shareImageAlt: {
    id: 'site.shareImageAlt',
    defaultMessage: 'The estate house of Chandrabati among the tea gardens at dusk',
  },
});

/** The image link previews show (1200 × 630). */
export const shareImage = '/images/og-image.jpg';
