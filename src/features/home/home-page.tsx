import { Benefits } from './benefits';
import { ClosingCta } from './closing-cta';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { PricingTeaser } from './pricing-teaser';
import { SetupSection } from './setup-section';
import { Testimonials } from './testimonials';

/** The home page, top to bottom; the shell adds the header and footer around it. */
export function HomePage() {
  return (
    <>
      <Hero />
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
