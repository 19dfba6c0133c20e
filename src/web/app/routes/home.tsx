import { Car, Flower2, Gift, Phone, UtensilsCrossed, Waves, Wind } from 'lucide-react';
import { HOME_GALLERY_SIZE, RECEPTION_HOURS } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import type { Suite } from '../../../shared/suite.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Ornament } from '../../components/ui/page-header.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { hotel } from '../../config/hotel.ts';
import { useReviews } from '../../features/reviews/api/get-reviews.ts';
import {
  TestimonialList,
  TestimonialListSkeleton,
} from '../../features/reviews/components/testimonial-list.tsx';
import { useSuites } from '../../features/suites/api/get-suites.ts';
import { AvailabilityCard } from '../../features/suites/components/availability-card.tsx';
import { SuiteCard, SuiteCardSkeleton } from '../../features/suites/components/suite-card.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** How many testimonials the grid shows until the carousel arrives. */
const TESTIMONIALS_SHOWN = 6;

/** The spec's gallery shows items 3 to 8 of the list; a shorter list shows its last six. */
function gallerySuites(suites: Suite[]) {
  const start = Math.max(0, Math.min(2, suites.length - HOME_GALLERY_SIZE));
  return suites.slice(start, start + HOME_GALLERY_SIZE);
}

const reasons = [
  {
    icon: UtensilsCrossed,
    title: 'Estate kitchen',
    text: 'Sylheti home cooking and seven-layer tea, from produce grown on the estate.',
  },
  {
    icon: Waves,
    title: 'Swimming pool',
    text: 'A spring-fed pool beside the lotus pond, warmed in the winter months.',
  },
  {
    icon: Flower2,
    title: 'Spa',
    text: 'Treatments with tea-seed oil, turmeric and lemongrass in the old bathing house.',
  },
  {
    icon: Car,
    title: 'Chauffeured car',
    text: 'Transfers from Sylhet airport or Sreemangal station, and day trips to Lawachara.',
  },
  {
    icon: Wind,
    title: 'Fresh air',
    text: 'Rooms aired with garden breezes, scented with vetiver and night jasmine.',
  },
  {
    icon: Gift,
    title: 'Parting gift',
    text: 'Every guest leaves with a tin of first-flush tea from our own garden.',
  },
];

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="surface-dark relative isolate overflow-hidden">
      <img
        src="/images/site/hero-1280.webp"
        srcSet="/images/site/hero-768.webp 768w, /images/site/hero-1280.webp 1280w, /images/site/hero-1920.webp 1920w"
        sizes="100vw"
        width={1920}
        height={1080}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-20 h-full w-full bg-forest object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-forest-deep/95 via-forest-deep/80 to-forest-deep/45"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 py-16 sm:px-8 sm:py-24 lg:grid-cols-[1.35fr_1fr] lg:py-32">
        <div className="animate-rise">
          <p className="eyebrow">{hotel.name}</p>
          <h1
            id="hero-title"
            className="mt-5 text-[2.6rem] leading-[1.05] text-ivory sm:text-6xl lg:text-7xl"
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
        <div className="animate-rise [animation-delay:200ms]">
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
      <SectionHeading eyebrow="Welcome" title="Grand Welcome" id="welcome-title">
        <p>
          Chandrabati was a zamindar’s country house long before it was a hotel: a heritage village
          in the green countryside outside Sreemangal, where the tea rows run to the edge of the
          rain forest. We restored its courtyards, verandas and lotus pond slowly, by hand, and kept
          the village rhythm of the place: early tea, long lunches, lanterns at dusk.
        </p>
      </SectionHeading>
      <dl className="mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-y-10 border-y border-rule py-10 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col-reverse items-center gap-1 text-center">
            <dt className="text-xs uppercase tracking-[0.2em] text-ink-muted">{fact.label}</dt>
            <dd className="font-display text-4xl text-forest">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function LavishResidences() {
  return (
    <section
      aria-labelledby="lavish-title"
      className="surface-dark bg-forest px-5 py-20 sm:px-8 sm:py-28"
    >
      <div className="mx-auto max-w-4xl text-center">
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
      </div>
    </section>
  );
}

function SuiteGallery() {
  const suites = useSuites();
  return (
    <section aria-labelledby="gallery-title" className="bg-ivory-deep px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          eyebrow="Our suites"
          id="gallery-title"
          title="STEP INTO A ROOM THAT BLURS THE LINES BETWEEN DREAMS AND REALITY"
        >
          <p>
            Each suite is a room of the old estate, restored with its own character: a veranda over
            the lotus pond, a sitting room with a gramophone, a bath under the tea-garden sky.
          </p>
        </SectionHeading>
        <div className="mt-14" aria-busy={suites.isPending}>
          {suites.isPending ? (
            <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: HOME_GALLERY_SIZE }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <SuiteCardSkeleton key={index} />
              ))}
            </div>
          ) : suites.isError ? (
            <ErrorState
              title="We could not load our suites"
              error={suites.error}
              onRetry={() => suites.refetch()}
            />
          ) : (
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {gallerySuites(suites.data).map((suite) => (
                <li key={suite.id}>
                  <SuiteCard suite={suite} />
                </li>
              ))}
            </ul>
          )}
        </div>
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
        <div className="relative">
          <img
            src="/images/site/estate-1280.webp"
            srcSet="/images/site/estate-640.webp 640w, /images/site/estate-1280.webp 1280w"
            sizes="(min-width: 1024px) 45vw, 92vw"
            width={1280}
            height={960}
            loading="lazy"
            decoding="async"
            alt="The restored estate house among the tea gardens"
            className="aspect-[4/3] w-full bg-parchment object-cover"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-4 -right-4 -z-10 hidden h-full w-full border border-brass/60 sm:block"
          />
        </div>
        <div>
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
        </div>
      </div>
    </section>
  );
}

function WhyChooseUs() {
  return (
    <section
      aria-labelledby="why-title"
      className="border-t border-rule px-5 py-20 sm:px-8 sm:py-28"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          eyebrow="Why choose us"
          id="why-title"
          title="Small comforts, done properly"
        />
        <ul className="mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-5">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full border border-brass/60 text-brass-dark">
                <Icon aria-hidden="true" className="size-5" strokeWidth={1.5} />
              </span>
              <div>
                <h3 className="text-2xl text-forest">{title}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ClientsTestimonial() {
  const reviews = useReviews();
  return (
    <section
      aria-labelledby="testimonial-title"
      className="surface-dark bg-forest-deep px-5 py-20 sm:px-8 sm:py-28"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          eyebrow="Guests’ words"
          id="testimonial-title"
          title="Clients Testimonial"
          tone="light"
        />
        <div className="mt-14" aria-busy={reviews.isPending}>
          {reviews.isPending ? (
            <TestimonialListSkeleton />
          ) : reviews.isError ? (
            <ErrorState
              title="We could not load our guests’ reviews"
              error={reviews.error}
              onRetry={() => reviews.refetch()}
            />
          ) : reviews.data.length === 0 ? (
            <p className="text-center text-ivory/85">
              No reviews yet. Stayed with us? Be the first to tell others about it.
            </p>
          ) : (
            <TestimonialList reviews={reviews.data.slice(0, TESTIMONIALS_SHOWN)} />
          )}
        </div>
        <div className="mt-14 text-center">
          <ButtonLink to={paths.dashboardReview} variant="light">
            Add Your Review
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

function Reception() {
  return (
    <section aria-labelledby="reception-title" className="px-5 py-16 sm:px-8">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 border border-rule px-6 py-12 text-center md:flex-row md:justify-between md:text-left">
        <div>
          <p className="eyebrow">Reception</p>
          <h2 id="reception-title" className="mt-3 text-3xl text-forest sm:text-4xl">
            Our receptionist is available {RECEPTION_HOURS} hours
          </h2>
          <p className="mt-3 text-ink-muted">
            Day or night, call us for a booking, a late arrival or a car from the station.
          </p>
        </div>
        <a
          href={hotel.phone.href}
          className="inline-flex min-h-12 shrink-0 items-center gap-3 bg-forest px-7 text-[0.8rem] font-medium uppercase tracking-[0.16em] text-ivory transition-colors hover:bg-forest-deep"
        >
          <Phone aria-hidden="true" className="size-4" />
          {hotel.phone.display}
        </a>
      </div>
    </section>
  );
}

export default function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <GrandWelcome />
      <LavishResidences />
      <SuiteGallery />
      <HotelIntro />
      <WhyChooseUs />
      <ClientsTestimonial />
      <Reception />
    </>
  );
}
