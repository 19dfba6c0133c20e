import { useState } from 'react';
import { defineMessages } from '#shared/messages.ts';
import type { ResponsiveImage } from '#shared/suite.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  view: {
    id: 'suites.photoGallery.view',
    defaultMessage: '{suite}, view {number, number} of {total, number}',
  },
  views: { id: 'suites.photoGallery.views', defaultMessage: 'Views of {suite}' },
  show: {
    id: 'suites.photoGallery.show',
    defaultMessage: 'Show view {number, number} of {total, number}',
  },
});

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
        alt={t(messages.view, { suite: suiteName, number: shown + 1, total: photos.length })}
        className="aspect-[3/2] w-full bg-parchment object-cover lg:aspect-[16/9]"
      />
      {photos.length > 1 ? (
        <ul
          className="flex gap-2 overflow-x-auto pb-1 sm:gap-3"
          aria-label={t(messages.views, { suite: suiteName })}
        >
          {photos.map((thumbnail, index) => (
            <li key={thumbnail.src} className="shrink-0">
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={t(messages.show, { number: index + 1, total: photos.length })}
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
