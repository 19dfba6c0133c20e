/**
 * The contract between the server and its renderer: what the built src/web/entry-server.tsx
 * exports (as `renderer`) and src/server/plugins/web-app.ts loads from dist/ssr. Both sides are
 * checked against these types; neither imports the other.
 */

/** How the renderer's API calls reach the server: in-process, as the visitor. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

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
}

export interface ServerRenderer {
  setApiTransport(transport: ApiTransport): void;
  /** Renders the page at `url` (path and query) as the visitor whose API calls the transport makes. */
  renderPage(url: string, options: RenderOptions): Promise<RenderedPage>;
}

/** The renderer's built module (dist/ssr/entry-server.js). */
export interface ServerRendererModule {
  renderer: ServerRenderer;
}
