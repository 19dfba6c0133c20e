import { type ComponentType, lazy, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import {
  type LayoutName,
  layoutNames,
  layouts,
  type PageAccess,
  type PageEntry,
  type PageName,
  pageAt,
  pageNames,
  pages,
  recordOf,
} from '#shared/pages.ts';
import { PageHeadDefaultsContext } from '#web/lib/page-head.ts';
import { pageHydrated } from '#web/lib/page-hydration.ts';
import { AccessGuard, preloadAccessGuard } from './access-guard.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { layoutModules, webPages } from './pages.ts';

/** A component per page and layout: lazy ones in the browser, the modules themselves on the server. */
export interface PageComponents {
  pages: Record<PageName, ComponentType>;
  layouts: Record<LayoutName, ComponentType>;
}

interface LazyComponent {
  Component: ComponentType;
  /** Fetches the component's code ahead of its first render. */
  preload(): Promise<unknown>;
}

/**
 * A component whose code loads when it is first shown (`lazy`), and can be fetched before
 * that. Hydrating one whose code is still on its way keeps the server's HTML on screen until it
 * comes.
 */
function lazyComponent(load: () => Promise<{ default: ComponentType }>): LazyComponent {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    pending ??= load().catch((error: unknown) => {
      // A failed download (the network, a new release) is tried again on the next visit.
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return { Component: lazy(preload), preload };
}

const lazyPages = recordOf(
  pageNames.map((name) => [name, lazyComponent(webPages[name].load)] as const),
);
const lazyLayouts = recordOf(
  layoutNames.map((name) => [name, lazyComponent(layoutModules[name])] as const),
);

/** Each page's and layout's code loads when it is first shown: each is its own chunk. */
const lazyComponents: PageComponents = {
  pages: recordOf(pageNames.map((name) => [name, lazyPages[name].Component] as const)),
  layouts: recordOf(layoutNames.map((name) => [name, lazyLayouts[name].Component] as const)),
};

/**
 * Fetches the code of the server-rendered page at `pathname` (and of its layout and access
 * check), so hydration finds it at hand instead of asking for it when it reaches the page.
 */
export function loadPage(pathname: string): Promise<unknown> {
  const name = pageAt(pathname) ?? 'notFound';
  const { layout, access }: PageEntry = pages[name];
  return Promise.all([
    lazyPages[name].preload(),
    layout ? lazyLayouts[layout].preload() : undefined,
    preloadAccessGuard(access),
  ]);
}

/** Child paths are relative to their parent. */
const relative = (path: string, parent = '/') => path.slice(parent === '/' ? 1 : parent.length + 1);

/** Says when the page's part has committed: hydrated, or drawn by the browser. */
function PageHydrated() {
  useEffect(pageHydrated, []);
  return null;
}

/** A page, behind the access its entry asks, with the title and description of its head. */
function PageElement({ name, components }: { name: PageName; components: PageComponents }) {
  const Page = components.pages[name];
  const { access }: PageEntry = pages[name];
  return (
    <PageHeadDefaultsContext value={webPages[name]}>
      <AccessGuard access={access}>
        <Page />
      </AccessGuard>
      <PageHydrated />
    </PageHeadDefaultsContext>
  );
}

const accessLevels: readonly PageAccess[] = ['public', 'signed-in', 'admin'];

/**
 * What a layout asks of everyone in it: the least any of its pages asks (the dashboard: sign-in),
 * so its frame and menu are only drawn for those; each page then asks for its own.
 */
function layoutAccess(layout: LayoutName): PageAccess {
  const levels = pageNames.flatMap((name) => {
    const page: PageEntry = pages[name];
    return page.layout === layout ? [accessLevels.indexOf(page.access)] : [];
  });
  return accessLevels[Math.min(...levels)] ?? 'public';
}

/** The routes of the pages shown in `layout` (the root layout when undefined). */
function pageRoutes(layout: LayoutName | undefined, components: PageComponents) {
  const parent = layout ? layouts[layout].path : '/';
  return pageNames.flatMap((name) => {
    const { path, layout: pageLayout }: PageEntry = pages[name];
    if (path === null || pageLayout !== layout) return [];
    return pageRoute(name, path === parent ? null : relative(path, parent), components);
  });
}

/** A page's route: at `path` under its parent, or its parent's index route when null. */
function pageRoute(name: PageName, path: string | null, components: PageComponents) {
  const element = <PageElement name={name} components={components} />;
  return path === null ? (
    <Route key={name} index element={element} />
  ) : (
    <Route key={name} path={path} element={element} />
  );
}

/** A layout, behind the access its pages share. */
function LayoutElement({ layout, components }: { layout: LayoutName; components: PageComponents }) {
  const Layout = components.layouts[layout];
  // Its code loads while the guard waits for the session, not after.
  useEffect(() => {
    void lazyLayouts[layout].preload();
  }, [layout]);
  return (
    <AccessGuard access={layoutAccess(layout)}>
      <Layout />
    </AccessGuard>
  );
}

/**
 * The site's routes, one per entry of src/shared/pages.ts. Matching ignores case, so /dashBoard
 * (the spec's spelling in the navigation) and /dashboard are the same page. The browser loads
 * each page's code when it is first shown; the server renderer passes every page already loaded,
 * so nothing suspends there.
 */
export function AppRoutes({ components = lazyComponents }: { components?: PageComponents }) {
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        {pageRoutes(undefined, components)}
        {layoutNames.map((layout) => {
          return (
            <Route
              key={layout}
              path={relative(layouts[layout].path)}
              element={<LayoutElement layout={layout} components={components} />}
            >
              {pageRoutes(layout, components)}
            </Route>
          );
        })}
        <Route path="*" element={<PageElement name="notFound" components={components} />} />
      </Route>
    </Routes>
  );
}
