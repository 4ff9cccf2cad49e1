// The style sheet stays in the page's head (render-blocking, as before): the loading message
// the server draws in the page must be painted styled.
import './styles/index.css';

/**
 * Entry of app.html (decision 035). A signed-in screen's page arrives with its loading message
 * drawn; the app's code (app-main.tsx and its chunks, announced by the server as module
 * preloads, so they download at once) is evaluated only once that message has been painted.
 * Evaluated at once, the code would run before the first paint whenever it arrives as fast as
 * the page (a near server, a warm cache), and the page would stay blank for the time the code
 * takes to run. Elsewhere (an empty `#root`: account screens, the offline copy) nothing is
 * waited for.
 */
let isStarted = false;
function start(): void {
  if (isStarted) return;
  isStarted = true;
  void import('./app-main.tsx');
}

/** Once the page's first contentful paint is on the screen (not merely drawn). */
function afterFirstPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // Two frames on: the first has been put on the screen.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then, 0)));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  }).observe({ type: 'paint', buffered: true });
}

if (document.getElementById('root')?.firstElementChild && document.visibilityState === 'visible') {
  afterFirstPaint(start);
  // A tab sent to the background paints nothing: it starts the app when it is hidden. And a
  // page whose paint is never reported still starts (a second is far more than a paint takes
  // once the page and its style sheet are there).
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 1000);
} else {
  start();
}
