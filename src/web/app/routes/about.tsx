import { hotel } from '#shared/hotel.ts';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

/** What search results and link previews say about the page. */
const head = defineMessages({
  description: {
    id: 'page.about.description',
    defaultMessage:
      'The story of {hotel}, a zamindar house of {founded, number, ::group-off} among the tea gardens of Sreemangal, and its kitchen, pool, spa, library and tea-garden walks.',
  },
});

/** The estate's facilities, each a section of its own with a picture. */
const facilities = [
  {
    slug: 'estate-kitchen',
    eyebrow: 'Dining',
    title: 'The Estate Kitchen',
    text: 'Breakfast on the veranda, Sylheti suppers by lantern light, and a tea menu of our own first and second flush, brewed at the table. Vegetables, herbs and fruit come from the kitchen garden behind the house; fish from the haors of Moulvibazar.',
    details: ['Breakfast 7–11 am', 'Afternoon tea at 4 pm', 'Supper 7–10 pm'],
  },
  {
    slug: 'pool',
    eyebrow: 'Pool & gardens',
    title: 'Pool & Lotus Pond',
    text: 'A spring-fed pool set beside the old lotus pond, with cabanas shaded by mango trees and a quiet deck for watching the evening birds come in. The water is gently warmed from November to February.',
    details: ['Open 6 am–9 pm', 'Towels and cabanas', 'Children’s hours 9–11 am'],
  },
  {
    slug: 'spa',
    eyebrow: 'Wellness',
    title: 'The Bathing House Spa',
    text: 'Three treatment rooms in the zamindar family’s bathing house, using tea-seed oil, turmeric and lemongrass from the garden. Our therapists trained in Kerala and Bali; every treatment begins with a footbath of warm spring water.',
    details: [
      'Massage & body treatments',
      'Steam room and plunge pool',
      'By appointment, 9 am–8 pm',
    ],
  },
  {
    slug: 'library',
    eyebrow: 'Quiet rooms',
    title: 'Library & Music Room',
    text: 'The estate’s library of Bengali literature, natural history and travel writing, a restored gramophone with the family’s records, and classical music evenings in the courtyard through the winter.',
    details: ['Open all day', 'Music evenings, December–February', 'Board games and chess'],
  },
  {
    slug: 'tea-garden',
    eyebrow: 'The estate',
    title: 'Tea Garden Walks',
    text: 'Morning walks through forty acres of tea with our estate manager, ending with a plucking lesson and a cup in the garden factory. From March to November you can watch the leaf withered, rolled and fired.',
    details: ['Daily at 6:30 am', 'Factory visits, March–November', 'Included in every stay'],
  },
  {
    slug: 'forest',
    eyebrow: 'Excursions',
    title: 'Forest & Village Excursions',
    text: 'Guided days in Lawachara National Park to look for hoolock gibbons, visits to the Khasia betel-leaf villages, and afternoons at Madhabpur lake — with a picnic from our kitchen and a car and driver for the day.',
    details: ['Naturalist guides', 'Picnics packed by the kitchen', 'Car and driver included'],
  },
];

export default function AboutRoute() {
  useDocumentTitle(undefined, t(head.description, { hotel: hotel.name, founded: hotel.founded }));
  return (
    <>
      <PageHeader eyebrow="Our story" title="About Chandrabati">
        <p>
          {t(hotel.tagline)}: a family house of {hotel.founded}, returned to life as a hotel of
          twelve suites.
        </p>
      </PageHeader>
      <section aria-labelledby="story-title" className="px-5 py-20 sm:px-8 sm:py-24">
        <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2 lg:gap-20">
          <ResponsiveImage
            base="/images/site/estate"
            widths={[640, 960, 1280]}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 45vw, 92vw"
            width={1280}
            height={960}
            priority
            alt="The inner courtyard of the estate house by moonlight, its lanterns reflected in the long pool"
            className="aspect-[4/3] w-full bg-parchment object-cover"
          />
          <div>
            <SectionHeading
              eyebrow={`Since ${hotel.founded}`}
              id="story-title"
              title="A house among the tea"
              align="left"
            />
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-muted">
              <p>
                The Chowdhury family built Chandrabati as their country seat when the first tea
                gardens were planted in the hills around Sreemangal. For a century it saw harvest
                festivals, weddings and long monsoon afternoons on the veranda.
              </p>
              <p>
                By 2010 the house stood empty. Over eight years, craftsmen from Sylhet and Dhaka
                restored its carved teak, mosaic floors and stained glass, and the family opened its
                doors to guests: not as a museum, but as the home it always was.
              </p>
            </div>
          </div>
        </div>
      </section>
      <section
        aria-labelledby="facilities-title"
        className="border-t border-rule bg-ivory-deep px-5 py-20 sm:px-8 sm:py-24"
      >
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            eyebrow="Facilities"
            id="facilities-title"
            title="Everything the estate offers"
          >
            <p>
              Six places to spend your days, all within the estate’s walls or an hour’s drive of
              them.
            </p>
          </SectionHeading>
          <div className="mt-16 space-y-20 sm:space-y-28">
            {facilities.map((facility, index) => (
              <section
                key={facility.slug}
                aria-labelledby={`facility-${facility.slug}`}
                className="grid items-center gap-10 lg:grid-cols-2 lg:gap-20"
              >
                <Reveal duration={1200} className={index % 2 === 1 ? 'lg:order-2' : ''}>
                  <ResponsiveImage
                    base={`/images/facilities/${facility.slug}`}
                    widths={[640, 1280]}
                    sizes="(min-width: 1280px) 600px, (min-width: 1024px) 45vw, 92vw"
                    width={1280}
                    height={853}
                    // The pictures set the mood; the heading beside each says what it shows.
                    alt=""
                    className="aspect-[3/2] w-full bg-parchment object-cover"
                  />
                </Reveal>
                <Reveal duration={1400} delay={100}>
                  <p className="eyebrow">
                    {String(index + 1).padStart(2, '0')} · {facility.eyebrow}
                  </p>
                  <h3
                    id={`facility-${facility.slug}`}
                    className="mt-3 text-3xl leading-tight text-forest sm:text-4xl"
                  >
                    {facility.title}
                  </h3>
                  <div aria-hidden="true" className="mt-5 h-px w-16 bg-brass" />
                  <p className="mt-5 text-lg leading-relaxed text-ink-muted">{facility.text}</p>
                  <ul className="mt-6 flex flex-wrap gap-2">
                    {facility.details.map((detail) => (
                      <li
                        key={detail}
                        className="border border-rule bg-ivory px-3 py-1.5 text-sm text-ink-muted"
                      >
                        {detail}
                      </li>
                    ))}
                  </ul>
                </Reveal>
              </section>
            ))}
          </div>
        </div>
      </section>
      <section
        aria-labelledby="about-cta"
        className="surface-dark bg-forest px-5 py-20 text-center sm:px-8 sm:py-24"
      >
        <p className="eyebrow">Twelve suites, one estate</p>
        <h2 id="about-cta" className="mt-3 text-3xl text-ivory sm:text-5xl">
          Come and stay a while
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg text-ivory/85">
          The cool months from October to March are the loveliest; the monsoon, the greenest.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <ButtonLink to={paths.allSuites} variant="brass">
            See the suites
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="light">
            Contact us
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
