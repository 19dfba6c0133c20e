import { defineMessages } from '#shared/messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  and: {
    id: 'booking.suiteNames.and',
    description: 'Two suites named together; three are "A and B and C".',
    defaultMessage: '{first} and {second}',
  },
});

/** Suites' names in one phrase: "A", "A and B", "A and B and C"; empty for none. */
export function suiteNames(names: readonly string[]): string {
  return names.length > 0
    ? names.reduce((first, second) => t(messages.and, { first, second }))
    : '';
}
