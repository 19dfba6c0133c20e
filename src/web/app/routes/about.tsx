import { BookOpen, Flower2, Leaf, Trees, UtensilsCrossed, Waves } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { hotel } from '../../config/hotel.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

const facilities = [
  {
    icon: UtensilsCrossed,
    title: 'The Estate Kitchen',
    text: 'Breakfast on the veranda, Sylheti suppers by lantern light, and a tea menu of our own first and second flush, brewed at the table.',
  },
  {
    icon: Waves,
    title: 'Pool & Lotus Pond',
    text: 'A spring-fed pool set beside the old lotus pond, with cabanas shaded by mango trees and a quiet deck for the evening birds.',
  },
  {
    icon: Flower2,
    title: 'The Bathing House Spa',
    text: 'Three treatment rooms in the zamindar family’s bathing house, using tea-seed oil, turmeric and lemongrass from the garden.',
  },
  {
    icon: BookOpen,
    title: 'Library & Music Room',
    text: 'The estate’s library of Bengali literature and travel writing, a restored gramophone and classical music evenings in winter.',
  },
  {
    icon: Leaf,
    title: 'Tea Garden Walks',
    text: 'Morning walks through forty acres of tea with our estate manager, ending with a plucking lesson and a cup in the factory.',
  },
  {
    icon: Trees,
    title: 'Forest Excursions',
    text: 'Guided days in Lawachara National Park to see hoolock gibbons, and visits to Khasia villages and the Madhabpur lake.',
  },
];

export default function AboutRoute() {
  useDocumentTitle('About');
  return (
    <>
      <PageHeader eyebrow="Our story" title="About Chandrabati">
        <p>
          {hotel.tagline}: a family house of {hotel.founded}, returned to life as a hotel of twelve
          suites.
        </p>
      </PageHeader>
      <section aria-labelledby="story-title" className="px-5 py-20 sm:px-8 sm:py-24">
        <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2 lg:gap-20">
          <img
            src="/images/site/estate-1280.webp"
            srcSet="/images/site/estate-640.webp 640w, /images/site/estate-1280.webp 1280w"
            sizes="(min-width: 1024px) 45vw, 92vw"
            width={1280}
            height={960}
            decoding="async"
            alt="The estate house seen across the tea garden"
            className="aspect-[4/3] w-full bg-parchment object-cover"
          />
          <div>
            <SectionHeading
              eyebrow="Since 1891"
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
        className="bg-ivory-deep px-5 py-20 sm:px-8 sm:py-24"
      >
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            eyebrow="Facilities"
            id="facilities-title"
            title="Everything the estate offers"
          />
          <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {facilities.map(({ icon: Icon, title, text }) => (
              <li key={title} className="border border-rule bg-ivory p-8">
                <Icon aria-hidden="true" className="size-7 text-brass-dark" strokeWidth={1.25} />
                <h3 className="mt-5 text-2xl text-forest">{title}</h3>
                <p className="mt-3 leading-relaxed text-ink-muted">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="about-cta" className="px-5 py-20 text-center sm:px-8">
        <h2 id="about-cta" className="text-3xl text-forest sm:text-4xl">
          Come and stay a while
        </h2>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink to={paths.allSuites}>See the suites</ButtonLink>
          <ButtonLink to={paths.contact} variant="outline">
            Contact us
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
