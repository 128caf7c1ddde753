import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { plans, pricingCopy } from '@/content/pricing';
import { ComparisonTable } from './comparison-table';
import { PlanGrid } from './plan-card';
import { PricingCta } from './pricing-cta';
import { PricingFaq } from './pricing-faq';
import { SavingsBlock } from './savings-block';

const page = pages.pricing;

export function PricingPage() {
  return (
    <>
      <PageHeader
        eyebrow={pricingCopy.eyebrow}
        title={page.heading}
        intro={page.intro}
        className="border-b-0"
      />
      <Section aria-labelledby="pricing-plans-heading" className="pt-0 sm:pt-0">
        <h2 id="pricing-plans-heading" className="sr-only">
          {pricingCopy.plansHeading}
        </h2>
        <PlanGrid plans={plans} />
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted-foreground">
          {pricingCopy.unitNote} {pricingCopy.extraCostNote}
        </p>
      </Section>
      <ComparisonTable />
      <SavingsBlock />
      <PricingFaq />
      <PricingCta />
    </>
  );
}
