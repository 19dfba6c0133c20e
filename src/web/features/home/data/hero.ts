import type { ResponsiveImageSource } from '#web/components/ui/responsive-image.tsx';

/** The first view: the hotel's promise over the estate at dusk. */
export const hero = {
  title: {
    id: 'home.hero.title',
    defaultMessage: 'Luxury suites for the elite passionate about luxury & comfort.',
  },
  lead: {
    id: 'home.hero.lead',
    defaultMessage: 'Book Your Suites & Enjoy Your Luxury Experience.',
  },
  action: { id: 'home.hero.action', defaultMessage: 'Explore More' },
  image: {
    base: '/images/site/hero',
    widths: [768, 1280, 1920],
    fallbackWidth: 1280,
    sizes: '100vw',
    width: 1920,
    height: 1080,
    // Decoration under the heading: it says nothing the text does not.
    alt: '',
  } satisfies ResponsiveImageSource,
};
