import type { ResponsiveImageSource } from '#web/components/ui/responsive-image.tsx';

export const lavishResidences = {
  eyebrow: { id: 'home.lavishResidences.eyebrow', defaultMessage: 'Residences' },
  title: {
    id: 'home.lavishResidences.title',
    defaultMessage: 'COMFORTABLE AND LAVISH HOTELS & RESIDENCES',
  },
  text: {
    id: 'home.lavishResidences.text',
    defaultMessage:
      'Carved teak, lime plaster and hand-painted ceilings, with the comforts the old house never had: deep baths, quiet air-conditioning, beds dressed in Rajshahi silk and a butler who remembers how you take your tea.',
  },
  action: { id: 'home.lavishResidences.action', defaultMessage: 'Learn More ...' },
  backdrop: {
    base: '/images/site/estate',
    widths: [640, 1280],
    // A backdrop under a 90% tint: on phones the small file is plenty.
    sizes: '(min-width: 1024px) 100vw, 360px',
    width: 1280,
    height: 960,
    alt: '',
  } satisfies ResponsiveImageSource,
};
