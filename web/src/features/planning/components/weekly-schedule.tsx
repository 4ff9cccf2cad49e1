import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { type Nutrients, WEEKDAYS, wrapDay } from '@forkcast/core';
import { ChevronLeft, ChevronRight, TriangleAlert } from 'lucide-react';
import {
  createContext,
  type KeyboardEvent as ReactKeyboardEvent,
  useContext,
  useEffect,
  useId,
  useRef,
} from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMoveMeal } from '../api/schedule.ts';
import {
  DAY_NUMBERS,
  type PlannedMeal,
  SHORT_WEEKDAYS,
  scheduleForCookDay,
  type WeekPlan,
} from '../lib/schedule-view.ts';
import { DayNutritionCell } from './day-nutrition.tsx';
import { useMealDetailLink } from './use-meal-detail-link.ts';

type DragData = { mealId: string; name: string; cookDay: number };
type DropData = { mealId: string; day: number };

const cellId = (mealId: string, day: number) => `${mealId}:${day}`;

/** The meal whose bar should take focus when it is drawn in its new cell. */
const BarToFocus = createContext<{ current: string | null }>({ current: null });

/**
 * Arrow keys move a picked-up bar one day along its own row (wrapping round the week),
 * instead of the sensor's default of a few pixels, so each press lands on a day.
 */
const oneDayAtATime: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const drag = context.active?.data.current as DragData | undefined;
  if (step === 0 || drag === undefined) return currentCoordinates;
  event.preventDefault();
  const overDay = (context.over?.data.current as DropData | undefined)?.day ?? drag.cookDay;
  const target = context.droppableRects.get(cellId(drag.mealId, wrapDay(overDay + step)));
  if (!target) return currentCoordinates;
  return { x: target.left, y: target.top };
};

/** The cell under the pointer when there is one (mouse, touch), else the most overlapped. */
const collisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

function dayOf(over: { data: { current?: unknown } } | null): number | null {
  const data = over?.data.current as DropData | undefined;
  return data === undefined ? null : data.day;
}

/** Whether the bar being dragged has left its own day yet (one drag at a time). */
let hasLeftCookDay = false;

const announcements: Announcements = {
  onDragStart: ({ active }) => {
    const drag = active.data.current as DragData;
    hasLeftCookDay = false;
    return `Picked up ${drag.name}, cooked on ${WEEKDAYS[drag.cookDay]}. Use the left and right arrow keys to choose another day.`;
  },
  onDragOver: ({ active, over }) => {
    const drag = active.data.current as DragData;
    const day = dayOf(over);
    // Right after pick-up the bar is over its own day; saying so would cut the pick-up short.
    if (!hasLeftCookDay && (day === null || day === drag.cookDay)) return undefined;
    hasLeftCookDay = true;
    return day === null
      ? `${drag.name} is not over a day.`
      : `${drag.name} is over ${WEEKDAYS[day]}.`;
  },
  onDragEnd: ({ active, over }) => {
    const drag = active.data.current as DragData;
    const day = dayOf(over);
    return day === null
      ? `${drag.name} was dropped outside the week and stays on ${WEEKDAYS[drag.cookDay]}.`
      : `${drag.name} dropped on ${WEEKDAYS[day]}.`;
  },
  onDragCancel: ({ active }) => {
    const drag = active.data.current as DragData;
    return `Moving ${drag.name} was cancelled. It stays on ${WEEKDAYS[drag.cookDay]}.`;
  },
};

const screenReaderInstructions = {
  draggable:
    'To move this meal to another day, press space to pick it up, use the left and right arrow keys to choose a day and press space again to drop it. Press escape to cancel, or enter to open the recipe.',
};

/**
 * Seven columns, Sunday to Saturday, one row per scheduled meal: the cook day holds a bar with
 * the minutes at the stove (full width over 40 minutes, 70% otherwise) and the days the meal
 * can be eaten are shaded. A bar can be dragged to another day (mouse, long press on touch,
 * or space and the arrow keys); each row also has buttons that move it a day either way.
 */
export function WeeklySchedule({
  listId,
  plan,
  dailyTotals,
}: {
  listId: string;
  plan: WeekPlan;
  /** Per person, Sunday to Saturday (null: nothing to eat that day); absent while loading. */
  dailyTotals?: (Nutrients | null)[];
}) {
  const move = useMoveMeal(listId);
  const captionId = useId();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: oneDayAtATime,
      // Enter opens the recipe; space picks the bar up and drops it.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const conflictDays = new Set(plan.conflicts.map((c) => c.day));
  const byId = new Map(plan.planned.map((entry) => [entry.meal.id, entry]));

  const barToFocus = useRef<string | null>(null);

  function onDragEnd({ active, over, activatorEvent }: DragEndEvent) {
    const entry = byId.get(String(active.id));
    const day = dayOf(over);
    if (!entry || day === null || day === entry.summary.cookDay) return;
    // The bar is drawn anew in its new cell: a keyboard user's focus goes with it.
    if (activatorEvent instanceof KeyboardEvent) barToFocus.current = entry.meal.id;
    move(entry.meal, scheduleForCookDay(entry, day));
  }

  return (
    <BarToFocus.Provider value={barToFocus}>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions }}
      >
        <table
          aria-labelledby={captionId}
          className="w-full table-fixed border-separate border-spacing-0.5"
        >
          <caption id={captionId} className="sr-only">
            Week plan
          </caption>
          <thead>
            <tr>
              {DAY_NUMBERS.map((day) => (
                <th
                  key={day}
                  scope="col"
                  abbr={WEEKDAYS[day]}
                  className={cn(
                    'pb-1 text-center text-xs font-semibold',
                    conflictDays.has(day) ? 'text-warning' : 'text-ink-muted',
                  )}
                >
                  <span aria-hidden="true">{SHORT_WEEKDAYS[day]}</span>
                  <span className="sr-only">
                    {WEEKDAYS[day]}
                    {conflictDays.has(day) ? ' (see the warning)' : ''}
                  </span>
                  {conflictDays.has(day) ? (
                    <TriangleAlert aria-hidden="true" className="mx-auto mt-0.5 size-3.5" />
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          {plan.planned.length === 0 ? (
            <tbody>
              <tr>
                <td colSpan={7} className="px-2 py-8 text-center text-sm text-ink-muted">
                  No meals scheduled
                </td>
              </tr>
            </tbody>
          ) : (
            plan.planned.map((entry) => (
              <WeekRow key={entry.meal.id} listId={listId} entry={entry} onMove={move} />
            ))
          )}
          {dailyTotals?.some((total) => total !== null) ? (
            <tfoot>
              <tr>
                <th
                  scope="row"
                  colSpan={7}
                  className="pt-3 text-left text-xs font-semibold text-ink"
                >
                  Per person each day
                </th>
              </tr>
              <tr>
                {DAY_NUMBERS.map((day) => (
                  <td key={day} className="rounded-md bg-surface-sunken px-0.5 py-1 align-top">
                    <DayNutritionCell
                      total={dailyTotals[day] ?? null}
                      dayName={WEEKDAYS[day] ?? ''}
                    />
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
        {plan.planned.length > 0 ? (
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-muted">
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="h-3 w-5 rounded bg-primary" />
              Cooking, in minutes
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="h-3 w-5 rounded bg-accent-soft ring-1 ring-accent/40"
              />
              Eat
            </span>
            <span>Drag a bar to move a meal.</span>
          </p>
        ) : null}
      </DndContext>
    </BarToFocus.Provider>
  );
}

function WeekRow({
  listId,
  entry,
  onMove,
}: {
  listId: string;
  entry: PlannedMeal;
  onMove: ReturnType<typeof useMoveMeal>;
}) {
  const { meal, summary } = entry;
  const linkTo = useMealDetailLink(listId);
  const link = linkTo(meal.id);
  const type = meal.scheduledType ?? 'eat';
  const scheduledDay = meal.scheduledDay ?? summary.cookDay;
  const earlier = scheduleForCookDay(entry, wrapDay(summary.cookDay - 1));
  const later = scheduleForCookDay(entry, wrapDay(summary.cookDay + 1));

  return (
    <tbody>
      <tr>
        <th scope="rowgroup" colSpan={7} className="pt-2 text-left font-normal">
          <div className="flex items-center gap-1">
            <div className="min-w-0 flex-1">
              <Link
                to={link.to}
                state={link.state}
                className="block truncate text-sm font-semibold text-ink underline-offset-2 hover:underline"
              >
                {meal.name}
              </Link>{' '}
              <span className="block text-xs text-ink-muted">
                {type === 'cook' ? 'Cook' : 'Eat'} on {WEEKDAYS[scheduledDay]}
              </span>
            </div>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Move ${meal.name} to ${WEEKDAYS[earlier.day]}`}
              onClick={() => onMove(meal, earlier)}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Move ${meal.name} to ${WEEKDAYS[later.day]}`}
              onClick={() => onMove(meal, later)}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </th>
      </tr>
      <tr>
        {DAY_NUMBERS.map((day) => (
          <DayCell key={day} entry={entry} day={day} detailLink={link} />
        ))}
      </tr>
    </tbody>
  );
}

function DayCell({
  entry,
  day,
  detailLink,
}: {
  entry: PlannedMeal;
  day: number;
  detailLink: ReturnType<ReturnType<typeof useMealDetailLink>>;
}) {
  const { meal, summary } = entry;
  const data: DropData = { mealId: meal.id, day };
  const { setNodeRef, isOver } = useDroppable({ id: cellId(meal.id, day), data });
  const isCookDay = summary.cookDay === day;
  const isEatDay = summary.eatDays.includes(day);
  return (
    <td
      ref={setNodeRef}
      className={cn(
        'h-9 rounded-md p-0 align-middle',
        isEatDay ? 'bg-accent-soft' : 'bg-surface-sunken/60',
        isOver && 'ring-2 ring-primary ring-inset',
      )}
    >
      {isCookDay ? (
        <CookBar entry={entry} detailLink={detailLink} />
      ) : isEatDay ? (
        <span className="sr-only">Eat</span>
      ) : null}
    </td>
  );
}

function CookBar({
  entry,
  detailLink,
}: {
  entry: PlannedMeal;
  detailLink: ReturnType<ReturnType<typeof useMealDetailLink>>;
}) {
  const { meal, summary } = entry;
  const navigate = useNavigate();
  const data: DragData = { mealId: meal.id, name: meal.name, cookDay: summary.cookDay };
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: meal.id,
    data,
  });
  const barToFocus = useContext(BarToFocus);
  const node = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (barToFocus.current !== meal.id) return;
    barToFocus.current = null;
    node.current?.focus();
  }, [barToFocus, meal.id]);
  // A drag ends with the pointer still on the bar, which the browser reports as a click.
  const draggedAt = useRef(0);
  useEffect(() => {
    if (!isDragging) return;
    return () => {
      draggedAt.current = Date.now();
    };
  }, [isDragging]);
  const open = () => navigate(detailLink.to, { state: detailLink.state });

  return (
    // A div, not a button: a button would also click on the space that picks the bar up.
    // biome-ignore lint/a11y/useSemanticElements: see above; dnd-kit gives it the button role and keys
    <div
      ref={(element) => {
        setNodeRef(element);
        node.current = element;
      }}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={0}
      aria-label={`Cook ${meal.name} on ${WEEKDAYS[summary.cookDay]}: ${summary.cookTimeMinutes} minutes`}
      onClick={() => {
        if (Date.now() - draggedAt.current > 300) open();
      }}
      onKeyDown={(event: ReactKeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Enter' && !isDragging) {
          event.preventDefault();
          open();
          return;
        }
        listeners?.onKeyDown?.(event);
      }}
      style={{ transform: CSS.Translate.toString(transform), width: `${summary.barWidth}%` }}
      className={cn(
        'relative flex h-7 cursor-grab touch-manipulation items-center justify-center overflow-hidden whitespace-nowrap rounded-md bg-primary px-0.5 text-xs font-bold leading-none text-on-primary shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
        isDragging && 'z-10 cursor-grabbing opacity-90 shadow-[var(--shadow-raised)]',
      )}
    >
      {summary.cookTimeMinutes}
    </div>
  );
}
