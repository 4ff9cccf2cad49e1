import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InteractiveDemo } from './interactive-demo.tsx';

function clickNext() {
  fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
}

function goToPrepMode() {
  fireEvent.click(screen.getByRole('button', { name: 'Create New List' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add Your First Meal' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add meal' }));
}

function prepStepButtons() {
  return screen
    .getAllByRole('button', { pressed: false })
    .concat(screen.queryAllByRole('button', { pressed: true }));
}

describe('InteractiveDemo', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts on the empty state with a step indicator', () => {
    render(<InteractiveDemo />);
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No meal plans yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create New List' })).toBeInTheDocument();
  });

  it('walks through exactly five steps with Next step and wraps back to the first', () => {
    render(<InteractiveDemo />);
    clickNext();
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Weekly Dinner Plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Your First Meal' })).toBeInTheDocument();
    clickNext();
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spicy Bulgogi Bowl' })).toBeInTheDocument();
    clickNext();
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Preparation Mode' })).toBeInTheDocument();
    clickNext();
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recipe Added!' })).toBeInTheDocument();
    clickNext();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No meal plans yet' })).toBeInTheDocument();
  });

  it('advances with the buttons inside each screen and keeps focus in the demo', () => {
    render(<InteractiveDemo />);
    fireEvent.click(screen.getByRole('button', { name: 'Create New List' }));
    expect(screen.getByRole('heading', { name: 'Weekly Dinner Plan' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Demo screen' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Add Your First Meal' }));
    const recipe = screen.getByRole('article');
    expect(within(recipe).getByRole('heading', { name: 'Ingredients' })).toBeInTheDocument();
    expect(within(recipe).getByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    expect(within(recipe).getByText('beef sirloin, thinly sliced')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add meal' }));
    expect(screen.getByRole('heading', { name: 'Preparation Mode' })).toBeInTheDocument();
    expect(prepStepButtons()).toHaveLength(4);
  });

  it('shows four preparation steps with a title, details and an ingredient quantity', () => {
    render(<InteractiveDemo />);
    goToPrepMode();
    const slice = screen.getByRole('button', { name: /Slice the beef/ });
    expect(slice).toHaveAccessibleDescription(/against the grain.*400 g beef sirloin/);
  });

  it('toggles a preparation step done and back', () => {
    render(<InteractiveDemo />);
    goToPrepMode();
    const slice = screen.getByRole('button', { name: /Slice the beef/ });
    expect(slice).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(slice);
    expect(slice).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 of 4 steps done')).toBeInTheDocument();
    expect(within(slice).getByText('Slice the beef')).toHaveClass('line-through');
    fireEvent.click(slice);
    expect(slice).toHaveAttribute('aria-pressed', 'false');
    expect(within(slice).getByText('Slice the beef')).not.toHaveClass('line-through');
  });

  it('moves on to the confirmation 1 s after the last step is completed', () => {
    render(<InteractiveDemo />);
    goToPrepMode();
    fireEvent.click(screen.getByRole('button', { name: /Build the bowls/ }));
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.getByRole('heading', { name: 'Preparation Mode' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('heading', { name: 'Recipe Added!' })).toBeInTheDocument();
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
  });

  it('stays in preparation mode while only earlier steps are ticked, then finishes once the last one is', () => {
    render(<InteractiveDemo />);
    goToPrepMode();
    for (const name of [/Slice the beef/, /Make the marinade/, /Sear and glaze/]) {
      fireEvent.click(screen.getByRole('button', { name }));
    }
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('heading', { name: 'Preparation Mode' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Build the bowls/ }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('heading', { name: 'Recipe Added!' })).toBeInTheDocument();
  });

  it('takes focus along to the confirmation only when it was in the demo', () => {
    const { unmount } = render(<InteractiveDemo />);
    goToPrepMode();
    const last = screen.getByRole('button', { name: /Build the bowls/ });
    last.focus();
    fireEvent.click(last);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('region', { name: 'Demo screen' })).toHaveFocus();
    unmount();

    render(
      <>
        <InteractiveDemo />
        <input aria-label="Elsewhere" />
      </>,
    );
    goToPrepMode();
    fireEvent.click(screen.getByRole('button', { name: /Build the bowls/ }));
    screen.getByLabelText('Elsewhere').focus();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('heading', { name: 'Recipe Added!' })).toBeInTheDocument();
    expect(screen.getByLabelText('Elsewhere')).toHaveFocus();
  });

  it('cancels the auto-advance when the last step is unticked in time', () => {
    render(<InteractiveDemo />);
    goToPrepMode();
    const last = screen.getByRole('button', { name: /Build the bowls/ });
    fireEvent.click(last);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    fireEvent.click(last);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('heading', { name: 'Preparation Mode' })).toBeInTheDocument();
  });

  it('starts over from the confirmation with a clean checklist', () => {
    render(<InteractiveDemo />);
    goToPrepMode();
    fireEvent.click(screen.getByRole('button', { name: /Slice the beef/ }));
    clickNext();
    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    goToPrepMode();
    expect(screen.getByRole('button', { name: /Slice the beef/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('toggles steps from the keyboard with Space and Enter', async () => {
    // user-event drives real key events; it needs real timers for its own small delays.
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<InteractiveDemo />);
    goToPrepMode();
    const slice = screen.getByRole('button', { name: /Slice the beef/ });
    slice.focus();
    await user.keyboard(' ');
    expect(slice).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(slice).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the screen at 400 px and scrollable from the keyboard', () => {
    render(<InteractiveDemo />);
    const body = screen.getByRole('region', { name: 'Demo screen' });
    expect(body).toHaveClass('h-[400px]', 'overflow-y-auto');
    expect(body).toHaveAttribute('tabindex', '0');
  });
});
