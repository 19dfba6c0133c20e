// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { type SuiteDetail, suiteImage } from '#shared/suite.ts';
import { SuiteHeader } from './suite-header.tsx';

afterEach(cleanup);

const image = suiteImage('/images/suites/tea-garden-king-suite');
const suite: SuiteDetail = {
  id: '4f1c2b9e-8d7a-4c3b-9a1e-2f3d4c5b6a7e',
  name: 'Tea Garden King Suite',
  description: 'A corner suite over the tea rows, with a deep bath and a reading nook.',
  bed: '2 King Bed',
  capacity: 4,
  sizeSqft: 640,
  rating: 4,
  pricePerNight: 18500,
  weekendPricePerNight: null,
  baseOccupancy: null,
  extraAdultPerNight: 0,
  extraChildPerNight: 0,
  image,
  photos: [image],
};

function renderHeader(shown: SuiteDetail) {
  render(
    <MemoryRouter>
      <SuiteHeader suite={shown} />
    </MemoryRouter>,
  );
}

describe('the price on a suite’s page', () => {
  test('says how many guests it is for, and what each guest beyond adds', () => {
    renderHeader({ ...suite, baseOccupancy: 2, extraAdultPerNight: 2000, extraChildPerNight: 800 });
    expect(screen.getByText('18,500 BDT')).toBeTruthy();
    expect(
      screen.getByText('Price for 2 guests; each extra adult 2,000 BDT, child 800 BDT a night'),
    ).toBeTruthy();
  });

  test('says nothing more when the price is for all the suite sleeps', () => {
    renderHeader(suite);
    expect(screen.getByText('18,500 BDT')).toBeTruthy();
    expect(screen.queryByText(/Price for/)).toBeNull();
  });
});
