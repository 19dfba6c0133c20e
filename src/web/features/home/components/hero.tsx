import type { ReactNode } from 'react';
import { hotel } from '#shared/hotel.ts';
import { paths } from '#shared/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { hero } from '#web/features/home/data/hero.ts';
import { t } from '#web/lib/intl.ts';

/** The first view: the promise on the left, the availability search (`children`) beside it. */
export function Hero({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="surface-dark relative isolate overflow-hidden bg-forest-deep"
    >
      <ResponsiveImage
        {...hero.image}
        priority
        className="absolute inset-0 -z-20 h-full w-full bg-forest object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-forest-deep/90 via-forest-deep/75 to-forest-deep/60 lg:bg-gradient-to-r lg:from-forest-deep/95 lg:via-forest-deep/75 lg:to-forest-deep/30"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 py-16 sm:px-8 sm:py-24 lg:grid-cols-[1.35fr_1fr] lg:py-32 2xl:py-40">
        <div className="animate-settle">
          <p className="eyebrow">{hotel.name}</p>
          <h1
            id="hero-title"
            className="mt-5 text-[2.5rem] leading-[1.05] text-ivory sm:text-6xl lg:text-7xl"
          >
            {t(hero.title)}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ivory/85 sm:text-xl">{t(hero.lead)}</p>
          <ButtonLink to={paths.about} variant="light" className="mt-10">
            {t(hero.action)}
          </ButtonLink>
        </div>
        <div className="animate-settle [animation-delay:200ms]">{children}</div>
      </div>
    </section>
  );
}
