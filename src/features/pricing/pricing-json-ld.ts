// schema.org Product + AggregateOffer for the pricing page, generated from the same plan data the
// cards show, so search engines never see a price the page does not.
import { locale } from '@/config/locale';
import { paths } from '@/config/paths';
import {
  type BillingPeriod,
  billingPeriods,
  pricingStructuredData as copy,
  type PricingPlan,
} from '@/content/pricing';
import { isCustomPlan, pricePerUser } from './pricing-math';

const CURRENCY = locale.currency;

type JsonLd = Record<string, unknown>;

function unitPrice(price: number, period: BillingPeriod, isFrom: boolean): JsonLd {
  return {
    '@type': 'UnitPriceSpecification',
    ...(isFrom ? { minPrice: price } : { price }),
    priceCurrency: CURRENCY,
    unitText: copy.unitText,
    description: copy.billed[period],
  };
}

/** One Offer per plan, user tier and billing period; prices are per user per month, in the locale setting's currency. */
export function planOffers(plans: readonly PricingPlan[], url: string): JsonLd[] {
  return plans.flatMap((plan) =>
    billingPeriods.flatMap((period): JsonLd[] => {
      if (isCustomPlan(plan)) {
        const from = period === 'annual' ? plan.startingPriceAnnual : plan.startingPrice;
        return [
          {
            '@type': 'Offer',
            name: copy.customOffer(plan.name, copy.billed[period]),
            description: copy.customDescription(
              plan.flexibleLabel,
              String(from),
              CURRENCY,
              copy.billed[period],
            ),
            price: from,
            priceCurrency: CURRENCY,
            priceSpecification: unitPrice(from, period, true),
            url,
          },
        ];
      }
      return plan.contactOptions.map((option) => {
        const price = pricePerUser(option, period);
        return {
          '@type': 'Offer',
          name: copy.tierOffer(plan.name, option.contacts, option.users, copy.billed[period]),
          price,
          priceCurrency: CURRENCY,
          priceSpecification: unitPrice(price, period, false),
          eligibleQuantity: {
            '@type': 'QuantitativeValue',
            value: option.users,
            unitText: copy.usersUnitText,
          },
          url,
        };
      });
    }),
  );
}

export function pricingJsonLd({
  plans,
  siteName,
  description,
  origin,
}: {
  plans: readonly PricingPlan[];
  siteName: string;
  description: string;
  origin: string;
}): JsonLd {
  const url = `${origin}${paths.pricing}`;
  const offers = planOffers(plans, url);
  const prices = offers.map((o) => o.price as number);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: siteName,
    description,
    brand: { '@type': 'Brand', name: siteName },
    category: copy.category,
    url,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: CURRENCY,
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: offers.length,
      offers,
    },
  };
}
