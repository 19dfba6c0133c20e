import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { estateKitchen } from '#web/features/home/data/estate-kitchen.ts';
import { t } from '#web/lib/intl.ts';

export function EstateKitchen() {
  return (
    <section aria-labelledby="kitchen-title" className="px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
        <Reveal duration={1200} className="lg:order-2">
          <ResponsiveImage
            {...estateKitchen.image}
            className="bg-parchment object-cover aspect-[3/2] w-full"
          />
        </Reveal>
        <Reveal duration={1400} delay={100}>
          <SectionHeading
            eyebrow={t(estateKitchen.eyebrow)}
            id="kitchen-title"
            title={t(estateKitchen.title)}
            align="left"
          >
            <p>{t(estateKitchen.text)}</p>
          </SectionHeading>
          <ul className="mt-8 grid gap-4 border-t border-rule pt-6 text-ink-muted sm:grid-cols-2">
            {estateKitchen.meals.map((meal) => (
              <li key={meal.name.id}>
                <span className="block font-display text-xl text-forest">{t(meal.name)}</span>
                {t(meal.when)}
              </li>
            ))}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}
