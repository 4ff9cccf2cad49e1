import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { accountLink, startPlanningHref } from '../landing-links.ts';
import { FoodArt } from './food-art.tsx';

export function CallToAction({ isSignedIn }: { isSignedIn: boolean }) {
  const account = accountLink(isSignedIn, 'Log in to Your Account');
  return (
    <section aria-labelledby="cta-heading" className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="relative isolate mx-auto max-w-4xl overflow-hidden rounded-[2rem] bg-primary px-6 py-14 text-center text-on-primary shadow-[var(--shadow-raised)] sm:px-12 dark:border dark:border-line dark:bg-primary-soft dark:text-ink">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <FoodArt food="lemon" className="absolute -top-8 -left-8 size-32 -rotate-12 opacity-25" />
          <FoodArt
            food="broccoli"
            className="absolute -right-12 -bottom-14 size-36 rotate-12 opacity-20"
          />
        </div>
        <h2 id="cta-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          Ready to get cooking?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg opacity-95">
          Your first weekly plan is five minutes away. The kitchen's warmed up. Are you?
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <a href={startPlanningHref(isSignedIn)} className={buttonClasses('inverse', 'lg')}>
            Start Planning Today
            <ArrowRight aria-hidden="true" />
          </a>
          <a href={account.href} className={buttonClasses('inverse-outline', 'lg')}>
            {account.label}
          </a>
        </div>
      </div>
    </section>
  );
}
