import { Reveal } from '#web/components/ui/reveal.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { dayAtTheEstate } from '#web/features/home/data/day-at-the-estate.ts';
import { t } from '#web/lib/intl.ts';

export function DayAtTheEstate() {
  return (
    <section aria-labelledby="day-title" className="bg-ivory-deep px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-7xl">
        <Reveal duration={1000}>
          <SectionHeading
            eyebrow={t(dayAtTheEstate.eyebrow)}
            id="day-title"
            title={t(dayAtTheEstate.title)}
          />
        </Reveal>
        <ol className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
          {dayAtTheEstate.moments.map((moment, index) => (
            <li key={moment.time.id}>
              <Reveal duration={1000 + index * 300} className="border-t border-brass/60 pt-6">
                <p className="font-display text-4xl text-brass-dark">{t(moment.time)}</p>
                <h3 className="mt-3 text-2xl text-forest">{t(moment.title)}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{t(moment.text)}</p>
              </Reveal>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
