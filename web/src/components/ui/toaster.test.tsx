import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The pages as they are built (Vite's ?raw import: the files' text).
import appHtml from '../../../app.html?raw';
import indexHtml from '../../../index.html?raw';
import { Toaster } from './toaster.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('dir');
});

describe('the toaster at the start of a page', () => {
  it('finds the text direction on the page, so it never asks the browser for computed styles', () => {
    // Without dir on <html>, sonner reads getComputedStyle(html).direction at every render:
    // a forced style calculation in the middle of the app's start.
    for (const page of [appHtml, indexHtml]) expect(page).toMatch(/<html lang="en" dir="ltr">/);
    // The test page as the built pages are.
    document.documentElement.setAttribute('dir', 'ltr');
    const computed = vi.spyOn(window, 'getComputedStyle');
    const { container } = render(<Toaster />);
    // Counted before any role query: those read computed styles themselves.
    const onPage = computed.mock.calls.filter(([element]) => element === document.documentElement);
    expect(onPage).toEqual([]);
    expect(container.ownerDocument.querySelector('section[aria-label^="Notifications"]')).not.toBe(
      null,
    );
  });
});
