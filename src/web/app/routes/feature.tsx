import type { LucideIcon } from 'lucide-react';
import BedDouble from 'lucide-react/icons/bed-double';
import Car from 'lucide-react/icons/car';
import Coffee from 'lucide-react/icons/coffee';
import Flower2 from 'lucide-react/icons/flower-2';
import Leaf from 'lucide-react/icons/leaf';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Trees from 'lucide-react/icons/trees';
import Waves from 'lucide-react/icons/waves-horizontal';
import { hotel } from '#shared/hotel.ts';
import { defineMessages, type Message } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

/** What search results and link previews say about the page. */
const head = defineMessages({
  description: {
    id: 'page.feature.description',
    defaultMessage:
      'What every stay at {hotel} includes: restored suites, a working tea garden, breakfast and afternoon tea, pool, spa and excursions.',
  },
});

const messages = defineMessages({
  eyebrow: { id: 'publicPages.feature.eyebrow', defaultMessage: 'At the estate' },
  title: { id: 'publicPages.feature.title', defaultMessage: 'Features of Our Resort' },
  lead: {
    id: 'publicPages.feature.lead',
    defaultMessage: 'What every stay at Chandrabati includes, and what we can arrange for you.',
  },
  findSuite: { id: 'publicPages.feature.findSuite', defaultMessage: 'Find your suite' },
});

const features: { icon: LucideIcon; title: Message; text: Message }[] = [
  {
    icon: BedDouble,
    title: { id: 'publicPages.feature.suitesTitle', defaultMessage: 'Twelve restored suites' },
    text: {
      id: 'publicPages.feature.suitesText',
      defaultMessage:
        'From a single room on the tea terrace to the Presidential Suite with its own courtyard.',
    },
  },
  {
    icon: Leaf,
    title: { id: 'publicPages.feature.teaGardenTitle', defaultMessage: 'A working tea garden' },
    text: {
      id: 'publicPages.feature.teaGardenText',
      defaultMessage:
        'Forty acres of tea around the house, with morning walks and tastings in the factory.',
    },
  },
  {
    icon: Coffee,
    title: {
      id: 'publicPages.feature.breakfastTitle',
      defaultMessage: 'Breakfast & afternoon tea',
    },
    text: {
      id: 'publicPages.feature.breakfastText',
      defaultMessage: 'Included for every guest, served on the veranda or in your suite.',
    },
  },
  {
    icon: Waves,
    title: { id: 'publicPages.feature.poolTitle', defaultMessage: 'Spring-fed pool' },
    text: {
      id: 'publicPages.feature.poolText',
      defaultMessage: 'Beside the lotus pond, with shaded cabanas and towels warmed in winter.',
    },
  },
  {
    icon: Flower2,
    title: { id: 'publicPages.feature.spaTitle', defaultMessage: 'The Bathing House Spa' },
    text: {
      id: 'publicPages.feature.spaText',
      defaultMessage: 'Massage and treatments with oils from the estate, by appointment.',
    },
  },
  {
    icon: Trees,
    title: { id: 'publicPages.feature.excursionsTitle', defaultMessage: 'Forest excursions' },
    text: {
      id: 'publicPages.feature.excursionsText',
      defaultMessage:
        'Guided days to Lawachara National Park, the Madhabpur lake and Khasia villages.',
    },
  },
  {
    icon: Car,
    title: { id: 'publicPages.feature.transfersTitle', defaultMessage: 'Chauffeured transfers' },
    text: {
      id: 'publicPages.feature.transfersText',
      defaultMessage: 'From Sreemangal station or Sylhet airport, and for every excursion.',
    },
  },
  {
    icon: Sparkles,
    title: { id: 'publicPages.feature.housekeepingTitle', defaultMessage: 'Daily housekeeping' },
    text: {
      id: 'publicPages.feature.housekeepingText',
      defaultMessage:
        'Twice a day, with turndown, fresh flowers and a flask of tea at your bedside.',
    },
  },
  {
    icon: ShieldCheck,
    title: { id: 'publicPages.feature.bookingTitle', defaultMessage: 'Secure booking' },
    text: {
      id: 'publicPages.feature.bookingText',
      defaultMessage:
        'Prices computed on our side and shown in full — service charge, VAT and tax — before you book.',
    },
  },
];

export default function FeatureRoute() {
  useDocumentTitle(undefined, t(head.description, { hotel: hotel.name }));
  return (
    <>
      <PageHeader eyebrow={t(messages.eyebrow)} title={t(messages.title)}>
        <p>{t(messages.lead)}</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
        <ul className="grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title.id} className="border-t border-brass/50 pt-6">
              <Icon aria-hidden="true" className="size-7 text-brass-dark" strokeWidth={1.25} />
              <h2 className="mt-4 text-2xl text-forest">{t(title)}</h2>
              <p className="mt-2 leading-relaxed text-ink-muted">{t(text)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-16 text-center">
          <ButtonLink to={paths.allSuites}>{t(messages.findSuite)}</ButtonLink>
        </div>
      </div>
    </>
  );
}
