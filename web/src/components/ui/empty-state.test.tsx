import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('shows a heading at the requested level, text and an action; the icon is decorative', () => {
    render(
      <EmptyState
        titleAs="h3"
        icon={<svg data-testid="icon" />}
        title="No meal plans yet"
        text="Create your first list."
        action={<Button>Create New List</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No meal plans yet' })).toBeVisible();
    expect(screen.getByText('Create your first list.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create New List' })).toBeVisible();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
