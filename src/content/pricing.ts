// Pricing page copy and the plan table (docs/requirements.md#plans). Prices are euro per user per month;
// every figure on the page, in the JSON-LD and in the tests is derived from these objects.
import { locale } from '@/config/locale';
import { siteConfig } from '@/config/site';
import { formatCount, formatNumber, formatPrice, listOf } from '@/lib/format';
import { activeContactsUpTo } from './claims';
import { type CallToAction, contactSalesAction, humanSdrMonthlyCost } from './shared';

const name = siteConfig.name;

export type BillingPeriod = 'monthly' | 'annual';
/** Every billing period, in the order the cards and the structured data list them. */
export const billingPeriods = ['monthly', 'annual'] as const satisfies readonly BillingPeriod[];

/** One user tier of a plan: how many active contacts and users, at which price per user. */
export type ContactOption = {
  contacts: number;
  users: number;
  monthlyPrice: number;
  annualPrice: number;
};

type PlanBase = {
  id: string;
  name: string;
  /** The name in running text where it differs from the card's ("Enterprise" for ENTERPRISE). */
  proseName?: string;
  /** Implementation is included whatever the billing; otherwise only with annual billing. */
  implementationIncluded?: boolean;
  /** Short label shown on the card (e.g. "Most Popular"). */
  badge?: string;
  popular: boolean;
  tagline: string;
  features: string[];
  cta: { label: string; to: string };
};

export type TierPlan = PlanBase & { isCustom?: false; contactOptions: [ContactOption, ...ContactOption[]] };

export type CustomPlan = PlanBase & {
  isCustom: true;
  contactOptions: [];
  /** "from" price per user per month, billed monthly. */
  startingPrice: number;
  /** "from" price per user per month, billed annually. */
  startingPriceAnnual: number;
  /** The headline where a tier plan shows its total per month (no total: the users are not fixed). */
  priceLabel: string;
  flexibleLabel: string;
  flexibleDetail: string;
};

export type PricingPlan = TierPlan | CustomPlan;

/**
 * The plans, in the order the page shows them: one to five, each with one or more user tiers (a
 * plan with one shows no tier choice) or custom. Every figure that summarises them (the comparison's
 * lowest price, the add-on statements) is derived below, never restated.
 */
export const plans: readonly [PricingPlan, ...PricingPlan[]] = [
  {
    id: 'pro',
    name: 'PRO',
    popular: false,
    tagline: 'For small teams starting AI-led outbound.',
    contactOptions: [
      { contacts: 1500, users: 5, monthlyPrice: 420, annualPrice: 365 },
      { contacts: 3000, users: 10, monthlyPrice: 380, annualPrice: 331 },
    ],
    features: [
      'AI-created ideal customer profile',
      'Access to 1B+ contacts',
      'AI-written personalized messages',
      'Email and LinkedIn sequences',
      'Outreach in 50+ languages',
      'Copilot mode: AI drafts replies for approval',
      'Google Calendar and Outlook sync',
    ],
    cta: { label: 'Start with PRO', to: siteConfig.salesLink },
  },
  {
    id: 'business',
    name: 'BUSINESS',
    badge: 'Most Popular',
    popular: true,
    tagline: 'For sales teams scaling a predictable pipeline.',
    contactOptions: [
      { contacts: 4500, users: 15, monthlyPrice: 320, annualPrice: 278.4 },
      { contacts: 9000, users: 30, monthlyPrice: 270, annualPrice: 234.9 },
    ],
    features: [
      'Everything in PRO',
      'Autopilot mode: AI answers replies on its own',
      'Real-time intent signals',
      'Evergreen mode adds new matching prospects',
      'Enrichment, validation and deliverability tools',
      'Unified inbox and team collaboration',
      'Analytics across every campaign',
    ],
    cta: { label: 'Start with BUSINESS', to: siteConfig.salesLink },
  },
  {
    id: 'enterprise',
    name: 'ENTERPRISE',
    proseName: 'Enterprise',
    implementationIncluded: true,
    popular: false,
    isCustom: true,
    tagline: 'For organizations with custom workflows and volumes.',
    contactOptions: [],
    startingPrice: 220,
    startingPriceAnnual: 180,
    priceLabel: 'Custom',
    flexibleLabel: 'Flexible contacts and users',
    flexibleDetail: 'Sized to your team and pipeline together with our sales team.',
    features: [
      'Everything in BUSINESS',
      'Implementation included',
      'Personal onboarding and strategy session',
      'CRM integrations and REST API',
      'Priority support around the clock for P1 and P2 incidents',
    ],
    cta: { label: contactSalesAction.label, to: siteConfig.salesLink },
  },
];

export const pricingCopy = {
  eyebrow: 'Pricing',
  plansHeading: 'Plans',
  billingLegend: 'Billing period',
  billingLabels: { monthly: 'Monthly', annual: 'Annual' } satisfies Record<BillingPeriod, string>,
  billedLabels: { monthly: 'Billed monthly', annual: 'Billed annually' } satisfies Record<
    BillingPeriod,
    string
  >,
  tierLegend: 'Users and active contacts',
  tierOption: (contacts: number, users: number) => ({
    primary: formatCount(contacts, 'contact'),
    secondary: formatCount(users, 'user'),
  }),
  perMonth: '/month',
  perUserPerMonth: 'per user / month',
  userCount: (users: number) => formatCount(users, 'user'),
  activeContacts: (contacts: number) => formatCount(contacts, 'active contact'),
  contactsPerUser: (perUser: number) => `${formatCount(perUser, 'active contact')} per user`,
  savePercent: (percent: string) => `Save ${percent}`,
  saveYearly: (amount: string) => `Save ${amount}/year`,
  /** Default savings text (docs/requirements.md#pricing-maths), for a plan with no yearly amount to show. */
  defaultSavingsText: 'Save $200/year',
  featuresHeading: (plan: string) => `${plan} includes`,
  /**
   * What the cards' figures are: every headline is the plan's total per month (a custom total for
   * ENTERPRISE), the price per user under it (decision 064); the currency named from the locale
   * setting.
   */
  unitNote: `Prices in ${locale.currencyName}. Each plan shows its total per month, with the price per user beneath.`,
  extraCostNote: 'Implementation and onboarding cost extra.',
} as const;

/**
 * What the pricing page's structured data (schema.org Product and Offers) says in words; its
 * numbers come from the plans above, so it never states a price the cards do not.
 */
export const pricingStructuredData = {
  category: 'AI sales development software',
  unitText: 'per user per month',
  usersUnitText: 'users',
  billed: { monthly: 'billed monthly', annual: 'billed annually' } satisfies Record<BillingPeriod, string>,
  customOffer: (plan: string, billed: string) => `${plan}, ${billed}`,
  customDescription: (label: string, from: string, currency: string, billed: string) =>
    `${label}, from ${from} ${currency} per user per month, ${billed}`,
  tierOffer: (plan: string, contacts: number, users: number, billed: string) =>
    `${plan}, ${formatCount(contacts, 'active contact')}, ${formatCount(users, 'user')}, ${billed}`,
} as const;

export type ComparisonCategory = 'Cost & Setup' | 'Capacity' | 'Outreach' | 'Data' | 'Management';

export type ComparisonRow = {
  /** Names the row for whoever reads one of them (a test: decision 061); never shown. */
  id: string;
  category: ComparisonCategory;
  label: string;
  human: string;
  product: string;
  /** Rows the table draws attention to. */
  highlight: boolean;
  /** Marks the value the footnote qualifies. */
  footnote?: boolean;
  /** A short line under the product's value saying what a figure is ("lowest of …, billed annually"). */
  qualifier?: string;
};

const tierPlans = plans.filter((p): p is TierPlan => p.isCustom !== true);
const tiers = tierPlans.flatMap((p) => p.contactOptions);
const proseName = (p: PricingPlan) => p.proseName ?? p.name;

/**
 * Amounts the comparison quotes (docs/requirements.md#pricing-facts), from the plans: the lowest
 * annual price per user of a plan with tiers, in whole euro (234.9 → "from €234"); the fewest
 * active contacts of any tier, up to the fixed top of the range.
 */
export const comparisonFigures = {
  humanMonthlyCost: humanSdrMonthlyCost,
  productFromPerUser: Math.floor(Math.min(...tiers.map((t) => t.annualPrice))),
  activeContactsFrom: Math.min(...tiers.map((t) => t.contacts)),
  activeContactsUpTo,
} as const;

/**
 * Where implementation is included and where it is an add-on, from each plan's flag: "included in
 * Enterprise and annual plans; an add-on for PRO and BUSINESS".
 */
const included = plans.filter((p) => p.implementationIncluded).map(proseName);
const addOn = plans.filter((p) => !p.implementationIncluded).map(proseName);
export const implementationTerms = {
  included: `included in ${listOf([...included, 'annual plans'])}`,
  addOn: addOn.length ? `an add-on for ${listOf(addOn)}` : null,
} as const;

/** "lowest of PRO and BUSINESS, billed annually": which plans the comparison's "from" price is of. */
const lowestPriceQualifier = `lowest of ${listOf(tierPlans.map(proseName))}, billed annually`;

export const comparisonCategories: ComparisonCategory[] = [
  'Cost & Setup',
  'Capacity',
  'Outreach',
  'Data',
  'Management',
];

export const comparison = {
  eyebrow: 'Compare',
  heading: `Human SDR vs ${name}`,
  intro: `What one sales development rep costs and delivers, next to ${name} running the same job.`,
  caption: `Human SDR compared with ${name}, by cost and setup, capacity, outreach, data and management`,
  featureColumn: 'Feature',
  humanColumn: 'Human SDR',
  productColumn: name,
  footnoteMark: '*',
  footnote: 'For annual plans.',
  rows: [
    {
      id: 'monthly-cost',
      category: 'Cost & Setup',
      label: 'Monthly cost',
      human: `${formatPrice(comparisonFigures.humanMonthlyCost, { plus: true })} per month`,
      product: `${formatPrice(comparisonFigures.productFromPerUser, { from: true })} per user`,
      highlight: true,
      footnote: true,
      qualifier: lowestPriceQualifier,
    },
    {
      id: 'implementation',
      category: 'Cost & Setup',
      label: 'Implementation',
      human: 'Recruiting, hiring and training',
      product: `2-4 weeks, ${implementationTerms.included}${implementationTerms.addOn ? `; ${implementationTerms.addOn}` : ''}`,
      highlight: false,
    },
    {
      id: 'workspace-setup',
      category: 'Cost & Setup',
      label: 'Workspace setup',
      human: '3-6 months',
      product: 'Hours to days',
      highlight: true,
    },
    {
      id: 'contacts-reached-per-day',
      category: 'Capacity',
      label: 'Contacts reached per day',
      human: '50-80',
      product: '300-1,000+ per user',
      highlight: true,
    },
    {
      id: 'working-hours',
      category: 'Capacity',
      label: 'Working hours',
      human: '8 hours per day',
      product: '24/7',
      highlight: false,
    },
    {
      id: 'active-contacts-per-month',
      category: 'Capacity',
      label: 'Active contacts per month',
      human: 'Limited by working hours',
      product: `${formatNumber(comparisonFigures.activeContactsFrom)}-${formatNumber(comparisonFigures.activeContactsUpTo)} by plan`,
      highlight: false,
    },
    {
      id: 'channels',
      category: 'Outreach',
      label: 'Channels',
      human: 'Email and LinkedIn, worked by hand',
      product: 'Email + LinkedIn sequences',
      highlight: false,
    },
    {
      id: 'languages',
      category: 'Outreach',
      label: 'Languages',
      human: 'The languages the rep speaks',
      product: '50+ languages',
      highlight: false,
    },
    {
      id: 'personalization',
      category: 'Outreach',
      label: 'Personalization',
      human: 'Manual research per prospect',
      product: 'AI personalization for every message',
      highlight: true,
    },
    {
      id: 'reply-handling',
      category: 'Outreach',
      label: 'Reply handling',
      human: 'Manual, within working hours',
      product: 'Autopilot or Copilot, around the clock',
      highlight: false,
    },
    {
      id: 'contact-database',
      category: 'Data',
      label: 'Contact database',
      human: 'Purchased lists and manual research',
      product: '1B+ contacts',
      highlight: true,
    },
    {
      id: 'enrichment',
      category: 'Data',
      label: 'Enrichment',
      human: 'Manual look-ups',
      product: '20+ data points from 100+ sources',
      highlight: false,
    },
    {
      id: 'validation',
      category: 'Data',
      label: 'Validation',
      human: 'Bounces found after sending',
      product: 'Email and phone validation in 200+ countries',
      highlight: false,
    },
    {
      id: 'analytics',
      category: 'Management',
      label: 'Analytics',
      human: 'Spreadsheets and manual reports',
      product: 'Built-in analytics',
      highlight: false,
    },
    {
      id: 'performance',
      category: 'Management',
      label: 'Performance',
      human: 'Variable',
      product: 'Consistent',
      highlight: false,
    },
    {
      id: 'calendar',
      category: 'Management',
      label: 'Calendar',
      human: 'Manual scheduling',
      product: 'Google Calendar and Outlook sync',
      highlight: false,
    },
  ] satisfies ComparisonRow[],
} as const;

export type SavingsStat = { value: string; label: string };

export const annualSavings = {
  eyebrow: 'Annual savings',
  heading: `What a year with ${name} saves`,
  intro: `Replacing manual prospecting with ${name}, compared with the fully loaded cost of one SDR.`,
  /** Euro saved per SDR per year (this page's reading). */
  savedPerSdrPerYear: 54000,
  stats: [
    { value: '94%', label: 'lower cost' },
    { value: '20x', label: 'output' },
    { value: '3x', label: 'meetings' },
  ] satisfies SavingsStat[],
  savedLabel: 'saved per SDR per year',
} as const;

/** `id` names the question for whoever reads one of them (a test: decision 061); never shown. */
export type FaqItem = { id: string; question: string; answer: string };

export const pricingFaq = {
  eyebrow: 'FAQ',
  heading: 'Frequently asked questions',
  items: [
    {
      id: 'trial',
      question: 'How soon can we try it?',
      answer:
        'Your demo account arrives 1-2 weeks after the consultation, followed by one week of free use so your team can see results before committing.',
    },
    {
      id: 'active-contact',
      question: 'What counts as an active contact?',
      answer:
        'An active contact is a unique person who receives an initial outreach email in a month. Follow-ups to that person are unlimited.',
    },
    {
      id: 'billing',
      question: 'How does billing work?',
      answer:
        'Subscriptions are billed in advance, monthly or annually. Annual billing lowers the price per user on every plan.',
    },
    {
      id: 'renewal',
      question: 'Do subscriptions renew automatically?',
      answer:
        'Yes. Subscriptions auto-renew unless you request cancellation before the renewal date. After cancellation, all account data is deleted within 60 days, so export what you need first.',
    },
    {
      id: 'refund',
      question: 'Can we get a refund?',
      answer: 'Subscriptions are non-refundable.',
    },
    {
      id: 'implementation-cost',
      question: 'What do implementation and onboarding cost?',
      answer: `Implementation and onboarding cost extra. Custom implementation takes 2-4 weeks: it is ${implementationTerms.included}${implementationTerms.addOn ? `, and ${implementationTerms.addOn}` : ''}.`,
    },
  ] satisfies FaqItem[],
} as const;

export const pricingCta: CallToAction = {
  title: 'Find the right plan for your team',
  intro: 'Tell us about your pipeline goals and we will recommend a plan, user tier and rollout.',
  primary: contactSalesAction,
};
