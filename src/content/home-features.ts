// Home page "Features" tabs: one tab per stage, labelled like the header's Features dropdown.
import type { FeatureTab } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { contactSalesLabel, type HomeIcon, type SectionCopy } from './home';
import { featureMenu } from './navigation';

const name = siteConfig.name;

export type FeatureCard = { icon: HomeIcon; title: string; text: string };

export type FeatureTabContent = {
  id: FeatureTab;
  /** Same words as the header dropdown entry, so the link and the tab read alike. */
  label: string;
  shortLabel: string;
  icon: HomeIcon;
  title: string;
  intro: string;
  cards: FeatureCard[];
  extras: string[];
  /** Text alternative of the illustrative mock panel. */
  alt: string;
};

const menuLabel = (tab: FeatureTab) => featureMenu.find((entry) => entry.tab === tab)?.label ?? tab;

export const featuresSection: SectionCopy & { listLabel: string; extrasLabel: string; cta: string } = {
  eyebrow: 'Features',
  title: 'Everything an SDR does, done by AI',
  intro: `Explore what ${name} does at each stage of your pipeline, from the first search to the booked meeting.`,
  listLabel: 'Feature areas',
  extrasLabel: 'Also included',
  cta: contactSalesLabel,
};

export const featureTabs: FeatureTabContent[] = [
  {
    id: 'find',
    label: menuLabel('find'),
    shortLabel: 'Find',
    icon: 'target',
    title: 'Know exactly who to reach, and when',
    intro: `Describe what you sell and ${name} builds your ideal customer profile, then searches over 1 billion contacts for the people who match it and show intent right now.`,
    cards: [
      {
        icon: 'sparkles',
        title: 'AI ideal customer profile',
        text: 'Created by AI from your offer and your market, and ready to refine in a click.',
      },
      {
        icon: 'database',
        title: '1B+ contacts',
        text: 'Over 1 billion contacts, including 220+ million in the U.S. and 15+ million U.S. companies.',
      },
      {
        icon: 'activity',
        title: 'Real-time intent signals',
        text: 'Prioritize the accounts that show buying intent now, not last quarter.',
      },
      {
        icon: 'upload',
        title: 'Your account lists',
        text: `Upload your target accounts and ${name} finds the right people inside them.`,
      },
    ],
    extras: [
      'Enrichment adds 20+ data points',
      'Phone validation in 200+ countries',
      '100+ data sources',
      'Email-finder browser extension',
    ],
    alt: 'Enriched contact card: verified email, validated phone, company details and a high-intent signal, built from 100+ data sources.',
  },
  {
    id: 'personalize',
    label: menuLabel('personalize'),
    shortLabel: 'Personalize',
    icon: 'pen',
    title: 'Messages that read like your best rep wrote them',
    intro:
      'Every email and LinkedIn message is written by AI for one prospect, from their role, company and context, in your tone of voice.',
    cards: [
      {
        icon: 'pen',
        title: 'AI-written messages',
        text: 'Personalized openers, bodies and follow-ups for every prospect, never a generic blast.',
      },
      {
        icon: 'braces',
        title: 'Dynamic variables',
        text: 'Names, companies, roles and custom fields merged into every message.',
      },
      {
        icon: 'languages',
        title: '50+ languages',
        text: 'Write to every prospect in their own language.',
      },
      {
        icon: 'split',
        title: 'A/B tests',
        text: 'Test subject lines and bodies, and keep what earns replies.',
      },
    ],
    extras: ['Your value proposition', 'Your pain points', 'Your call to action', 'Your tone of voice'],
    alt: 'Email draft written by AI, with the personalized phrases highlighted, in a friendly and professional tone.',
  },
  {
    id: 'reach',
    label: menuLabel('reach'),
    shortLabel: 'Reach',
    icon: 'send',
    title: 'Reach prospects wherever they answer',
    intro:
      'Multichannel sequences combine email and LinkedIn, with conditional steps that adapt to what each prospect does.',
    cards: [
      {
        icon: 'mail',
        title: 'Email plus LinkedIn',
        text: 'One sequence across both channels: emails, connection requests and messages.',
      },
      {
        icon: 'git-branch',
        title: 'Conditional sequences',
        text: 'Steps branch on replies and connections, so nobody gets the wrong follow-up.',
      },
      {
        icon: 'refresh',
        title: 'Evergreen mode',
        text: 'New prospects who match your profile are added automatically, so the pipeline never runs dry.',
      },
      {
        icon: 'shield-check',
        title: 'Deliverability tools',
        text: 'Validated addresses and healthy sending keep your messages in the inbox.',
      },
    ],
    extras: ['50+ languages', 'LinkedIn automation', 'Unified inbox', '24/7 personalized engagement'],
    alt: 'Multichannel sequence: email and LinkedIn steps with a conditional branch, evergreen mode switched on and 50+ languages.',
  },
  {
    id: 'book',
    label: menuLabel('book'),
    shortLabel: 'Book',
    icon: 'calendar-check',
    title: 'Every reply handled, every meeting booked',
    intro: `${name} reads every answer, classifies it and replies, on its own or with your approval, then books the meeting straight into your calendar.`,
    cards: [
      {
        icon: 'bot',
        title: 'Autopilot mode',
        text: 'The AI answers replies on its own, day or night.',
      },
      {
        icon: 'user-check',
        title: 'Copilot mode',
        text: 'The AI drafts each reply and waits for your approval before it is sent.',
      },
      {
        icon: 'inbox',
        title: 'Reply handling',
        text: 'Every reply is read and classified, from interested to out of office.',
      },
      {
        icon: 'calendar',
        title: 'Calendar sync',
        text: 'Google Calendar and Outlook sync: meetings land where your team already works.',
      },
    ],
    extras: ['Meeting scheduler', 'Unified inbox', 'Tasks and collaboration', 'Analytics'],
    alt: 'Inbox reply classified as interested, an AI-drafted answer awaiting approval in Copilot mode, and the meeting added to the calendar.',
  },
];
