export const extraServices = {
  eyebrow: 'Add to your stay',
  title: 'Extra Services',
  text: 'Small luxuries, priced per day, arranged by reception whenever you ask.',
};
