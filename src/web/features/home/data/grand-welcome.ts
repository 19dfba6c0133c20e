import { RECEPTION_HOURS } from '#shared/constants.ts';
import { hotel } from '#shared/hotel.ts';

export const grandWelcome = {
  eyebrow: 'Welcome',
  title: 'Grand Welcome',
  text: 'Chandrabati was a zamindar’s country house long before it was a hotel: a heritage village in the green countryside outside Sreemangal, where the tea rows run to the edge of the rain forest. We restored its courtyards, verandas and lotus pond slowly, by hand, and kept the village rhythm of the place: early tea, long lunches, lanterns at dusk.',
  facts: [
    { value: String(hotel.founded), label: 'Estate built' },
    { value: '12', label: 'Suites' },
    { value: '40', label: 'Acres of tea' },
    { value: `${RECEPTION_HOURS} h`, label: 'Reception' },
  ],
};
