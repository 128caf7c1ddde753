// Header and footer navigation: labels and targets, in one place.
import { contactLink, type FeatureTab, featureTabLink, homeSections, paths } from '@/config/paths';
import { siteConfig } from '@/config/site';

export type NavLink = { label: string; to: string };
export type FeatureMenuEntry = NavLink & { tab: FeatureTab; description: string };

export const featureMenu: FeatureMenuEntry[] = [
  {
    tab: 'find',
    label: 'Find Your Ideal Prospects',
    description: 'An AI-built ideal customer profile over 1B+ contacts and live intent signals.',
    to: featureTabLink('find'),
  },
  {
    tab: 'personalize',
    label: 'Personalize Every Message',
    description: 'AI-written messages tailored to every prospect.',
    to: featureTabLink('personalize'),
  },
  {
    tab: 'reach',
    label: 'Reach Across All Channels',
    description: 'Email and LinkedIn sequences in 50+ languages.',
    to: featureTabLink('reach'),
  },
  {
    tab: 'book',
    label: 'Book Qualified Meetings',
    description: 'Replies handled on Autopilot or Copilot, synced to your calendar.',
    to: featureTabLink('book'),
  },
];

export const headerNav = {
  home: { label: 'Home', to: paths.home },
  features: 'Features',
  platform: { label: 'Platform', to: paths.platform },
  why: { label: `Why ${siteConfig.name}`, to: `/#${homeSections.benefits}` },
  howItWorks: { label: 'How it works', to: `/#${homeSections.howItWorks}` },
  pricing: { label: 'Pricing', to: paths.pricing },
  getStarted: { label: 'Get Started', to: contactLink('sales') },
  /** Names of the header's navigation landmarks and of the phone drawer's buttons. */
  desktopLabel: 'Main',
  mobileLabel: 'Mobile',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
} as const;

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Platform', to: paths.platform },
      { label: 'Benefits', to: `/#${homeSections.benefits}` },
      { label: 'How it works', to: `/#${homeSections.howItWorks}` },
      { label: 'Pricing', to: paths.pricing },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: paths.about },
      { label: 'Contact', to: paths.contact },
      { label: 'Help Center', to: paths.helpCenter },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Trust & Security', to: paths.security },
      { label: 'Data Processing Agreement', to: paths.dpa },
      { label: 'Service Level Agreement', to: paths.sla },
      { label: 'Usage Policy', to: paths.usagePolicy },
    ],
  },
];

export const footerBottomLinks: NavLink[] = [
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms & Conditions', to: paths.terms },
];

export const footerBlurb = `${siteConfig.name} is the AI SDR that finds, engages and books qualified meetings for B2B sales teams.`;

export const skipLinkLabel = 'Skip to main content';
