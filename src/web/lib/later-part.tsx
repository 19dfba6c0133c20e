/**
 * A part of a page whose code comes after the page's first load (decision 049): the server
 * renders it with the rest, so its HTML is on screen from the start, and the browser fetches its
 * code and hydrates it once the visitor scrolls, or the part comes into view. Until then the
 * server's HTML stays as it is (its links work as plain links). On a page the browser draws
 * itself (a later visit in the same tab), the code is fetched at once.
 */
import { type ComponentType, lazy } from 'react';

type PartModule = { default: ComponentType };

/** Every part's loader: the server renderer has them all loaded before it renders a page. */
const loaders: (() => Promise<unknown>)[] = [];

/** Loads every later part's code (the server renderer, once, before rendering). */
export function loadLaterParts(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

/**
 * Resolves when the visitor first scrolls, or the element marked `data-later-part={name}` comes
 * into view: whichever is first. At once when there is no such element on the page yet, or no
 * way to tell.
 */
function wanted(name: string): Promise<void> {
  const element = document.querySelector(`[data-later-part="${name}"]`);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    });
    const done = () => {
      observer.disconnect();
      window.removeEventListener('scroll', done);
      resolve();
    };
    observer.observe(element);
    window.addEventListener('scroll', done, { passive: true });
  });
}

/**
 * The part `load` gives, as a component to render inside an element marked
 * `data-later-part={name}` and a Suspense boundary of its own (which keeps the server's HTML
 * while the code is on its way).
 */
export function laterPart(name: string, load: () => Promise<PartModule>): ComponentType {
  let loaded: ComponentType | undefined;
  const loadNow = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  if (import.meta.env.SSR) {
    loaders.push(loadNow);
    return function ServerPart() {
      if (!loaded) throw new Error(`later part ${name} rendered before loadLaterParts()`);
      const Part = loaded;
      return <Part />;
    };
  }
  // While the server's HTML of the part is on the page, it waits; when the browser draws the page
  // itself, the part is not there yet, and its code is fetched at once.
  return lazy(() => wanted(name).then(loadNow));
}
