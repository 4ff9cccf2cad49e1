import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogTrigger } from './dialog.tsx';

function renderDialog() {
  return render(
    <Dialog>
      <DialogTrigger asChild>
        <Button>Add meal</Button>
      </DialogTrigger>
      <DialogContent title="Add a meal" description="Choose how you'd like to add it.">
        <label>
          Meal name
          <input />
        </label>
      </DialogContent>
    </Dialog>,
  );
}

describe('Dialog', () => {
  it('opens a named, described modal dialog capped at 85vh', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Add meal' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a meal' });
    expect(dialog).toHaveAccessibleDescription("Choose how you'd like to add it.");
    expect(dialog).toHaveClass('max-h-[85vh]');
  });

  it('closes with the labelled close button and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    renderDialog();
    const trigger = screen.getByRole('button', { name: 'Add meal' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('keeps focus inside while open and closes on Escape', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Add meal' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
