import Check from 'lucide-react/icons/check';
import { CAROUSEL } from '#shared/constants.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { Carousel } from '#web/components/ui/carousel.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { type ExtraService, extraServices } from '#web/features/services/data/extra-services.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  perDay: { id: 'services.carousel.perDay', defaultMessage: 'per day' },
  label: { id: 'services.carousel.label', defaultMessage: 'Extra services' },
  itemName: {
    id: 'services.carousel.itemName',
    defaultMessage: 'service',
    description: 'One slide, in the controls\' names: "Previous service", "Next service".',
  },
});

function ServiceCard({ service }: { service: ExtraService }) {
  return (
    <article className="flex h-full flex-col border border-rule bg-ivory sm:flex-row">
      <ResponsiveImage
        base={service.image}
        widths={[480, 960]}
        sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 92vw"
        width={960}
        height={640}
        // Mood pictures: the card's heading names the service.
        alt=""
        className="aspect-[3/2] w-full bg-parchment object-cover sm:aspect-auto sm:w-[46%]"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <h3 className="text-2xl leading-tight text-forest sm:text-[1.7rem]">{t(service.name)}</h3>
        <p className="mt-2">
          <span className="font-display text-3xl text-brass-dark">
            {formatBdt(service.pricePerDay)}
          </span>
          <span className="ml-2 text-xs uppercase tracking-[0.18em] text-ink-muted">
            {t(messages.perDay)}
          </span>
        </p>
        <ul className="mt-5 space-y-2.5 border-t border-rule pt-5 text-[0.95rem] text-ink-muted">
          {service.features.map((feature) => (
            <li key={feature.id} className="flex gap-3">
              <Check
                aria-hidden="true"
                className="mt-1 size-4 shrink-0 text-brass-dark"
                strokeWidth={1.75}
              />
              <span>{t(feature)}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

/** The home page's 'Extra Services': six services, two at once on wide screens, 1 s autoplay. */
export default function ExtraServicesCarousel() {
  return (
    <Carousel
      label={t(messages.label)}
      itemName={t(messages.itemName)}
      delayMs={CAROUSEL.servicesDelayMs}
      // CAROUSEL.servicesPerView (2) slides at once from the large breakpoint.
      slideClassName="basis-full lg:basis-1/2"
    >
      {extraServices.map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </Carousel>
  );
}
