import { HOME_GALLERY_SIZE } from '#shared/constants.ts';
import { SuiteCardSkeleton } from './suite-card.tsx';

/** Six card-shaped placeholders: the gallery's space while its code or data loads. */
export function SuiteGallerySkeleton({ busy = false }: { busy?: boolean }) {
  return (
    <div aria-busy={busy || undefined} className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: HOME_GALLERY_SIZE }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <SuiteCardSkeleton key={index} />
      ))}
    </div>
  );
}
