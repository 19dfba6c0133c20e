import { expect, it } from 'vitest';
import type { PrerenderedPage } from '#shared/server-renderer.ts';
import { PrerenderedPages } from './prerendered-pages.ts';
import { PublicCache } from './public-cache.ts';

const page: PrerenderedPage = { html: '<p></p>', head: '', status: 200, resumable: null };

it('keeps a bounded number of pages however many addresses a visitor invents', () => {
  const cache = new PublicCache();
  const pages = new PrerenderedPages(cache, 256);
  for (let index = 0; index < 1000; index++) pages.set(`day /about?x=${index}`, 0, page);
  expect(pages.size).toBe(256);
  expect(pages.get('day /about?x=0')).toBeUndefined();
  expect(pages.get('day /about?x=999')).toBe(page);
});

it('drops every page with the data version it was built at', () => {
  const cache = new PublicCache();
  const pages = new PrerenderedPages(cache);
  pages.set('day /about', cache.version, page);
  expect(pages.get('day /about')).toBe(page);
  cache.invalidate();
  expect(pages.get('day /about')).toBeUndefined();
  // One built before the write is not kept either.
  pages.set('day /about', cache.version - 1, page);
  expect(pages.get('day /about')).toBeUndefined();
});
