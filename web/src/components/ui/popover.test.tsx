import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdOverlayParts } from '../../test/hold-overlay-parts.ts';
import { Button } from './button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPopover() {
  render(
    <>
      <Popover>
        <PopoverTrigger asChild>
          <Button aria-label="Schedule Pancakes">S</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Schedule Pancakes">
          <button type="button">Monday</button>
        </PopoverContent>
      </Popover>
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Schedule Pancakes' });
}

describe('Popover', () => {
  it('opens from its button with the keyboard inside, and Escape gives it back', async () => {
    const user = userEvent.setup();
    const button = renderPopover();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    button.focus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('dialog', { name: 'Schedule Pancakes' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', panel.id);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Monday' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes on a second press of its button, and on a press outside', async () => {
    const user = userEvent.setup();
    const button = renderPopover();
    await user.click(button);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('opens once its code comes when pressed before it came', async () => {
    const user = userEvent.setup();
    const held = holdOverlayParts();
    const button = renderPopover();
    await user.click(button);
    expect(held.load).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await held.arrive();
    expect(await screen.findByRole('dialog', { name: 'Schedule Pancakes' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Monday' })).toHaveFocus());
  });
});
