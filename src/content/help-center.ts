// Help-centre copy: search labels and messages, the six categories (articles coming soon), the
// FAQ and the three ways to get help.
import { siteConfig } from '@/config/site';
import { contactSalesLabel } from './shared';

const name = siteConfig.name;

export type HelpCategoryIcon = 'start' | 'configuration' | 'leads' | 'outreach' | 'analytics' | 'compliance';

export type HelpCategory = {
  id: string;
  icon: HelpCategoryIcon;
  title: string;
  description: string;
  articleCount: number;
};

/** An FAQ item: question and answer (docs/requirements.md#help-centre). */
export type FaqItem = { question: string; answer: string };

export const helpCategories: HelpCategory[] = [
  {
    id: 'getting-started',
    icon: 'start',
    title: 'Getting Started',
    description: `Create your workspace, link your email account and launch your first campaign. Setup takes about 50 minutes.`,
    articleCount: 12,
  },
  {
    id: 'configuration',
    icon: 'configuration',
    title: 'Configuration',
    description:
      'Ideal customer profile, templates, company information, value proposition, call to action and tone of voice.',
    articleCount: 18,
  },
  {
    id: 'lead-management',
    icon: 'leads',
    title: 'Lead Management',
    description: 'Find, import, enrich and validate prospect lists, and keep them clean.',
    articleCount: 10,
  },
  {
    id: 'outreach-campaigns',
    icon: 'outreach',
    title: 'Outreach Campaigns',
    description: 'Email and LinkedIn sequences, follow-ups, A/B tests and evergreen mode.',
    articleCount: 15,
  },
  {
    id: 'analytics-reporting',
    icon: 'analytics',
    title: 'Analytics and Reporting',
    description: 'Track opens, replies and meetings booked across campaigns and steps.',
    articleCount: 8,
  },
  {
    id: 'compliance-security',
    icon: 'compliance',
    title: 'Compliance and Security',
    description: 'GDPR, opt-out links, sending thresholds and how your data is protected.',
    articleCount: 6,
  },
];

export const helpFaqs: FaqItem[] = [
  {
    question: `How long does it take to set up ${name}?`,
    answer:
      'About 50 minutes. You tell us what you sell, add your templates and company information, and describe your ideal customer profile, reason for outreach, pain points, value proposition, call to action and tone of voice. The AI takes it from there.',
  },
  {
    question: `Which tools does ${name} integrate with?`,
    answer: `${name} integrates with CRMs, email providers, LinkedIn and calendars (Google Calendar and Outlook), and offers a REST API for everything else.`,
  },
  {
    question: 'Can I connect a free email account such as Gmail?',
    answer: `No. You need a corporate email account: free-provider accounts cannot be attached, while business packages such as a workspace suite can. ${name} reads the inbox only to detect replies and stores only the emails sent through it and their replies.`,
  },
  {
    question: 'What is the difference between Autopilot and Copilot?',
    answer:
      'On Autopilot the AI answers replies on its own, around the clock. On Copilot the AI drafts each reply and you approve it before it goes out.',
  },
  {
    question: 'How do I contact support?',
    answer: `Send us a message through the contact form and choose Technical Support, or email ${siteConfig.supportEmail}. We reply within 24 hours.`,
  },
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const helpCenterCopy = {
  search: {
    label: 'Search the help center',
    placeholder: 'Search for answers…',
    clear: 'Clear search',
    /** Read out (and shown) after the visitor types. */
    summary: (count: number, query: string) =>
      count === 0 ? `No results for “${query}”` : `${plural(count, 'result', 'results')} for “${query}”`,
  },
  categories: {
    eyebrow: 'Browse',
    title: 'Help by topic',
    intro: 'Step-by-step articles for every part of the platform are on their way.',
    comingSoon: 'Coming Soon',
    articles: (n: number) => plural(n, 'article', 'articles'),
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
  },
  empty: {
    title: (query: string) => `No results for “${query}”`,
    text: 'Try a different word, or ask our team: we reply within 24 hours.',
    clear: 'Clear search',
    contact: 'Contact support',
  },
  support: {
    title: 'Still need help?',
    intro: 'Reach the people behind the platform.',
    docs: {
      title: 'Documentation',
      text: `Guides and API reference for ${name}.`,
      badge: 'Coming Soon',
      button: 'View Docs',
    },
    contactSupport: {
      title: 'Contact Support',
      text: 'Questions about your account or a campaign? We reply within 24 hours.',
      button: 'Send Message',
    },
    contactSales: {
      title: contactSalesLabel,
      text: `See ${name} on your own pipeline and find the right plan for your team.`,
      button: contactSalesLabel,
    },
  },
} as const;
