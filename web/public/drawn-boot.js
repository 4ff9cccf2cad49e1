// The start of the app on a page the server drew (decision 052). The drawn screen paints as
// soon as the page and its style sheet are in; the app's code (announced with the page as
// low-priority module preloads) starts after that first paint, not before it, so that neither
// a slow phone nor Lighthouse's simulation of one waits for the code to show the screen.
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  const start = () => import(entry);
  // A page opened in the background paints no frame until it is shown: nothing to wait for.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
