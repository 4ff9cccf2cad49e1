import { CallToAction } from './call-to-action.tsx';
import { DemoSection } from './demo-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { LandingHeader } from './landing-header.tsx';

export type LandingPageProps = {
  /** Signed-in visitors get a way into the app instead of 'Log in'. */
  isSignedIn: boolean;
};

/**
 * The public home page at '/'. It renders outside the router (main.tsx boots '/' with React
 * alone to keep the first visit light), so its links are plain anchors: stepping into the app
 * is a full page load that brings the router and data layer with it.
 */
export function LandingPage({ isSignedIn }: LandingPageProps) {
  return (
    <div className="min-h-dvh overflow-x-clip bg-surface text-ink">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-surface-raised focus:px-4 focus:py-2 focus:font-semibold focus:text-ink focus:shadow-[var(--shadow-raised)]"
      >
        Skip to content
      </a>
      <LandingHeader isSignedIn={isSignedIn} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <HeroSection isSignedIn={isSignedIn} />
        <FeaturesSection />
        <DemoSection />
        <CallToAction isSignedIn={isSignedIn} />
      </main>
      <LandingFooter />
    </div>
  );
}
