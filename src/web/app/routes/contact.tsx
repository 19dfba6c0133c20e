import type { LucideIcon } from 'lucide-react';
import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import { RECEPTION_HOURS } from '#shared/constants.ts';
import { hotel } from '#shared/hotel.ts';
import { defineMessages } from '#shared/messages.ts';
import type { PrefetchContext } from '#web/app/pages.ts';
import { HotelStructuredData } from '#web/components/seo/hotel-structured-data.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
import { suitesQueryOptions, useSuites } from '#web/features/suites/api/get-suites.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

/** What search results and link previews say about the page. */
const head = defineMessages({
  description: {
    id: 'page.contact.description',
    defaultMessage:
      'Call, write or visit {hotel} in Sreemangal. Reception is open 24 hours; send us a message and we reply within the day.',
  },
});

const messages = defineMessages({
  eyebrow: { id: 'publicPages.contact.eyebrow', defaultMessage: 'Get in touch' },
  title: { id: 'publicPages.contact.title', defaultMessage: 'Contact Us' },
  lead: {
    id: 'publicPages.contact.lead',
    defaultMessage:
      'Questions about a stay, a celebration or getting here? Our reception team answers day and night.',
  },
  phone: { id: 'publicPages.contact.phone', defaultMessage: 'Phone' },
  email: { id: 'publicPages.contact.email', defaultMessage: 'Email' },
  location: { id: 'publicPages.contact.location', defaultMessage: 'Location' },
  reception: { id: 'publicPages.contact.reception', defaultMessage: 'Reception' },
  receptionHours: {
    id: 'publicPages.contact.receptionHours',
    defaultMessage: 'Open {hours, number} hours, every day of the year.',
  },
  writeEyebrow: { id: 'publicPages.contact.writeEyebrow', defaultMessage: 'Write to us' },
  writeTitle: { id: 'publicPages.contact.writeTitle', defaultMessage: 'Send us a message' },
  writeLead: {
    id: 'publicPages.contact.writeLead',
    defaultMessage:
      'Dates, a celebration, a question about the estate: our reception team reads every message.',
  },
  directionsEyebrow: {
    id: 'publicPages.contact.directionsEyebrow',
    defaultMessage: 'Getting here',
  },
  directionsTitle: {
    id: 'publicPages.contact.directionsTitle',
    defaultMessage: 'Four hours from Dhaka, a world away',
  },
  byTrain: {
    id: 'publicPages.contact.byTrain',
    defaultMessage:
      'By train, the Parabat and Upaban expresses stop at Sreemangal station, twenty minutes from the estate; by air, Osmani International Airport in Sylhet is two hours away. We collect guests from either on request.',
  },
  byRoad: {
    id: 'publicPages.contact.byRoad',
    defaultMessage:
      'By road from Dhaka, take the Dhaka–Sylhet highway to Shaistaganj, then the Sreemangal road; at the Radhanagar tea-estate gate, the lane to the house is on your left.',
  },
  preferEmail: {
    id: 'publicPages.contact.preferEmail',
    defaultMessage: 'Prefer email? Write to {email}.',
  },
});

function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col items-center border border-rule bg-ivory px-6 py-10 text-center lg:px-4">
      <span className="flex size-14 items-center justify-center rounded-full border border-brass/60 text-brass-dark">
        <Icon aria-hidden="true" className="size-6" strokeWidth={1.5} />
      </span>
      <h2 className="mt-5 text-2xl text-forest">{title}</h2>
      <div className="mt-3 text-ink-muted">{children}</div>
    </li>
  );
}

const linkClass =
  'break-words text-forest underline decoration-brass underline-offset-4 hover:text-brass-dark';

/** The hotel's email as a link that, when it must wrap, wraps after the @ rather than mid-word. */
function EmailLink() {
  const [mailbox, domain] = hotel.email.split('@');
  return (
    <a href={`mailto:${hotel.email}`} className={linkClass}>
      {mailbox}@<wbr />
      {domain}
    </a>
  );
}

/** On the server: the suites, whose nightly prices the hotel's structured data ranges over. */
export function prefetch({ queryClient }: PrefetchContext) {
  return [queryClient.prefetchQuery(suitesQueryOptions())];
}

export default function ContactRoute() {
  useDocumentTitle(undefined, t(head.description, { hotel: hotel.name }));
  const suites = useSuites();
  return (
    <>
      <HotelStructuredData nightlyPrices={suites.data?.map((suite) => suite.pricePerNight)} />
      <PageHeader eyebrow={t(messages.eyebrow)} title={t(messages.title)}>
        <p>{t(messages.lead)}</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <ContactCard icon={Phone} title={t(messages.phone)}>
            <a href={hotel.phone.href} className={linkClass}>
              {hotel.phone.display}
            </a>
          </ContactCard>
          <ContactCard icon={Mail} title={t(messages.email)}>
            <EmailLink />
          </ContactCard>
          <ContactCard icon={MapPin} title={t(messages.location)}>
            <address className="not-italic">
              {t(hotel.address.street)}
              <br />
              {t(hotel.address.locality)}, {t(hotel.address.region)}
              <br />
              {t(hotel.address.country)}
            </address>
          </ContactCard>
          <ContactCard icon={Clock} title={t(messages.reception)}>
            <p>{t(messages.receptionHours, { hours: RECEPTION_HOURS })}</p>
          </ContactCard>
        </ul>
        <div className="mt-16 grid gap-12 border-t border-rule pt-14 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
          <section
            aria-labelledby="write-title"
            className="border border-rule bg-ivory px-6 py-10 shadow-[0_30px_60px_-45px_rgb(21_42_32/0.45)] sm:px-10"
          >
            <p className="eyebrow">{t(messages.writeEyebrow)}</p>
            <h2 id="write-title" className="mt-3 text-3xl text-forest sm:text-4xl">
              {t(messages.writeTitle)}
            </h2>
            <p className="mt-3 text-ink-muted">{t(messages.writeLead)}</p>
            <div className="mt-8">
              <ContactForm />
            </div>
          </section>
          <section aria-labelledby="directions-title">
            <p className="eyebrow">{t(messages.directionsEyebrow)}</p>
            <h2 id="directions-title" className="mt-3 text-3xl text-forest sm:text-4xl">
              {t(messages.directionsTitle)}
            </h2>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-muted">
              <p>{t(messages.byTrain)}</p>
              <p>{t(messages.byRoad)}</p>
              <p>
                <Message of={messages.preferEmail} values={{ email: <EmailLink /> }} />
              </p>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
