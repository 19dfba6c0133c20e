import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { Link } from 'react-router';
import { RECEPTION_HOURS } from '#shared/constants.ts';
import { hotel } from '#shared/hotel.ts';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { t } from '#web/lib/intl.ts';
import { navMessages } from './nav-links.ts';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';

const messages = defineMessages({
  about: {
    id: 'layout.footer.about',
    defaultMessage: '{tagline}. Twelve suites, one estate kitchen and a great deal of quiet.',
  },
  explore: { id: 'layout.footer.explore', defaultMessage: 'Explore' },
  footerLabel: { id: 'layout.footer.label', defaultMessage: 'Footer' },
  allSuites: { id: 'layout.footer.allSuites', defaultMessage: 'All Suites' },
  guests: { id: 'layout.footer.guests', defaultMessage: 'Guests' },
  guestLabel: { id: 'layout.footer.guestLabel', defaultMessage: 'Guest information' },
  reachUs: { id: 'layout.footer.reachUs', defaultMessage: 'Reach us' },
  reception: {
    id: 'layout.footer.reception',
    defaultMessage: 'Reception open {hours, number} hours',
  },
  year: { id: 'layout.footer.year', defaultMessage: '{year, number, ::group-off}' },
  copyright: {
    id: 'layout.footer.copyright',
    defaultMessage: '© {year} {hotel}. Est. {founded}.',
  },
});

const exploreLinks = [
  { label: navMessages.about, to: paths.about },
  { label: navMessages.contact, to: paths.contact },
  { label: messages.allSuites, to: paths.allSuites },
];

const guestLinks = [
  { label: navMessages.teams, to: paths.teams },
  { label: navMessages.feature, to: paths.feature },
  { label: navMessages.faq, to: paths.faq },
];

/** A year as the page's language writes it, without grouping: "1891", "১৮৯১". */
const yearOf = (year: number) => t(messages.year, { year });

const linkClass =
  'inline-flex min-h-8 items-center text-ivory/85 transition-colors hover:text-brass-light';

export function Footer() {
  return (
    <footer className="surface-dark bg-forest-deep text-ivory">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <p className="font-display text-3xl leading-tight text-ivory">{hotel.name}</p>
          <p className="mt-4 max-w-xs leading-relaxed text-ivory/75">
            {t(messages.about, { tagline: t(hotel.tagline) })}
          </p>
        </div>
        <nav aria-label={t(messages.footerLabel)}>
          <p className="eyebrow">{t(messages.explore)}</p>
          <ul className="mt-5 space-y-2">
            {exploreLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t(messages.guestLabel)}>
          <p className="eyebrow">{t(messages.guests)}</p>
          <ul className="mt-5 space-y-2">
            {guestLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="eyebrow">{t(messages.reachUs)}</p>
          <address className="mt-5 space-y-4 not-italic text-ivory/85">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brass-light" />
              <span>
                {t(hotel.address.street)}, {t(hotel.address.locality)}
                <br />
                {t(hotel.address.region)}, {t(hotel.address.country)}
              </span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-1 size-4 shrink-0 text-brass-light" />
              <a href={hotel.phone.href} className={linkClass}>
                {hotel.phone.display}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-1 size-4 shrink-0 text-brass-light" />
              <a href={`mailto:${hotel.email}`} className={`${linkClass} break-all`}>
                {hotel.email}
              </a>
            </p>
            <p className="flex gap-3">
              <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-brass-light" />
              <span>{t(messages.reception, { hours: RECEPTION_HOURS })}</span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-ivory/15">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-5 py-6 text-sm text-ivory/70 sm:px-8">
          <p>
            {t(messages.copyright, {
              year: yearOf(new Date().getFullYear()),
              hotel: hotel.name,
              founded: yearOf(hotel.founded),
            })}
          </p>
          <ScrollToTopButton />
        </div>
      </div>
    </footer>
  );
}
