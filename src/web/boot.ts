/**
 * The page's entry (decisions 035, 043): its styles, then, once the server's HTML is on screen, the
 * app's code. The code would otherwise arrive and run while the browser is still fetching and
 * drawing the page's first view, and hold that view up; it has nothing to draw there that the
 * server has not drawn already.
 */

// Only the weights the design uses, Latin subset: two families, three files in all.
import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/jost/latin-400.css';
import '@fontsource/jost/latin-500.css';
import './styles/index.css';

/** At most this long waiting for the page's first content to be drawn before starting anyway. */
const NO_PAINT_MS = 3000;

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./main.tsx');
}
const startSoon = () => setTimeout(start, 0);

// Once the page's first content has been drawn (decision 043): fetched before that, the app's
// code competes with what the first view needs, and the page counts as waiting on it. A tab in
// the background draws nothing, and has nothing to wait for.
if (document.visibilityState === 'hidden') {
  start();
} else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startSoon();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, NO_PAINT_MS);
} else {
  // After the next frame has been drawn: its callback runs just before drawing.
  requestAnimationFrame(startSoon);
  setTimeout(start, NO_PAINT_MS);
}
