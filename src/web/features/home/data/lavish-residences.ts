import type { ResponsiveImageSource } from '#web/components/ui/responsive-image.tsx';

export const lavishResidences = {
  eyebrow: 'Residences',
  title: 'COMFORTABLE AND LAVISH HOTELS & RESIDENCES',
  text: 'Carved teak, lime plaster and hand-painted ceilings, with the comforts the old house never had: deep baths, quiet air-conditioning, beds dressed in Rajshahi silk and a butler who remembers how you take your tea.',
  action: 'Learn More ...',
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
