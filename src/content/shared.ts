// Shapes and labels shared by several pages' content.
import { env } from '@/config/env';
import { siteConfig } from '@/config/site';
import { formatHours } from '@/lib/format';

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

/**
 * How long the staging gate remembers a visitor, in words ("12 hours"): what a policy that mentions
 * the gate's cookie says, from the one setting the origin uses too (src/config/gate.ts).
 */
export const gateSessionLifetime = formatHours(env.gateTtlHours);
