import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdOverlayParts } from '../../test/hold-overlay-parts.ts';
import { MISSING_CODE_TEXT } from '../error-fallback.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';
import { overlayParts } from './overlay-parts-loader.ts';
import { Toaster } from './toaster.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderMenu(onRename = vi.fn()) {
  render(
    <>
      <DropdownMenu>
        <DropdownMenuTrigger aria-label="List options">...</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>List</DropdownMenuLabel>
          <DropdownMenuItem onSelect={onRename}>Rename list</DropdownMenuItem>
          <DropdownMenuItem>Delete list</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'List options' });
}

describe('DropdownMenu', () => {
  it('is a menu button that opens a menu labelled by it', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'List options' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    // Opened by pointer, the menu itself takes the keyboard, not its first entry.
    expect(menu).toHaveFocus();
  });

  it.each([['{Enter}'], ['{ArrowDown}'], [' ']])(
    'opens on %s with the keyboard on the first entry, and Escape gives it back',
    async (key) => {
      const user = userEvent.setup();
      const button = renderMenu();
      button.focus();
      await user.keyboard(key);
      expect(screen.getByRole('menuitem', { name: 'Rename list' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'Delete list' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      await waitFor(() => expect(button).toHaveFocus());
    },
  );

  it('runs an entry and closes, with the keyboard back on its button', async () => {
    const user = userEvent.setup();
    const onRename = vi.fn();
    const button = renderMenu(onRename);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes on a second press of its button and on a press outside', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    await user.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  describe('before the menu code has come', () => {
    it('draws its button at once and fetches the menu when the pointer comes over it', async () => {
      const user = userEvent.setup();
      const held = holdOverlayParts();
      const button = renderMenu();
      expect(button).toBeVisible();
      expect(held.load).not.toHaveBeenCalled();
      await user.hover(button);
      expect(held.load).toHaveBeenCalled();
    });

    it('opens on Enter once it comes, with the keyboard on the first entry', async () => {
      const user = userEvent.setup();
      const held = holdOverlayParts();
      const button = renderMenu();
      button.focus();
      await user.keyboard('{Enter}');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      await held.arrive();
      await waitFor(() =>
        expect(screen.getByRole('menuitem', { name: 'Rename list' })).toHaveFocus(),
      );
    });

    it('opens on ArrowDown once it comes, with the keyboard on the first entry', async () => {
      const user = userEvent.setup();
      const held = holdOverlayParts();
      const button = renderMenu();
      button.focus();
      await user.keyboard('{ArrowDown}');
      await held.arrive();
      await waitFor(() =>
        expect(screen.getByRole('menuitem', { name: 'Rename list' })).toHaveFocus(),
      );
    });

    it('opens on a click once it comes, and Escape closes it', async () => {
      const user = userEvent.setup();
      const held = holdOverlayParts();
      const button = renderMenu();
      await user.click(button);
      await held.arrive();
      const menu = await screen.findByRole('menu', { name: 'List options' });
      await waitFor(() => expect(menu).toHaveFocus());
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });

  it('tells the cook, once and with a reload, when the menu cannot come (its code is gone)', async () => {
    const user = userEvent.setup();
    vi.spyOn(overlayParts, 'current').mockReturnValue(undefined);
    const load = vi
      .spyOn(overlayParts, 'load')
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    render(<Toaster />);
    const button = renderMenu();
    await user.click(button);
    expect(await screen.findByText(MISSING_CODE_TEXT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    // Pressed again (closed, opened): still one message.
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(load.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.getAllByText(MISSING_CODE_TEXT)).toHaveLength(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
