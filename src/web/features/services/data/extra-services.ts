/**
 * The extra services guests can add to a stay, priced per day in BDT. Room cleaning (50), cloth
 * washing (40) and drinks included (60) are the spec's; the other three are the demo hotel's.
 */
export interface ExtraService {
  id: string;
  name: string;
  /** Whole BDT per day. */
  pricePerDay: number;
  /** Base path of the image files: `<base>-480.webp`, `<base>-960.webp` (3:2). */
  image: string;
  features: [string, string, string];
}

export const extraServices: ExtraService[] = [
  {
    id: 'room-cleaning',
    name: 'Room Cleaning',
    pricePerDay: 50,
    image: '/images/services/room-cleaning',
    features: [
      'Housekeeping twice a day, at the hours you choose',
      'Evening turndown with a flask of tea at the bedside',
      'Fresh garden flowers every morning',
    ],
  },
  {
    id: 'cloth-washing',
    name: 'Cloth Washing',
    pricePerDay: 40,
    image: '/images/services/cloth-washing',
    features: [
      'Washed by hand, dried in the garden sun',
      'Pressed and returned the same evening',
      'Gentle care for silk, muslin and Jamdani',
    ],
  },
  {
    id: 'drinks-included',
    name: 'Drinks Included',
    pricePerDay: 60,
    image: '/images/services/drinks-included',
    features: [
      'Estate teas, fresh juices and coffee all day',
      'Lemongrass coolers by the pool',
      'A stocked minibar, refilled daily',
    ],
  },
  {
    id: 'breakfast-in-bed',
    name: 'Breakfast in Bed',
    pricePerDay: 70,
    image: '/images/services/breakfast-in-bed',
    features: [
      'Served in your suite at any hour you like',
      'Parathas, eggs, fruit and the morning’s first flush',
      'A menu for children on request',
    ],
  },
  {
    id: 'bicycle-hire',
    name: 'Bicycle Hire',
    pricePerDay: 30,
    image: '/images/services/bicycle-hire',
    features: [
      'Sturdy bicycles with baskets and lights',
      'Maps of the quiet lanes through the gardens',
      'Helmets and a water flask included',
    ],
  },
  {
    id: 'spa-access',
    name: 'Spa Access',
    pricePerDay: 90,
    image: '/images/services/spa-access',
    features: [
      'The steam room and plunge pool of the Bathing House',
      'One thirty-minute massage with tea-seed oil',
      'Herbal tea and towels warmed in winter',
    ],
  },
];
