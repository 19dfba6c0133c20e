import { defineMessages } from '#shared/messages.ts';

/**
 * A stay's fields in the spec's words, wherever a stay is chosen or shown: the search, a suite's
 * page, a result card. The options keep the spec's "2 Adults" / "1 Children" for any count.
 */
export const stayFieldMessages = defineMessages({
  checkIn: { id: 'booking.stayFields.checkIn', defaultMessage: 'Check In' },
  checkOut: { id: 'booking.stayFields.checkOut', defaultMessage: 'Check Out' },
  adult: { id: 'booking.stayFields.adult', defaultMessage: 'Adult' },
  children: { id: 'booking.stayFields.children', defaultMessage: 'Children' },
  adultsOption: {
    id: 'booking.stayFields.adultsOption',
    description: 'The spec’s wording, the same for any count: "1 Adults", "2 Adults".',
    defaultMessage: '{count, number} Adults',
  },
  childrenOption: {
    id: 'booking.stayFields.childrenOption',
    description: 'The spec’s wording, the same for any count: "0 Children", "1 Children".',
    defaultMessage: '{count, number} Children',
  },
});
