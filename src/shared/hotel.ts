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
  email: 'stay@chandrabati-resort.com.bd',
  ceo: { name: 'Anisur Rahman Chowdhury', title: 'CEO' },
  founded: 1891,
} as const;
