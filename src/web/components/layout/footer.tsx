import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { Link } from 'react-router';
import { RECEPTION_HOURS } from '#shared/constants.ts';
import { hotel } from '#shared/hotel.ts';
import { paths } from '#shared/paths.ts';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';

const exploreLinks = [
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
  { label: 'All Suites', to: paths.allSuites },
];

const guestLinks = [
  { label: 'Our Teams', to: paths.teams },
  { label: 'Feature', to: paths.feature },
  { label: 'FAQ', to: paths.faq },
];

const linkClass =
  'inline-flex min-h-8 items-center text-ivory/85 transition-colors hover:text-brass-light';

export function Footer() {
  return (
    <footer className="surface-dark bg-forest-deep text-ivory">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <p className="font-display text-3xl leading-tight text-ivory">{hotel.name}</p>
          <p className="mt-4 max-w-xs leading-relaxed text-ivory/75">
            {hotel.tagline}. Twelve suites, one estate kitchen and a great deal of quiet.
          </p>
        </div>
        <nav aria-label="Footer">
          <p className="eyebrow">Explore</p>
          <ul className="mt-5 space-y-2">
            {exploreLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Guest information">
          <p className="eyebrow">Guests</p>
          <ul className="mt-5 space-y-2">
            {guestLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="eyebrow">Reach us</p>
          <address className="mt-5 space-y-4 not-italic text-ivory/85">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brass-light" />
              <span>
                {hotel.address.street}, {hotel.address.locality}
                <br />
                {hotel.address.region}, {hotel.address.country}
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
              <span>Reception open {RECEPTION_HOURS} hours</span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-ivory/15">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-5 py-6 text-sm text-ivory/70 sm:px-8">
          <p>
            © {new Date().getFullYear()} {hotel.name}. Est. {hotel.founded}.
          </p>
          <ScrollToTopButton />
        </div>
      </div>
    </footer>
  );
}
