import { describe, expect, it } from 'vitest';
import { locale } from '@/config/locale';
import { plans, pricingStructuredData } from '@/content/pricing';
import { pricingJsonLd } from '@/features/pricing/pricing-json-ld';
import { requiredPlans, requiredPrices, requiredTier } from '../../../helpers/required-plans.ts';

const ld = pricingJsonLd({ plans, siteName: 'Acme', description: 'Plans', origin: 'https://example.test' });
type Offer = {
  '@type': string;
  name: string;
  price: number;
  priceCurrency: string;
  priceSpecification: Record<string, unknown>;
  eligibleQuantity?: { value: number };
};
const agg = ld.offers as {
  '@type': string;
  lowPrice: number;
  highPrice: number;
  offerCount: number;
  offers: Offer[];
};

describe('pricing JSON-LD', () => {
  it("is a schema.org Product with an AggregateOffer in the locale setting's currency", () => {
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe('Acme');
    expect(ld.url).toBe('https://example.test/pricing');
    expect(agg['@type']).toBe('AggregateOffer');
    expect(agg.offers.every((o) => o.priceCurrency === locale.currency && o['@type'] === 'Offer')).toBe(true);
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });

  it('offers every required tier in both periods, and the custom plan\'s "from" prices', () => {
    // Each tier × 2 periods, and the custom plan × 2 periods.
    const count = (requiredPlans.tiers.length + 1) * 2;
    expect(agg.offerCount).toBe(count);
    expect(agg.offers).toHaveLength(count);
    expect(agg.offers.map((o) => o.price).sort((a, b) => a - b)).toEqual(requiredPrices());
  });

  it('spans from the lowest required price to the highest', () => {
    expect(agg.lowPrice).toBe(Math.min(...requiredPrices()));
    expect(agg.highPrice).toBe(Math.max(...requiredPrices()));
  });

  it('names each offer by plan, tier and period, and states users', () => {
    const tier = requiredTier('BUSINESS');
    const business = agg.offers.find((o) => o.price === tier.annual)!;
    expect(business.name).toBe(
      `BUSINESS, ${tier.contacts.toLocaleString('en-US')} active contacts, ${tier.users} users, ${pricingStructuredData.billed.annual}`,
    );
    expect(business.eligibleQuantity?.value).toBe(tier.users);
    expect(business.priceSpecification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      price: tier.annual,
      priceCurrency: locale.currency,
    });
    const ent = agg.offers.find((o) => o.price === requiredPlans.custom.annual)!;
    expect(ent.name).toBe(`ENTERPRISE, ${pricingStructuredData.billed.annual}`);
    expect(ent.priceSpecification).toMatchObject({ minPrice: requiredPlans.custom.annual });
  });
});
