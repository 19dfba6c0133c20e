import type { LucideIcon } from 'lucide-react';
import Car from 'lucide-react/icons/car';
import Flower2 from 'lucide-react/icons/flower-2';
import Gift from 'lucide-react/icons/gift';
import UtensilsCrossed from 'lucide-react/icons/utensils-crossed';
import Waves from 'lucide-react/icons/waves-horizontal';
import Wind from 'lucide-react/icons/wind';

/** Why Choose Us: the spec's six blurbs (food, swimming pool, spa, car, air freshener, gift). */
export const whyChooseUs: {
  eyebrow: string;
  title: string;
  reasons: { icon: LucideIcon; title: string; text: string }[];
} = {
  eyebrow: 'Small comforts, done properly',
  title: 'Why Choose Us',
  reasons: [
    {
      icon: UtensilsCrossed,
      title: 'Estate Food',
      text: 'Sylheti home cooking from our own garden: shatkora curries, hilsa in mustard, fresh parathas and seven-layer tea.',
    },
    {
      icon: Waves,
      title: 'Swimming Pool',
      text: 'A spring-fed pool beside the lotus pond, shaded by mango trees and gently warmed through the winter months.',
    },
    {
      icon: Flower2,
      title: 'Spa',
      text: 'Massage and treatments with tea-seed oil, turmeric and lemongrass in the zamindar family’s old bathing house.',
    },
    {
      icon: Car,
      title: 'Private Car',
      text: 'A chauffeured car meets you at Sreemangal station or Sylhet airport and stays at hand for day trips.',
    },
    {
      icon: Wind,
      title: 'Air Freshener',
      text: 'No sprays: rooms are aired with garden breezes and scented with vetiver, camphor and night jasmine.',
    },
    {
      icon: Gift,
      title: 'Parting Gift',
      text: 'Every guest leaves with a hand-stitched pouch of first-flush tea, picked in our garden that season.',
    },
  ],
};
