/**
 * The page's entry (decision 035): its styles, then, once the server's HTML is on screen, the
 * app's code. The code would otherwise arrive and run while the browser is still fetching and
 * drawing the page's first view, and hold that view up; it has nothing to draw there that the
 * server has not drawn already.
 */

// Only the weights the design uses, Latin subset: two families, three files in all.
import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/jost/latin-400.css';
import '@fontsource/jost/latin-500.css';
import './styles/index.css';

/** At most this long without a frame (a tab in the background draws none) before starting. */
const NO_FRAME_MS = 200;

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./main.tsx');
}
// After the next frame has been drawn: its callback runs just before drawing.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, NO_FRAME_MS);
