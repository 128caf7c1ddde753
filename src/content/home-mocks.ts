// Texts inside the home page's code-built product mock-ups (hero tabs, feature tabs). Every
// person and company here is fictional sample data; the panels are illustrations.
export type MockStatus = 'new' | 'sequence' | 'replied' | 'meeting';
export type MockChannel = 'email' | 'linkedin';

export const strategyMock = {
  window: 'Strategy',
  title: 'Ideal customer profile',
  badge: 'AI generated',
  count: '12,847',
  countLabel: 'contacts match this profile',
  chartLabel: 'Fit score distribution',
  criteria: [
    { label: 'Industry', values: ['B2B SaaS', 'Fintech'] },
    { label: 'Company size', values: ['50-500 employees'] },
    { label: 'Job titles', values: ['VP Sales', 'Head of Growth', 'CRO'] },
    { label: 'Regions', values: ['North America', 'UK & Ireland'] },
  ],
  signalsTitle: 'Intent signals',
  live: 'Live',
  prompt: 'Also include companies that are hiring SDRs',
  promptAction: 'Refine',
  signals: [
    { company: 'Lumen Analytics', signal: 'Hiring 3 SDRs', time: '2m' },
    { company: 'Fernway', signal: 'Visited pricing page', time: '9m' },
    { company: 'Orbital HQ', signal: 'Raised Series B', time: '1h' },
    { company: 'Kestrel Cloud', signal: 'New VP Sales', time: '3h' },
  ],
} as const;

export const customersMock = {
  window: 'Customers',
  title: 'Prospects',
  subtitle: 'Sorted by fit score',
  search: 'Search prospects',
  columns: { name: 'Name', company: 'Company', fit: 'Fit', status: 'Status' },
  statusLabels: { new: 'New', sequence: 'In sequence', replied: 'Replied', meeting: 'Meeting booked' },
  rows: [
    { name: 'Olivia Chen', role: 'VP Sales', company: 'Lumen Analytics', fit: 96, status: 'meeting' },
    { name: 'Marcus Weber', role: 'Head of Growth', company: 'Fernway', fit: 93, status: 'replied' },
    { name: 'Priya Natarajan', role: 'CRO', company: 'Orbital HQ', fit: 91, status: 'sequence' },
    { name: "James O'Connor", role: 'Sales Director', company: 'Northpeak', fit: 88, status: 'sequence' },
    { name: 'Elena Rossi', role: 'VP Revenue', company: 'Castor Labs', fit: 86, status: 'new' },
    { name: 'Tom Becker', role: 'Head of Sales', company: 'Kestrel Cloud', fit: 84, status: 'new' },
  ] satisfies { name: string; role: string; company: string; fit: number; status: MockStatus }[],
} as const;

export const outreachMock = {
  window: 'Outreach',
  title: 'Sequence: Series B SaaS leaders',
  channelLabels: { email: 'Email', linkedin: 'LinkedIn' },
  steps: [
    { day: 'Day 1', channel: 'email', title: 'Personalized intro', meta: 'A/B: 2 subject lines' },
    { day: 'Day 2', channel: 'linkedin', title: 'Connection request', meta: 'With a short note' },
    { day: 'Day 4', channel: 'email', title: 'Follow-up with case study', meta: 'If no reply' },
    { day: 'Day 6', channel: 'linkedin', title: 'Message after connecting', meta: 'If connected' },
    { day: 'Day 9', channel: 'email', title: 'Final nudge', meta: 'If no reply' },
  ] satisfies { day: string; channel: MockChannel; title: string; meta: string }[],
  preview: {
    to: 'Olivia Chen',
    subject: 'Olivia, a faster path to pipeline at Lumen',
    greeting: 'Hi Olivia,',
    body: [
      'congrats on the three SDR roles you opened this week. Ramp-up usually eats the first quarter.',
      'Teams like yours use an AI SDR to keep pipeline flowing while new hires get up to speed.',
    ],
    signoff: 'Worth a 20-minute call on Tuesday?',
    tags: ['AI-personalized', 'English'],
  },
} as const;

export const meetingsMock = {
  window: 'Meetings',
  title: 'This week',
  days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
  hours: ['9:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'],
  /** day index, start (hours after 9:00), length in hours */
  meetings: [
    { day: 0, start: 1, length: 1, title: 'Intro call', who: 'Lumen Analytics' },
    { day: 1, start: 0, length: 1, title: 'Discovery', who: 'Fernway' },
    { day: 1, start: 4, length: 1.5, title: 'Demo', who: 'Orbital HQ' },
    { day: 2, start: 2, length: 1, title: 'Intro call', who: 'Northpeak' },
    { day: 3, start: 0.5, length: 1, title: 'Intro call', who: 'Castor Labs' },
    { day: 3, start: 3.5, length: 1, title: 'Discovery', who: 'Kestrel Cloud' },
    { day: 4, start: 1.5, length: 1.5, title: 'Demo', who: 'Brightwell' },
  ],
  bookedTitle: 'Booked by AI',
  booked: [
    { when: 'Mon 10:00', who: 'Olivia Chen', company: 'Lumen Analytics' },
    { when: 'Tue 9:00', who: 'Marcus Weber', company: 'Fernway' },
    { when: 'Tue 13:00', who: 'Priya Natarajan', company: 'Orbital HQ' },
  ],
  syncTitle: 'Calendar sync',
  sync: ['Google Calendar', 'Outlook'],
  synced: 'Synced',
} as const;

export const findMock = {
  window: 'Contact',
  name: 'Olivia Chen',
  role: 'VP Sales at Lumen Analytics',
  intent: 'High intent',
  intentDetail: 'Hiring 3 SDRs this week',
  rows: [
    { label: 'Email', value: 'olivia.chen@lumen.example', badge: 'Verified' },
    { label: 'Phone', value: '+1 415 555 0142', badge: 'Validated' },
    { label: 'LinkedIn', value: 'in/oliviachen', badge: 'Matched' },
    { label: 'Company size', value: '320 employees', badge: '' },
    { label: 'Industry', value: 'B2B SaaS', badge: '' },
    { label: 'Tech stack', value: 'Salesforce, Gong', badge: '' },
  ],
  signalsTitle: 'Recent signals',
  signals: [
    { label: 'Opened 3 SDR roles', time: '2 days ago' },
    { label: 'Visited your pricing page', time: '4 days ago' },
    { label: 'Raised a Series B', time: '3 weeks ago' },
  ],
  footer: '20+ data points from 100+ data sources',
  enriched: 'Enriched',
} as const;

export const personalizeMock = {
  window: 'Compose',
  to: 'To',
  toValue: 'Marcus Weber, Head of Growth at Fernway',
  subjectLabel: 'Subject',
  /** Message parts; `ai: true` parts are the personalized phrases the mock highlights. */
  subject: [
    { text: 'Marcus, ', ai: true },
    { text: 'scaling outbound after ', ai: false },
    { text: "Fernway's expansion", ai: true },
  ],
  body: [
    [
      { text: 'Hi Marcus, ', ai: false },
      { text: 'saw that Fernway just opened its Berlin office', ai: true },
      { text: ', congratulations. ', ai: false },
    ],
    [
      { text: 'New markets usually mean ', ai: false },
      { text: 'new SDR hires before the pipeline is there', ai: true },
      { text: '. We help growth teams book qualified meetings from day one.', ai: false },
    ],
    [{ text: 'Open to a 20-minute call next week?', ai: false }],
  ],
  /** The sender's sign-off, under the message where the window has room for it. */
  signOff: ['Best,', 'Jordan Avery, Account Executive'],
  sourcesLabel: 'Personalized from',
  /** Each source and what the AI found in it; a narrow window shows the sources only. */
  sources: [
    { label: 'Company news', found: 'Opened a Berlin office' },
    { label: 'LinkedIn activity', found: 'Posted about hiring SDRs' },
    { label: 'Hiring signals', found: '4 open SDR roles' },
  ],
  footer: ['Written by AI', 'Tone: Friendly and professional', 'English'],
  regenerate: 'Rewrite',
} as const;

export const reachMock = {
  window: 'Sequence',
  title: 'Multichannel sequence',
  steps: [
    { channel: 'email', title: 'Intro email', meta: 'Day 1' },
    { channel: 'linkedin', title: 'Connection request', meta: 'Day 2' },
  ] satisfies { channel: MockChannel; title: string; meta: string }[],
  branchLabel: 'If connected on LinkedIn',
  branchElse: 'Otherwise',
  branches: [
    { channel: 'linkedin', title: 'LinkedIn message', meta: 'Day 4' },
    { channel: 'email', title: 'Follow-up email', meta: 'Day 4' },
  ] satisfies { channel: MockChannel; title: string; meta: string }[],
  final: { channel: 'email', title: 'Final nudge', meta: 'Day 7, if no reply' } satisfies {
    channel: MockChannel;
    title: string;
    meta: string;
  },
  evergreen: 'Evergreen mode',
  evergreenDetail: 'Adds new matching prospects',
  on: 'On',
  languagesLabel: 'Languages',
  languages: ['EN', 'DE', 'FR', 'ES', 'JA'],
  moreLanguages: '50+',
} as const;

export const bookMock = {
  window: 'Inbox',
  from: 'Marcus Weber',
  company: 'Fernway',
  time: '10:42',
  classification: 'Interested',
  reply: 'Thanks, this looks relevant to us. Could we talk next Tuesday afternoon?',
  modes: ['Autopilot', 'Copilot'],
  activeMode: 1,
  draftLabel: 'AI draft',
  draft:
    'Great to hear, Marcus. Tuesday at 14:00 works on our side; I have sent an invite with a video link. Talk soon!',
  approve: 'Approve and send',
  edit: 'Edit',
  otherRepliesLabel: 'Also handled today',
  otherReplies: [
    {
      from: 'Elena Rossi',
      company: 'Castor Labs',
      label: 'Not now',
      action: 'Follow-up set for next quarter',
    },
    {
      from: "James O'Connor",
      company: 'Northpeak',
      label: 'Out of office',
      action: 'Sequence paused until Monday',
    },
  ],
  calendar: 'Tue 14:00, added to Google Calendar',
} as const;
