export const dayAtTheEstate = {
  eyebrow: { id: 'home.dayAtTheEstate.eyebrow', defaultMessage: 'The rhythm of the house' },
  title: { id: 'home.dayAtTheEstate.title', defaultMessage: 'A Day at Chandrabati' },
  moments: [
    {
      time: { id: 'home.dayAtTheEstate.dawnTime', defaultMessage: '6 am' },
      title: { id: 'home.dayAtTheEstate.dawnTitle', defaultMessage: 'Mist & first flush' },
      text: {
        id: 'home.dayAtTheEstate.dawnText',
        defaultMessage:
          'A walk through the tea rows with our estate manager, a plucking lesson, and tea in the garden factory.',
      },
    },
    {
      time: { id: 'home.dayAtTheEstate.lunchTime', defaultMessage: '1 pm' },
      title: { id: 'home.dayAtTheEstate.lunchTitle', defaultMessage: 'A long lunch' },
      text: {
        id: 'home.dayAtTheEstate.lunchText',
        defaultMessage:
          'Sylheti dishes on the veranda, then a siesta, the library, or the pool beneath the mango trees.',
      },
    },
    {
      time: { id: 'home.dayAtTheEstate.afternoonTime', defaultMessage: '4 pm' },
      title: { id: 'home.dayAtTheEstate.afternoonTitle', defaultMessage: 'The Bathing House' },
      text: {
        id: 'home.dayAtTheEstate.afternoonText',
        defaultMessage:
          'An hour at the spa, or bicycles down the quiet lanes to the lake at Madhabpur.',
      },
    },
    {
      time: { id: 'home.dayAtTheEstate.duskTime', defaultMessage: '7 pm' },
      title: { id: 'home.dayAtTheEstate.duskTitle', defaultMessage: 'Lanterns at dusk' },
      text: {
        id: 'home.dayAtTheEstate.duskText',
        defaultMessage:
          'Music in the courtyard on winter evenings, and supper by lantern light as the crickets begin.',
      },
    },
  ],
};
