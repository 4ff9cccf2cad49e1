import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
// The page as it is built (Vite's ?raw import: the file's text).
import appHtml from '../../app.html?raw';
import { KitchenLoading, StartingScreen } from './kitchen-loading.tsx';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the loading message a signed-in page arrives with (decision 033)', () => {
  it("is in app.html exactly as the component draws it, so React's first render changes no pixel", () => {
    const template = /<template id="kitchen-loading">([\s\S]*?)<\/template>/.exec(appHtml)?.[1];
    expect(template).toBe(renderToStaticMarkup(<KitchenLoading />));
  });

  it('is drawn while the code of a signed-in screen loads at start', () => {
    for (const address of ['/dashboard', '/list/l-1?tab=shopping', '/list/l-1/meal/m-1', '/feed']) {
      window.history.replaceState(null, '', address);
      const { unmount } = render(<StartingScreen />);
      expect(screen.getByRole('status')).toHaveTextContent(
        'prepping the kitchen...Just a moment while we set the table for you.',
      );
      unmount();
    }
  });

  it('is not drawn on addresses that are no signed-in screen', () => {
    for (const address of ['/login', '/no/such/page']) {
      window.history.replaceState(null, '', address);
      const { container, unmount } = render(<StartingScreen />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
