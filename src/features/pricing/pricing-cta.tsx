import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { pricingCta } from '@/content/pricing';

export function PricingCta() {
  return (
    <Section aria-labelledby="pricing-cta-heading">
      <Reveal className="relative isolate mx-auto max-w-4xl overflow-hidden rounded-3xl bg-accent-gradient px-6 py-14 text-center text-white shadow-2xl shadow-indigo-500/20 sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_80%_at_50%_0%,rgba(255,255,255,0.22),transparent)]"
        />
        <h2
          id="pricing-cta-heading"
          className="text-balance text-3xl font-semibold tracking-tight sm:text-4xl"
        >
          {pricingCta.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg text-white/90">{pricingCta.intro}</p>
        <Button
          asChild
          size="lg"
          variant="secondary"
          className="mt-8 border-white/30 bg-white text-indigo-700 hover:bg-white/90 focus-visible:outline-white"
        >
          <Link to={pricingCta.contactSalesTo}>
            {pricingCta.contactSales}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </Button>
      </Reveal>
    </Section>
  );
}
