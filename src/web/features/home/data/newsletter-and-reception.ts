export const newsletter = {
  eyebrow: { id: 'home.newsletter.eyebrow', defaultMessage: 'Newsletter' },
  title: { id: 'home.newsletter.title', defaultMessage: 'Letters from the tea garden' },
  text: {
    id: 'home.newsletter.text',
    defaultMessage:
      'Four times a year: the first flush, the monsoon, the festival season and winter evenings, with the rates of the season before anyone else. No other mail, ever.',
  },
};

export const reception = {
  eyebrow: { id: 'home.reception.eyebrow', defaultMessage: 'Reception' },
  title: {
    id: 'home.reception.title',
    defaultMessage: 'Our receptionist is available {hours, number} hours',
  },
  text: {
    id: 'home.reception.text',
    defaultMessage:
      'Day or night, call us for a booking, a late arrival or a car from the station.',
  },
};
