import { MousePointerClick } from 'lucide-react';
import { InteractiveDemo } from './interactive-demo.tsx';

export function DemoSection() {
  return (
    <section
      id="demo"
      aria-labelledby="demo-heading"
      className="relative isolate bg-surface-sunken py-20 sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div className="text-center lg:text-left">
          <p className="text-sm font-bold uppercase tracking-widest text-primary">
            Interactive demo
          </p>
          <h2
            id="demo-heading"
            className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
          >
            From empty fridge to dinner in five steps
          </h2>
          <p className="mx-auto mt-4 max-w-lg text-lg text-ink-muted lg:mx-0">
            Take Forkcast for a spin, no account needed. Start a list, add a recipe, then cook it
            step by step and tick things off as you go.
          </p>
          <p className="mt-6 hidden items-center gap-2 text-sm font-semibold text-ink-muted lg:inline-flex">
            <MousePointerClick aria-hidden="true" className="size-4 text-primary" />
            Tap the buttons inside the screen, or use 'Next step'.
          </p>
        </div>
        <InteractiveDemo />
      </div>
    </section>
  );
}
