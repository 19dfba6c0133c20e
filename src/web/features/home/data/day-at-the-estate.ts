export const dayAtTheEstate = {
  eyebrow: 'The rhythm of the house',
  title: 'A Day at Chandrabati',
  moments: [
    {
      time: '6 am',
      title: 'Mist & first flush',
      text: 'A walk through the tea rows with our estate manager, a plucking lesson, and tea in the garden factory.',
    },
    {
      time: '1 pm',
      title: 'A long lunch',
      text: 'Sylheti dishes on the veranda, then a siesta, the library, or the pool beneath the mango trees.',
    },
    {
      time: '4 pm',
      title: 'The Bathing House',
      text: 'An hour at the spa, or bicycles down the quiet lanes to the lake at Madhabpur.',
    },
    {
      time: '7 pm',
      title: 'Lanterns at dusk',
      text: 'Music in the courtyard on winter evenings, and supper by lantern light as the crickets begin.',
    },
  ],
};
