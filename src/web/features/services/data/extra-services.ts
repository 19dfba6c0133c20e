/**
 * The extra services guests can add to a stay, priced per day in BDT. Room cleaning (50), cloth
 * washing (40) and drinks included (60) are the spec's; the other three are the demo hotel's.
 */
import type { Message } from '#shared/messages.ts';

export interface ExtraService {
  id: string;
  name: Message;
  /** Whole BDT per day. */
  pricePerDay: number;
  /** Base path of the image files: `<base>-480.webp`, `<base>-960.webp` (3:2). */
  image: string;
  features: [Message, Message, Message];
}

export const extraServices: ExtraService[] = [
  {
    id: 'room-cleaning',
    name: { id: 'services.extraServices.roomCleaningName', defaultMessage: 'Room Cleaning' },
    pricePerDay: 50,
    image: '/images/services/room-cleaning',
    features: [
      {
        id: 'services.extraServices.roomCleaningFeature1',
        defaultMessage: 'Housekeeping twice a day, at the hours you choose',
      },
      {
        id: 'services.extraServices.roomCleaningFeature2',
        defaultMessage: 'Evening turndown with a flask of tea at the bedside',
      },
      {
        id: 'services.extraServices.roomCleaningFeature3',
        defaultMessage: 'Fresh garden flowers every morning',
      },
    ],
  },
  {
    id: 'cloth-washing',
    name: { id: 'services.extraServices.clothWashingName', defaultMessage: 'Cloth Washing' },
    pricePerDay: 40,
    image: '/images/services/cloth-washing',
    features: [
      {
        id: 'services.extraServices.clothWashingFeature1',
        defaultMessage: 'Washed by hand, dried in the garden sun',
      },
      {
        id: 'services.extraServices.clothWashingFeature2',
        defaultMessage: 'Pressed and returned the same evening',
      },
      {
        id: 'services.extraServices.clothWashingFeature3',
        defaultMessage: 'Gentle care for silk, muslin and Jamdani',
      },
    ],
  },
  {
    id: 'drinks-included',
    name: { id: 'services.extraServices.drinksIncludedName', defaultMessage: 'Drinks Included' },
    pricePerDay: 60,
    image: '/images/services/drinks-included',
    features: [
      {
        id: 'services.extraServices.drinksIncludedFeature1',
        defaultMessage: 'Estate teas, fresh juices and coffee all day',
      },
      {
        id: 'services.extraServices.drinksIncludedFeature2',
        defaultMessage: 'Lemongrass coolers by the pool',
      },
      {
        id: 'services.extraServices.drinksIncludedFeature3',
        defaultMessage: 'A stocked minibar, refilled daily',
      },
    ],
  },
  {
    id: 'breakfast-in-bed',
    name: { id: 'services.extraServices.breakfastInBedName', defaultMessage: 'Breakfast in Bed' },
    pricePerDay: 70,
    image: '/images/services/breakfast-in-bed',
    features: [
      {
        id: 'services.extraServices.breakfastInBedFeature1',
        defaultMessage: 'Served in your suite at any hour you like',
      },
      {
        id: 'services.extraServices.breakfastInBedFeature2',
        defaultMessage: 'Parathas, eggs, fruit and the morning’s first flush',
      },
      {
        id: 'services.extraServices.breakfastInBedFeature3',
        defaultMessage: 'A menu for children on request',
      },
    ],
  },
  {
    id: 'bicycle-hire',
    name: { id: 'services.extraServices.bicycleHireName', defaultMessage: 'Bicycle Hire' },
    pricePerDay: 30,
    image: '/images/services/bicycle-hire',
    features: [
      {
        id: 'services.extraServices.bicycleHireFeature1',
        defaultMessage: 'Sturdy bicycles with baskets and lights',
      },
      {
        id: 'services.extraServices.bicycleHireFeature2',
        defaultMessage: 'Maps of the quiet lanes through the gardens',
      },
      {
        id: 'services.extraServices.bicycleHireFeature3',
        defaultMessage: 'Helmets and a water flask included',
      },
    ],
  },
  {
    id: 'spa-access',
    name: { id: 'services.extraServices.spaAccessName', defaultMessage: 'Spa Access' },
    pricePerDay: 90,
    image: '/images/services/spa-access',
    features: [
      {
        id: 'services.extraServices.spaAccessFeature1',
        defaultMessage: 'The steam room and plunge pool of the Bathing House',
      },
      {
        id: 'services.extraServices.spaAccessFeature2',
        defaultMessage: 'One thirty-minute massage with tea-seed oil',
      },
      {
        id: 'services.extraServices.spaAccessFeature3',
        defaultMessage: 'Herbal tea and towels warmed in winter',
      },
    ],
  },
];
