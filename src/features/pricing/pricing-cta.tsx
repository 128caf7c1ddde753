import { CtaBand } from '@/components/layout/cta-band';
import { pricingCta } from '@/content/pricing';

export function PricingCta() {
  return <CtaBand id="pricing-cta" cta={pricingCta} />;
}
