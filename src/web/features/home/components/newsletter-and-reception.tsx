import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import { RECEPTION_HOURS } from '#shared/constants.ts';
import { hotel } from '#shared/hotel.ts';
import { DeferUntilVisible } from '#web/components/ui/defer-until-visible.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { newsletter, reception } from '#web/features/home/data/newsletter-and-reception.ts';
import { t } from '#web/lib/intl.ts';

/** The newsletter form (`children`) loads as the visitor nears it; `placeholder` until then. */
export function NewsletterAndReception({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  return (
    <section aria-labelledby="newsletter-title" className="px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto grid max-w-7xl gap-6 lg:grid-cols-[1.5fr_1fr]">
        <Reveal duration={1200} className="surface-dark bg-forest px-6 py-12 sm:px-12 sm:py-14">
          <p className="eyebrow">{t(newsletter.eyebrow)}</p>
          <h2 id="newsletter-title" className="mt-3 text-3xl leading-tight text-ivory sm:text-4xl">
            {t(newsletter.title)}
          </h2>
          <p className="mt-4 max-w-xl text-ivory/85">{t(newsletter.text)}</p>
          <DeferUntilVisible className="mt-8" fallback={placeholder}>
            {children}
          </DeferUntilVisible>
        </Reveal>
        <Reveal
          duration={1600}
          delay={150}
          className="flex flex-col justify-between gap-8 border border-rule px-6 py-12 sm:px-10"
        >
          <div>
            <p className="eyebrow">{t(reception.eyebrow)}</p>
            <h2 className="mt-3 text-3xl leading-tight text-forest sm:text-4xl">
              {t(reception.title, { hours: RECEPTION_HOURS })}
            </h2>
            <p className="mt-4 text-ink-muted">{t(reception.text)}</p>
          </div>
          <a
            href={hotel.phone.href}
            className="inline-flex min-h-12 items-center justify-center gap-3 self-start bg-forest px-7 text-[0.8rem] font-medium uppercase tracking-[0.16em] text-ivory transition-colors hover:bg-forest-deep"
          >
            <Phone aria-hidden="true" className="size-4" />
            {hotel.phone.display}
          </a>
        </Reveal>
      </div>
    </section>
  );
}
