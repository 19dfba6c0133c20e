export const interiorGallery = {
  eyebrow: { id: 'home.interiorGallery.eyebrow', defaultMessage: 'Inside the house' },
  title: { id: 'home.interiorGallery.title', defaultMessage: 'Interiors of the Estate' },
  text: {
    id: 'home.interiorGallery.text',
    defaultMessage:
      'Teak from the estate’s own forest, Italian tiles brought up the Surma by boat in 1890, and the light of the tea gardens through tall shuttered windows.',
  },
  /** Rooms of the house, the first one large; files `/images/interiors/<slug>-<480|960>.webp`. */
  rooms: [
    {
      slug: 'great-hall',
      alt: {
        id: 'home.interiorGallery.greatHallAlt',
        defaultMessage:
          'The blue sitting room: two armchairs by an arched window, lit by a lantern',
      },
    },
    {
      slug: 'veranda',
      alt: {
        id: 'home.interiorGallery.verandaAlt',
        defaultMessage: 'Two green armchairs and a low table in a bright room under teak beams',
      },
    },
    {
      slug: 'library',
      alt: {
        id: 'home.interiorGallery.libraryAlt',
        defaultMessage: 'The library: tall bookcases and two reading chairs on a red rug',
      },
    },
    {
      slug: 'bath',
      alt: {
        id: 'home.interiorGallery.bathAlt',
        defaultMessage: 'A roll-top bath by candlelight in a crimson room under a chandelier',
      },
    },
    {
      slug: 'dining-room',
      alt: {
        id: 'home.interiorGallery.diningRoomAlt',
        defaultMessage: 'The dining room: a long table laid with candles beside a garden window',
      },
    },
    {
      slug: 'staircase',
      alt: {
        id: 'home.interiorGallery.staircaseAlt',
        defaultMessage: 'The reading room: bookcases and two blue armchairs under a beamed ceiling',
      },
    },
  ],
};
