import type { Message } from '#shared/messages.ts';
import type { ResponsiveImageSource } from '#web/components/ui/responsive-image.tsx';

/** The hotel's introduction, signed by its CEO (named in the hotel's configuration). */
export const hotelIntro = {
  eyebrow: { id: 'home.hotelIntro.eyebrow', defaultMessage: 'Hotel' },
  title: { id: 'home.hotelIntro.title', defaultMessage: 'Relax in our Hotel Resort' },
  paragraphs: [
    {
      id: 'home.hotelIntro.morning',
      defaultMessage:
        'Wake to mist over the tea rows and the call of the hill mynas. Spend the morning on a garden walk with our estate manager, the afternoon by the pool, and the evening on the great veranda with a lantern, a book and the sound of the rain.',
    },
    {
      id: 'home.hotelIntro.smallHouse',
      defaultMessage:
        'We are a small house by choice. Twelve suites mean we know your name, your table and your tea before you ask.',
    },
  ],
  /** The CEO's title and the hotel's name, under the CEO's name. */
  signature: { id: 'home.hotelIntro.signature', defaultMessage: '{title}, {hotel}' },
  image: {
    base: '/images/site/estate',
    widths: [640, 1280],
    sizes: '(min-width: 1280px) 600px, (min-width: 1024px) 45vw, 92vw',
    width: 1280,
    height: 960,
    alt: {
      id: 'home.hotelIntro.imageAlt',
      defaultMessage:
        'The inner courtyard of the estate house by moonlight, its lanterns reflected in the long pool',
    },
  } satisfies Omit<ResponsiveImageSource, 'alt'> & { alt: Message },
};
