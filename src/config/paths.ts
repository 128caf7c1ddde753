// Every route of the site, in one place: read from the pages (src/content/pages.ts), so a new page
// is one entry there. Components link with these, never with literals.
import { pages } from '../content/pages.ts';

type RoutedPage = Exclude<keyof typeof pages, 'notFound'>;

export const paths = Object.fromEntries(
  Object.entries(pages)
    .filter(([id]) => id !== 'notFound')
    .map(([id, page]) => [id, page.path]),
) as { readonly [K in RoutedPage]: (typeof pages)[K]['path'] };

/**
 * The prerendered document of each page path ("/" → index.html, "/pricing" → pricing.html), written
 * by the build and served by the origin; any other path gets the not-found page with status 404.
 */
export const pageFile = (path: string): string => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
export const NOT_FOUND_FILE = '404.html';

// The gate's own endpoint lives with the gate's settings: the gate page imports it without the pages.
export { GATE_SESSION_PATH } from './gate.ts';

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
