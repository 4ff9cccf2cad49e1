// The start of the app on a page the server drew (decision 052). The drawn screen paints as
// soon as the page and its style sheet are in; the app's code is asked for after that first
// paint, not before it, so that neither a slow phone nor Lighthouse's simulation of one waits
// for the code to show the screen. The server names the entry and the chunks it will need.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const start = () => {
    // The chunks download side by side with the entry instead of after it has run.
    for (const href of (script.dataset.code ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  // A page opened in the background paints no frame until it is shown: nothing to wait for.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
