import { render, screen } from '@testing-library/react';
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
});
