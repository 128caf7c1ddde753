// Facts shared by several legal documents. Each number, period and list lives here once, so the
// Privacy Policy, Terms, DPA, SLA, Usage Policy and Security page cannot drift apart.
import { siteConfig } from '@/config/site';

/** All six policy pages were last updated on this date. */
export const POLICY_LAST_UPDATED = '2025-10-05';

export const product = siteConfig.name;
export const entity = siteConfig.legalEntity;

export const retention = {
  /** All account data is deleted within this many days after cancellation. */
  afterCancellationDays: 60,
  /** Personal data is deleted within this many days of a GDPR erasure request. */
  gdprErasureDays: 30,
} as const;

export const backups = { rtoHours: 24, rpoHours: 24 } as const;

export const securityStandards = {
  certification: 'SOC 2 Type II',
  inTransit: 'TLS 1.3',
  atRest: 'AES-256',
} as const;

export const ages = { minimumUser: 18, children: 13 } as const;

/** Usage Policy thresholds, in percent, measured per campaign. */
export const usageThresholds = {
  maxBounceRate: 15,
  spamBounceSuspension: 1,
  maxInvalidShare: 20,
  minOpenRate: 20,
  minReplyRate: 4,
  maxOptOutRate: 10,
} as const;

export const freemiumLiveDataCredits = 50;

/** Liability is capped at the greater of this amount or what was paid over the look-back period. */
export const liabilityCap = { floorUsd: 20, lookback: 'three months' } as const;

export const governingLaw = 'Delaware';

/** Personal data the DPA covers. */
export const personalDataTypes = ['Full name', 'Email address', 'Phone number', 'Position'] as const;

/** Data collected about customers and visitors (security page and Privacy Policy). */
export const customerDataFields = [
  'Contact name',
  'Email address',
  'Organization name',
  'Phone number or social media accounts (optional)',
] as const;

export const navigationalDataFields = [
  'IP address',
  'Location',
  'Browser type',
  'Referral source',
  'Length of visit',
  'Pages viewed',
] as const;

export const subProcessors = [
  {
    kind: 'Cloud host',
    phrase: 'a cloud host',
    purpose: 'Runs the application and stores its databases and backups.',
    data: 'All customer data, encrypted at rest',
  },
  {
    kind: 'Workspace and calendar provider',
    phrase: 'a workspace and calendar provider',
    purpose: 'Sends and receives email through connected accounts and books meetings in calendars.',
    data: 'Email messages, replies and meeting details',
  },
  {
    kind: 'Traffic gateway',
    phrase: 'a traffic gateway',
    purpose: 'Routes and protects traffic to the website and the application.',
    data: 'Navigational data, such as IP addresses',
  },
  {
    kind: 'AI model provider',
    phrase: 'an AI model provider',
    purpose: 'Writes personalized messages and classifies replies.',
    data: 'Prospect details and message content needed for each request',
  },
] as const;

/** "a, b, c and d" (or "… or d"). */
export function joinList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** The sub-processor kinds as one phrase, for running text. */
export const subProcessorKindsText = joinList(subProcessors.map((p) => p.phrase));

export const gdprRights = [
  { right: 'Access', description: 'Get a copy of the personal data we hold about you.' },
  { right: 'Rectification', description: 'Have inaccurate or incomplete data corrected.' },
  {
    right: 'Erasure',
    description: `Have your personal data deleted. We complete deletion within ${retention.gdprErasureDays} days of your request.`,
  },
  { right: 'Restriction', description: 'Ask us to limit how we process your data.' },
  {
    right: 'Portability',
    description:
      'Receive your data in a structured, machine-readable format, or have it sent to another provider.',
  },
  { right: 'Objection', description: 'Object to processing based on our legitimate interests.' },
  {
    right: 'Withdrawal of consent',
    description: 'Withdraw consent at any time, where processing relies on it.',
  },
  {
    right: 'Complaint',
    description: 'Lodge a complaint with your local data protection supervisory authority.',
  },
] as const;

export const supportHours = {
  extendedCutoff: '7 PM EST',
} as const;

/** Role-based prefixes that must not appear in prospect lists. */
export const roleBasedExamples = ['info@', 'sales@', 'support@'] as const;
