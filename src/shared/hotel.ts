/**
 * The hotel the site belongs to. Suitebook is the software; these are the demo hotel's details,
 * kept in one place so another hotel changes them here only.
 */
export const hotel = {
  name: 'Chandrabati Heritage Resort',
  shortName: 'Chandrabati',
  tagline: 'A restored zamindar estate among the tea gardens of Sreemangal',
  address: {
    street: 'Radhanagar Road',
    locality: 'Sreemangal 3210',
    region: 'Moulvibazar',
    country: 'Bangladesh',
  },
  phone: { display: '+880 1711-245 880', href: 'tel:+8801711245880' },
  /** When a suite is ready, and until when it is kept on the day of departure (the FAQ's times). */
  checkIn: { from: '14:00', display: '2 pm' },
  checkOut: { until: '12:00', display: '12 noon' },
  /** How to reach the house, as the contact page tells it: the mail before arrival repeats it. */
  directions: [
    'By train, the Parabat and Upaban expresses from Dhaka stop at Sreemangal station, twenty minutes from the estate; by air, Osmani International Airport in Sylhet is two hours away. We collect guests from either on request.',
    'By road from Dhaka (about four hours), take the Dhaka–Sylhet highway to Shaistaganj, then the Sreemangal road; at the Radhanagar tea-estate gate, the lane to the house is on your left.',
  ],
  email: 'stay@chandrabati-resort.com.bd',
  ceo: { name: 'Anisur Rahman Chowdhury', title: 'CEO' },
  founded: 1891,
} as const;
