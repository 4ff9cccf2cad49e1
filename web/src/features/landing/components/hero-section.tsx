import { ArrowRight, Check, ChefHat, Clock, ShoppingBasket } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion.ts';
import { useRotatingIndex } from '../hooks/use-rotating-index.ts';
import { accountLink, startPlanningHref } from '../landing-links.ts';
import { FoodArt } from './food-art.tsx';
import { FoodBackdrop } from './food-backdrop.tsx';

export const heroWords = ['enjoyable', 'practical', 'organized', 'delicious', 'effortless'];

/** All the hero words as one list for screen readers: 'enjoyable, practical, ... and effortless'. */
const heroWordsSentence = `${heroWords.slice(0, -1).join(', ')} and ${heroWords.at(-1)}`;

/** Spec: the hero word changes every 2 seconds. */
export const HERO_WORD_INTERVAL_MS = 2000;

export function HeroSection({ isSignedIn }: { isSignedIn: boolean }) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const wordIndex = useRotatingIndex(heroWords.length, HERO_WORD_INTERVAL_MS, prefersReducedMotion);
  const account = accountLink(isSignedIn);

  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-gradient-to-b from-primary-soft/70 via-surface to-surface pt-28 pb-16 sm:pt-32 lg:pb-24"
    >
      <FoodBackdrop layout="hero" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.1fr_0.9fr]">
        <div className="text-center lg:text-left">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-line bg-surface-raised/80 px-3.5 py-1.5 text-sm font-semibold text-ink-muted shadow-sm">
            <ChefHat aria-hidden="true" className="size-4 text-primary" />
            Your kitchen's new sous-chef
          </p>
          <h1 id="hero-heading" className="text-display font-extrabold text-ink">
            {/* Screen readers get one calm sentence; the rotating word is visual only. */}
            <span className="sr-only">Make meal planning {heroWordsSentence}</span>
            <span aria-hidden="true">
              Make meal planning <RotatingWord index={wordIndex} />
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-ink-muted lg:mx-0">
            Create, organize and share meal plans with the people you cook for. Forkcast maps out
            your week, writes the shopping list and talks you through every step, so "what's for
            dinner?" finally has an answer.
          </p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <a href={startPlanningHref(isSignedIn)} className={buttonClasses('primary', 'lg')}>
              Start Planning
              <ArrowRight aria-hidden="true" />
            </a>
            <a href={account.href} className={buttonClasses('secondary', 'lg')}>
              {account.label}
            </a>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm font-medium text-ink-muted lg:justify-start">
            {['Shared lists', 'Smart shopping', 'Step-by-step prep'].map((item) => (
              <li key={item} className="inline-flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-accent" strokeWidth={3} />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <WeekPreview />
      </div>
    </section>
  );
}

/**
 * All words share one grid cell, so the slot is as wide as the longest word and the headline
 * never reflows (no layout shift) as the word changes.
 */
function RotatingWord({ index }: { index: number }) {
  return (
    <span className="relative inline-grid whitespace-nowrap text-primary">
      {heroWords.map((word, wordIndex) => (
        <span
          key={word}
          data-active={wordIndex === index}
          className={cn(
            '[grid-area:1/1] lg:text-left',
            wordIndex === index ? 'motion-safe:animate-word-in' : 'invisible opacity-0',
          )}
        >
          {word}
        </span>
      ))}
      <svg
        viewBox="0 0 200 12"
        preserveAspectRatio="none"
        aria-hidden="true"
        className="absolute -bottom-1 left-0 h-2.5 w-full text-highlight sm:-bottom-2 sm:h-3"
      >
        <path
          d="M2 9c40-6 90-8 196-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}

const previewMeals = [
  { day: 'Mon', title: 'Spicy Bulgogi Bowl', tag: 'Cook', time: '30 min', food: 'bowl' },
  { day: 'Tue', title: 'Lemon Herb Salmon', tag: 'Cook', time: '25 min', food: 'lemon' },
  { day: 'Wed', title: 'Bulgogi leftovers', tag: 'Eat', time: '5 min', food: 'chili' },
] as const;

/** A glimpse of the product; decorative, since the demo below is the real, accessible tour. */
function WeekPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm lg:max-w-md">
      <div className="absolute -inset-3 -z-10 rotate-3 rounded-[2rem] bg-highlight/25" />
      <div className="rounded-[var(--radius-sheet)] border border-line bg-surface-raised p-5 shadow-[var(--shadow-raised)]">
        <div className="mb-4 flex items-center justify-between">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
              This week
            </p>
            <p className="font-display text-lg font-bold text-ink">Family Dinners</p>
          </div>
          <div className="flex -space-x-2">
            {[
              { initials: 'AM', color: 'bg-primary text-on-primary' },
              { initials: 'JO', color: 'bg-accent text-on-accent' },
              { initials: 'LI', color: 'bg-highlight text-[#2b1d14]' },
            ].map((member) => (
              <span
                key={member.initials}
                className={cn(
                  'flex size-8 items-center justify-center rounded-full border-2 border-surface-raised text-xs font-bold',
                  member.color,
                )}
              >
                {member.initials}
              </span>
            ))}
          </div>
        </div>
        <ul className="space-y-2.5">
          {previewMeals.map((meal) => (
            <li
              key={meal.day}
              className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-2.5"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft">
                <FoodArt food={meal.food} className="size-9" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink">{meal.title}</span>
                <span className="flex items-center gap-1 text-xs text-ink-muted">
                  <Clock className="size-3" /> {meal.time}
                </span>
              </span>
              <span className="text-right">
                <span className="block text-xs font-bold text-ink">{meal.day}</span>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-[0.7rem] font-bold',
                    meal.tag === 'Cook'
                      ? 'bg-primary-soft text-primary'
                      : 'bg-accent-soft text-accent',
                  )}
                >
                  {meal.tag}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex items-center gap-3 rounded-2xl bg-accent-soft p-3 text-sm">
          <ShoppingBasket className="size-5 shrink-0 text-accent" />
          <span className="text-ink">
            <strong className="font-semibold">Shopping list ready</strong>
            <span className="text-ink-muted"> · 14 items</span>
          </span>
        </div>
      </div>
    </div>
  );
}
