// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import type { SuiteDetail } from '#shared/suite.ts';
import { teaGardenSuite } from '#web/features/suites/testing.tsx';
import { SuiteHeader } from './suite-header.tsx';

afterEach(cleanup);

const suite: SuiteDetail = {
  ...teaGardenSuite,
  bed: '2 King Bed',
  capacity: 4,
  photos: [teaGardenSuite.image],
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
