import {
  type DailyNutrition,
  dailyNutrition,
  type ListDetail,
  type Nutrients,
} from '@forkcast/core';
import { CalendarDays, TriangleAlert } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useListNutrition } from '../api/nutrition.ts';
import { type WeekPlan, weekPlanOf } from '../lib/schedule-view.ts';
import { DailySchedule } from './daily-schedule.tsx';
import { NutritionPlanSummary } from './day-nutrition.tsx';
import { WeeklySchedule } from './weekly-schedule.tsx';

/** A day of the week in the address ('0' to '6'), or null. */
function dayParam(value: string | null): number | null {
  return value !== null && /^[0-6]$/.test(value) ? Number(value) : null;
}

/**
 * The list screen's Schedule tab: conflict warnings, then the Daily and Weekly views. The view
 * and the day shown are kept in the address (`view=weekly`, `day=0..6`), like the list's tab:
 * Back from a meal opened in the week, or on Thursday, returns there, not to today's page.
 */
export function ScheduleTab({ list }: { list: ListDetail }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get('view') === 'weekly' ? 'weekly' : 'daily';
  const day = dayParam(searchParams.get('day'));
  function keep(name: 'view' | 'day', value: string | null) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }
  const plan = useMemo(() => weekPlanOf(list), [list]);
  const nutrition = useListNutrition(list.id);
  const daily = useMemo<DailyNutrition | null>(() => {
    if (!nutrition.data) return null;
    const perServing = new Map<string, Nutrients>(
      nutrition.data.meals.map((m) => [m.mealId, m.perServing]),
    );
    return dailyNutrition(
      list.meals.map((meal) => ({ ...meal, mealId: meal.id })),
      perServing,
      nutrition.data.peopleEating,
    );
  }, [list.meals, nutrition.data]);
  // The per-person summary sits above the day and week views. Drawn when its figures arrive,
  // it would push them down under the reader (a layout shift): while the first request for
  // figures that will count is on its way, the tab keeps the spinner its code loaded under.
  // Offline (paused) or after a failure the views show without it, as before.
  const isEatingPlanned = list.meals.some(
    (meal) => meal.scheduledType === 'eat' && meal.scheduledDay !== null,
  );
  if (
    isEatingPlanned &&
    nutrition.isPending &&
    nutrition.fetchStatus === 'fetching' &&
    nutrition.failureCount === 0
  ) {
    return (
      <div className="flex justify-center py-10 text-primary">
        <Spinner label="Loading..." />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {plan.planned.length === 0 ? (
        <EmptyState
          titleAs="h2"
          icon={<CalendarDays />}
          title="No scheduled meals yet"
          text="Use the calendar button on a meal card to pick a day to cook or eat it."
          className="py-6"
        />
      ) : (
        <ScheduleConflicts plan={plan} />
      )}
      {daily && nutrition.data && daily.dayCount > 0 ? (
        <NutritionPlanSummary
          listId={list.id}
          daily={daily}
          peopleEating={nutrition.data.peopleEating}
          isPeopleEatingSet={nutrition.data.isPeopleEatingSet}
        />
      ) : null}
      <Tabs value={view} onValueChange={(next) => keep('view', next === 'weekly' ? next : null)}>
        <TabsList aria-label="Schedule view">
          <TabsTrigger value="daily">Daily</TabsTrigger>
          <TabsTrigger value="weekly">Weekly</TabsTrigger>
        </TabsList>
        <TabsContent value="daily">
          <DailySchedule
            listId={list.id}
            plan={plan}
            dailyTotals={daily?.days}
            day={day ?? undefined}
            onDayChange={(next) => keep('day', String(next))}
          />
        </TabsContent>
        <TabsContent value="weekly">
          <WeeklySchedule listId={list.id} plan={plan} dailyTotals={daily?.days} />
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
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-bold">
        <TriangleAlert aria-hidden="true" className="size-4" />
        Schedule warnings
      </h2>
      <ul className="mt-1.5 flex flex-col gap-1 pl-6 text-sm">
        {plan.conflicts.map((conflict) => (
          <li key={`${conflict.day}-${conflict.kind}`}>{conflict.message}</li>
        ))}
      </ul>
    </section>
  );
}
