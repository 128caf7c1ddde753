// Home page copy: hero, benefits, how it works, pricing teaser and closing call to action.
// Feature tabs, setup inputs, testimonials and mock-panel texts live in the home-*.ts modules.
import { homeSections, paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { formatPrice, formatStepNumber } from '@/lib/format';
import { heroFromPrice } from './claims';
import { pages } from './pages';
import { type CallToAction, contactSalesAction, contactSalesLabel, humanSdrMonthlyCost } from './shared';

export { contactSalesLabel };

const name = siteConfig.name;

/** Icon names the home page maps to its icon set (content holds names, never components). */
export type HomeIcon =
  | 'activity'
  | 'bot'
  | 'braces'
  | 'calendar'
  | 'calendar-check'
  | 'clock'
  | 'database'
  | 'git-branch'
  | 'inbox'
  | 'languages'
  | 'mail'
  | 'message'
  | 'pen'
  | 'refresh'
  | 'send'
  | 'shield-check'
  | 'sparkles'
  | 'split'
  | 'target'
  | 'trending-up'
  | 'upload'
  | 'user-check'
  | 'users';

export type SectionCopy = { eyebrow: string; title: string; intro: string };

/** The hero's cost reading (other pages give other figures on purpose: docs/requirements.md#facts). */
export const costAnchor = {
  claim: '10x lower cost than an SDR',
  sdr: { label: 'Human SDR', amount: `over ${formatPrice(humanSdrMonthlyCost)}`, unit: 'per month' },
  product: { label: name, amount: formatPrice(heroFromPrice, { from: true }), unit: 'per user per month' },
  /** Share of the SDR's cost the product bar shows in the comparison. */
  productShare: heroFromPrice / humanSdrMonthlyCost,
} as const;

export const hero = {
  badge: 'AI-Powered Sales Automation',
  heading: pages.home.heading,
  /** The part of the heading set in the accent gradient. */
  headingHighlight: 'Sales Pipeline',
  intro: pages.home.intro,
  primaryCta: { label: contactSalesLabel, analyticsLocation: 'hero' },
  secondaryCta: { label: 'See How It Works', to: `/#${homeSections.howItWorks}` },
  highlights: ['24/7 personalized engagement', 'Email plus LinkedIn', '50+ languages'],
  costAnchor,
} as const;

export type HeroTabId = 'strategy' | 'customers' | 'outreach' | 'meetings';

export type HeroTab = { id: HeroTabId; label: string; caption: string; icon: HomeIcon; alt: string };

export const heroShowcase: { label: string; defaultTab: HeroTabId; tabs: HeroTab[] } = {
  label: `${name} product tour`,
  defaultTab: 'strategy',
  tabs: [
    {
      id: 'strategy',
      label: 'Strategy',
      caption: 'AI-built customer profile',
      icon: 'target',
      alt: 'Ideal customer profile panel: an AI-generated profile matching 12,847 contacts, with its filters and live intent signals.',
    },
    {
      id: 'customers',
      label: 'Customers',
      caption: 'Prospects ranked by fit',
      icon: 'users',
      alt: 'Prospect list: matched contacts with their role, company, fit score and outreach status.',
    },
    {
      id: 'outreach',
      label: 'Outreach',
      caption: 'Email + LinkedIn sequences',
      icon: 'send',
      alt: 'Sequence editor: alternating email and LinkedIn steps, next to a personalized email draft.',
    },
    {
      id: 'meetings',
      label: 'Meetings',
      caption: 'Booked on your calendar',
      icon: 'calendar-check',
      alt: 'Calendar week view with meetings booked by the AI, synced with Google Calendar and Outlook.',
    },
  ],
};

export type Benefit = { icon: HomeIcon; stat: string; label: string; text: string };

export const benefits: SectionCopy & { items: Benefit[]; useCases: { label: string; to: string } } = {
  eyebrow: `Why ${name}`,
  /** The way from the benefits to the use cases (inbound, outbound, ABM, SDR teams). */
  useCases: { label: 'See how inbound, outbound and SDR teams use it', to: paths.useCases },
  title: 'More pipeline, without more headcount',
  intro: `${name} does the work of a full SDR team: it finds the right people, writes to each of them and books the meetings, around the clock.`,
  items: [
    {
      icon: 'calendar-check',
      stat: '10x',
      label: 'more qualified meetings',
      text: 'Every prospect gets a relevant message and a fast answer, so more conversations end in a booked meeting.',
    },
    {
      icon: 'send',
      stat: '10x',
      label: 'more outreach capacity than human SDRs',
      text: 'Research, writing and follow-ups run in parallel across email and LinkedIn, at a volume no human team can match.',
    },
    {
      icon: 'clock',
      stat: '24/7',
      label: 'personalized engagement',
      text: 'Your AI SDR reaches out, replies and books across every time zone, nights and weekends included.',
    },
    {
      icon: 'trending-up',
      stat: '2-4 weeks',
      label: 'to a predictable monthly pipeline',
      text: 'Your workflow is configured in minutes; pipeline arrives within 2-4 weeks of custom configuration, then every month.',
    },
  ],
};

export type Stage = {
  id: string;
  icon: HomeIcon;
  title: string;
  summary: string;
  /** A short highlight shown under the stage. */
  highlight: string;
};

export const howItWorks: SectionCopy & {
  stages: Stage[];
  stepLabel: (n: number) => string;
  explore: string;
} = {
  eyebrow: 'How it works',
  /** The link from a stage to its detail in the features section. */
  explore: 'See it in the product',
  stepLabel: (n) => `Step ${formatStepNumber(n)}`,
  title: 'From ideal customer to booked meeting',
  intro: `Four stages, one AI SDR. ${name} runs the whole sales-development cycle and hands your team qualified meetings.`,
  stages: [
    {
      id: 'find',
      icon: 'target',
      title: 'Find',
      summary: 'Your ideal prospects, found for you.',
      highlight: '1B+ contacts',
    },
    {
      id: 'personalize',
      icon: 'pen',
      title: 'Personalize',
      summary: 'Every message written for one person.',
      highlight: 'Written for one person',
    },
    {
      id: 'reach',
      icon: 'send',
      title: 'Reach',
      summary: 'The right channel, in their language.',
      highlight: '50+ languages',
    },
    {
      id: 'book',
      icon: 'calendar-check',
      title: 'Book',
      summary: 'Replies handled, meetings booked.',
      highlight: 'Autopilot or Copilot',
    },
  ],
};

export const pricingTeaser: SectionCopy & {
  primary: { label: string; to: string };
  note: string;
} = {
  eyebrow: 'Pricing',
  title: costAnchor.claim,
  intro: `A human SDR costs ${costAnchor.sdr.amount} ${costAnchor.sdr.unit}. ${name} starts ${costAnchor.product.amount} ${costAnchor.product.unit}, and never stops working.`,
  primary: { label: 'See Plans and Pricing', to: paths.pricing },
  note: 'Plans for every team size, billed monthly or annually.',
};

export const closingCta: CallToAction = {
  title: 'Ready to automate your sales pipeline?',
  intro: `Tell us about your market and your goals. We will show you how ${name} fills your calendar with qualified meetings.`,
  primary: contactSalesAction,
  secondary: { label: 'Explore the Platform', to: paths.platform },
};
