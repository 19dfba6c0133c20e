import type { BED_TYPES } from './constants.ts';
import { defineMessages, type Message, tr } from './messages.ts';

/** The beds a suite can have (BED_TYPES), in the language of the moment: stored in English. */
const beds = defineMessages({
  oneKing: { id: 'suites.bed.oneKing', defaultMessage: '1 King Bed' },
  twoSingle: { id: 'suites.bed.twoSingle', defaultMessage: '2 Single Bed' },
  twoKing: { id: 'suites.bed.twoKing', defaultMessage: '2 King Bed' },
  oneDouble: { id: 'suites.bed.oneDouble', defaultMessage: '1 Double Bed' },
  oneSingle: { id: 'suites.bed.oneSingle', defaultMessage: '1 Single Bed' },
});

const bedMessages: Record<(typeof BED_TYPES)[number], Message> = {
  '1 King Bed': beds.oneKing,
  '2 Single Bed': beds.twoSingle,
  '2 King Bed': beds.twoKing,
  '1 Double Bed': beds.oneDouble,
  '1 Single Bed': beds.oneSingle,
};

/** A suite's bed in the language of the moment; one the list does not know, as stored. */
export function bedLabel(bed: string): string {
  const message = (bedMessages as Record<string, Message | undefined>)[bed];
  return message ? tr(message) : bed;
}
