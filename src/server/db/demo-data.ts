import type { NewReviewRow, NewSuiteRow } from './schema.ts';

type DemoSuite = Omit<NewSuiteRow, 'imagePath'>;

/** The demo hotel's suites: Chandrabati Heritage Resort, a zamindar estate outside Sreemangal. */
export const demoSuites: DemoSuite[] = [
  {
    slug: 'tea-terrace-single',
    address: 'Tea Terrace wing, upper floor',
    name: 'Tea Terrace Single',
    bed: '1 Single Bed',
    capacity: 1,
    sizeSqft: 280,
    rating: 4,
    pricePerNight: 8000,
    description:
      'A quiet room for the solo traveller on the upper terrace, with a writing desk facing the tea rows, a reading lamp of hand-beaten brass and a rain shower finished in local slate. Mornings begin with a pot of estate-picked tea brought to your door.',
  },
  {
    slug: 'courtyard-single',
    address: 'Courtyard wing, first floor',
    name: 'Courtyard Single',
    bed: '1 Single Bed',
    capacity: 1,
    sizeSqft: 300,
    rating: 4,
    pricePerNight: 9500,
    description:
      'Set around the old inner courtyard where the zamindar family once held their evening music, this room keeps its lime-plastered walls and carved teak shutters. A single bed dressed in Rajshahi silk, a cane lounger and the sound of the fountain below.',
  },
  {
    slug: 'lotus-pond-double',
    address: 'Lotus Pond deck, ground floor',
    name: 'Lotus Pond Double',
    bed: '1 Double Bed',
    capacity: 2,
    sizeSqft: 420,
    rating: 5,
    pricePerNight: 14500,
    description:
      'French windows open onto a private deck above the lotus pond, where kingfishers hunt at dawn. The double bed sits beneath a hand-painted ceiling of the estate’s original pattern, with a deep soaking tub and a daybed for long afternoons.',
  },
  {
    slug: 'bamboo-grove-double',
    address: 'Bamboo Grove cottages',
    name: 'Bamboo Grove Double',
    bed: '1 Double Bed',
    capacity: 2,
    sizeSqft: 400,
    rating: 4,
    pricePerNight: 13000,
    description:
      'Screened by a grove of golden bamboo, this cottage-style room is the resort’s most secluded. Woven jute floors, an open-air shower walled in bamboo and a double bed with a mosquito canopy of fine muslin make it a favourite of honeymooners.',
  },
  {
    slug: 'heritage-twin-room',
    address: 'East wing, first floor',
    name: 'Heritage Twin Room',
    bed: '2 Single Bed',
    capacity: 2,
    sizeSqft: 450,
    rating: 4,
    pricePerNight: 12000,
    description:
      'Two single beds of carved rosewood in a high-ceilinged room of the original east wing, restored with its mosaic floor and stained-glass fanlights. Ideal for friends or colleagues, with twin writing desks and a veranda shared with the garden.',
  },
  {
    slug: 'garden-king-suite',
    address: 'Garden wing, ground floor',
    name: 'Garden King Suite',
    bed: '1 King Bed',
    capacity: 2,
    sizeSqft: 560,
    rating: 5,
    pricePerNight: 18500,
    description:
      'A king bed faces tall arched windows over the formal garden of frangipani and hibiscus. The suite has a sitting room with a gramophone and a curated shelf of Bengali literature in translation, and a marble bathroom with a claw-foot tub.',
  },
  {
    slug: 'monsoon-veranda-suite',
    address: 'West wing, first floor',
    name: 'Monsoon Veranda Suite',
    bed: '1 King Bed',
    capacity: 3,
    sizeSqft: 640,
    rating: 5,
    pricePerNight: 22000,
    description:
      'Built for the rains: a wraparound veranda with a swing seat where you can watch monsoon clouds roll over the Lawachara hills. A king bed, a day sofa that becomes a bed for a third guest, and a copper bathtub by a window onto the forest.',
  },
  {
    slug: 'hillview-twin-suite',
    address: 'Hillview wing, second floor',
    name: 'Hillview Twin Suite',
    bed: '2 Single Bed',
    capacity: 3,
    sizeSqft: 600,
    rating: 4,
    pricePerNight: 19500,
    description:
      'On the top floor of the west wing, two single beds and a window seat large enough to sleep on look out over tea slopes to the hills of the Indian border. A family favourite, with a sitting area, board games and a telescope for the night sky.',
  },
  {
    slug: 'rajbari-royal-suite',
    address: 'Rajbari main house, first floor',
    name: 'Rajbari Royal Suite',
    bed: '2 King Bed',
    capacity: 4,
    sizeSqft: 980,
    rating: 5,
    pricePerNight: 38000,
    description:
      'The former apartments of the zamindar’s eldest son: two king bedrooms joined by a drawing room with its original chandelier, a dining alcove for private meals cooked by our chef, and a balcony over the great lawn where evening tea is served.',
  },
  {
    slug: 'chandrabati-presidential-suite',
    address: 'Rajbari main house, top floor',
    name: 'Chandrabati Presidential Suite',
    bed: '2 King Bed',
    capacity: 4,
    sizeSqft: 1450,
    rating: 5,
    pricePerNight: 60000,
    description:
      'Our finest rooms occupy the whole first floor of the central hall: two king bedrooms, a library, a private plunge pool on the moonlit terrace that gives the estate its name, a butler on call through the night and a car for excursions to the tea gardens.',
  },
  {
    slug: 'zamindar-grand-suite',
    address: 'Zamindar wing, first floor',
    name: 'Zamindar Grand Suite',
    bed: '2 King Bed',
    capacity: 5,
    sizeSqft: 1200,
    rating: 5,
    pricePerNight: 45000,
    description:
      'Once the hall where the estate received its guests, now a suite for a family of five: two king bedrooms, a day bed in the reading room, a long dining table of jackfruit wood and a private garden with a hammock strung between two ancient mango trees.',
  },
  {
    slug: 'planters-family-suite',
    address: 'Planters bungalow, ground floor',
    name: 'Planters Family Suite',
    bed: '2 King Bed',
    capacity: 5,
    sizeSqft: 1050,
    rating: 4,
    pricePerNight: 32000,
    description:
      'In the restored planter’s bungalow at the edge of the estate, two king bedrooms open onto a shared living room with a fireplace for cool winter nights. Children love the tree-house lookout; parents love the quiet garden and the walk to the pool.',
  },
];

/** Demo testimonials, oldest first; photos are the generated guest portraits. */
export const demoReviews: NewReviewRow[] = [
  {
    name: 'Farhana Rahman',
    address: 'Dhaka, Bangladesh',
    rating: 5,
    comment:
      'We came for two nights and stayed five. Waking to mist over the tea gardens, breakfast on the veranda and staff who remembered how we take our tea: nothing we have found in Dhaka compares.',
    photo: '/images/guests/guest-1.webp',
  },
  {
    name: 'James Whitcombe',
    address: 'Edinburgh, United Kingdom',
    rating: 5,
    comment:
      'The restoration of the old house is done with real care: the mosaic floors, the shutters, the library. The guided walk through Lawachara forest with the resort naturalist was the highlight of our trip to Bangladesh.',
    photo: '/images/guests/guest-2.webp',
  },
  {
    name: 'Nusrat Jahan',
    address: 'Chattogram, Bangladesh',
    rating: 4,
    comment:
      'A perfect family weekend. The children spent hours in the pool and the tree house while we read in the garden. The Planters Family Suite was spacious and spotless.',
    photo: '/images/guests/guest-3.webp',
  },
  {
    name: 'Arjun Mehta',
    address: 'Kolkata, India',
    rating: 5,
    comment:
      'The kitchen cooked us a Sylheti feast of shatkora beef and fresh river fish that I still think about. Service was warm without ever being intrusive.',
    photo: '/images/guests/guest-4.webp',
  },
  {
    name: 'Sabrina Chowdhury',
    address: 'Sylhet, Bangladesh',
    rating: 5,
    comment:
      'We celebrated our anniversary in the Lotus Pond Double. Candles on the deck, the pond full of blossoms, and a cake we never asked for. Thank you to the whole team.',
    photo: '/images/guests/guest-5.webp',
  },
  {
    name: 'Ayesha Siddiqua',
    address: 'Kuala Lumpur, Malaysia',
    rating: 5,
    comment:
      'Quiet, elegant and deeply rooted in its place. The seven-layer tea in Sreemangal, the spa’s mustard-oil massage and the moonlit terrace made this the calmest week of my year.',
    photo: '/images/guests/guest-6.webp',
  },
];

/**
 * The extras of the home page's Extra Services, priced per day as the spec shows them (room
 * cleaning 50, cloth washing 40, drinks included 60; the other three are the demo hotel's):
 * charged each night of the stay.
 */
export const demoExtras = [
  { name: 'Room Cleaning', price: 50, unit: 'night', position: 1 },
  { name: 'Cloth Washing', price: 40, unit: 'night', position: 2 },
  { name: 'Drinks Included', price: 60, unit: 'night', position: 3 },
  { name: 'Breakfast in Bed', price: 70, unit: 'night', position: 4 },
  { name: 'Bicycle Hire', price: 30, unit: 'night', position: 5 },
  { name: 'Spa Access', price: 90, unit: 'night', position: 6 },
] as const;
