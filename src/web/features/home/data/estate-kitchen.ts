import type { ResponsiveImageSource } from '#web/components/ui/responsive-image.tsx';

export const estateKitchen = {
  eyebrow: { id: 'home.estateKitchen.eyebrow', defaultMessage: 'Dining' },
  title: { id: 'home.estateKitchen.title', defaultMessage: 'The Estate Kitchen' },
  text: {
    id: 'home.estateKitchen.text',
    defaultMessage:
      'Our cooks grew up in the villages around the garden. They cook as their mothers did: shatkora with beef, lemongrass fish in banana leaf, hilsa in mustard when the river allows, and sweets of date-palm jaggery in winter.',
  },
  meals: [
    {
      name: { id: 'home.estateKitchen.breakfastName', defaultMessage: 'Breakfast' },
      when: {
        id: 'home.estateKitchen.breakfastWhen',
        defaultMessage: '7 to 11 am, on the veranda',
      },
    },
    {
      name: { id: 'home.estateKitchen.teaName', defaultMessage: 'Afternoon tea' },
      when: { id: 'home.estateKitchen.teaWhen', defaultMessage: '4 pm, by the lotus pond' },
    },
  ],
  image: {
    base: '/images/facilities/estate-kitchen',
    widths: [640, 1280],
    sizes: '(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 92vw',
    width: 1280,
    height: 853,
    alt: '',
  } satisfies ResponsiveImageSource,
};
