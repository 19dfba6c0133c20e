import type { Message } from '#shared/messages.ts';
import type { ResponsiveImageSource } from '#web/components/ui/responsive-image.tsx';

export const beyondTheGates = {
  eyebrow: { id: 'home.beyondTheGates.eyebrow', defaultMessage: 'Excursions' },
  title: { id: 'home.beyondTheGates.title', defaultMessage: 'Beyond the Gates' },
  text: {
    id: 'home.beyondTheGates.text',
    defaultMessage:
      'Sreemangal is the tea capital of Bangladesh, and its hills hold more than tea.',
  },
  excursions: [
    {
      title: {
        id: 'home.beyondTheGates.lawacharaTitle',
        defaultMessage: 'Lawachara National Park',
      },
      text: {
        id: 'home.beyondTheGates.lawacharaText',
        defaultMessage:
          'Rain forest twenty minutes away, home of the hoolock gibbon; we go with a naturalist at dawn.',
      },
    },
    {
      title: { id: 'home.beyondTheGates.madhabpurTitle', defaultMessage: 'Madhabpur Lake' },
      text: {
        id: 'home.beyondTheGates.madhabpurText',
        defaultMessage:
          'A still lake among tea-covered hills, bright with water lilies from July to October.',
      },
    },
    {
      title: { id: 'home.beyondTheGates.khasiaTitle', defaultMessage: 'Khasia villages' },
      text: {
        id: 'home.beyondTheGates.khasiaText',
        defaultMessage:
          'Betel-leaf farms in the hills, visited on foot with a guide from the community.',
      },
    },
  ],
  image: {
    base: '/images/facilities/forest',
    widths: [640, 1280],
    sizes: '(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 92vw',
    width: 1280,
    height: 853,
    alt: {
      id: 'home.beyondTheGates.imageAlt',
      defaultMessage:
        'A trail through the rain forest at Lawachara, a hoolock gibbon hanging from a branch',
    },
  } satisfies Omit<ResponsiveImageSource, 'alt'> & { alt: Message },
};
