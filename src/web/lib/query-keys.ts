/**
 * The first part of every query key, named once. A feature builds its own keys from its part;
 * another feature that must refresh that data (a staff edit changes what guests are shown) names
 * it from here too. A part renamed or taken away fails the typecheck wherever it is used, instead
 * of leaving a literal that silently matches nothing.
 */
export const queryKeys = {
  /** The signed-in user, and what is theirs alone (dropped when they sign out). */
  me: ['me'],
  /** Staff data (dropped when they sign out). */
  admin: ['admin'],
  suites: ['suites'],
  availability: ['availability'],
  quote: ['quote'],
  extras: ['extras'],
  charges: ['charges'],
  reviews: ['reviews'],
  bookings: ['bookings'],
  frontDesk: ['front-desk'],
  signInProviders: ['sign-in-providers'],
} as const;
