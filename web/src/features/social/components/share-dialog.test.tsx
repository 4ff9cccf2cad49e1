import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareDialog } from './share-dialog.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ShareDialog', () => {
  it('shows the read-only post link and copies it; Copied! lasts 2 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    render(<ShareDialog postId="post 1" open onOpenChange={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Share Post' })).toBeInTheDocument();
    const link = screen.getByLabelText('Post link');
    expect(link).toHaveValue(`${window.location.origin}/post/post%201`);
    expect(link).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Share with an app' })).not.toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/post/post%201`);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it("offers the device's share sheet where the browser has one", async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { share, clipboard: { writeText: vi.fn() } });
    render(<ShareDialog postId="p2" open onOpenChange={() => undefined} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share with an app' }));
    });
    expect(share).toHaveBeenCalledWith({
      title: 'A post on Forkcast',
      url: `${window.location.origin}/post/p2`,
    });
  });
});
