import type { ListDetail } from '@forkcast/core';
import { CalendarDays, TriangleAlert } from 'lucide-react';
import { useId, useMemo } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { type WeekPlan, weekPlanOf } from '../lib/schedule-view.ts';
import { DailySchedule } from './daily-schedule.tsx';
import { WeeklySchedule } from './weekly-schedule.tsx';

/** The list screen's Schedule tab: conflict warnings, then the Daily and Weekly views. */
export function ScheduleTab({ list }: { list: ListDetail }) {
  const plan = useMemo(() => weekPlanOf(list), [list]);
  return (
    <div className="flex flex-col gap-4">
      {plan.planned.length === 0 ? (
        <EmptyState
          titleAs="h3"
          icon={<CalendarDays />}
          title="No scheduled meals yet"
          text="Use the calendar button on a meal card to pick a day to cook or eat it."
          className="py-6"
        />
      ) : (
        <ScheduleConflicts plan={plan} />
      )}
      <Tabs defaultValue="daily">
        <TabsList aria-label="Schedule view">
          <TabsTrigger value="daily">Daily</TabsTrigger>
          <TabsTrigger value="weekly">Weekly</TabsTrigger>
        </TabsList>
        <TabsContent value="daily">
          <DailySchedule listId={list.id} plan={plan} />
        </TabsContent>
        <TabsContent value="weekly">
          <WeeklySchedule listId={list.id} plan={plan} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** The warnings of `schedulePlan`: too long at the stove, too many leftovers in one day. */
function ScheduleConflicts({ plan }: { plan: WeekPlan }) {
  const headingId = useId();
  if (plan.conflicts.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[var(--radius-card)] border border-warning/40 bg-warning-soft p-3 text-warning"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-bold">
        <TriangleAlert aria-hidden="true" className="size-4" />
        Schedule warnings
      </h3>
      <ul className="mt-1.5 flex flex-col gap-1 pl-6 text-sm">
        {plan.conflicts.map((conflict) => (
          <li key={`${conflict.day}-${conflict.kind}`}>{conflict.message}</li>
        ))}
      </ul>
    </section>
  );
}
