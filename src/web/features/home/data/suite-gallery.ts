export const suiteGallery = {
  eyebrow: { id: 'home.suiteGallery.eyebrow', defaultMessage: 'Our suites' },
  title: {
    id: 'home.suiteGallery.title',
    defaultMessage: 'STEP INTO A ROOM THAT BLURS THE LINES BETWEEN DREAMS AND REALITY',
  },
  text: {
    id: 'home.suiteGallery.text',
    defaultMessage:
      'Each suite is a room of the old estate, restored with its own character: a veranda over the lotus pond, a sitting room with a gramophone, a bath under the tea-garden sky.',
  },
  action: { id: 'home.suiteGallery.action', defaultMessage: 'View All Suites' },
};
