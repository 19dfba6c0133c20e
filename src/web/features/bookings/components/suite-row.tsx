import type { ReactNode } from 'react';
import { bedLabel } from '#shared/bed-label.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatParty } from '#shared/stay-format.ts';
import type { ResponsiveImage } from '#shared/suite.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  interior: { id: 'bookings.suiteRow.interior', defaultMessage: '{suite}, interior' },
});

interface PicturedSuite {
  name: string;
  image: ResponsiveImage;
}

/**
 * A suite's photo, in the widths `sizes` picks from. Named after the suite, unless the name
 * stands beside it (`alt=""`); `lazy` where a list of them may be scrolled past.
 */
export function SuiteImage({
  suite,
  sizes,
  className,
  alt = t(messages.interior, { suite: suite.name }),
  lazy = false,
}: {
  suite: PicturedSuite;
  sizes: string;
  className: string;
  alt?: string;
  lazy?: boolean;
}) {
  return (
    <img
      src={suite.image.src}
      srcSet={suite.image.srcSet}
      sizes={sizes}
      width={suite.image.width}
      height={suite.image.height}
      {...(lazy ? { loading: 'lazy' as const, decoding: 'async' as const } : {})}
      alt={alt}
      className={className}
    />
  );
}

/** How a row is laid out in each list of a set's suites. */
const LAYOUTS = {
  /** On /booking, the suite's own price lines (`after`) below its name. */
  priced: {
    row: 'grid grid-cols-[5.5rem_minmax(0,1fr)] items-start gap-x-4 gap-y-3 border-b border-rule p-6 last:border-b-0 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6 sm:p-8',
    sizes: '(min-width: 640px) 192px, 88px',
    image: 'sm:row-span-2 aspect-square w-full bg-parchment object-cover sm:aspect-[3/2]',
    name: 'min-w-0 self-center sm:self-start',
  },
  /** On the reservation's page, the suite's booking reference (`children`) under its party. */
  booked: {
    row: 'grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-4 border-b border-rule px-6 py-5 last:border-b-0 sm:grid-cols-[9rem_minmax(0,1fr)] sm:px-10',
    sizes: '(min-width: 640px) 144px, 88px',
    image: 'aspect-square w-full bg-parchment object-cover sm:aspect-[3/2]',
    name: 'min-w-0',
  },
} as const;

/**
 * One suite of a set, as an item of its list: its photo, then its name, its bed and who sleeps in
 * it, with `children` below them, and `after` beside the photo under all of those.
 */
export function SuiteRow({
  suite,
  party,
  layout,
  children,
  after,
}: {
  suite: PicturedSuite & { bed: string };
  party: { adults: number; children: number };
  layout: keyof typeof LAYOUTS;
  children?: ReactNode;
  after?: ReactNode;
}) {
  const classes = LAYOUTS[layout];
  return (
    <li className={classes.row}>
      <SuiteImage suite={suite} sizes={classes.sizes} className={classes.image} />
      <div className={classes.name}>
        <h3 className="text-2xl leading-tight text-forest">{suite.name}</h3>
        <p className="mt-1 text-sm text-ink-muted">
          {bedLabel(suite.bed)} · {formatParty(party)}
        </p>
        {children}
      </div>
      {after}
    </li>
  );
}
