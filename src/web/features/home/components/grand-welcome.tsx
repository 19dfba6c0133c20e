import { Reveal } from '#web/components/ui/reveal.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { grandWelcome } from '#web/features/home/data/grand-welcome.ts';
import { t } from '#web/lib/intl.ts';

export function GrandWelcome() {
  return (
    <section aria-labelledby="welcome-title" className="px-5 py-20 sm:px-8 sm:py-28">
      <Reveal duration={1000}>
        <SectionHeading
          eyebrow={t(grandWelcome.eyebrow)}
          title={t(grandWelcome.title)}
          id="welcome-title"
        >
          <p>{t(grandWelcome.text)}</p>
        </SectionHeading>
      </Reveal>
      <Reveal duration={1400} delay={150}>
        <dl className="mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-y-10 border-y border-rule py-10 sm:grid-cols-4">
          {grandWelcome.facts.map((fact) => (
            <div
              key={fact.label.id}
              className="flex flex-col-reverse items-center gap-1 text-center"
            >
              <dt className="text-xs uppercase tracking-[0.2em] text-ink-muted">{t(fact.label)}</dt>
              <dd className="font-display text-4xl text-forest">{t(fact.value, fact.values)}</dd>
            </div>
          ))}
        </dl>
      </Reveal>
    </section>
  );
}
