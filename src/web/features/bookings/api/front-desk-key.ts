import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * Every front-desk answer (the day's lists, the calendar) sits under this key, which a booking
 * write reads again. Its own file: the guest's booking code needs the key, not the front desk.
 */
export const frontDeskKey = queryKeys.frontDesk;
