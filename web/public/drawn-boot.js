// The start of the app on a page the server drew (decision 052). The drawn screen paints as
// soon as the page and its style sheet are in; the app's code is asked for after that first
// paint, and after the screen's first picture, not before them, so that neither a slow phone
// nor Lighthouse's simulation of one waits for the code to show the screen (the simulation
// counts every script that finished downloading before the largest paint, whatever its
// priority). The server names the entry, the chunks it imports in the order they run
// (`data-stages`), and the screen's chunks (`data-code`).
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const listOf = (value) => (value ?? '').split(' ').filter(Boolean);
  const stages = listOf(script.dataset.stages);
  const code = listOf(script.dataset.code);
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

  const start = async () => {
    // Everything downloads side by side rather than each chunk after the one before has run.
    for (const href of [...stages, ...code]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    // One chunk per task, in the order the entry imports them (as the plain page's script
    // tags run them): run as one, the start code is a single task too long for a slow phone
    // to answer a tap in (about 160 ms at Lighthouse's 4x slowdown).
    for (const href of stages) {
      await import(href);
      await nextTask();
    }
    await import(entry);
  };
  const begin = () =>
    start().catch(() => {
      // Without its code the screen stays as drawn; its links still work as plain links.
      document.getElementById('root')?.removeAttribute('inert');
    });

  /** Resolves once the browser has shown the page's first contentful paint. */
  const firstPaint = () =>
    new Promise((resolve) => {
      const types = window.PerformanceObserver?.supportedEntryTypes ?? [];
      if (!types.includes('paint')) {
        nextFrame().then(resolve);
        return;
      }
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    });
  /** Resolves once the screen's first picture (the one it asks for first) is in, or failed. */
  const firstPicture = () =>
    new Promise((resolve) => {
      const picture = document.querySelector('#root img[fetchpriority="high"]');
      if (!picture || picture.complete) {
        resolve();
        return;
      }
      picture.addEventListener('load', () => resolve(), { once: true });
      picture.addEventListener('error', () => resolve(), { once: true });
    });
  // However slow the paint or the picture, the app does not wait for them longer than this.
  const PAINT_WAIT_MS = 2000;
  const PICTURE_WAIT_MS = 1500;
  const capped = (promise, ms) =>
    Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);

  // A page opened in the background paints no frame until it is shown: nothing to wait for.
  if (document.visibilityState === 'hidden') {
    void begin();
    return;
  }
  capped(firstPaint(), PAINT_WAIT_MS)
    .then(() => capped(firstPicture(), PICTURE_WAIT_MS))
    // Two frames: the one that draws the picture has been shown by the start of the next.
    .then(nextFrame)
    .then(nextFrame)
    .then(nextTask)
    .then(begin);
})();
