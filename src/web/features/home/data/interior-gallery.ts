export const interiorGallery = {
  eyebrow: 'Inside the house',
  title: 'Interiors of the Estate',
  text: 'Teak from the estate’s own forest, Italian tiles brought up the Surma by boat in 1890, and the light of the tea gardens through tall shuttered windows.',
  /** Rooms of the house, the first one large; files `/images/interiors/<slug>-<480|960>.webp`. */
  rooms: [
    {
      slug: 'great-hall',
      alt: 'The blue sitting room: two armchairs by an arched window, lit by a lantern',
    },
    {
      slug: 'veranda',
      alt: 'Two green armchairs and a low table in a bright room under teak beams',
    },
    { slug: 'library', alt: 'The library: tall bookcases and two reading chairs on a red rug' },
    { slug: 'bath', alt: 'A roll-top bath by candlelight in a crimson room under a chandelier' },
    {
      slug: 'dining-room',
      alt: 'The dining room: a long table laid with candles beside a garden window',
    },
    {
      slug: 'staircase',
      alt: 'The reading room: bookcases and two blue armchairs under a beamed ceiling',
    },
  ],
};
