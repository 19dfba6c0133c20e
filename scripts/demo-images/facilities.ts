/**
 * The About page's facility pictures (3:2), each showing what its section describes: supper
 * laid in the dining room, the pool beside the lotus pond, a spa treatment room, the library
 * with its gramophone, tea pluckers on a misty morning walk and the rain forest at Lawachara.
 */

import { renderForest as paintForest } from './forest.ts';
import { hashString } from './lib.ts';
import { renderPool } from './pool.ts';
import { estateSupper, gramophone, spaTreatment } from './props.ts';
import { renderSuite } from './room.ts';
import { SUITES } from './suites.ts';
import { renderTeaWalk } from './teawalk.ts';

const seedOf = (slug: string) => hashString(`showcase-${slug}`);

export function renderEstateKitchen(): string {
  const cfg = {
    ...SUITES[7]!,
    scene: 'dining' as const,
    tod: 'golden' as const,
    view: { dolly: 1.3, eye: 1.85, horizon: 300, focal: 1050 },
  };
  return renderSuite(cfg, seedOf('estate-kitchen'), estateSupper);
}

export function renderPoolAndPond(): string {
  return renderPool(seedOf('pool'));
}

export function renderSpa(): string {
  const cfg = {
    ...SUITES[1]!,
    scene: 'spa' as const,
    tod: 'golden' as const,
    accent: '#7f9a7c',
    ceilingFx: 'lantern' as const,
    extras: ['plantL' as const, 'plant' as const, 'sconces' as const],
    view: { dolly: 0, eye: 1.5, horizon: 330, focal: 1000 },
  };
  return renderSuite(cfg, seedOf('spa'), spaTreatment);
}

export function renderLibrary(): string {
  return renderSuite({ ...SUITES[4]!, scene: 'library' }, seedOf('facility-library'), (kit) =>
    gramophone(kit, 0, 3.35),
  );
}

export function renderTeaGarden(): string {
  return renderTeaWalk(seedOf('tea-garden'));
}

export function renderForest(): string {
  return paintForest(seedOf('forest'));
}

/** Slug → renderer, in the About page's order. */
export const FACILITIES: Record<string, () => string> = {
  'estate-kitchen': renderEstateKitchen,
  pool: renderPoolAndPond,
  spa: renderSpa,
  library: renderLibrary,
  'tea-garden': renderTeaGarden,
  forest: renderForest,
};
