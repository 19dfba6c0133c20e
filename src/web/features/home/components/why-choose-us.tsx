import { Reveal } from '#web/components/ui/reveal.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { whyChooseUs } from '#web/features/home/data/why-choose-us.ts';
import { t } from '#web/lib/intl.ts';

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-title" className="px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-7xl">
        <Reveal duration={1000}>
          <SectionHeading
            eyebrow={t(whyChooseUs.eyebrow)}
            id="why-title"
            title={t(whyChooseUs.title)}
          />
        </Reveal>
        <ul className="mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {whyChooseUs.reasons.map(({ icon: Icon, title, text }, index) => (
            <li key={title.id}>
              <Reveal duration={800 + (index % 3) * 400} className="flex gap-5">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full border border-brass/60 text-brass-dark">
                  <Icon aria-hidden="true" className="size-5" strokeWidth={1.5} />
                </span>
                <div>
                  <h3 className="text-2xl text-forest">{t(title)}</h3>
                  <p className="mt-2 leading-relaxed text-ink-muted">{t(text)}</p>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
