export const suiteGallery = {
  eyebrow: 'Our suites',
  title: 'STEP INTO A ROOM THAT BLURS THE LINES BETWEEN DREAMS AND REALITY',
  text: 'Each suite is a room of the old estate, restored with its own character: a veranda over the lotus pond, a sitting room with a gramophone, a bath under the tea-garden sky.',
  action: 'View All Suites',
};
