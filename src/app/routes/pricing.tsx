import { Seo } from '@/components/seo/seo';
import { siteConfig } from '@/config/site';
import { pages } from '@/content/pages';
import { plans } from '@/content/pricing';
import { PricingPage, pricingJsonLd } from '@/features/pricing';

const page = pages.pricing;

export function Component() {
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  return (
    <>
      <Seo
        title={page.title}
        description={page.description}
        jsonLd={pricingJsonLd({ plans, siteName: siteConfig.name, description: page.description, origin })}
      />
      <PricingPage />
    </>
  );
}
