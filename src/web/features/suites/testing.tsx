// What the suites feature's component tests share: one suite and a fake admin API keeping its list,
// built on the generic helpers of #web/lib/testing.tsx (json, the fetch fake, renderWithQueries,
// messageOf). Convention: a feature's test support is one module, `testing.tsx` (or `testing.ts`
// when it renders nothing) at the feature's root; only *.test.ts(x) and *.fixtures.ts(x) files
// import it (the lint plugin biome-plugins/web-layers.grit refuses it in product code), so it never
// reaches the bundle. It stays inside its feature, as features never import each other.
import { type Suite, suiteImage } from '#shared/suite.ts';
import { type Call, json, stubFetch } from '#web/lib/testing.tsx';

/** The suite the tests edit, show and block, as the public API lists it. */
export const teaGardenSuite: Suite = {
  id: '4f1c2b9e-8d7a-4c3b-9a1e-2f3d4c5b6a7e',
  name: 'Tea Garden King Suite',
  description: 'A corner suite over the tea rows, with a deep bath and a reading nook.',
  bed: '1 King Bed',
  capacity: 3,
  sizeSqft: 640,
  rating: 4,
  pricePerNight: 18500,
  weekendPricePerNight: null,
  baseOccupancy: null,
  extraAdultPerNight: 0,
  extraChildPerNight: 0,
  image: suiteImage('/images/suites/tea-garden-king-suite'),
};

/**
 * A fake admin API in place of fetch, holding a suite's list (`{ [key]: items }`, as a GET
 * answers); `answer` decides each change's response and is recorded. A created item (201) joins
 * the list and a deleted one (a DELETE answered ok) leaves it. Returns the changes, in order.
 */
export function serveList<Item extends { id: string }>(
  key: string,
  items: Item[],
  answer: (call: Call) => Response,
) {
  const calls: Call[] = [];
  let listed = items;
  stubFetch(async (call) => {
    if (call.method === 'GET') return json(200, { [key]: listed });
    calls.push(call);
    const response = answer(call);
    if (response.ok && call.method === 'DELETE') {
      listed = listed.filter((item) => !call.path.endsWith(item.id));
    }
    if (response.status === 201) listed = [...listed, (await response.clone().json()) as Item];
    return response;
  });
  return calls;
}
