// Every page: its path (the route; src/config/paths.ts reads it from here), title, meta
// description, heading and introduction. A new page is an entry here.
import { siteConfig } from '../config/site.ts';

export type PageMeta = { path: string; title: string; description: string; heading: string; intro: string };

const name = siteConfig.name;

export const pages = {
  home: {
    path: '/',
    title: `${name} – AI SDR platform for B2B sales teams`,
    description: `${name} finds leads, personalizes outreach, runs email and LinkedIn sequences, handles replies and books qualified meetings for B2B sales teams.`,
    heading: 'Automate Your Sales Pipeline',
    intro: `${name} is an AI sales-development representative that finds your ideal prospects, writes personalized outreach and books qualified meetings, around the clock.`,
  },
  platform: {
    path: '/platform',
    title: 'Platform',
    description: `Every part of the ${name} platform: contact database, enrichment, sequences, LinkedIn automation, unified inbox, AI responses and analytics.`,
    heading: 'One platform to find, reach and book',
    intro: `Everything ${name} does, from finding the right prospects to booking the meeting, in three steps: Find, Reach and Book.`,
  },
  useCases: {
    path: '/use-cases',
    title: 'Use cases',
    description: `How ${name}'s AI SDR compares with a traditional SDR for inbound sales, outbound prospecting, account-based marketing and SDR teams.`,
    heading: 'One AI SDR for every sales motion',
    intro: `${name} covers inbound sales, outbound prospecting, account-based marketing and SDR team workflows. See how an AI SDR compares with a traditional one.`,
  },
  pricing: {
    path: '/pricing',
    title: 'Pricing',
    description: `${name} plans for B2B sales teams: PRO, BUSINESS and ENTERPRISE, billed monthly or annually, compared with the cost of a human SDR.`,
    heading: 'Pricing that scales with your pipeline',
    intro:
      'Plans priced per user per month, billed monthly or annually. Pick the plan and user tier that fit your team, and switch to annual billing to save.',
  },
  about: {
    path: '/about',
    title: 'About',
    description: `The story and values of ${name}, begun in ${siteConfig.foundedYear} as automated lead response for automotive sales teams.`,
    heading: `About ${name}`,
    intro: `${name} began in ${siteConfig.foundedYear} as automated lead response for automotive sales teams. Today it is the AI SDR platform for B2B sales teams.`,
  },
  contact: {
    path: '/contact',
    title: 'Contact sales',
    description: `Request a demo or send a question to the ${name} team. We reply within 24 hours.`,
    heading: 'Get in Touch',
    intro: 'Request a demo, ask a question or contact sales. We reply within 24 hours.',
  },
  helpCenter: {
    path: '/help-center',
    title: 'Help Center',
    description: `Guides and answers for ${name}: getting started, configuration, lead management, outreach campaigns, analytics and compliance.`,
    heading: 'Help Center',
    intro: `Answers to common questions about setting up and running ${name}. Search, or browse by topic.`,
  },
  security: {
    path: '/security',
    title: 'Trust & Security',
    description: `How ${name} protects customer data: SOC 2 Type II, TLS 1.3, AES-256, GDPR compliance and sub-processors.`,
    heading: 'Security and Trust',
    intro: `How ${name} protects your data, and the rights you have over it.`,
  },
  dpa: {
    path: '/dpa',
    title: 'Data Processing Agreement',
    description: `The ${name} Data Processing Agreement: roles, obligations, processing details and sub-processors.`,
    heading: 'Data Processing Agreement',
    intro: `How ${name} processes personal data on behalf of its customers.`,
  },
  sla: {
    path: '/sla',
    title: 'Service Level Agreement',
    description: `The ${name} Service Level Agreement: incident priorities P1 to P5, resolution times and support coverage.`,
    heading: 'Service Level Agreement',
    intro: `The service levels ${name} commits to: incident classification, resolution times and support coverage.`,
  },
  usagePolicy: {
    path: '/usage-policy',
    title: 'Usage Policy',
    description: `The rules every ${name} account follows to keep outreach compliant, relevant and deliverable.`,
    heading: 'Usage Policy',
    intro: `The rules for sending outreach with ${name}.`,
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy',
    description: `How ${name} collects, uses, shares and protects personal information, and your rights over it.`,
    heading: 'Privacy Policy',
    intro: `How ${name} handles personal information.`,
  },
  terms: {
    path: '/terms',
    title: 'Terms of Service',
    description: `The terms and conditions for using ${name}.`,
    heading: 'Terms & Conditions',
    intro: `The terms that govern your use of ${name}.`,
  },
  notFound: {
    path: '*',
    title: 'Page not found',
    description: 'The page you are looking for does not exist.',
    heading: 'Oops! Page not found',
    intro: 'The page you are looking for does not exist or has moved.',
  },
} as const satisfies Record<string, PageMeta>;

export const errorScreenCopy = {
  title: 'Something went wrong',
  message: 'We encountered an unexpected error. Please try returning to the home page.',
  action: 'Return to Home',
} as const;

export const notFoundCopy = { action: 'Return to Home' } as const;
