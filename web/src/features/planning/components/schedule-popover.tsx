import { type ListMealCard, type ScheduleType, WEEKDAYS } from '@forkcast/core';
import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { cn } from '../../../lib/cn.ts';
import { scheduledMessage, useUpdateSchedule } from '../api/schedule.ts';
import { DAY_NUMBERS, SHORT_WEEKDAYS } from '../lib/schedule-view.ts';

export type SchedulePopoverProps = {
  listId: string;
  meal: Pick<ListMealCard, 'id' | 'name' | 'scheduledDay' | 'scheduledType'>;
};

const TYPES: { value: ScheduleType; label: string }[] = [
  { value: 'cook', label: 'Cook' },
  { value: 'eat', label: 'Eat' },
];

const choiceClasses =
  'flex cursor-pointer select-none items-center justify-center rounded-full border text-sm font-semibold transition-colors has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-on-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus border-line-strong text-ink hover:bg-surface-sunken';

/**
 * The schedule button of a meal card: pick a day and whether to cook or eat it that day
 * (eat by default), then Save (disabled until a day is picked) or Clear.
 */
export function SchedulePopover({ listId, meal }: SchedulePopoverProps) {
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState<number | null>(meal.scheduledDay);
  const [type, setType] = useState<ScheduleType>(meal.scheduledType ?? 'eat');
  const update = useUpdateSchedule(listId);
  const titleId = useId();
  const name = useId();

  const isScheduled = meal.scheduledDay !== null;

  function onOpenChange(next: boolean) {
    // Each opening starts from what is saved, not from an earlier unsaved choice.
    if (next) {
      setDay(meal.scheduledDay);
      setType(meal.scheduledType ?? 'eat');
    }
    setOpen(next);
  }

  function save() {
    if (day === null) return;
    const schedule = { day, type };
    setOpen(false);
    update.mutate(
      { mealId: meal.id, schedule },
      {
        onSuccess: () => toast.success(scheduledMessage(meal.name, schedule)),
        onError: (error) => toast.error(`Failed to update meal schedule: ${error.message}`),
      },
    );
  }

  function clear() {
    if (!isScheduled) {
      setDay(null);
      return;
    }
    setOpen(false);
    update.mutate(
      { mealId: meal.id, schedule: null },
      {
        onSuccess: () => toast.success('Schedule cleared'),
        onError: (error) => toast.error(`Failed to update meal schedule: ${error.message}`),
      },
    );
  }

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          variant="secondary"
          size="icon-sm"
          aria-label={`Schedule ${meal.name}`}
          className={cn(isScheduled && 'border-primary text-primary')}
        >
          <CalendarDays aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby={titleId} align="end" className="w-80">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <h3 id={titleId} className="font-display text-base font-bold text-ink">
            Schedule {meal.name}
          </h3>
          <fieldset className="mt-3">
            <legend className="mb-2 text-sm font-semibold text-ink">Day</legend>
            <div className="grid grid-cols-7 gap-1">
              {DAY_NUMBERS.map((d) => (
                <label key={d} className={cn(choiceClasses, 'h-10 px-0 text-xs')}>
                  <input
                    type="radio"
                    name={`${name}-day`}
                    value={d}
                    checked={day === d}
                    onChange={() => setDay(d)}
                    className="sr-only"
                  />
                  <span aria-hidden="true">{SHORT_WEEKDAYS[d]}</span>
                  <span className="sr-only">{WEEKDAYS[d]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="mt-3">
            <legend className="mb-2 text-sm font-semibold text-ink">Type</legend>
            <div className="grid grid-cols-2 gap-2">
              {TYPES.map((option) => (
                <label key={option.value} className={cn(choiceClasses, 'h-10')}>
                  <input
                    type="radio"
                    name={`${name}-type`}
                    value={option.value}
                    checked={type === option.value}
                    onChange={() => setType(option.value)}
                    className="sr-only"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-4 flex justify-end gap-2">
            <Button
              variant="ghost"
              size="sm"
              onClick={clear}
              disabled={!isScheduled && day === null}
            >
              Clear
            </Button>
            <Button type="submit" size="sm" disabled={day === null}>
              Save
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
