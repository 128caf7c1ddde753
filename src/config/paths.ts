// Every route of the site, in one place. Components link with these, never with literals.
export const paths = {
  home: '/',
  platform: '/platform',
  useCases: '/use-cases',
  pricing: '/pricing',
  about: '/about',
  contact: '/contact',
  helpCenter: '/help-center',
  security: '/security',
  dpa: '/dpa',
  sla: '/sla',
  usagePolicy: '/usage-policy',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export const homeSections = {
  benefits: 'benefits',
  howItWorks: 'how-it-works',
  features: 'features',
  setup: 'setup',
} as const;

export type FeatureTab = 'find' | 'personalize' | 'reach' | 'book';

export const featureTabLink = (tab: FeatureTab) => `/#features?tab=${tab}`;
export const contactLink = (purpose?: 'demo' | 'sales') =>
  purpose ? `${paths.contact}?purpose=${purpose}#contact-form` : paths.contact;
