import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdOverlayParts } from '../../test/hold-overlay-parts.ts';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogTrigger } from './dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

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

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Dialog', () => {
  it('opens once its code comes when opened before it came, and gives the keyboard back', async () => {
    const user = userEvent.setup();
    const held = holdOverlayParts();
    function Opened() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>New List</Button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent title="Create new meal list">
              <input aria-label="List name" />
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Opened />);
    const opener = screen.getByRole('button', { name: 'New List' });
    await user.click(opener);
    expect(held.load).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await held.arrive();
    const dialog = await screen.findByRole('dialog', { name: 'Create new meal list' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

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

  it('gives the keyboard back to the button that opened it when there is no trigger', async () => {
    const user = userEvent.setup();
    function Opened() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>New List</Button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent title="Create new meal list">
              <input aria-label="List name" />
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Opened />);
    const opener = screen.getByRole('button', { name: 'New List' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("gives the keyboard back to a menu's button when one of its entries opened the dialog", async () => {
    const user = userEvent.setup();
    function ListOptions() {
      const [isRenaming, setRenaming] = useState(false);
      return (
        <>
          <DropdownMenu>
            <DropdownMenuTrigger aria-label="List options">...</DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={() => setRenaming(true)}>Rename list</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <Dialog open={isRenaming} onOpenChange={setRenaming}>
            <DialogContent title="Rename list">
              <input aria-label="List name" />
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<ListOptions />);
    const menuButton = screen.getByRole('button', { name: 'List options' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Rename list' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Rename list' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('gives the keyboard back to what had it when code opened the dialog', async () => {
    const user = userEvent.setup();
    function Checklist() {
      const [done, setDone] = useState(false);
      return (
        <>
          <label>
            <input type="checkbox" checked={done} onChange={() => setDone(!done)} />
            Last step
          </label>
          <Dialog open={done} onOpenChange={() => setDone(false)}>
            <DialogContent title="All Done!">
              <Button onClick={() => setDone(false)}>Continue</Button>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Checklist />);
    const step = screen.getByRole('checkbox', { name: 'Last step' });
    await user.click(step);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(step).toHaveFocus());
  });

  it('leaves the keyboard where it is when something else took it meanwhile', async () => {
    const user = userEvent.setup();
    const openerFocused = vi.fn();
    function Steps() {
      const [step, setStep] = useState<'closed' | 'chooser' | 'form'>('closed');
      return (
        <>
          <Button onClick={() => setStep('chooser')} onFocus={openerFocused}>
            Add Meal
          </Button>
          <Dialog open={step !== 'closed'} onOpenChange={() => setStep('closed')}>
            {/* A new body for each step, as the add-meal dialog draws its ways of adding. */}
            <DialogContent key={step} title={step === 'form' ? 'Enter meal details' : 'Add'}>
              {step === 'form' ? (
                <input aria-label="Meal Name" />
              ) : (
                <Button onClick={() => setStep('form')}>Enter manually</Button>
              )}
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Steps />);
    await user.click(screen.getByRole('button', { name: 'Add Meal' }));
    expect(openerFocused).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Enter manually' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter meal details' });
    // The chooser's body left; its close must not pull the keyboard out of the open dialog,
    // not even for a moment (the trap would pull it back, and a screen reader read it out).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(openerFocused).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Meal' })).toHaveFocus());
  });
});
