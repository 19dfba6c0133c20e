import type { ReactNode } from 'react';
import { DeferUntilVisible } from '#web/components/ui/defer-until-visible.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { extraServices } from '#web/features/home/data/extra-services.ts';
import { t } from '#web/lib/intl.ts';

/** The services carousel (`children`) loads as the visitor nears it; `placeholder` until then. */
export function ExtraServices({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  return (
    <section aria-labelledby="services-title" className="bg-ivory-deep px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-7xl">
        <Reveal duration={1000}>
          <SectionHeading
            eyebrow={t(extraServices.eyebrow)}
            id="services-title"
            title={t(extraServices.title)}
          >
            <p>{t(extraServices.text)}</p>
          </SectionHeading>
        </Reveal>
        <DeferUntilVisible className="mt-12" fallback={placeholder}>
          {children}
        </DeferUntilVisible>
      </div>
    </section>
  );
}
