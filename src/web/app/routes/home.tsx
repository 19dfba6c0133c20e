import { lazy } from 'react';
import { HydrateLater, turnOfItem } from '#web/components/ui/hydrate-later.tsx';
import { BeyondTheGates } from '#web/features/home/components/beyond-the-gates.tsx';
import { ClientsTestimonial } from '#web/features/home/components/clients-testimonial.tsx';
import { DayAtTheEstate } from '#web/features/home/components/day-at-the-estate.tsx';
import { EstateKitchen } from '#web/features/home/components/estate-kitchen.tsx';
import { ExtraServices } from '#web/features/home/components/extra-services.tsx';
import { GrandWelcome } from '#web/features/home/components/grand-welcome.tsx';
import { Hero } from '#web/features/home/components/hero.tsx';
import { HotelIntro } from '#web/features/home/components/hotel-intro.tsx';
import { InteriorGallery } from '#web/features/home/components/interior-gallery.tsx';
import { LavishResidences } from '#web/features/home/components/lavish-residences.tsx';
import { NewsletterAndReception } from '#web/features/home/components/newsletter-and-reception.tsx';
import { SuiteGallerySection } from '#web/features/home/components/suite-gallery-section.tsx';
import { WhyChooseUs } from '#web/features/home/components/why-choose-us.tsx';
import { NewsletterPlaceholder } from '#web/features/newsletter/components/newsletter-placeholder.tsx';
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

/**
 * The home page: the home feature's sections in order, with the other features' widgets they
 * hold (a feature never imports another, so they meet here).
 */
export default function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <Hero>
        <AvailabilityCard />
      </Hero>
      {/* The first screen hydrates first; each section below it in a later turn. */}
      <HydrateLater turn={turnOfItem(0)}>
        <GrandWelcome />
      </HydrateLater>
      <HydrateLater turn={turnOfItem(1)}>
        <LavishResidences />
      </HydrateLater>
      <HydrateLater turn={turnOfItem(2)}>
        <SuiteGallerySection placeholder={<SuiteGallerySkeleton />}>
          <SuiteGallery />
        </SuiteGallerySection>
      </HydrateLater>
      <HydrateLater turn={turnOfItem(3)}>
        <HotelIntro />
      </HydrateLater>
      <HydrateLater turn={turnOfItem(4)}>
        <InteriorGallery />
      </HydrateLater>
      <HydrateLater turn={turnOfItem(5)}>
        <EstateKitchen />
      </HydrateLater>
      <HydrateLater turn={turnOfItem(6)}>
        <DayAtTheEstate />
      </HydrateLater>
      <HydrateLater turn={turnOfItem(7)}>
        <BeyondTheGates />
      </HydrateLater>
      <HydrateLater turn={turnOfItem(8)}>
        <ExtraServices placeholder={<ExtraServicesPlaceholder />}>
          <ExtraServicesCarousel />
        </ExtraServices>
      </HydrateLater>
      <HydrateLater turn={turnOfItem(9)}>
        <WhyChooseUs />
      </HydrateLater>
      <HydrateLater turn={turnOfItem(10)}>
        <ClientsTestimonial placeholder={<TestimonialPlaceholder />}>
          <TestimonialCarousel />
        </ClientsTestimonial>
      </HydrateLater>
      <HydrateLater turn={turnOfItem(11)}>
        <NewsletterAndReception placeholder={<NewsletterPlaceholder />}>
          <NewsletterForm />
        </NewsletterAndReception>
      </HydrateLater>
    </>
  );
}
