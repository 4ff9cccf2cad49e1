import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { browserFocusFixup } from '../test/focus-fixup.ts';
import { useFocusKeptWhileBusy } from './use-focus-kept-while-busy.ts';

let setBusy: (busy: boolean) => void = () => undefined;

function Refresh() {
  const [isBusy, setIsBusy] = useState(false);
  setBusy = setIsBusy;
  useFocusKeptWhileBusy(isBusy);
  return (
    <>
      <button type="button" disabled={isBusy}>
        Refresh
      </button>
      <button type="button">Create post</button>
    </>
  );
}

describe('useFocusKeptWhileBusy', () => {
  it('gives the focus back to the button that was disabled under it', () => {
    render(<Refresh />);
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    refresh.focus();
    act(() => setBusy(true));
    browserFocusFixup();
    expect(document.activeElement).toBe(document.body);
    act(() => setBusy(false));
    expect(refresh).toHaveFocus();
  });

  it('gives it back when the focus left at once, as a disabled fieldset takes it', () => {
    render(<Refresh />);
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    refresh.focus();
    refresh.blur();
    act(() => setBusy(true));
    act(() => setBusy(false));
    expect(refresh).toHaveFocus();
  });

  it('leaves the focus where the cook put it meanwhile', () => {
    render(<Refresh />);
    screen.getByRole('button', { name: 'Refresh' }).focus();
    act(() => setBusy(true));
    browserFocusFixup();
    screen.getByRole('button', { name: 'Create post' }).focus();
    act(() => setBusy(false));
    expect(screen.getByRole('button', { name: 'Create post' })).toHaveFocus();
  });
});
