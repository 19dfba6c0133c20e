import { lazy, Suspense } from 'react';
import { HotelStructuredData } from '#web/components/seo/hotel-structured-data.tsx';
import { pictureFile } from '#web/components/seo/page-url.ts';
import { BeyondTheGates } from '#web/features/home/components/beyond-the-gates.tsx';
import { ClientsTestimonial } from '#web/features/home/components/clients-testimonial.tsx';
import { DayAtTheEstate } from '#web/features/home/components/day-at-the-estate.tsx';
import { EstateKitchen } from '#web/features/home/components/estate-kitchen.tsx';
import { ExtraServices } from '#web/features/home/components/extra-services.tsx';
import { GrandWelcome } from '#web/features/home/components/grand-welcome.tsx';
import { HotelIntro } from '#web/features/home/components/hotel-intro.tsx';
import { InteriorGallery } from '#web/features/home/components/interior-gallery.tsx';
import { LavishResidences } from '#web/features/home/components/lavish-residences.tsx';
import { NewsletterAndReception } from '#web/features/home/components/newsletter-and-reception.tsx';
import { SuiteGallerySection } from '#web/features/home/components/suite-gallery-section.tsx';
import { WhyChooseUs } from '#web/features/home/components/why-choose-us.tsx';
import { beyondTheGates } from '#web/features/home/data/beyond-the-gates.ts';
import { estateKitchen } from '#web/features/home/data/estate-kitchen.ts';
import { hero } from '#web/features/home/data/hero.ts';
import { hotelIntro } from '#web/features/home/data/hotel-intro.ts';
import { whyChooseUs } from '#web/features/home/data/why-choose-us.ts';
import { NewsletterPlaceholder } from '#web/features/newsletter/components/newsletter-placeholder.tsx';
import { TESTIMONIALS_SHOWN, useReviews } from '#web/features/reviews/api/get-reviews.ts';
import { TestimonialPlaceholder } from '#web/features/reviews/components/testimonial-placeholder.tsx';
import { ExtraServicesPlaceholder } from '#web/features/services/components/extra-services-placeholder.tsx';
import { useSuites } from '#web/features/suites/api/get-suites.ts';
import { SuiteGallerySkeleton } from '#web/features/suites/components/suite-gallery-skeleton.tsx';

// Their code (carousels, data fetching, validation) loads as the visitor nears them.
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

/** The photos of the page's sections, for its structured data. */
const photos = [hero.image, hotelIntro.image, estateKitchen.image, beyondTheGates.image].map(
  pictureFile,
);

/**
 * The hotel as the page shows it, for search engines: rendered by the server here, with the
 * page, so its words and pictures stay out of the first view's code.
 */
function HomeStructuredData() {
  const suites = useSuites();
  const reviews = useReviews();
  return (
    <HotelStructuredData
      nightlyPrices={suites.data?.map((suite) => suite.pricePerNight)}
      amenities={whyChooseUs.reasons.map((reason) => reason.title)}
      ratings={reviews.data?.slice(0, TESTIMONIALS_SHOWN).map((review) => review.rating)}
      images={photos}
    />
  );
}

/**
 * The home page's sections below the first screen, in order, with the other features' widgets
 * they hold (a feature never imports another, so they meet here). Each is behind a boundary of
 * its own: React hydrates them one by one, the one a visitor touches first. The page loads this
 * module as a later part (src/web/lib/later-part.tsx).
 */
export default function HomeBelowTheFold() {
  const sections = [
    <GrandWelcome key="welcome" />,
    <LavishResidences key="residences" />,
    <SuiteGallerySection key="gallery" placeholder={<SuiteGallerySkeleton />}>
      <SuiteGallery />
    </SuiteGallerySection>,
    <HotelIntro key="intro" />,
    <InteriorGallery key="interior" />,
    <EstateKitchen key="kitchen" />,
    <DayAtTheEstate key="day" />,
    <BeyondTheGates key="beyond" />,
    <ExtraServices key="services" placeholder={<ExtraServicesPlaceholder />}>
      <ExtraServicesCarousel />
    </ExtraServices>,
    <WhyChooseUs key="why" />,
    <ClientsTestimonial key="testimonials" placeholder={<TestimonialPlaceholder />}>
      <TestimonialCarousel />
    </ClientsTestimonial>,
    <NewsletterAndReception key="newsletter" placeholder={<NewsletterPlaceholder />}>
      <NewsletterForm />
    </NewsletterAndReception>,
  ];
  return (
    <>
      <HomeStructuredData />
      {sections.map((section) => (
        <Suspense key={section.key}>{section}</Suspense>
      ))}
    </>
  );
}
