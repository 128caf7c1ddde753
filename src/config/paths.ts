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

/**
 * The prerendered document of each page path ("/" → index.html, "/pricing" → pricing.html), written
 * by the build and served by the origin; any other path gets the not-found page with status 404.
 */
export const pageFile = (path: string): string => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
export const NOT_FOUND_FILE = '404.html';

/** Where the gate page trades validate-password's proof for the gate cookie (the origin's endpoint). */
export const GATE_SESSION_PATH = '/__gate/session';

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
