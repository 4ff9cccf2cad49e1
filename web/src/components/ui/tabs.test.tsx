import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

function ScheduleTabs() {
  return (
    <Tabs defaultValue="week">
      <TabsList aria-label="Schedule view">
        <TabsTrigger value="week">Weekly</TabsTrigger>
        <TabsTrigger value="month">Monthly</TabsTrigger>
      </TabsList>
      <TabsContent value="week">Week plan</TabsContent>
      <TabsContent value="month">Month plan</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('are real tabs that move with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<ScheduleTabs />);
    expect(screen.getByRole('tablist', { name: 'Schedule view' })).toBeInTheDocument();
    const weekly = screen.getByRole('tab', { name: 'Weekly' });
    expect(weekly).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Week plan');
    weekly.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Month plan');
    await user.click(screen.getByRole('tab', { name: 'Weekly' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Week plan');
  });

  it('tie each tab to its panel, and hide and empty the panels not selected', () => {
    render(<ScheduleTabs />);
    for (const name of ['Weekly', 'Monthly']) {
      const tab = screen.getByRole('tab', { name });
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }
    const shown = screen.getByRole('tabpanel', { name: 'Weekly' });
    expect(shown).not.toHaveAttribute('hidden');
    expect(shown).toHaveAttribute('tabindex', '0');
    // Drawn with the screen: no fade-in on the first draw.
    expect(shown.style.animationDuration).toBe('0s');
    const other = document.getElementById(
      screen.getByRole('tab', { name: 'Monthly' }).getAttribute('aria-controls') ?? '',
    );
    expect(other).toHaveAttribute('hidden');
    expect(other).toBeEmptyDOMElement();
  });

  it('follow a value kept by the screen', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    function Controlled() {
      const [tab, setTab] = useState('month');
      return (
        <Tabs
          value={tab}
          onValueChange={(next) => {
            changes.push(next);
            setTab(next);
          }}
        >
          <TabsList aria-label="Schedule view">
            <TabsTrigger value="week">Weekly</TabsTrigger>
            <TabsTrigger value="month">Monthly</TabsTrigger>
          </TabsList>
          <TabsContent value="week">Week plan</TabsContent>
          <TabsContent value="month">Month plan</TabsContent>
        </Tabs>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Month plan');
    await user.click(screen.getByRole('tab', { name: 'Weekly' }));
    // Radix reports the choice on press and on focus alike: the same value, once or twice.
    expect(new Set(changes)).toEqual(new Set(['week']));
    expect(screen.getByRole('tabpanel', { name: 'Weekly' })).toHaveTextContent('Week plan');
  });
});
