/** What search results and link previews say about the site when a page says nothing more. */
export const defaultDescription =
  'Luxury suites in a restored zamindar estate among the tea gardens of Sreemangal, Bangladesh. Heritage rooms, estate kitchen, spa and pool; book direct for the best rate.';

/** The image link previews show (1200 × 630). */
export const shareImage = '/images/og-image.jpg';
