/**
 * The contract between the server and its renderer: what the built src/web/entry-server.tsx
 * exports (as `renderer`) and src/server/plugins/web-app.ts loads from dist/ssr. Both sides are
 * checked against these types; neither imports the other.
 */

/** How the renderer's API calls reach the server: in-process, as the visitor. */
type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderOptions {
  /** The site's public origin, for canonical and Open Graph URLs. */
  origin: string;
  /** The hotel's time zone: which date "today" is. */
  timeZone: string;
}

export interface RenderedPage {
  /** The app's HTML, for inside `<div id="root">`. */
  html: string;
  /** The page's title, description, robots, canonical and Open Graph tags. */
  head: string;
  /** The query cache as a JSON data block, for the end of `<body>`. */
  state: string;
  /** 404 when the page showed the not-found page (an unknown path, or a suite that is not there). */
  status: 200 | 404;
  /**
   * The parts of the page rendered for this visitor after the rest was taken from a prerendered
   * page (`resumePage`): hidden elements and the script, carrying `nonce`, that moves them into
   * place. For after `<div id="root">`; empty for a page rendered whole.
   */
  completion: string;
}

/**
 * A page rendered for no one in particular (decision 043): everything but what shows the
 * session, which is left as a hole (its Suspense fallback) to fill per visitor. Kept by the
 * server per address, hotel day and data version, and resumed for each visitor.
 */
export interface PrerenderedPage {
  /** The app's HTML with the holes, for inside `<div id="root">`: no script in it. */
  html: string;
  head: string;
  status: 200 | 404;
  /** What the renderer needs to fill the holes; the server only keeps it. */
  resumable: unknown;
}

export interface ServerRenderer {
  setApiTransport(transport: ApiTransport): void;
  /** Renders the page at `url` (path and query) as the visitor whose API calls the transport makes. */
  renderPage(url: string, options: RenderOptions): Promise<RenderedPage>;
  /**
   * Renders the page at `url` for no one: what shows the session waits. API calls made meanwhile
   * carry no cookie. Undefined when the page holds an inline script the server cannot allow.
   */
  prerenderPage(url: string, options: RenderOptions): Promise<PrerenderedPage | undefined>;
  /**
   * Fills a prerendered page's holes for the visitor whose API calls the transport makes: the
   * session and the rest of what the page shows, read as `renderPage` would; `nonce` for the
   * script that puts the holes' content in place.
   */
  resumePage(
    page: PrerenderedPage,
    url: string,
    options: RenderOptions,
    nonce: string,
  ): Promise<RenderedPage>;
}

/** The renderer's built module (dist/ssr/entry-server.js). */
export interface ServerRendererModule {
  renderer: ServerRenderer;
}
