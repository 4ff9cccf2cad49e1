import { ChefHat } from 'lucide-react';

/** The body of screens that later work will fill in. */
export function ComingSoon() {
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="mt-10 flex flex-col items-center gap-3 text-center"
    >
      <ChefHat aria-hidden="true" className="size-12 text-primary" />
      <h2 id="coming-soon-title" className="font-display text-xl font-bold text-ink">
        Coming soon
      </h2>
      <p className="max-w-xs text-ink-muted">
        Our chefs are still perfecting this part of the kitchen. Check back soon!
      </p>
    </section>
  );
}
