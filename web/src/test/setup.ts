import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { overlayParts } from '../components/ui/overlay-parts-loader.ts';

// In the app the content of menus and dialogs comes once the page is idle, before a cook can
// press anything (decision 050); the tests start from there. Tests of the moment before it
// came stub `overlayParts`.
await overlayParts.load();

afterEach(() => {
  cleanup();
});

// jsdom has no matchMedia; the toaster and motion hooks ask it. Tests that care about a media
// query stub their own answer over this default of "no match".
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
