// Use-cases page copy: the four sales motions, the traditional vs AI SDR comparison and CTAs.
import { contactLink, paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { formatPrice } from '@/lib/format';
import { useCasesFromPrice } from './claims';
import { type CallToAction, contactSalesAction, contactSalesLabel, humanSdrMonthlyCost } from './shared';

const name = siteConfig.name;

export type UseCase = {
  id: 'inbound-sales' | 'outbound-prospecting' | 'account-based-marketing' | 'sdr-teams';
  title: string;
  description: string;
  points: string[];
};

/** `id` names the row for whoever reads one of them (a test: decision 061); never shown. */
export type SdrComparisonRow = { id: string; label: string; traditional: string; ai: string };

export type UseCaseStat = { value: string; label: string };

export const useCasesHero = {
  eyebrow: 'Use cases',
  /** This page's reading of the savings claim: 90% lower cost, 10x pipeline (docs/requirements.md#facts). */
  stats: [
    { value: '90%', label: 'lower cost' },
    { value: '10x', label: 'pipeline' },
  ] satisfies UseCaseStat[],
  statsLabel: `${name} compared with a traditional SDR`,
  contactSales: contactSalesLabel,
  contactSalesTo: siteConfig.salesLink,
} as const;

export const useCases = {
  heading: 'Built for every sales motion',
  intro: `From the first inbound reply to a full SDR team, ${name} runs the repetitive work so your people can sell.`,
  comingSoonNote: 'Detailed use-case pages are coming soon.',
  items: [
    {
      id: 'inbound-sales',
      title: 'Inbound sales',
      description: 'Answer every inbound lead in minutes, qualify it and book the meeting, day or night.',
      points: [
        'Replies handled on Autopilot or Copilot',
        'Google Calendar and Outlook sync',
        '24/7 coverage',
      ],
    },
    {
      id: 'outbound-prospecting',
      title: 'Outbound prospecting',
      description:
        'Turn an AI-created ideal customer profile into personalized email and LinkedIn sequences at scale.',
      points: [
        '1B+ contacts to prospect from',
        'AI-written personalized messages',
        'Outreach in 50+ languages',
      ],
    },
    {
      id: 'account-based-marketing',
      title: 'Account-based marketing',
      description:
        'Work your target accounts with uploaded lists, real-time intent signals and tailored messages.',
      points: ['Upload your account lists', 'Real-time intent signals', 'Evergreen mode adds new matches'],
    },
    {
      id: 'sdr-teams',
      title: 'SDR team workflows',
      description: 'Give every rep a bigger pipeline with AI drafts, a unified inbox and shared analytics.',
      points: ['Unified inbox and tasks', 'Team collaboration', 'Analytics for every campaign'],
    },
  ] satisfies UseCase[],
} as const;

export const sdrComparison = {
  eyebrow: 'Compare',
  heading: 'Traditional SDR vs AI SDR',
  intro: `The same job, two ways: one human sales development rep, or ${name}'s AI SDR.`,
  traditionalTitle: 'Traditional SDR',
  traditionalSubtitle: 'One human sales development rep',
  aiTitle: `${name} AI SDR`,
  aiSubtitle: 'An AI SDR working your whole pipeline',
  recommended: 'Recommended',
  rows: [
    {
      id: 'cost',
      label: 'Cost',
      traditional: `${formatPrice(humanSdrMonthlyCost, { plus: true })} per month`,
      ai: `${formatPrice(useCasesFromPrice, { from: true })} per user per month`,
    },
    { id: 'ramp-up', label: 'Ramp-up', traditional: '3-6 months ramp', ai: 'Fast guided onboarding' },
    {
      id: 'daily-capacity',
      label: 'Daily capacity',
      traditional: '50-80 contacts per day',
      ai: '1,000+ contacts per day',
    },
    { id: 'availability', label: 'Availability', traditional: '8 hours per day', ai: '24/7/365' },
    { id: 'performance', label: 'Performance', traditional: 'Variable', ai: 'Consistent' },
    { id: 'compliance-oversight', label: 'Compliance oversight', traditional: 'Manual', ai: 'Automated' },
  ] satisfies SdrComparisonRow[],
} as const;

export const useCasesCta = {
  title: 'Put an AI SDR on your pipeline',
  intro: `We configure ${name} on your market with you. Expect pipeline within 2-4 weeks of custom configuration.`,
  primary: contactSalesAction,
  secondary: { label: 'View Platform', to: paths.platform },
  customWorkflowPrompt: 'Need something different?',
  customWorkflow: 'Request a custom workflow',
  customWorkflowTo: contactLink(),
} as const satisfies CallToAction & Record<string, unknown>;
