import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

describe('Tabs', () => {
  it('are real tabs that move with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="week">
        <TabsList aria-label="Schedule view">
          <TabsTrigger value="week">Weekly</TabsTrigger>
          <TabsTrigger value="month">Monthly</TabsTrigger>
        </TabsList>
        <TabsContent value="week">Week plan</TabsContent>
        <TabsContent value="month">Month plan</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Schedule view' })).toBeInTheDocument();
    const weekly = screen.getByRole('tab', { name: 'Weekly' });
    expect(weekly).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Week plan');
    weekly.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Month plan');
  });
});
