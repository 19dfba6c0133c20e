import { hotel } from '#shared/hotel.ts';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import type { PrefetchContext } from '#web/app/pages.ts';
import { HotelStructuredData } from '#web/components/seo/hotel-structured-data.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { suitesQueryOptions, useSuites } from '#web/features/suites/api/get-suites.ts';
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

const messages = defineMessages({
  eyebrow: { id: 'publicPages.about.eyebrow', defaultMessage: 'Our story' },
  title: { id: 'publicPages.about.title', defaultMessage: 'About Chandrabati' },
  lead: {
    id: 'publicPages.about.lead',
    defaultMessage:
      '{tagline}: a family house of {founded, number, ::group-off}, returned to life as a hotel of twelve suites.',
  },
  storyImageAlt: {
    id: 'publicPages.about.storyImageAlt',
    defaultMessage:
      'The inner courtyard of the estate house by moonlight, its lanterns reflected in the long pool',
  },
  storyEyebrow: {
    id: 'publicPages.about.storyEyebrow',
    defaultMessage: 'Since {founded, number, ::group-off}',
  },
  storyTitle: { id: 'publicPages.about.storyTitle', defaultMessage: 'A house among the tea' },
  storyBuilt: {
    id: 'publicPages.about.storyBuilt',
    defaultMessage:
      'The Chowdhury family built Chandrabati as their country seat when the first tea gardens were planted in the hills around Sreemangal. For a century it saw harvest festivals, weddings and long monsoon afternoons on the veranda.',
  },
  storyRestored: {
    id: 'publicPages.about.storyRestored',
    defaultMessage:
      'By 2010 the house stood empty. Over eight years, craftsmen from Sylhet and Dhaka restored its carved teak, mosaic floors and stained glass, and the family opened its doors to guests: not as a museum, but as the home it always was.',
  },
  facilitiesEyebrow: { id: 'publicPages.about.facilitiesEyebrow', defaultMessage: 'Facilities' },
  facilitiesTitle: {
    id: 'publicPages.about.facilitiesTitle',
    defaultMessage: 'Everything the estate offers',
  },
  facilitiesLead: {
    id: 'publicPages.about.facilitiesLead',
    defaultMessage:
      'Six places to spend your days, all within the estate’s walls or an hour’s drive of them.',
  },
  facilityEyebrow: {
    id: 'publicPages.about.facilityEyebrow',
    defaultMessage: '{number, number, ::integer-width/*00} · {eyebrow}',
    description: 'A facility\'s number in two digits ("01") and its kind.',
  },
  ctaEyebrow: { id: 'publicPages.about.ctaEyebrow', defaultMessage: 'Twelve suites, one estate' },
  ctaTitle: { id: 'publicPages.about.ctaTitle', defaultMessage: 'Come and stay a while' },
  ctaText: {
    id: 'publicPages.about.ctaText',
    defaultMessage:
      'The cool months from October to March are the loveliest; the monsoon, the greenest.',
  },
  seeSuites: { id: 'publicPages.about.seeSuites', defaultMessage: 'See the suites' },
  contactUs: { id: 'publicPages.about.contactUs', defaultMessage: 'Contact us' },
});

/** The estate's facilities, each a section of its own with a picture. */
const facilities = [
  {
    slug: 'estate-kitchen',
    eyebrow: { id: 'publicPages.about.kitchenEyebrow', defaultMessage: 'Dining' },
    title: { id: 'publicPages.about.kitchenTitle', defaultMessage: 'The Estate Kitchen' },
    text: {
      id: 'publicPages.about.kitchenText',
      defaultMessage:
        'Breakfast on the veranda, Sylheti suppers by lantern light, and a tea menu of our own first and second flush, brewed at the table. Vegetables, herbs and fruit come from the kitchen garden behind the house; fish from the haors of Moulvibazar.',
    },
    details: [
      { id: 'publicPages.about.kitchenBreakfast', defaultMessage: 'Breakfast 7–11 am' },
      { id: 'publicPages.about.kitchenTea', defaultMessage: 'Afternoon tea at 4 pm' },
      { id: 'publicPages.about.kitchenSupper', defaultMessage: 'Supper 7–10 pm' },
    ],
  },
  {
    slug: 'pool',
    eyebrow: { id: 'publicPages.about.poolEyebrow', defaultMessage: 'Pool & gardens' },
    title: { id: 'publicPages.about.poolTitle', defaultMessage: 'Pool & Lotus Pond' },
    text: {
      id: 'publicPages.about.poolText',
      defaultMessage:
        'A spring-fed pool set beside the old lotus pond, with cabanas shaded by mango trees and a quiet deck for watching the evening birds come in. The water is gently warmed from November to February.',
    },
    details: [
      { id: 'publicPages.about.poolHours', defaultMessage: 'Open 6 am–9 pm' },
      { id: 'publicPages.about.poolTowels', defaultMessage: 'Towels and cabanas' },
      { id: 'publicPages.about.poolChildren', defaultMessage: 'Children’s hours 9–11 am' },
    ],
  },
  {
    slug: 'spa',
    eyebrow: { id: 'publicPages.about.spaEyebrow', defaultMessage: 'Wellness' },
    title: { id: 'publicPages.about.spaTitle', defaultMessage: 'The Bathing House Spa' },
    text: {
      id: 'publicPages.about.spaText',
      defaultMessage:
        'Three treatment rooms in the zamindar family’s bathing house, using tea-seed oil, turmeric and lemongrass from the garden. Our therapists trained in Kerala and Bali; every treatment begins with a footbath of warm spring water.',
    },
    details: [
      { id: 'publicPages.about.spaMassage', defaultMessage: 'Massage & body treatments' },
      { id: 'publicPages.about.spaSteam', defaultMessage: 'Steam room and plunge pool' },
      { id: 'publicPages.about.spaHours', defaultMessage: 'By appointment, 9 am–8 pm' },
    ],
  },
  {
    slug: 'library',
    eyebrow: { id: 'publicPages.about.libraryEyebrow', defaultMessage: 'Quiet rooms' },
    title: { id: 'publicPages.about.libraryTitle', defaultMessage: 'Library & Music Room' },
    text: {
      id: 'publicPages.about.libraryText',
      defaultMessage:
        'The estate’s library of Bengali literature, natural history and travel writing, a restored gramophone with the family’s records, and classical music evenings in the courtyard through the winter.',
    },
    details: [
      { id: 'publicPages.about.libraryHours', defaultMessage: 'Open all day' },
      {
        id: 'publicPages.about.libraryMusic',
        defaultMessage: 'Music evenings, December–February',
      },
      { id: 'publicPages.about.libraryGames', defaultMessage: 'Board games and chess' },
    ],
  },
  {
    slug: 'tea-garden',
    eyebrow: { id: 'publicPages.about.teaEyebrow', defaultMessage: 'The estate' },
    title: { id: 'publicPages.about.teaTitle', defaultMessage: 'Tea Garden Walks' },
    text: {
      id: 'publicPages.about.teaText',
      defaultMessage:
        'Morning walks through forty acres of tea with our estate manager, ending with a plucking lesson and a cup in the garden factory. From March to November you can watch the leaf withered, rolled and fired.',
    },
    details: [
      { id: 'publicPages.about.teaWalks', defaultMessage: 'Daily at 6:30 am' },
      { id: 'publicPages.about.teaFactory', defaultMessage: 'Factory visits, March–November' },
      { id: 'publicPages.about.teaIncluded', defaultMessage: 'Included in every stay' },
    ],
  },
  {
    slug: 'forest',
    eyebrow: { id: 'publicPages.about.forestEyebrow', defaultMessage: 'Excursions' },
    title: { id: 'publicPages.about.forestTitle', defaultMessage: 'Forest & Village Excursions' },
    text: {
      id: 'publicPages.about.forestText',
      defaultMessage:
        'Guided days in Lawachara National Park to look for hoolock gibbons, visits to the Khasia betel-leaf villages, and afternoons at Madhabpur lake — with a picnic from our kitchen and a car and driver for the day.',
    },
    details: [
      { id: 'publicPages.about.forestGuides', defaultMessage: 'Naturalist guides' },
      { id: 'publicPages.about.forestPicnics', defaultMessage: 'Picnics packed by the kitchen' },
      { id: 'publicPages.about.forestCar', defaultMessage: 'Car and driver included' },
    ],
  },
];

/** On the server: the suites, whose nightly prices the hotel's structured data ranges over. */
export function prefetch({ queryClient }: PrefetchContext) {
  return [queryClient.prefetchQuery(suitesQueryOptions())];
}

/** The page's photos (as its `ResponsiveImage`s' `src`), for its structured data. */
const photos = [
  '/images/site/estate-1280.webp',
  ...facilities.map((facility) => `/images/facilities/${facility.slug}-1280.webp`),
];

export default function AboutRoute() {
  useDocumentTitle(undefined, t(head.description, { hotel: hotel.name, founded: hotel.founded }));
  const suites = useSuites();
  return (
    <>
      <HotelStructuredData
        nightlyPrices={suites.data?.map((suite) => suite.pricePerNight)}
        amenities={facilities.map((facility) => facility.title)}
        images={photos}
      />
      <PageHeader eyebrow={t(messages.eyebrow)} title={t(messages.title)}>
        <p>{t(messages.lead, { tagline: t(hotel.tagline), founded: hotel.founded })}</p>
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
            alt={t(messages.storyImageAlt)}
            className="aspect-[4/3] w-full bg-parchment object-cover"
          />
          <div>
            <SectionHeading
              eyebrow={t(messages.storyEyebrow, { founded: hotel.founded })}
              id="story-title"
              title={t(messages.storyTitle)}
              align="left"
            />
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-muted">
              <p>{t(messages.storyBuilt)}</p>
              <p>{t(messages.storyRestored)}</p>
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
            eyebrow={t(messages.facilitiesEyebrow)}
            id="facilities-title"
            title={t(messages.facilitiesTitle)}
          >
            <p>{t(messages.facilitiesLead)}</p>
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
                    {t(messages.facilityEyebrow, {
                      number: index + 1,
                      eyebrow: t(facility.eyebrow),
                    })}
                  </p>
                  <h3
                    id={`facility-${facility.slug}`}
                    className="mt-3 text-3xl leading-tight text-forest sm:text-4xl"
                  >
                    {t(facility.title)}
                  </h3>
                  <div aria-hidden="true" className="mt-5 h-px w-16 bg-brass" />
                  <p className="mt-5 text-lg leading-relaxed text-ink-muted">{t(facility.text)}</p>
                  <ul className="mt-6 flex flex-wrap gap-2">
                    {facility.details.map((detail) => (
                      <li
                        key={detail.id}
                        className="border border-rule bg-ivory px-3 py-1.5 text-sm text-ink-muted"
                      >
                        {t(detail)}
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
        <p className="eyebrow">{t(messages.ctaEyebrow)}</p>
        <h2 id="about-cta" className="mt-3 text-3xl text-ivory sm:text-5xl">
          {t(messages.ctaTitle)}
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg text-ivory/85">{t(messages.ctaText)}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <ButtonLink to={paths.allSuites} variant="brass">
            {t(messages.seeSuites)}
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="light">
            {t(messages.contactUs)}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
