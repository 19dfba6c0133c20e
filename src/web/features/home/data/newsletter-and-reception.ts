export const newsletter = {
  eyebrow: 'Newsletter',
  title: 'Letters from the tea garden',
  text: 'Four times a year: the first flush, the monsoon, the festival season and winter evenings, with the rates of the season before anyone else. No other mail, ever.',
};

export const reception = {
  eyebrow: 'Reception',
  text: 'Day or night, call us for a booking, a late arrival or a car from the station.',
};
