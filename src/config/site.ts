// The one place the product's name and shared links live. Change the name here only.
export const siteConfig = {
  name: 'Leadwave',
  tagline: 'AI SDR platform for B2B sales teams',
  /** Where every Contact Sales button leads (the shared sales link). */
  salesLink: '/contact?purpose=demo#contact-form',
  contactEmail: 'hello@leadwave.example',
  securityEmail: 'security@leadwave.example',
  privacyEmail: 'privacy@leadwave.example',
  supportEmail: 'support@leadwave.example',
  legalEntity: 'Leadwave Inc.',
  foundedYear: 2019,
} as const;

/** Where `npm start` serves the site by default; SITE_URL (canonical links, sitemap) defaults to it. */
export const LOCAL_SITE_URL = 'http://127.0.0.1:4173';

export type SiteConfig = typeof siteConfig;
