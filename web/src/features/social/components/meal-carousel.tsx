import { CARD_PHOTO_SIZES, type ProfileMeal } from '@forkcast/core';
import { Heart } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { MealImage } from '../../../components/meal-image.tsx';
import { paths } from '../../../lib/paths.ts';

/** Where a meal card opens: in the viewer's list that holds it, else read-only ('any'). */
export const mealCardPath = (meal: Pick<ProfileMeal, 'id' | 'listId'>) =>
  meal.listId ? paths.meal(meal.listId, meal.id) : paths.anyMeal(meal.id);

/** A titled row of meal cards that scrolls sideways ('Shared Meals', 'Most Popular Meals'). */
export function MealCarousel({
  title,
  meals,
  emptyText = 'No meals shared yet',
  isAtTop = false,
}: {
  title: string;
  meals: ProfileMeal[];
  emptyText?: string;
  /**
   * The screen's first row, in view at once: its first two pictures (a phone shows one card
   * and part of the next) are fetched without waiting for layout, the first ahead of the rest
   * as the screen's largest content. Other rows' pictures load as they come near.
   */
  isAtTop?: boolean;
}) {
  const headingId = useId();
  const { pathname } = useLocation();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-display text-lg font-bold text-ink">
        {title}
      </h3>
      {meals.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-line px-4 py-6 text-center text-sm text-ink-muted">
          {emptyText}
        </p>
      ) : (
        <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]">
          {meals.map((meal, index) => (
            <li key={meal.id} className="w-[200px] shrink-0 snap-start sm:w-[250px]">
              <Link
                to={mealCardPath(meal)}
                state={{ from: pathname }}
                className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-raised shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-raised)] focus-visible:outline-3 focus-visible:outline-focus"
              >
                <div className="aspect-[4/3] bg-primary-soft">
                  <MealImage
                    src={meal.imageUrl}
                    loading={isAtTop && index < 2 ? 'eager' : 'lazy'}
                    fetchPriority={isAtTop && index === 0 ? 'high' : undefined}
                    sizes={CARD_PHOTO_SIZES}
                    className="size-full"
                  />
                </div>
                <div className="flex flex-1 flex-col gap-1 p-3">
                  <span className="line-clamp-2 font-display font-bold leading-snug text-ink group-hover:underline">
                    {meal.name}
                  </span>
                  <span className="mt-auto inline-flex items-center gap-1 text-sm text-ink-muted">
                    <Heart aria-hidden="true" className="size-3.5" />
                    {meal.likeCount} {meal.likeCount === 1 ? 'like' : 'likes'}
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
