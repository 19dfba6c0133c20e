import {
  Car,
  Flower2,
  Gift,
  Leaf,
  type LucideIcon,
  Phone,
  UtensilsCrossed,
  Waves,
  Wind,
} from 'lucide-react';
import { lazy } from 'react';
import { RECEPTION_HOURS } from '#shared/constants.ts';
import { paths } from '#shared/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { DeferUntilVisible } from '#web/components/ui/defer-until-visible.tsx';
import { Ornament } from '#web/components/ui/page-header.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { hotel } from '#web/config/hotel.ts';
import { TestimonialPlaceholder } from '#web/features/reviews/components/testimonial-placeholder.tsx';
import { ExtraServicesPlaceholder } from '#web/features/services/components/extra-services-placeholder.tsx';
import { AvailabilityCard } from '#web/features/suites/components/availability-card.tsx';
import { SuiteGallerySkeleton } from '#web/features/suites/components/suite-gallery-skeleton.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

// Below the fold: their code (carousels, data fetching, validation) loads as the visitor nears them.
const SuiteGallery = lazy(() => import('#web/features/suites/components/suite-gallery.tsx'));
const ExtraServicesCarousel = lazy(
  () => import('#web/features/services/components/extra-services-carousel.tsx'),
);
const TestimonialCarousel = lazy(
  () => import('#web/features/reviews/components/testimonial-carousel.tsx'),
);
const NewsletterForm = lazy(
  () => import('#web/features/newsletter/components/newsletter-form.tsx'),
);

const HERO = '/images/site/hero';

/** Why Choose Us: the spec's six blurbs (food, swimming pool, spa, car, air freshener, gift). */
const reasons: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: UtensilsCrossed,
    title: 'Estate Food',
    text: 'Sylheti home cooking from our own garden: shatkora curries, hilsa in mustard, fresh parathas and seven-layer tea.',
  },
  {
    icon: Waves,
    title: 'Swimming Pool',
    text: 'A spring-fed pool beside the lotus pond, shaded by mango trees and gently warmed through the winter months.',
  },
  {
    icon: Flower2,
    title: 'Spa',
    text: 'Massage and treatments with tea-seed oil, turmeric and lemongrass in the zamindar family’s old bathing house.',
  },
  {
    icon: Car,
    title: 'Private Car',
    text: 'A chauffeured car meets you at Sreemangal station or Sylhet airport and stays at hand for day trips.',
  },
  {
    icon: Wind,
    title: 'Air Freshener',
    text: 'No sprays: rooms are aired with garden breezes and scented with vetiver, camphor and night jasmine.',
  },
  {
    icon: Gift,
    title: 'Parting Gift',
    text: 'Every guest leaves with a hand-stitched pouch of first-flush tea, picked in our garden that season.',
  },
];

/** The interior gallery: rooms of the house, the first one large. */
const interiors = [
  {
    slug: 'great-hall',
    alt: 'The blue sitting room: two armchairs by an arched window, lit by a lantern',
  },
  { slug: 'veranda', alt: 'Two green armchairs and a low table in a bright room under teak beams' },
  { slug: 'library', alt: 'The library: tall bookcases and two reading chairs on a red rug' },
  { slug: 'bath', alt: 'A roll-top bath by candlelight in a crimson room under a chandelier' },
  {
    slug: 'dining-room',
    alt: 'The dining room: a long table laid with candles beside a garden window',
  },
  {
    slug: 'staircase',
    alt: 'The reading room: bookcases and two blue armchairs under a beamed ceiling',
  },
];

const dayAtTheEstate = [
  {
    time: '6 am',
    title: 'Mist & first flush',
    text: 'A walk through the tea rows with our estate manager, a plucking lesson, and tea in the garden factory.',
  },
  {
    time: '1 pm',
    title: 'A long lunch',
    text: 'Sylheti dishes on the veranda, then a siesta, the library, or the pool beneath the mango trees.',
  },
  {
    time: '4 pm',
    title: 'The Bathing House',
    text: 'An hour at the spa, or bicycles down the quiet lanes to the lake at Madhabpur.',
  },
  {
    time: '7 pm',
    title: 'Lanterns at dusk',
    text: 'Music in the courtyard on winter evenings, and supper by lantern light as the crickets begin.',
  },
];

const excursions = [
  {
    title: 'Lawachara National Park',
    text: 'Rain forest twenty minutes away, home of the hoolock gibbon; we go with a naturalist at dawn.',
  },
  {
    title: 'Madhabpur Lake',
    text: 'A still lake among tea-covered hills, bright with water lilies from July to October.',
  },
  {
    title: 'Khasia villages',
    text: 'Betel-leaf farms in the hills, visited on foot with a guide from the community.',
  },
];

function ResponsiveImage({
  base,
  widths,
  sizes,
  width,
  height,
  alt,
  className = '',
}: {
  base: string;
  widths: [number, number];
  sizes: string;
  width: number;
  height: number;
  alt: string;
  className?: string;
}) {
  return (
    <img
      src={`${base}-${widths[1]}.webp`}
      srcSet={widths.map((w) => `${base}-${w}.webp ${w}w`).join(', ')}
      sizes={sizes}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      alt={alt}
      className={`bg-parchment object-cover ${className}`}
    />
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="surface-dark relative isolate overflow-hidden">
      <img
        src={`${HERO}-1280.webp`}
        srcSet={`${HERO}-768.webp 768w, ${HERO}-1280.webp 1280w, ${HERO}-1920.webp 1920w`}
        sizes="100vw"
        width={1920}
        height={1080}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-20 h-full w-full bg-forest object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-forest-deep/90 via-forest-deep/75 to-forest-deep/60 lg:bg-gradient-to-r lg:from-forest-deep/95 lg:via-forest-deep/75 lg:to-forest-deep/30"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 py-16 sm:px-8 sm:py-24 lg:grid-cols-[1.35fr_1fr] lg:py-32 2xl:py-40">
        <div className="animate-settle">
          <p className="eyebrow">{hotel.name}</p>
          <h1
            id="hero-title"
            className="mt-5 text-[2.5rem] leading-[1.05] text-ivory sm:text-6xl lg:text-7xl"
          >
            Luxury suites for the elite passionate about luxury &amp; comfort.
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ivory/85 sm:text-xl">
            Book Your Suites &amp; Enjoy Your Luxury Experience.
          </p>
          <ButtonLink to={paths.about} variant="light" className="mt-10">
            Explore More
          </ButtonLink>
        </div>
        <div className="animate-settle [animation-delay:200ms]">
          <AvailabilityCard />
        </div>
      </div>
    </section>
  );
}

function GrandWelcome() {
  const facts = [
    { value: String(hotel.founded), label: 'Estate built' },
    { value: '12', label: 'Suites' },
    { value: '40', label: 'Acres of tea' },
    { value: `${RECEPTION_HOURS} h`, label: 'Reception' },
  ];
  return (
    <section aria-labelledby="welcome-title" className="px-5 py-20 sm:px-8 sm:py-28">
      <Reveal duration={1000}>
        <SectionHeading eyebrow="Welcome" title="Grand Welcome" id="welcome-title">
          <p>
            Chandrabati was a zamindar’s country house long before it was a hotel: a heritage
            village in the green countryside outside Sreemangal, where the tea rows run to the edge
            of the rain forest. We restored its courtyards, verandas and lotus pond slowly, by hand,
            and kept the village rhythm of the place: early tea, long lunches, lanterns at dusk.
          </p>
        </SectionHeading>
      </Reveal>
      <Reveal duration={1400} delay={150}>
        <dl className="mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-y-10 border-y border-rule py-10 sm:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse items-center gap-1 text-center">
              <dt className="text-xs uppercase tracking-[0.2em] text-ink-muted">{fact.label}</dt>
              <dd className="font-display text-4xl text-forest">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Reveal>
    </section>
  );
}

function LavishResidences() {
  return (
    <section
      aria-labelledby="lavish-title"
      className="surface-dark relative isolate overflow-hidden bg-forest px-5 py-20 sm:px-8 sm:py-28"
    >
      <ResponsiveImage
        base="/images/site/estate"
        widths={[640, 1280]}
        // A backdrop under a 90% tint: on phones the small file is plenty.
        sizes="(min-width: 1024px) 100vw, 360px"
        width={1280}
        height={960}
        alt=""
        className="absolute inset-0 -z-20 h-full w-full"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-forest/90" />
      <Reveal duration={1200} className="mx-auto max-w-4xl text-center">
        <p className="eyebrow">Residences</p>
        <h2
          id="lavish-title"
          className="mt-4 text-3xl leading-tight tracking-[0.04em] text-ivory sm:text-5xl"
        >
          COMFORTABLE AND LAVISH HOTELS &amp; RESIDENCES
        </h2>
        <Ornament className="mx-auto mt-7" />
        <p className="mx-auto mt-7 max-w-2xl text-lg leading-relaxed text-ivory/85">
          Carved teak, lime plaster and hand-painted ceilings, with the comforts the old house never
          had: deep baths, quiet air-conditioning, beds dressed in Rajshahi silk and a butler who
          remembers how you take your tea.
        </p>
        <ButtonLink to={paths.about} variant="light" className="mt-10">
          Learn More ...
        </ButtonLink>
      </Reveal>
    </section>
  );
}

function SuiteGallerySection() {
  return (
    <section aria-labelledby="gallery-title" className="bg-ivory-deep px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-7xl">
        <Reveal duration={1000}>
          <SectionHeading
            eyebrow="Our suites"
            id="gallery-title"
            title="STEP INTO A ROOM THAT BLURS THE LINES BETWEEN DREAMS AND REALITY"
          >
            <p>
              Each suite is a room of the old estate, restored with its own character: a veranda
              over the lotus pond, a sitting room with a gramophone, a bath under the tea-garden
              sky.
            </p>
          </SectionHeading>
        </Reveal>
        <DeferUntilVisible className="mt-14" fallback={<SuiteGallerySkeleton />}>
          <SuiteGallery />
        </DeferUntilVisible>
        <div className="mt-14 text-center">
          <ButtonLink to={paths.allSuites} variant="outline">
            View All Suites
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

function HotelIntro() {
  return (
    <section aria-labelledby="intro-title" className="px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <Reveal duration={1600} className="relative">
          <ResponsiveImage
            base="/images/site/estate"
            widths={[640, 1280]}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 45vw, 92vw"
            width={1280}
            height={960}
            alt="The inner courtyard of the estate house by moonlight, its lanterns reflected in the long pool"
            className="aspect-[4/3] w-full"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-4 -right-4 -z-10 hidden h-full w-full border border-brass/60 sm:block"
          />
        </Reveal>
        <Reveal duration={1200} delay={150}>
          <p className="eyebrow">
            Hotel <span aria-hidden="true">·</span> {hotel.shortName}
          </p>
          <h2 id="intro-title" className="mt-4 text-4xl leading-tight text-forest sm:text-5xl">
            Relax in our Hotel Resort
          </h2>
          <div aria-hidden="true" className="mt-6 h-px w-16 bg-brass" />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-muted">
            <p>
              Wake to mist over the tea rows and the call of the hill mynas. Spend the morning on a
              garden walk with our estate manager, the afternoon by the pool, and the evening on the
              great veranda with a lantern, a book and the sound of the rain.
            </p>
            <p>
              We are a small house by choice. Twelve suites mean we know your name, your table and
              your tea before you ask.
            </p>
          </div>
          <p className="mt-8 border-l-2 border-brass pl-5">
            <span className="block font-display text-2xl text-forest">{hotel.ceo.name}</span>
            <span className="text-sm uppercase tracking-[0.2em] text-ink-muted">
              {hotel.ceo.title}, {hotel.name}
            </span>
          </p>
        </Reveal>
      </div>
    </section>
  );
}

function InteriorGallery() {
  return (
    <section
      aria-labelledby="interiors-title"
      className="bg-forest-deep px-5 py-20 surface-dark sm:px-8 sm:py-28"
    >
      <div className="mx-auto max-w-7xl">
        <Reveal duration={1000}>
          <SectionHeading
            eyebrow="Inside the house"
            id="interiors-title"
            title="Interiors of the Estate"
            tone="light"
          >
            <p>
              Teak from the estate’s own forest, Italian tiles brought up the Surma by boat in 1890,
              and the light of the tea gardens through tall shuttered windows.
            </p>
          </SectionHeading>
        </Reveal>
        <ul className="mt-14 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {interiors.map((room, index) => (
            <li
              key={room.slug}
              className={
                index === 0
                  ? 'col-span-2 lg:row-span-2'
                  : index === 5
                    ? 'col-span-2 lg:col-span-1'
                    : ''
              }
            >
              <Reveal duration={800 + index * 200} className="h-full">
                <figure className="group relative h-full overflow-hidden bg-forest">
                  <ResponsiveImage
                    base={`/images/interiors/${room.slug}`}
                    widths={[480, 960]}
                    sizes={
                      index === 0
                        ? '(min-width: 1280px) 820px, (min-width: 1024px) 66vw, 92vw'
                        : '(min-width: 1280px) 400px, (min-width: 1024px) 32vw, 46vw'
                    }
                    width={960}
                    height={720}
                    alt={room.alt}
                    className={`w-full transition-transform duration-1000 ease-out group-hover:scale-[1.04] ${index === 0 ? 'aspect-[4/3] lg:aspect-auto lg:h-full' : index === 5 ? 'aspect-[2/1] lg:aspect-[4/3]' : 'aspect-[4/3]'}`}
                  />
                </figure>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function EstateKitchen() {
  return (
    <section aria-labelledby="kitchen-title" className="px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
        <Reveal duration={1200} className="lg:order-2">
          <ResponsiveImage
            base="/images/facilities/estate-kitchen"
            widths={[640, 1280]}
            sizes="(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 92vw"
            width={1280}
            height={853}
            alt=""
            className="aspect-[3/2] w-full"
          />
        </Reveal>
        <Reveal duration={1400} delay={100}>
          <SectionHeading
            eyebrow="Dining"
            id="kitchen-title"
            title="The Estate Kitchen"
            align="left"
          >
            <p>
              Our cooks grew up in the villages around the garden. They cook as their mothers did:
              shatkora with beef, lemongrass fish in banana leaf, hilsa in mustard when the river
              allows, and sweets of date-palm jaggery in winter.
            </p>
          </SectionHeading>
          <ul className="mt-8 grid gap-4 border-t border-rule pt-6 text-ink-muted sm:grid-cols-2">
            <li>
              <span className="block font-display text-xl text-forest">Breakfast</span>7 to 11 am,
              on the veranda
            </li>
            <li>
              <span className="block font-display text-xl text-forest">Afternoon tea</span>4 pm, by
              the lotus pond
            </li>
          </ul>
        </Reveal>
      </div>
    </section>
  );
}

function DayAtTheEstate() {
  return (
    <section aria-labelledby="day-title" className="bg-ivory-deep px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-7xl">
        <Reveal duration={1000}>
          <SectionHeading
            eyebrow="The rhythm of the house"
            id="day-title"
            title="A Day at Chandrabati"
          />
        </Reveal>
        <ol className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
          {dayAtTheEstate.map((moment, index) => (
            <li key={moment.time}>
              <Reveal duration={1000 + index * 300} className="border-t border-brass/60 pt-6">
                <p className="font-display text-4xl text-brass-dark">{moment.time}</p>
                <h3 className="mt-3 text-2xl text-forest">{moment.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{moment.text}</p>
              </Reveal>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function BeyondTheGates() {
  return (
    <section aria-labelledby="beyond-title" className="px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
        <Reveal duration={1400}>
          <ResponsiveImage
            base="/images/facilities/forest"
            widths={[640, 1280]}
            sizes="(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 92vw"
            width={1280}
            height={853}
            alt="A trail through the rain forest at Lawachara, a hoolock gibbon hanging from a branch"
            className="aspect-[3/2] w-full"
          />
        </Reveal>
        <Reveal duration={1200} delay={100}>
          <SectionHeading
            eyebrow="Excursions"
            id="beyond-title"
            title="Beyond the Gates"
            align="left"
          >
            <p>Sreemangal is the tea capital of Bangladesh, and its hills hold more than tea.</p>
          </SectionHeading>
          <ul className="mt-8 space-y-6">
            {excursions.map((trip) => (
              <li key={trip.title} className="flex gap-4">
                <Leaf
                  aria-hidden="true"
                  className="mt-1.5 size-5 shrink-0 text-brass-dark"
                  strokeWidth={1.5}
                />
                <div>
                  <h3 className="text-2xl text-forest">{trip.title}</h3>
                  <p className="mt-1 leading-relaxed text-ink-muted">{trip.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}

function ExtraServices() {
  return (
    <section aria-labelledby="services-title" className="bg-ivory-deep px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-7xl">
        <Reveal duration={1000}>
          <SectionHeading eyebrow="Add to your stay" id="services-title" title="Extra Services">
            <p>Small luxuries, priced per day, arranged by reception whenever you ask.</p>
          </SectionHeading>
        </Reveal>
        <DeferUntilVisible className="mt-12" fallback={<ExtraServicesPlaceholder />}>
          <ExtraServicesCarousel />
        </DeferUntilVisible>
      </div>
    </section>
  );
}

function WhyChooseUs() {
  return (
    <section aria-labelledby="why-title" className="px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-7xl">
        <Reveal duration={1000}>
          <SectionHeading
            eyebrow="Small comforts, done properly"
            id="why-title"
            title="Why Choose Us"
          />
        </Reveal>
        <ul className="mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }, index) => (
            <li key={title}>
              <Reveal duration={800 + (index % 3) * 400} className="flex gap-5">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full border border-brass/60 text-brass-dark">
                  <Icon aria-hidden="true" className="size-5" strokeWidth={1.5} />
                </span>
                <div>
                  <h3 className="text-2xl text-forest">{title}</h3>
                  <p className="mt-2 leading-relaxed text-ink-muted">{text}</p>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ClientsTestimonial() {
  return (
    <section
      aria-labelledby="testimonial-title"
      className="surface-dark bg-forest-deep px-5 py-20 sm:px-8 sm:py-28"
    >
      <div className="mx-auto max-w-7xl">
        <Reveal duration={1000}>
          <SectionHeading
            eyebrow="Guests’ words"
            id="testimonial-title"
            title="Clients Testimonial"
            tone="light"
          />
        </Reveal>
        <DeferUntilVisible className="mt-12" fallback={<TestimonialPlaceholder />}>
          <TestimonialCarousel />
        </DeferUntilVisible>
        <div className="mt-14 text-center">
          <ButtonLink to={paths.dashboardReview} variant="light">
            Add Your Review
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

function NewsletterAndReception() {
  return (
    <section aria-labelledby="newsletter-title" className="px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto grid max-w-7xl gap-6 lg:grid-cols-[1.5fr_1fr]">
        <Reveal duration={1200} className="surface-dark bg-forest px-6 py-12 sm:px-12 sm:py-14">
          <p className="eyebrow">Newsletter</p>
          <h2 id="newsletter-title" className="mt-3 text-3xl leading-tight text-ivory sm:text-4xl">
            Letters from the tea garden
          </h2>
          <p className="mt-4 max-w-xl text-ivory/85">
            Four times a year: the first flush, the monsoon, the festival season and winter
            evenings, with the rates of the season before anyone else. No other mail, ever.
          </p>
          <DeferUntilVisible className="mt-8" fallback={<NewsletterPlaceholder />}>
            <NewsletterForm />
          </DeferUntilVisible>
        </Reveal>
        <Reveal
          duration={1600}
          delay={150}
          className="flex flex-col justify-between gap-8 border border-rule px-6 py-12 sm:px-10"
        >
          <div>
            <p className="eyebrow">Reception</p>
            <h2 className="mt-3 text-3xl leading-tight text-forest sm:text-4xl">
              Our receptionist is available {RECEPTION_HOURS} hours
            </h2>
            <p className="mt-4 text-ink-muted">
              Day or night, call us for a booking, a late arrival or a car from the station.
            </p>
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

function NewsletterPlaceholder() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 sm:flex-row">
      <div className="min-h-12 flex-1 bg-ivory/90" />
      <div className="min-h-12 w-40 bg-brass-light/80" />
    </div>
  );
}

export default function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <GrandWelcome />
      <LavishResidences />
      <SuiteGallerySection />
      <HotelIntro />
      <InteriorGallery />
      <EstateKitchen />
      <DayAtTheEstate />
      <BeyondTheGates />
      <ExtraServices />
      <WhyChooseUs />
      <ClientsTestimonial />
      <NewsletterAndReception />
    </>
  );
}
