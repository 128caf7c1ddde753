// Shapes and labels shared by several pages' content.
import { siteConfig } from '@/config/site';

export const contactSalesLabel = 'Contact Sales';

/** What a human SDR costs per month, in euro: over / 5,000+ on every page (docs/requirements.md#facts). */
export const humanSdrMonthlyCost = 5000;

export type LinkAction = { label: string; to: string };

/** A closing call to action: heading, one line, a primary and an optional secondary link. */
export type CallToAction = {
  title: string;
  intro: string;
  primary: LinkAction;
  secondary?: LinkAction;
};

export const contactSalesAction: LinkAction = { label: contactSalesLabel, to: siteConfig.salesLink };
