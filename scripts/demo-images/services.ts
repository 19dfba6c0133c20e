/**
 * The Extra Services pictures (home carousel, 3:2): each one shows its service, not just a room.
 * Indoors the camera walks into an estate room and looks down at the props the service leaves
 * (props.ts); outdoors are a washing line in the garden and bicycles on a lane through the tea.
 */
import { renderBicycles, renderLaundry } from './garden.ts';
import { hashString } from './lib.ts';
import { breakfastInBed, drinksTray, housekeeping, spaSet } from './props.ts';
import { renderSuite, type SuiteCfg } from './room.ts';
import { SUITES } from './suites.ts';

const seedOf = (slug: string) => hashString(`showcase-${slug}`);

/** A suite's palette and furniture with the camera and furnishings a service picture needs. */
const suite = (index: number, over: Partial<SuiteCfg>): SuiteCfg => ({
  ...SUITES[index % SUITES.length]!,
  ...over,
});

export function renderRoomCleaning(): string {
  const cfg = suite(3, {
    extras: ['art'],
    view: { dolly: 3.4, eye: 1.5, horizon: 290, focal: 1150 },
  });
  return renderSuite(cfg, seedOf('room-cleaning'), housekeeping);
}

export function renderBreakfastInBed(): string {
  const cfg = suite(0, {
    extras: [],
    view: { dolly: 3.3, eye: 1.9, horizon: 85, focal: 1100 },
  });
  return renderSuite(cfg, seedOf('breakfast-in-bed'), breakfastInBed);
}

export function renderDrinksIncluded(): string {
  // the sitting room opened onto its veranda: tea gardens beyond the balustrade
  const cfg = suite(11, {
    scene: 'lounge',
    extras: [],
    accent: '#7b2f2a',
    windows: [
      {
        wall: 'back',
        u0: -1.0,
        u1: 1.0,
        v0: 0.75,
        v1: 3.0,
        shape: 'arch',
        curtains: '#1f3a2e',
        frame: '#f3ead6',
      },
    ],
    view: { dolly: 0.6, eye: 1.2, horizon: 190, focal: 1500 },
  });
  return renderSuite(cfg, seedOf('drinks-included'), (kit) => drinksTray(kit, 0, 0.46, 3.01));
}

export function renderSpaAccess(): string {
  const cfg = suite(3, {
    scene: 'bath',
    tub: 'rolltop',
    tod: 'golden',
    accent: '#2f5a4c',
    extras: ['plantL'],
    view: { dolly: 0, eye: 1.2, horizon: 270, focal: 1400, camX: 0.3 },
  });
  return renderSuite(cfg, seedOf('spa-access'), spaSet);
}

export function renderClothWashing(): string {
  return renderLaundry(seedOf('cloth-washing'));
}

export function renderBicycleHire(): string {
  return renderBicycles(seedOf('bicycle-hire'));
}
