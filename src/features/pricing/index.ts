export { pricingJsonLd } from './pricing-json-ld';
export { PricingPage } from './pricing-page';
