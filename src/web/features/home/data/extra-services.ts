export const extraServices = {
  eyebrow: { id: 'home.extraServices.eyebrow', defaultMessage: 'Add to your stay' },
  title: { id: 'home.extraServices.title', defaultMessage: 'Extra Services' },
  text: {
    id: 'home.extraServices.text',
    defaultMessage: 'Small luxuries, priced per day, arranged by reception whenever you ask.',
  },
};
