import { hotel } from '#shared/hotel.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { hotelIntro } from '#web/features/home/data/hotel-intro.ts';
import { t } from '#web/lib/intl.ts';

export function HotelIntro() {
  return (
    <section aria-labelledby="intro-title" className="px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <Reveal duration={1600} className="relative">
          <ResponsiveImage
            {...hotelIntro.image}
            alt={t(hotelIntro.image.alt)}
            className="bg-parchment object-cover aspect-[4/3] w-full"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-4 -right-4 -z-10 hidden h-full w-full border border-brass/60 sm:block"
          />
        </Reveal>
        <Reveal duration={1200} delay={150}>
          <p className="eyebrow">
            {`${t(hotelIntro.eyebrow)} `}
            <span aria-hidden="true">·</span> {hotel.shortName}
          </p>
          <h2 id="intro-title" className="mt-4 text-4xl leading-tight text-forest sm:text-5xl">
            {t(hotelIntro.title)}
          </h2>
          <div aria-hidden="true" className="mt-6 h-px w-16 bg-brass" />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-muted">
            {hotelIntro.paragraphs.map((paragraph) => (
              <p key={paragraph.id}>{t(paragraph)}</p>
            ))}
          </div>
          <p className="mt-8 border-l-2 border-brass pl-5">
            <span className="block font-display text-2xl text-forest">{t(hotel.ceo.name)}</span>
            <span className="text-sm uppercase tracking-[0.2em] text-ink-muted">
              {t(hotelIntro.signature, { title: t(hotel.ceo.title), hotel: hotel.name })}
            </span>
          </p>
        </Reveal>
      </div>
    </section>
  );
}
