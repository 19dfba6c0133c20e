import type { LucideIcon } from 'lucide-react';
import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import { RECEPTION_HOURS } from '#shared/constants.ts';
import { hotel } from '#shared/hotel.ts';
import { defineMessages } from '#shared/messages.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
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

export default function ContactRoute() {
  useDocumentTitle(undefined, t(head.description, { hotel: hotel.name }));
  return (
    <>
      <PageHeader eyebrow="Get in touch" title="Contact Us">
        <p>
          Questions about a stay, a celebration or getting here? Our reception team answers day and
          night.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <ContactCard icon={Phone} title="Phone">
            <a href={hotel.phone.href} className={linkClass}>
              {hotel.phone.display}
            </a>
          </ContactCard>
          <ContactCard icon={Mail} title="Email">
            <EmailLink />
          </ContactCard>
          <ContactCard icon={MapPin} title="Location">
            <address className="not-italic">
              {t(hotel.address.street)}
              <br />
              {t(hotel.address.locality)}, {t(hotel.address.region)}
              <br />
              {t(hotel.address.country)}
            </address>
          </ContactCard>
          <ContactCard icon={Clock} title="Reception">
            <p>Open {RECEPTION_HOURS} hours, every day of the year.</p>
          </ContactCard>
        </ul>
        <div className="mt-16 grid gap-12 border-t border-rule pt-14 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
          <section
            aria-labelledby="write-title"
            className="border border-rule bg-ivory px-6 py-10 shadow-[0_30px_60px_-45px_rgb(21_42_32/0.45)] sm:px-10"
          >
            <p className="eyebrow">Write to us</p>
            <h2 id="write-title" className="mt-3 text-3xl text-forest sm:text-4xl">
              Send us a message
            </h2>
            <p className="mt-3 text-ink-muted">
              Dates, a celebration, a question about the estate: our reception team reads every
              message.
            </p>
            <div className="mt-8">
              <ContactForm />
            </div>
          </section>
          <section aria-labelledby="directions-title">
            <p className="eyebrow">Getting here</p>
            <h2 id="directions-title" className="mt-3 text-3xl text-forest sm:text-4xl">
              Four hours from Dhaka, a world away
            </h2>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-muted">
              <p>
                By train, the Parabat and Upaban expresses stop at Sreemangal station, twenty
                minutes from the estate; by air, Osmani International Airport in Sylhet is two hours
                away. We collect guests from either on request.
              </p>
              <p>
                By road from Dhaka, take the Dhaka–Sylhet highway to Shaistaganj, then the
                Sreemangal road; at the Radhanagar tea-estate gate, the lane to the house is on your
                left.
              </p>
              <p>
                Prefer email? Write to <EmailLink />.
              </p>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
