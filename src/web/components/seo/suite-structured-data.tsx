import { bedLabel } from '#shared/bed-label.ts';
import { structuredPage, suiteStructuredData } from '#shared/structured-data.ts';
import type { SuiteDetail } from '#shared/suite.ts';
import { locale } from '#web/lib/intl.ts';
import { useSiteUrls } from './page-url.ts';
import { StructuredData } from './structured-data.tsx';

/**
 * A suite as its page shows it, for search engines: its name and description (in the page's
 * language, as the API gives them), bed, guests, size and photos, and its nightly price "from".
 */
export function SuiteStructuredData({ suite }: { suite: SuiteDetail }) {
  const { absolute, current } = useSiteUrls();
  const photos = suite.photos.length > 0 ? suite.photos : [suite.image];
  const data = suiteStructuredData({
    name: suite.name,
    description: suite.description,
    url: current,
    bed: suite.bed,
    bedLabel: bedLabel(suite.bed),
    capacity: suite.capacity,
    sizeSqft: suite.sizeSqft,
    pricePerNight: suite.pricePerNight,
    images: photos.map((photo) => absolute(photo.src)),
  });
  return <StructuredData data={structuredPage({ url: current, locale, mainEntity: data })} />;
}
