// The one place the product's name and shared links live. Change the name here only: the mail
// domain and the legal entity follow it.
const name = 'Leadwave';
/** The product's mail domain (example.* until the real one is known). */
const mailDomain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;

export const siteConfig = {
  name,
  tagline: 'AI SDR platform for B2B sales teams',
  /** Where every Contact Sales button leads (the shared sales link). */
  salesLink: '/contact?purpose=demo#contact-form',
  contactEmail: `hello@${mailDomain}`,
  securityEmail: `security@${mailDomain}`,
  privacyEmail: `privacy@${mailDomain}`,
  supportEmail: `support@${mailDomain}`,
  legalEntity: `${name} Inc.`,
  foundedYear: 2019,
} as const;

/** Where `npm start` serves the site by default; SITE_URL (canonical links, sitemap) defaults to it. */
export const LOCAL_SITE_URL = 'http://127.0.0.1:4173';

export type SiteConfig = typeof siteConfig;
