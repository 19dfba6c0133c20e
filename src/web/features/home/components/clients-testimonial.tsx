import type { ReactNode } from 'react';
import { paths } from '#shared/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { DeferUntilVisible } from '#web/components/ui/defer-until-visible.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { clientsTestimonial } from '#web/features/home/data/clients-testimonial.ts';
import { t } from '#web/lib/intl.ts';

/** The reviews carousel (`children`) loads as the visitor nears it; `placeholder` until then. */
export function ClientsTestimonial({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  return (
    <section
      aria-labelledby="testimonial-title"
      className="surface-dark bg-forest-deep px-5 py-20 sm:px-8 sm:py-28"
    >
      <div className="mx-auto max-w-7xl">
        <Reveal duration={1000}>
          <SectionHeading
            eyebrow={t(clientsTestimonial.eyebrow)}
            id="testimonial-title"
            title={t(clientsTestimonial.title)}
            tone="light"
          />
        </Reveal>
        <DeferUntilVisible className="mt-12" fallback={placeholder}>
          {children}
        </DeferUntilVisible>
        <div className="mt-14 text-center">
          <ButtonLink to={paths.dashboardReview} variant="light">
            {t(clientsTestimonial.action)}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
