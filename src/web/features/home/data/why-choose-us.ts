import type { LucideIcon } from 'lucide-react';
import Car from 'lucide-react/icons/car';
import Flower2 from 'lucide-react/icons/flower-2';
import Gift from 'lucide-react/icons/gift';
import UtensilsCrossed from 'lucide-react/icons/utensils-crossed';
import Waves from 'lucide-react/icons/waves-horizontal';
import Wind from 'lucide-react/icons/wind';
import type { Message } from '#shared/messages.ts';

/** Why Choose Us: the spec's six blurbs (food, swimming pool, spa, car, air freshener, gift). */
export const whyChooseUs: {
  eyebrow: Message;
  title: Message;
  reasons: { icon: LucideIcon; title: Message; text: Message }[];
} = {
  eyebrow: { id: 'home.whyChooseUs.eyebrow', defaultMessage: 'Small comforts, done properly' },
  title: { id: 'home.whyChooseUs.title', defaultMessage: 'Why Choose Us' },
  reasons: [
    {
      icon: UtensilsCrossed,
      title: { id: 'home.whyChooseUs.foodTitle', defaultMessage: 'Estate Food' },
      text: {
        id: 'home.whyChooseUs.foodText',
        defaultMessage:
          'Sylheti home cooking from our own garden: shatkora curries, hilsa in mustard, fresh parathas and seven-layer tea.',
      },
    },
    {
      icon: Waves,
      title: { id: 'home.whyChooseUs.poolTitle', defaultMessage: 'Swimming Pool' },
      text: {
        id: 'home.whyChooseUs.poolText',
        defaultMessage:
          'A spring-fed pool beside the lotus pond, shaded by mango trees and gently warmed through the winter months.',
      },
    },
    {
      icon: Flower2,
      title: { id: 'home.whyChooseUs.spaTitle', defaultMessage: 'Spa' },
      text: {
        id: 'home.whyChooseUs.spaText',
        defaultMessage:
          'Massage and treatments with tea-seed oil, turmeric and lemongrass in the zamindar family’s old bathing house.',
      },
    },
    {
      icon: Car,
      title: { id: 'home.whyChooseUs.carTitle', defaultMessage: 'Private Car' },
      text: {
        id: 'home.whyChooseUs.carText',
        defaultMessage:
          'A chauffeured car meets you at Sreemangal station or Sylhet airport and stays at hand for day trips.',
      },
    },
    {
      icon: Wind,
      title: { id: 'home.whyChooseUs.airTitle', defaultMessage: 'Air Freshener' },
      text: {
        id: 'home.whyChooseUs.airText',
        defaultMessage:
          'No sprays: rooms are aired with garden breezes and scented with vetiver, camphor and night jasmine.',
      },
    },
    {
      icon: Gift,
      title: { id: 'home.whyChooseUs.giftTitle', defaultMessage: 'Parting Gift' },
      text: {
        id: 'home.whyChooseUs.giftText',
        defaultMessage:
          'Every guest leaves with a hand-stitched pouch of first-flush tea, picked in our garden that season.',
      },
    },
  ],
};
