import { CARD_PHOTO_SIZES, type ListMealCard, weekdayName } from '@forkcast/core';
import { CalendarCheck, Clock, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MealImage } from '../../../components/meal-image.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** 'Cook on Monday' / 'Eat on Monday' for a scheduled meal, null otherwise. */
export function scheduleLabel(meal: Pick<ListMealCard, 'scheduledDay' | 'scheduledType'>) {
  if (meal.scheduledDay === null || meal.scheduledType === null) return null;
  return `${meal.scheduledType === 'cook' ? 'Cook' : 'Eat'} on ${weekdayName(meal.scheduledDay)}`;
}

/**
 * A meal on the list screen (spec: image or placeholder, name, description, schedule label,
 * cook time, schedule button, remove button). The card opens the meal; its buttons sit above
 * the link so they keep their own actions.
 */
export function MealCard({
  meal,
  to,
  from,
  actions,
  onRemove,
  isRemoving = false,
  picture = 'lazy',
}: {
  meal: ListMealCard;
  /** The meal detail path. */
  to: string;
  /** Where Back on the meal detail returns to. */
  from: string;
  /** Extra buttons (the schedule popover). */
  actions?: ReactNode;
  onRemove: () => void;
  isRemoving?: boolean;
  /**
   * How the picture is fetched: 'lazy' once swiped near; 'eager' for a card seen before any
   * swipe (a lazy picture in view waits for layout); 'first' also ahead of other pictures,
   * as it is the screen's largest content.
   */
  picture?: 'lazy' | 'eager' | 'first';
}) {
  const label = scheduleLabel(meal);
  return (
    <Card className="relative flex w-[200px] flex-col overflow-hidden has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-focus sm:w-[250px]">
      <div className="relative aspect-[4/3] bg-primary-soft">
        <MealImage
          src={meal.imageUrl}
          loading={picture === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={picture === 'first' ? 'high' : undefined}
          sizes={CARD_PHOTO_SIZES}
          className="size-full"
        />
        {label ? (
          <Badge variant="accent" className="absolute top-2 left-2 shadow-sm">
            <CalendarCheck aria-hidden="true" />
            {label}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h2 className="line-clamp-2 break-words font-display text-base leading-snug font-bold text-ink">
          <Link
            to={to}
            state={{ from }}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {meal.name}
          </Link>
        </h2>
        {meal.description ? (
          <p className="line-clamp-2 text-sm text-ink-muted">{meal.description}</p>
        ) : null}
        <div className="mt-auto flex items-center gap-1 pt-2">
          <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
            <Clock aria-hidden="true" className="size-3.5" />
            {meal.cookTimeMinutes} min
          </span>
          <div className="relative z-10 ml-auto flex items-center gap-0.5">
            {actions}
            <Button
              variant="ghost"
              size="icon-sm"
              className="text-ink-muted hover:text-danger"
              aria-label={`Remove ${meal.name} from list`}
              disabled={isRemoving}
              onClick={(event) => {
                focusNeighbourCard(event.currentTarget);
                onRemove();
              }}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}

/**
 * A removed card leaves the row with the button that removed it: the keyboard moves first to
 * the next card's name (the one before for the last card) rather than to the page's top; the
 * list's last meal hands it to the tab panel, which then holds the list's empty state.
 */
function focusNeighbourCard(button: HTMLElement) {
  const card = button.closest('li');
  const link = (item: Element | null | undefined) => item?.querySelector<HTMLElement>('a[href]');
  const next =
    link(card?.nextElementSibling) ??
    link(card?.previousElementSibling) ??
    button.closest<HTMLElement>('[role="tabpanel"]');
  next?.focus();
}
