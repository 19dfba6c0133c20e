import type { ResponsiveImageSource } from '#web/components/ui/responsive-image.tsx';

export const beyondTheGates = {
  eyebrow: 'Excursions',
  title: 'Beyond the Gates',
  text: 'Sreemangal is the tea capital of Bangladesh, and its hills hold more than tea.',
  excursions: [
    {
      title: 'Lawachara National Park',
      text: 'Rain forest twenty minutes away, home of the hoolock gibbon; we go with a naturalist at dawn.',
    },
    {
      title: 'Madhabpur Lake',
      text: 'A still lake among tea-covered hills, bright with water lilies from July to October.',
    },
    {
      title: 'Khasia villages',
      text: 'Betel-leaf farms in the hills, visited on foot with a guide from the community.',
    },
  ],
  image: {
    base: '/images/facilities/forest',
    widths: [640, 1280],
    sizes: '(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 92vw',
    width: 1280,
    height: 853,
    alt: 'A trail through the rain forest at Lawachara, a hoolock gibbon hanging from a branch',
  } satisfies ResponsiveImageSource,
};
