import Leaf from 'lucide-react/icons/leaf';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { beyondTheGates } from '#web/features/home/data/beyond-the-gates.ts';
import { t } from '#web/lib/intl.ts';

export function BeyondTheGates() {
  return (
    <section aria-labelledby="beyond-title" className="px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
        <Reveal duration={1400}>
          <ResponsiveImage
            {...beyondTheGates.image}
            alt={t(beyondTheGates.image.alt)}
            className="bg-parchment object-cover aspect-[3/2] w-full"
          />
        </Reveal>
        <Reveal duration={1200} delay={100}>
          <SectionHeading
            eyebrow={t(beyondTheGates.eyebrow)}
            id="beyond-title"
            title={t(beyondTheGates.title)}
            align="left"
          >
            <p>{t(beyondTheGates.text)}</p>
          </SectionHeading>
          <ul className="mt-8 space-y-6">
            {beyondTheGates.excursions.map((trip) => (
              <li key={trip.title.id} className="flex gap-4">
                <Leaf
                  aria-hidden="true"
                  className="mt-1.5 size-5 shrink-0 text-brass-dark"
                  strokeWidth={1.5}
                />
                <div>
                  <h3 className="text-2xl text-forest">{t(trip.title)}</h3>
                  <p className="mt-1 leading-relaxed text-ink-muted">{t(trip.text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}
