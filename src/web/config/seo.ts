import { paths } from '#shared/paths.ts';
import { hotel } from './hotel.ts';

/** What search results and link previews say about the site when a page says nothing more. */
export const defaultDescription =
  'Luxury suites in a restored zamindar estate among the tea gardens of Sreemangal, Bangladesh. Heritage rooms, estate kitchen, spa and pool; book direct for the best rate.';

/** The image link previews show (1200 × 630). */
export const shareImage = '/images/og-image.jpg';

/** Each public page's description, for search results and link previews. */
export const pageDescriptions: Record<string, string> = {
  [paths.home]: defaultDescription,
  [paths.allSuites]: `Search the twelve suites of ${hotel.name} by date and party size: rates per night in BDT, beds, size and live availability.`,
  [paths.about]: `The story of ${hotel.name}, a zamindar house of ${hotel.founded} among the tea gardens of Sreemangal, and its kitchen, pool, spa, library and tea-garden walks.`,
  [paths.contact]: `Call, write or visit ${hotel.name} in Sreemangal. Reception is open 24 hours; send us a message and we reply within the day.`,
  [paths.faq]: `Check-in times, getting to Sreemangal, children, what the rate includes and changing a booking at ${hotel.name}.`,
  [paths.teams]: `Meet the people of ${hotel.name}: our managers, chef, estate manager, spa director and guest relations team.`,
  [paths.feature]: `What every stay at ${hotel.name} includes: restored suites, a working tea garden, breakfast and afternoon tea, pool, spa and excursions.`,
  [paths.login]: `Log in to ${hotel.name} to see and manage your bookings.`,
  [paths.signUp]: `Create your ${hotel.name} account to book suites and manage your stays.`,
};

/** Pages that are personal or transient: kept out of search indexes. */
export function isPrivatePage(pathname: string) {
  const path = pathname.toLowerCase();
  return path.startsWith(paths.dashboard) || path.startsWith(paths.booking);
}
