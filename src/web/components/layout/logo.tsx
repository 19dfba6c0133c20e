import { Link } from 'react-router';
import { hotel } from '#shared/hotel.ts';
import { paths } from '#shared/paths.ts';
import { siteMessages } from '#web/config/seo.ts';
import { t } from '#web/lib/intl.ts';

/**
 * The hotel's mark, 80 px wide (spec), linking home. Drawn inline, not as an <img>: the
 * wordmark then sets in the site's own display face, which a picture file cannot load.
 * (public/images/logo.svg is the same mark for use outside the page.)
 */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link to={paths.home} className={`inline-flex shrink-0 items-center ${className}`}>
      <svg
        viewBox="0 0 160 100"
        width={80}
        height={50}
        role="img"
        aria-label={t(siteMessages.home, { hotel: hotel.name })}
        className="h-auto w-20 text-brass"
      >
        <g
          transform="translate(55 2) scale(0.78)"
          fill="none"
          stroke="currentColor"
          strokeLinejoin="round"
        >
          <path d="M25 5.1A8 8 0 1 0 39 5.1A7 7 0 1 1 25 5.1Z" fill="currentColor" stroke="none" />
          <path d="M14 60V39C14 28 22 21 32 21s18 7 18 18v21" strokeWidth={3.2} />
          <path
            d="M20 60V40.5c0-2 1.4-3.6 3.2-3.6 0-4.4 2.6-7.7 5.4-8.6 0-2.2 1.6-3.8 3.4-3.8s3.4 1.6 3.4 3.8c2.8.9 5.4 4.2 5.4 8.6 1.8 0 3.2 1.6 3.2 3.6V60"
            strokeWidth={1.6}
          />
          <path d="M9 60.5h46" strokeWidth={2.4} strokeLinecap="round" />
        </g>
        <text
          x="80"
          y="90"
          textAnchor="middle"
          className="font-display"
          fontSize="26"
          fontWeight="500"
          textLength="142"
          lengthAdjust="spacingAndGlyphs"
          fill="currentColor"
        >
          Chandrabati
        </text>
      </svg>
    </Link>
  );
}
