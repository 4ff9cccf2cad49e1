import { useRef } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useIsMotionActive } from '../hooks/use-is-motion-active.ts';
import { type Food, FoodArt } from './food-art.tsx';

type Placement = { food: Food; className: string };

/*
 * Positions are percentages of the section so the scatter holds at any width; negative
 * animation delays start each item mid-drift so they never move in lockstep.
 */
const layouts: Record<'hero' | 'features', Placement[]> = {
  hero: [
    { food: 'tomato', className: 'top-[14%] left-[-4%] size-20 [animation-delay:-4s]' },
    { food: 'lemon', className: 'top-[10%] right-[-5%] size-24 [animation-delay:-11s]' },
    { food: 'chili', className: 'bottom-[12%] left-[6%] size-16 [animation-delay:-7s]' },
    { food: 'broccoli', className: 'right-[4%] bottom-[6%] hidden size-20 sm:block' },
  ],
  features: [
    { food: 'avocado', className: 'top-[4%] right-[-3%] size-24 [animation-delay:-2s]' },
    { food: 'carrot', className: 'top-[30%] left-[-4%] size-20 [animation-delay:-9s]' },
    { food: 'egg', className: 'top-[58%] right-[2%] size-20 [animation-delay:-5s]' },
    { food: 'mushroom', className: 'bottom-[3%] left-[8%] size-16 [animation-delay:-13s]' },
    { food: 'tomato', className: 'top-[12%] left-[38%] hidden size-14 lg:block' },
    { food: 'lemon', className: 'bottom-[18%] left-[55%] hidden size-16 lg:block' },
  ],
};

/** Faded, slowly drifting food behind a section. Purely decorative, so hidden from AT. */
export function FoodBackdrop({ layout }: { layout: 'hero' | 'features' }) {
  const ref = useRef<HTMLDivElement>(null);
  const isMotionActive = useIsMotionActive(ref);
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-motion={isMotionActive ? 'on' : 'off'}
      className="pointer-events-none absolute inset-0 -z-10 overflow-hidden select-none"
    >
      {layouts[layout].map(({ food, className }, index) => (
        <FoodArt
          // Placements are static, so the index is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
          key={index}
          food={food}
          className={cn(
            'absolute opacity-[0.16] dark:opacity-[0.12]',
            isMotionActive &&
              (index % 2 === 0 ? 'motion-safe:animate-drift' : 'motion-safe:animate-drift-slow'),
            className,
          )}
        />
      ))}
    </div>
  );
}
