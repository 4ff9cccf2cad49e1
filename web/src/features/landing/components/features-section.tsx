import { CalendarRange, ChefHat, type LucideIcon, Sparkles, Users } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { FoodBackdrop } from './food-backdrop.tsx';

type Feature = {
  icon: LucideIcon;
  title: string;
  blurb: string;
  highlights: string[];
  tone: string;
};

export const features: Feature[] = [
  {
    icon: Users,
    title: 'Meal lists for the whole table',
    blurb:
      'Keep as many meal lists as you like and share them with family and friends. Track ingredients and portions, and keep your custom recipes and favorites close at hand.',
    highlights: ['Shared lists', 'Ingredients & portions', 'Custom recipes', 'Favorites'],
    tone: 'bg-primary-soft text-primary',
  },
  {
    icon: CalendarRange,
    title: 'Visual schedule planner',
    blurb:
      'See your week at a glance on an interactive Gantt chart. Drag and drop meals between days, switch between daily and weekly views, and let automatic conflict detection catch the clashes.',
    highlights: ['Drag & drop', 'Daily & weekly views', 'Conflict detection'],
    tone: 'bg-accent-soft text-accent',
  },
  {
    icon: Sparkles,
    title: 'AI recipe generator',
    blurb:
      'Get personalized recipes that respect your dietary preferences, with ingredients scaled automatically to your servings. Found a recipe online? Import it straight from its URL.',
    highlights: ['Personalized', 'Auto-scaling', 'Dietary preferences', 'Import from URL'],
    tone: 'bg-warning-soft text-warning',
  },
  {
    icon: ChefHat,
    title: 'Step-by-step prep mode',
    blurb:
      'Cook with confidence: progress for every step, smart measurements that show what is left to add, and timers built right in.',
    highlights: ['Progress per step', 'Smart measurements', 'Timers'],
    tone: 'bg-danger-soft text-danger',
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="relative isolate overflow-hidden py-20 sm:py-24"
    >
      <FoodBackdrop layout="features" />
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-bold uppercase tracking-widest text-primary">Features</p>
          <h2
            id="features-heading"
            className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
          >
            Your Meals, Your Way
          </h2>
          <p className="mt-4 text-lg text-ink-muted">
            Everything from "what should we eat?" to "dinner's ready", in one tidy kitchen.
          </p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2">
          {features.map((feature) => (
            <li
              key={feature.title}
              className="group rounded-[var(--radius-card)] border border-line bg-surface-raised/90 p-6 shadow-[var(--shadow-card)] backdrop-blur-sm transition-[transform,box-shadow] duration-300 hover:-translate-y-1 hover:shadow-[var(--shadow-raised)]"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-12 items-center justify-center rounded-2xl transition-transform duration-300 group-hover:rotate-[-6deg]',
                  feature.tone,
                )}
              >
                <feature.icon className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink">{feature.title}</h3>
              <p className="mt-2 text-ink-muted">{feature.blurb}</p>
              <ul aria-label={`${feature.title} highlights`} className="mt-4 flex flex-wrap gap-2">
                {feature.highlights.map((highlight) => (
                  <li
                    key={highlight}
                    className="rounded-full bg-surface-sunken px-3 py-1 text-xs font-semibold text-ink-muted"
                  >
                    {highlight}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
