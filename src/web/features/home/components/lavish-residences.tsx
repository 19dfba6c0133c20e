import { paths } from '#shared/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Ornament } from '#web/components/ui/page-header.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { lavishResidences } from '#web/features/home/data/lavish-residences.ts';
import { t } from '#web/lib/intl.ts';

export function LavishResidences() {
  return (
    <section
      aria-labelledby="lavish-title"
      className="surface-dark relative isolate overflow-hidden bg-forest px-5 py-20 sm:px-8 sm:py-28"
    >
      <ResponsiveImage
        {...lavishResidences.backdrop}
        className="bg-parchment object-cover absolute inset-0 -z-20 h-full w-full"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-forest/90" />
      <Reveal duration={1200} className="mx-auto max-w-4xl text-center">
        <p className="eyebrow">{t(lavishResidences.eyebrow)}</p>
        <h2
          id="lavish-title"
          className="mt-4 text-3xl leading-tight tracking-[0.04em] text-ivory sm:text-5xl"
        >
          {t(lavishResidences.title)}
        </h2>
        <Ornament className="mx-auto mt-7" />
        <p className="mx-auto mt-7 max-w-2xl text-lg leading-relaxed text-ivory/85">
          {t(lavishResidences.text)}
        </p>
        <ButtonLink to={paths.about} variant="light" className="mt-10">
          {t(lavishResidences.action)}
        </ButtonLink>
      </Reveal>
    </section>
  );
}
