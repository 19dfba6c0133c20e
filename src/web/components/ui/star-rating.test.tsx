// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import Star from 'lucide-react/icons/star';
import { afterEach, describe, expect, test } from 'vitest';
import { StarRating } from './star-rating.tsx';

afterEach(cleanup);

/** An element's drawing as a comparable list: each child's tag and attributes. */
function drawing(parent: Element) {
  return [...parent.children].map((child) => ({
    tag: child.tagName.toLowerCase(),
    attributes: Object.fromEntries(
      [...child.attributes]
        .filter((attribute) => attribute.name !== 'class')
        .map((attribute) => [attribute.name, attribute.value]),
    ),
  }));
}

describe('StarRating', () => {
  test("index.html's star is Lucide's", () => {
    const page = new DOMParser().parseFromString(
      readFileSync(path.resolve('src/web/index.html'), 'utf8'),
      'text/html',
    );
    const symbol = page.getElementById('shape-star');
    const { container } = render(<Star />);
    const lucide = container.querySelector('svg');
    if (!symbol || !lucide) throw new Error('no star');
    expect(symbol.getAttribute('viewBox')).toBe(lucide.getAttribute('viewBox'));
    expect(drawing(symbol)).toEqual(drawing(lucide));
  });

  test('is read out once, its five stars drawn from the one star, the first ones filled', () => {
    const { container, getByRole } = render(<StarRating value={3} />);
    expect(getByRole('img', { name: 'Rated 3 out of 5' })).toBeTruthy();
    const stars = [...container.querySelectorAll('use')];
    expect(stars.map((star) => star.getAttribute('href'))).toEqual(Array(5).fill('#shape-star'));
    expect(stars.map((star) => star.classList.contains('fill-brass'))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
