// Platform page copy: the three steps, their features and the sample data their
// illustrations show. Components only map this; icons and illustrations are named by key.
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { formatCount, numberWord } from '@/lib/format';
import { type CallToAction, contactSalesAction, contactSalesLabel } from './shared';

const name = siteConfig.name;

export type PlatformGroupId = 'find' | 'reach' | 'book';

/** Names of the icons a feature can show; the page maps each to an icon component. */
export type PlatformIcon =
  | 'database'
  | 'radar'
  | 'puzzle'
  | 'layers'
  | 'badge-check'
  | 'gauge'
  | 'workflow'
  | 'wand'
  | 'braces'
  | 'network'
  | 'inbox'
  | 'calendar'
  | 'bot'
  | 'list-todo'
  | 'users'
  | 'chart';

/** Names of the code-built illustrations, one per feature. */
export type PlatformIllustration =
  | 'contact-database'
  | 'audience-discovery'
  | 'email-finder'
  | 'enrichment'
  | 'validation'
  | 'deliverability'
  | 'sequences'
  | 'ai-personalization'
  | 'dynamic-variables'
  | 'linkedin-automation'
  | 'unified-inbox'
  | 'meeting-scheduler'
  | 'ai-responses'
  | 'tasks'
  | 'collaboration'
  | 'analytics';

/**
 * Required shape (docs/requirements.md#platform): id, icon, title, description, bullets, ctaText,
 * image, aiPowered?, ctaLink?
 */
export type PlatformFeature = {
  id: string;
  icon: PlatformIcon;
  title: string;
  description: string;
  bullets: string[];
  ctaText: string;
  image: PlatformIllustration;
  aiPowered?: boolean;
  /** Where the feature's link goes; the shared sales link when absent. */
  ctaLink?: string;
};

export type PlatformGroup = {
  id: PlatformGroupId;
  step: number;
  title: string;
  /** One line for the overview card. */
  summary: string;
  /** The group's introduction above its features. */
  description: string;
  features: PlatformFeature[];
};

export const platformGroups: PlatformGroup[] = [
  {
    id: 'find',
    step: 1,
    title: 'Find',
    summary:
      'Build an AI-created ideal customer profile and pull verified prospects from over 1 billion contacts.',
    description:
      'Start from who you sell to. The AI builds your ideal customer profile, matches it against more than a billion contacts and live intent signals, and hands you a clean, enriched, validated list.',
    features: [
      {
        id: 'contact-database',
        icon: 'database',
        title: 'Contact database',
        description:
          'Search over 1 billion contacts worldwide, including 220M+ people and 15M+ companies in the U.S., and filter down to exactly the buyers you want.',
        bullets: [
          '1B+ contacts, with 220M+ in the U.S.',
          '15M+ U.S. companies to target by industry, size and location',
          'Upload your own account lists and work them alongside the database',
        ],
        ctaText: 'Explore the database in a demo',
        image: 'contact-database',
      },
      {
        id: 'audience-discovery',
        icon: 'radar',
        title: 'Audience discovery',
        description:
          'Describe what you sell and the AI drafts your ideal customer profile, then surfaces the accounts showing real-time buying intent.',
        bullets: [
          'An AI-created ideal customer profile from your offer and best customers',
          'Real-time intent signals to reach accounts while they are in market',
          'Upload account lists and the AI finds the right people inside them',
        ],
        ctaText: 'See your ideal customers',
        image: 'audience-discovery',
        aiPowered: true,
      },
      {
        id: 'email-finder',
        icon: 'puzzle',
        title: 'Email finder extension',
        description:
          'A browser extension that finds the verified work email behind the profile or company page you are looking at, and saves it to a list in one click.',
        bullets: [
          'Find work emails while you browse profiles and company sites',
          'Every address checked before it is saved',
          'Add prospects straight to a list or a running sequence',
        ],
        ctaText: 'Get the extension with a demo',
        image: 'email-finder',
      },
      {
        id: 'enrichment',
        icon: 'layers',
        title: 'Enrichment',
        description:
          'Turn a name and an email into a full picture. Enrichment adds 20+ data points to every contact, drawn from 100+ data sources.',
        bullets: [
          '20+ data points per contact: role, seniority, company size, industry and more',
          'Data drawn from 100+ sources and kept fresh',
          'Works on database contacts and on the lists you upload',
        ],
        ctaText: 'Enrich a sample list',
        image: 'enrichment',
      },
      {
        id: 'validation',
        icon: 'badge-check',
        title: 'Validation',
        description:
          'Protect your sender reputation before the first email goes out. Every address is verified, and invalid emails are blocked on upload.',
        bullets: [
          'Invalid email addresses detected and blocked on upload',
          'Phone validation in 200+ countries',
          'Role-based generic addresses such as info@ or sales@ flagged and kept out of your lists',
        ],
        ctaText: 'Read the sending rules',
        image: 'validation',
        ctaLink: paths.usagePolicy,
      },
    ],
  },
  {
    id: 'reach',
    step: 2,
    title: 'Reach',
    summary: 'Run personalized email and LinkedIn sequences in 50+ languages that adapt to every reply.',
    description:
      'Meet every prospect where they are. Sequences combine email and LinkedIn, branch on what each prospect does, and every message is written for the person reading it.',
    features: [
      {
        id: 'deliverability',
        icon: 'gauge',
        title: 'Deliverability tools',
        description:
          'Land in the inbox, not in spam. Sending health is watched for every linked mailbox and campaign, against clear thresholds.',
        bullets: [
          'Bounce, spam and opt-out rates monitored per campaign',
          'An opt-out link with customizable text in every cold email',
          'Only corporate email accounts can be linked, never free-provider ones',
        ],
        ctaText: 'Read the sending rules',
        image: 'deliverability',
        ctaLink: paths.usagePolicy,
      },
      {
        id: 'sequences',
        icon: 'workflow',
        title: 'Conditional sequences',
        description:
          'Multi-step campaigns that react to each prospect: a first email, follow-ups and LinkedIn steps, branching on opens, clicks and replies.',
        bullets: [
          'Branch on opens, clicks and replies, and stop the moment someone answers',
          'A/B test subject lines and message bodies',
          'Evergreen mode adds new prospects who match your profile as they appear',
        ],
        ctaText: 'Build a sequence with us',
        image: 'sequences',
      },
      {
        id: 'ai-personalization',
        icon: 'wand',
        title: 'AI content and personalization',
        description:
          'The AI writes a personal message for every prospect from what you told it: what you sell, their pain points, your value proposition and your tone of voice.',
        bullets: [
          'Personalized messages for every prospect, not just a first-name merge',
          'Written in 50+ languages',
          'Follows your reason for outreach, call to action and tone of voice',
        ],
        ctaText: 'See AI-written outreach',
        image: 'ai-personalization',
        aiPowered: true,
      },
      {
        id: 'dynamic-variables',
        icon: 'braces',
        title: 'Dynamic variables',
        description:
          'Templates that fill themselves in. Variables pull names, companies, roles and your own custom fields into every step, with fallbacks when data is missing.',
        bullets: [
          'Built-in variables for name, company, role and more',
          'Custom variables from the columns of your uploaded lists',
          'Fallback text so no message ever goes out with a blank',
        ],
        ctaText: 'See templates in a demo',
        image: 'dynamic-variables',
      },
      {
        id: 'linkedin-automation',
        icon: 'network',
        title: 'LinkedIn automation',
        description:
          'Add LinkedIn to your outreach without the busywork: profile visits, connection requests and messages run as steps next to your emails.',
        bullets: [
          'Profile visits, connection requests and messages as sequence steps',
          'Email and LinkedIn coordinated so prospects hear one voice',
          'LinkedIn replies arrive in the same inbox as email',
        ],
        ctaText: 'See multichannel outreach',
        image: 'linkedin-automation',
      },
    ],
  },
  {
    id: 'book',
    step: 3,
    title: 'Book',
    summary: 'Handle every reply on Autopilot or Copilot and book meetings straight into your calendar.',
    description:
      'Turn replies into meetings. The AI reads and sorts every answer, drafts or sends the response, and books the call in your calendar while your team focuses on closing.',
    features: [
      {
        id: 'unified-inbox',
        icon: 'inbox',
        title: 'Unified inbox',
        description:
          'Every reply from every mailbox and from LinkedIn in one place, sorted by the AI so the interested prospects come first.',
        bullets: [
          'Email and LinkedIn replies together in one inbox',
          'Replies classified automatically: interested, not now, out of office and more',
          'Filter by campaign, mailbox or teammate',
        ],
        ctaText: 'Tour the inbox',
        image: 'unified-inbox',
        aiPowered: true,
      },
      {
        id: 'meeting-scheduler',
        icon: 'calendar',
        title: 'Meeting scheduler',
        description:
          'When a prospect says yes, the meeting lands in your calendar. Google Calendar and Outlook sync keep availability accurate.',
        bullets: [
          'Syncs with Google Calendar and Outlook',
          'Offers times that are really free, in the prospect’s time zone',
          'Booked meetings show up for the right rep, automatically',
        ],
        ctaText: 'Book a demo to try it',
        image: 'meeting-scheduler',
      },
      {
        id: 'ai-responses',
        icon: 'bot',
        title: 'AI responses',
        description:
          'Choose how much the AI does. On Autopilot it answers replies on its own; on Copilot it drafts each reply for your approval.',
        bullets: [
          'Autopilot: the AI answers replies on its own, 24/7',
          'Copilot: the AI drafts replies and you approve them',
          'Answers grounded in your company information and value proposition',
        ],
        ctaText: 'See Autopilot and Copilot',
        image: 'ai-responses',
        aiPowered: true,
      },
      {
        id: 'tasks',
        icon: 'list-todo',
        title: 'Tasks',
        description:
          'The steps only a person should take, such as a call or a custom note, become tasks with due dates, so nothing slips between the AI and your team.',
        bullets: [
          'Manual steps and follow-up calls turned into tasks',
          'Due dates and a daily list for every rep',
          'Tasks linked to the prospect, the sequence and the conversation',
        ],
        ctaText: 'See tasks in a demo',
        image: 'tasks',
      },
      {
        id: 'collaboration',
        icon: 'users',
        title: 'Collaboration',
        description:
          'One workspace for the whole sales team. Share lists and campaigns, hand conversations to the right teammate and keep context in notes.',
        bullets: [
          'Shared lists, templates and campaigns',
          'Assign replies and prospects to teammates',
          'Internal notes and mentions on every conversation',
        ],
        ctaText: 'Plan your team’s workspace',
        image: 'collaboration',
      },
      {
        id: 'analytics',
        icon: 'chart',
        title: 'Analytics',
        description:
          'See what books meetings. Track opens, replies and meetings by campaign, step and variant, and plan a predictable monthly pipeline.',
        bullets: [
          'Open, reply and meeting rates by campaign, step and A/B variant',
          'Sending health against your deliverability thresholds',
          'A predictable monthly pipeline you can plan around',
        ],
        ctaText: 'Compare plans',
        image: 'analytics',
        ctaLink: paths.pricing,
      },
    ],
  },
];

export const platformFeatures: PlatformFeature[] = platformGroups.flatMap((g) => g.features);

export const platformCopy = {
  eyebrow: 'Platform',
  heroPrimary: contactSalesLabel,
  heroSecondary: 'Explore the Platform',
  overview: {
    eyebrow: 'How it works',
    title: 'Three steps from first search to booked meeting',
    intro: `${name} covers the whole sales-development cycle. Jump to a step, or scroll through all ${numberWord(platformFeatures.length)} features.`,
    stepLabel: (step: number) => `Step ${step}`,
    featureCount: (n: number) => formatCount(n, 'feature'),
    /** The name of a step's list of feature links in the overview. */
    mapLabel: (step: string) => `${step} features`,
  },
  nav: {
    label: 'Platform features',
    heading: 'On this page',
    mobileGroupsLabel: 'Steps',
    mobileSelectLabel: 'Jump to a feature',
    mobilePlaceholder: 'All features',
  },
  aiBadge: 'AI-powered',
  cta: {
    title: 'See the platform on your own pipeline',
    intro: `Tell us who you sell to and we will show you ${name} finding, reaching and booking your ideal customers.`,
    primary: contactSalesAction,
    secondary: { label: 'View Pricing', to: paths.pricing },
  } satisfies CallToAction,
} as const;

/** Sample data the illustrations show. Names and companies are fictional. */
export const platformMocks = {
  contactDatabase: {
    search: 'VP Sales · SaaS · United States',
    filters: ['Industry', 'Company size', 'Location', 'Seniority'],
    total: '1B+ contacts',
    rows: [
      { name: 'Sarah Chen', title: 'VP Sales', company: 'Northwind' },
      { name: 'Marcus Obi', title: 'Head of Growth', company: 'Brightlane' },
      { name: 'Lena Park', title: 'Sales Director', company: 'Kitebase' },
      { name: 'Diego Ruiz', title: 'CRO', company: 'Fernhill' },
    ],
  },
  audienceDiscovery: {
    title: 'Ideal customer profile',
    generated: 'AI generated',
    traits: [
      { label: 'Industry', value: 'B2B SaaS' },
      { label: 'Company size', value: '51–200' },
      { label: 'Region', value: 'North America' },
      { label: 'Buyer', value: 'Head of Sales' },
    ],
    matchLabel: 'Matching contacts',
    matchCount: '12,847',
    intentTitle: 'Intent signals',
    signals: ['Hiring SDRs', 'Researching sales automation', 'New sales leader'],
  },
  emailFinder: {
    url: 'linkedin.com/in/sarah-chen',
    profileName: 'Sarah Chen',
    profileTitle: 'VP Sales at Northwind',
    extension: `${name} Finder`,
    found: 'Email found',
    email: 'sarah.chen@northwind.io',
    verified: 'Verified',
    action: 'Add to list',
  },
  enrichment: {
    name: 'Sarah Chen',
    email: 'sarah.chen@northwind.io',
    added: '+20 data points',
    fields: [
      { label: 'Title', value: 'VP Sales' },
      { label: 'Seniority', value: 'Executive' },
      { label: 'Company', value: 'Northwind' },
      { label: 'Headcount', value: '51–200' },
      { label: 'Industry', value: 'B2B SaaS' },
      { label: 'Location', value: 'Austin, TX' },
    ],
    sources: '100+ sources',
  },
  validation: {
    file: 'q3-accounts.csv',
    rows: [
      { value: 'sarah.chen@northwind.io', status: 'valid' },
      { value: 'm.obi@brightlane.com', status: 'valid' },
      { value: 'info@kitebase.com', status: 'role' },
      { value: 'diego@fernhil.co', status: 'invalid' },
      { value: 'lena.park@kitebase.com', status: 'valid' },
    ],
    status: { valid: 'Valid', role: 'Role-based', invalid: 'Blocked' },
    phone: 'Phone validation · 200+ countries',
  },
  deliverability: {
    title: 'Sending health',
    checks: ['SPF', 'DKIM', 'DMARC'],
    passing: 'Passing',
    /** `level` only sets the width of each health bar (0–100). */
    mailboxes: [
      { address: 'alex@acme-sales.com', level: 96 },
      { address: 'jordan@acme-sales.com', level: 91 },
      { address: 'sam@acme-sales.com', level: 84 },
    ],
    healthy: 'Healthy',
    limitLabel: 'Bounce limit',
    limit: '15%',
    optOut: 'Opt-out link in every email',
  },
  sequences: {
    steps: [
      { kind: 'email', label: 'Email 1', detail: 'Personal intro' },
      { kind: 'wait', label: 'Wait 2 days', detail: '' },
      { kind: 'branch', label: 'Opened?', detail: '' },
    ],
    yes: 'Yes',
    no: 'No',
    yesStep: 'LinkedIn connect',
    noStep: 'Follow-up email',
    ab: 'A/B',
    stop: 'Stops on reply',
  },
  aiPersonalization: {
    to: 'To: Sarah Chen, Northwind',
    subject: 'Subject: Your new SDR team in Austin',
    greeting: 'Hi Sarah,',
    ai: 'Congrats on opening the Austin office. Growing a team that fast usually means reps spend more time prospecting than selling.',
    body: 'We help sales leaders book more qualified meetings without adding headcount.',
    chip: 'Written by AI',
    languages: ['EN', 'DE', 'FR', 'ES', 'JA'],
    languagesLabel: '50+ languages',
  },
  dynamicVariables: {
    template: ['Hi ', '{{firstName}}', ', saw that ', '{{company}}', ' is hiring ', '{{role}}', '.'],
    preview: 'Hi Sarah, saw that Northwind is hiring SDRs.',
    templateLabel: 'Template',
    previewLabel: 'Preview',
    fallbackLabel: 'Fallback',
    fallback: '{{firstName | "there"}}',
  },
  linkedinAutomation: {
    name: 'Marcus Obi',
    title: 'Head of Growth · Brightlane',
    steps: [
      { label: 'Visit profile', state: 'done' },
      { label: 'Send connection request', state: 'done' },
      { label: 'Send message', state: 'active' },
      { label: 'Follow-up email', state: 'next' },
    ],
    connected: 'Connected',
  },
  unifiedInbox: {
    title: 'Inbox',
    channels: ['All', 'Email', 'LinkedIn'],
    items: [
      {
        from: 'Sarah Chen',
        preview: 'Sounds interesting, do you have time on…',
        label: 'Interested',
        tone: 'good',
      },
      { from: 'Marcus Obi', preview: 'Can you send over pricing first?', label: 'Question', tone: 'info' },
      {
        from: 'Lena Park',
        preview: 'I’m out of the office until Monday…',
        label: 'Out of office',
        tone: 'muted',
      },
      { from: 'Diego Ruiz', preview: 'Let’s talk next quarter.', label: 'Not now', tone: 'muted' },
    ],
  },
  meetingScheduler: {
    month: 'Meetings this week',
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    /** The times offered each day; the booked one is `time` (day and time). */
    slots: ['9:00', '10:00', '11:30', '14:00'],
    /** Slots already taken in the calendar, as "day time". */
    busy: ['Mon 10:00', 'Tue 14:00', 'Thu 9:00', 'Fri 11:30'],
    booked: 'Intro call · Sarah Chen',
    time: 'Wed 10:00',
    sync: ['Google Calendar', 'Outlook'],
    synced: 'Synced',
  },
  aiResponses: {
    modes: ['Autopilot', 'Copilot'],
    incoming: 'Can you send over pricing first?',
    from: 'Marcus Obi',
    draftLabel: 'AI draft',
    draft:
      'Happy to, Marcus. Plans are priced per user per month; a short call lets us match one to your team. Does Thursday work?',
    approve: 'Approve & send',
    edit: 'Edit',
  },
  tasks: {
    title: 'Today',
    items: [
      { label: 'Call Sarah Chen', meta: 'Northwind · Step 4', done: false },
      { label: 'Send case study to Marcus', meta: 'Brightlane · Reply', done: false },
      { label: 'Personal note for Lena', meta: 'Kitebase · Step 2', done: true },
    ],
    due: 'Due today',
  },
  collaboration: {
    thread: 'Sarah Chen · Northwind',
    message: 'Sounds interesting, do you have time on Thursday?',
    note: '@Jordan this one is in your territory, can you take the call?',
    noteAuthor: 'Alex',
    assign: 'Assigned to Jordan',
    team: ['Alex Kim', 'Jordan Lee', 'Sam Moore'],
  },
  analytics: {
    title: 'Campaign performance',
    /** Sample figures, above the Usage Policy's floors (open rate over 20%, reply rate over 4%). */
    kpis: [
      { label: 'Open rate', value: '62%', change: '+8 pts' },
      { label: 'Reply rate', value: '11%', change: '+3 pts' },
      { label: 'Meetings', value: '48', change: '+36%' },
    ],
    chartLabel: 'Meetings booked per week',
    headline: '3x',
    headlineLabel: 'qualified meetings',
    /** Bar heights only (0–100); the chart shows no figures. */
    bars: [32, 44, 40, 58, 64, 72, 86],
    axis: ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7'],
  },
} as const;
