import { type Nutrients, WEEKDAYS, wrapDay } from '@forkcast/core';
import { ChevronLeft, ChevronRight, Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { MealImage } from '../../../components/meal-image.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useShownTimeZone, weekdayIn } from '../../../lib/time-zone.ts';
import { type DayEntry, entriesForDay, type WeekPlan } from '../lib/schedule-view.ts';
import { DayNutritionTotal } from './day-nutrition.tsx';
import { useMealDetailLink } from './use-meal-detail-link.ts';

/**
 * One day at a time, starting today; the arrows cycle Sunday to Saturday and round again.
 * Meals cooked that day come first, then those eaten from the fridge.
 */
export function DailySchedule({
  listId,
  plan,
  dailyTotals,
  today: givenToday,
  day: shownDay,
  onDayChange,
}: {
  listId: string;
  plan: WeekPlan;
  /** Per person, Sunday to Saturday (null: nothing to eat that day); absent while loading. */
  dailyTotals?: (Nutrients | null)[];
  /** 0 (Sunday) to 6; the day the view opens on. */
  today?: number;
  /** The day shown, when the caller keeps it (in the address); today when absent. */
  day?: number;
  onDayChange?: (day: number) => void;
}) {
  // Today where the cook is, also when the server draws the screen (lib/time-zone.ts).
  const shownTimeZone = useShownTimeZone();
  const today = givenToday ?? weekdayIn(shownTimeZone);
  const [ownDay, setOwnDay] = useState(today);
  const day = shownDay ?? ownDay;
  const setDay = (next: number) => {
    setOwnDay(next);
    onDayChange?.(next);
  };
  const headingId = useId();
  const entries = entriesForDay(plan, day);
  const dayName = WEEKDAYS[day];

  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label="Previous day"
          onClick={() => setDay(wrapDay(day - 1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2
          id={headingId}
          aria-live="polite"
          // With large text 'Wednesday' and its 'Today' badge wrap between the arrows instead
          // of pushing 'Next day' off the screen.
          className="flex min-w-0 flex-wrap items-center justify-center gap-x-2 font-display text-lg font-bold text-ink"
        >
          {dayName}
          {day === today ? <Badge variant="primary">Today</Badge> : null}
        </h2>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Next day"
          onClick={() => setDay(wrapDay(day + 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {entries.length === 0 ? (
        <p className="mt-4 rounded-[var(--radius-card)] border-2 border-dashed border-line px-4 py-8 text-center text-sm text-ink-muted">
          No meals for {dayName}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {entries.map((entry) => (
            <li key={entry.meal.id}>
              <DayEntryCard listId={listId} entry={entry} />
            </li>
          ))}
        </ul>
      )}
      <DayNutritionTotal total={dailyTotals?.[day] ?? null} label={`${dayName} per person`} />
    </section>
  );
}

function DayEntryCard({ listId, entry }: { listId: string; entry: DayEntry }) {
  const linkTo = useMealDetailLink(listId);
  const { meal, summary, role } = entry;
  const link = linkTo(meal.id);
  return (
    <Link
      to={link.to}
      state={link.state}
      className="flex items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface-raised p-2.5 shadow-[var(--shadow-card)] transition-colors hover:bg-surface-sunken"
    >
      <MealImage
        src={meal.imageUrl}
        sizes="56px"
        loading="lazy"
        className="size-14 shrink-0 rounded-xl"
        iconClassName="size-6"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="truncate font-semibold text-ink">{meal.name}</span>{' '}
        <span className="flex flex-wrap items-center gap-1.5">
          {role === 'cook' ? (
            <Badge variant="primary">
              <Clock aria-hidden="true" />
              Cook · {summary.cookTimeMinutes} min
            </Badge>
          ) : (
            <>
              <Badge variant="accent">Eat</Badge>{' '}
              <span className="text-xs text-ink-muted">Cooked {WEEKDAYS[summary.cookDay]}</span>
            </>
          )}
        </span>
      </span>
    </Link>
  );
}
