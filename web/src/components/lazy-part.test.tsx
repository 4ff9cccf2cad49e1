import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('a part of a screen whose code loads when first shown', () => {
  it('shows a spinner until its code is here, then the part', async () => {
    const Part = lazyPart(async () => Greeting);
    render(<Part name="Ada" />);
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('draws at once, without a spinner, once its code was loaded ahead (a drawn page, decision 052)', async () => {
    const Part = lazyPart(async () => Greeting);
    await Part.preload();
    render(<Part name="Ada" />);
    // In the very first draw: no suspending, so a screen drawn by the server is kept as it is.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading...' })).toBeNull();
  });

  it('keeps what the part holds when the screen around it draws again after its code came', async () => {
    let seen = 0;
    function Counter() {
      const [id] = useState(() => ++seen);
      return <p>Mounted {id}</p>;
    }
    const Part = lazyPart(async () => Counter);
    const { rerender } = render(<Part key="part" />);
    expect(await screen.findByText('Mounted 1')).toBeInTheDocument();
    rerender(<Part key="part" />);
    // The same part, not a new one: a name being typed in it is not lost.
    expect(screen.getByText('Mounted 1')).toBeInTheDocument();
  });

  it('offers a reload when its code cannot be downloaded', async () => {
    const Part = lazyPart<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    );
    render(
      <MemoryRouter>
        <Part />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
