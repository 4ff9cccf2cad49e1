import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The pages as they are built (Vite's ?raw import: the files' text).
import appHtml from '../../../app.html?raw';
import indexHtml from '../../../index.html?raw';
import { ACTION_TOAST_MS, Toaster, withAction } from './toaster.tsx';

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

/** A screen whose button removes something and offers Undo, as the list's meal cards do. */
function RemovingScreen({ onUndo }: { onUndo: () => void }) {
  return (
    <>
      <button
        type="button"
        onClick={() =>
          toast.success('Meal removed from list', withAction({ label: 'Undo', onClick: onUndo }))
        }
      >
        Remove
      </button>
      <Toaster />
    </>
  );
}

/** The toast's own element: its text is what the toaster's live region reads out. */
const toastOf = async (message: string) =>
  (await screen.findByText(message)).closest<HTMLElement>('[data-sonner-toast]');

describe('a toast with a button', () => {
  afterEach(() => toast.dismiss());

  it('says how to reach its button from the keyboard, and shows it after a key press', async () => {
    const user = userEvent.setup();
    render(<RemovingScreen onUndo={() => {}} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const shown = await toastOf('Meal removed from list');
    expect(shown).toHaveTextContent('Meal removed from list');
    expect(shown).toHaveTextContent('Undo: Alt+T, then Enter');
    expect(screen.getByText('Undo: Alt+T, then Enter')).not.toHaveClass('sr-only');
  });

  it('keeps the hint for screen readers only when the button was tapped', async () => {
    const user = userEvent.setup();
    render(<RemovingScreen onUndo={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await toastOf('Meal removed from list');
    expect(screen.getByText('Undo: Alt+T, then Enter')).toHaveClass('sr-only');
  });

  it('reaches Undo with Alt+T at once, and Escape goes back to where the cook was', async () => {
    const user = userEvent.setup();
    const onUndo = vi.fn();
    render(<RemovingScreen onUndo={onUndo} />);
    const remove = screen.getByRole('button', { name: 'Remove' });
    await user.tab();
    await user.keyboard('{Enter}');
    await toastOf('Meal removed from list');
    await user.keyboard('{Alt>}t{/Alt}');
    const undo = screen.getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(remove).toHaveFocus());
    expect(onUndo).not.toHaveBeenCalled();
    // Seen and left: it goes.
    await waitFor(() => expect(screen.queryByText('Meal removed from list')).toBeNull());
    // Once more, this time to press it.
    await user.keyboard('{Enter}');
    await toastOf('Meal removed from list');
    await user.keyboard('{Alt>}t{/Alt}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onUndo).toHaveBeenCalledOnce();
    await waitFor(() => expect(remove).toHaveFocus());
  });

  it('goes once the keyboard leaves it, instead of staying held on the screen', async () => {
    const user = userEvent.setup();
    render(<RemovingScreen onUndo={() => {}} />);
    const remove = screen.getByRole('button', { name: 'Remove' });
    await user.tab();
    await user.keyboard('{Enter}');
    await toastOf('Meal removed from list');
    await user.keyboard('{Alt>}t{/Alt}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus());
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Meal removed from list')).toBeNull());
    expect(remove).toHaveFocus();
  });

  it('stays long enough to be heard out and answered', () => {
    expect(withAction({ label: 'Undo', onClick: () => {} }).duration).toBe(ACTION_TOAST_MS);
    expect(ACTION_TOAST_MS).toBeGreaterThanOrEqual(10_000);
  });
});
