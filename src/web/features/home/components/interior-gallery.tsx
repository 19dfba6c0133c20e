import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { interiorGallery } from '#web/features/home/data/interior-gallery.ts';
import { t } from '#web/lib/intl.ts';

/** The first room takes two columns and two rows on wide screens, the last the full width on phones. */
function layoutOf(index: number) {
  if (index === 0) {
    return {
      item: 'col-span-2 lg:row-span-2',
      sizes: '(min-width: 1280px) 820px, (min-width: 1024px) 66vw, 92vw',
      image: 'aspect-[4/3] lg:aspect-auto lg:h-full',
    };
  }
  const sizes = '(min-width: 1280px) 400px, (min-width: 1024px) 32vw, 46vw';
  if (index === 5) {
    return { item: 'col-span-2 lg:col-span-1', sizes, image: 'aspect-[2/1] lg:aspect-[4/3]' };
  }
  return { item: '', sizes, image: 'aspect-[4/3]' };
}

export function InteriorGallery() {
  return (
    <section
      aria-labelledby="interiors-title"
      className="bg-forest-deep px-5 py-20 surface-dark sm:px-8 sm:py-28"
    >
      <div className="mx-auto max-w-7xl">
        <Reveal duration={1000}>
          <SectionHeading
            eyebrow={t(interiorGallery.eyebrow)}
            id="interiors-title"
            title={t(interiorGallery.title)}
            tone="light"
          >
            <p>{t(interiorGallery.text)}</p>
          </SectionHeading>
        </Reveal>
        <ul className="mt-14 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {interiorGallery.rooms.map((room, index) => {
            const layout = layoutOf(index);
            return (
              <li key={room.slug} className={layout.item}>
                <Reveal duration={800 + index * 200} className="h-full">
                  <figure className="group relative h-full overflow-hidden bg-forest">
                    <ResponsiveImage
                      base={`/images/interiors/${room.slug}`}
                      widths={[480, 960]}
                      sizes={layout.sizes}
                      width={960}
                      height={720}
                      alt={t(room.alt)}
                      className={`bg-parchment object-cover w-full transition-transform duration-1000 ease-out group-hover:scale-[1.04] ${layout.image}`}
                    />
                  </figure>
                </Reveal>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
