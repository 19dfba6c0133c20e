import { defineMessages } from './messages.ts';

/**
 * What the hotel says of itself in words, in each language (decision 049): its English here,
 * its other languages in lang/<locale>/hotel.json.
 */
const words = defineMessages({
  tagline: {
    id: 'hotel.tagline',
    defaultMessage: 'A restored zamindar estate among the tea gardens of Sreemangal',
  },
  street: { id: 'hotel.address.street', defaultMessage: 'Radhanagar Road' },
  locality: { id: 'hotel.address.locality', defaultMessage: 'Sreemangal 3210' },
  region: { id: 'hotel.address.region', defaultMessage: 'Moulvibazar' },
  country: { id: 'hotel.address.country', defaultMessage: 'Bangladesh' },
  checkIn: { id: 'hotel.checkIn', defaultMessage: '2 pm' },
  checkOut: { id: 'hotel.checkOut', defaultMessage: '12 noon' },
  byTrain: {
    id: 'hotel.directions.train',
    defaultMessage:
      'By train, the Parabat and Upaban expresses from Dhaka stop at Sreemangal station, twenty minutes from the estate; by air, Osmani International Airport in Sylhet is two hours away. We collect guests from either on request.',
  },
  byRoad: {
    id: 'hotel.directions.road',
    defaultMessage:
      'By road from Dhaka (about four hours), take the Dhaka–Sylhet highway to Shaistaganj, then the Sreemangal road; at the Radhanagar tea-estate gate, the lane to the house is on your left.',
  },
  ceoName: { id: 'hotel.ceo.name', defaultMessage: 'Anisur Rahman Chowdhury' },
  ceoTitle: { id: 'hotel.ceo.title', defaultMessage: 'CEO' },
});

/**
 * The hotel the site belongs to. Suitebook is the software; these are the demo hotel's details,
 * kept in one place so another hotel changes them here only (and its words' translations in
 * lang/). Its name is its brand, written as the hotel writes it in every language.
 */
export const hotel = {
  name: 'Chandrabati Heritage Resort',
  shortName: 'Chandrabati',
  /** The hotel's id in Google Hotels' feeds (hotel list and prices): never changes once sent. */
  googleHotelId: 'chandrabati',
  tagline: words.tagline,
  address: {
    street: words.street,
    locality: words.locality,
    region: words.region,
    country: words.country,
  },
  /** The address as the gateway and other outside services take it: in English. */
  postalAddress: {
    street: words.street.defaultMessage,
    locality: words.locality.defaultMessage,
    region: words.region.defaultMessage,
    country: words.country.defaultMessage,
  },
  /** ISO 3166 country code and postal code, for search engines' and Google Hotels' feeds. */
  countryCode: 'BD',
  postalCode: '3210',
  /** Where the house stands (the Radhanagar tea estate, Sreemangal). */
  geo: { latitude: 24.3076, longitude: 91.7315 },
  phone: { display: '+880 1711-245 880', href: 'tel:+8801711245880', e164: '+8801711245880' },
  /** When a suite is ready, and until when it is kept on the day of departure (the FAQ's times). */
  checkIn: { from: '14:00', display: words.checkIn },
  checkOut: { until: '12:00', display: words.checkOut },
  /** How to reach the house, as the contact page tells it: the mail before arrival repeats it. */
  directions: [words.byTrain, words.byRoad],
  email: 'stay@chandrabati-resort.com.bd',
  ceo: { name: words.ceoName, title: words.ceoTitle },
  founded: 1891,
} as const;
