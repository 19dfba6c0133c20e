import { useState } from 'react';
import type { ResponsiveImage } from '#shared/suite.ts';

interface SuitePhotoGalleryProps {
  suiteName: string;
  /** The suite's photos in order; its cover when it has none of its own. */
  photos: readonly ResponsiveImage[];
}

/**
 * A suite's photos: one large, and a row of thumbnails to show another (each a button that says
 * which photo it shows, the shown one marked as pressed).
 */
export function SuitePhotoGallery({ suiteName, photos }: SuitePhotoGalleryProps) {
  const [shown, setShown] = useState(0);
  const photo = photos[shown] ?? photos[0];
  if (!photo) return null;
  return (
    <div className="flex flex-col gap-3">
      <img
        src={photo.src}
        srcSet={photo.srcSet}
        sizes="(min-width: 1152px) 1088px, calc(100vw - 2.5rem)"
        width={photo.width}
        height={photo.height}
        fetchPriority={shown === 0 ? 'high' : undefined}
        decoding="async"
        alt={`${suiteName}, view ${shown + 1} of ${photos.length}`}
        className="aspect-[3/2] w-full bg-parchment object-cover lg:aspect-[16/9]"
      />
      {photos.length > 1 ? (
        <ul
          className="flex gap-2 overflow-x-auto pb-1 sm:gap-3"
          aria-label={`Views of ${suiteName}`}
        >
          {photos.map((thumbnail, index) => (
            <li key={thumbnail.src} className="shrink-0">
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={`Show view ${index + 1} of ${photos.length}`}
                onClick={() => setShown(index)}
                className={`block overflow-hidden border-2 transition-colors ${index === shown ? 'border-brass-dark' : 'border-transparent hover:border-rule'}`}
              >
                <img
                  src={thumbnail.src}
                  srcSet={thumbnail.srcSet}
                  sizes="112px"
                  width={thumbnail.width}
                  height={thumbnail.height}
                  loading="lazy"
                  decoding="async"
                  alt=""
                  className="aspect-[3/2] w-20 object-cover sm:w-28"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
