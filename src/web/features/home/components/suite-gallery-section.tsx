import type { ReactNode } from 'react';
import { paths } from '#shared/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { DeferUntilVisible } from '#web/components/ui/defer-until-visible.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { suiteGallery } from '#web/features/home/data/suite-gallery.ts';
import { t } from '#web/lib/intl.ts';

/** Six suites: the gallery (`children`) loads as the visitor nears it; `placeholder` until then. */
export function SuiteGallerySection({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  return (
    <section aria-labelledby="gallery-title" className="bg-ivory-deep px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-7xl">
        <Reveal duration={1000}>
          <SectionHeading
            eyebrow={t(suiteGallery.eyebrow)}
            id="gallery-title"
            title={t(suiteGallery.title)}
          >
            <p>{t(suiteGallery.text)}</p>
          </SectionHeading>
        </Reveal>
        <DeferUntilVisible className="mt-14" fallback={placeholder}>
          {children}
        </DeferUntilVisible>
        <div className="mt-14 text-center">
          <ButtonLink to={paths.allSuites} variant="outline">
            {t(suiteGallery.action)}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
