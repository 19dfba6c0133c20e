import { RECEPTION_HOURS } from '#shared/constants.ts';
import { hotel } from '#shared/hotel.ts';

export const grandWelcome = {
  eyebrow: { id: 'home.grandWelcome.eyebrow', defaultMessage: 'Welcome' },
  title: { id: 'home.grandWelcome.title', defaultMessage: 'Grand Welcome' },
  text: {
    id: 'home.grandWelcome.text',
    defaultMessage:
      'Chandrabati was a zamindar’s country house long before it was a hotel: a heritage village in the green countryside outside Sreemangal, where the tea rows run to the edge of the rain forest. We restored its courtyards, verandas and lotus pond slowly, by hand, and kept the village rhythm of the place: early tea, long lunches, lanterns at dusk.',
  },
  /** Each fact's figure is a message of its own, so that it is written in the page's digits. */
  facts: [
    {
      value: { id: 'home.grandWelcome.builtValue', defaultMessage: '{year, number, ::group-off}' },
      values: { year: hotel.founded },
      label: { id: 'home.grandWelcome.builtLabel', defaultMessage: 'Estate built' },
    },
    {
      value: { id: 'home.grandWelcome.suitesValue', defaultMessage: '{count, number}' },
      values: { count: 12 },
      label: { id: 'home.grandWelcome.suitesLabel', defaultMessage: 'Suites' },
    },
    {
      value: { id: 'home.grandWelcome.teaValue', defaultMessage: '{acres, number}' },
      values: { acres: 40 },
      label: { id: 'home.grandWelcome.teaLabel', defaultMessage: 'Acres of tea' },
    },
    {
      value: { id: 'home.grandWelcome.receptionValue', defaultMessage: '{hours, number} h' },
      values: { hours: RECEPTION_HOURS },
      label: { id: 'home.grandWelcome.receptionLabel', defaultMessage: 'Reception' },
    },
  ],
};
