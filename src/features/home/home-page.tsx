import { island } from '@/components/layout/island';
import { Benefits } from './benefits';
import { ClosingCta } from './closing-cta';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { LogoRow } from './logo-row';
import { PricingTeaser } from './pricing-teaser';

// The sections below the first screen with code of their own (the features tabs and their mock
// panels, the setup walkthrough, the testimonials carousel with embla) are islands: their code is
// not in the page's first script, and each hydrates once it arrives (decision 033).
const FeaturesSection = island('features', () => import('./features-section').then((m) => m.FeaturesSection));
const SetupSection = island('setup', () => import('./setup-section').then((m) => m.SetupSection));
const Testimonials = island('testimonials', () => import('./testimonials').then((m) => m.Testimonials));

/** Starts loading the islands' code; resolves once all of it is there. */
export const loadIslands = () =>
  Promise.all([FeaturesSection.load(), SetupSection.load(), Testimonials.load()]);

/** The home page, top to bottom; the shell adds the header and footer around it. */
export function HomePage() {
  return (
    <>
      <Hero />
      <LogoRow />
      <Benefits />
      <HowItWorks />
      <FeaturesSection />
      <SetupSection />
      <Testimonials />
      <PricingTeaser />
      <ClosingCta />
    </>
  );
}
