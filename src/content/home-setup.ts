// Home page "Setup" section: the nine setup inputs and the sample answer each preview shows.
import { siteConfig } from '@/config/site';
import type { SectionCopy } from './home';

const name = siteConfig.name;

export type SetupPreview =
  | { kind: 'text'; field: string; value: string }
  | { kind: 'fields'; rows: { label: string; value: string }[] }
  | { kind: 'chips'; groups: { label: string; values: string[] }[]; summary: string }
  | { kind: 'choices'; field: string; options: string[]; selected: number }
  | { kind: 'list'; field: string; items: string[] };

export type SetupInput = { id: string; label: string; description: string; preview: SetupPreview };

export const setupSection: SectionCopy & {
  listLabel: string;
  previous: string;
  next: string;
  previewTitle: string;
  step: (n: number, total: number) => string;
  aiNote: string;
} = {
  eyebrow: 'Setup',
  title: 'Your workflow, configured in minutes',
  intro: `Answer nine questions about what you sell and who you sell to, and ${name} turns them into a working outreach workflow. The whole setup takes about 50 minutes.`,
  listLabel: 'Setup inputs',
  previous: 'Previous input',
  next: 'Next input',
  previewTitle: 'Workflow setup',
  step: (n, total) => `Step ${n} of ${total}`,
  aiNote: 'AI suggestion, ready to edit',
};

export const setupInputs: SetupInput[] = [
  {
    id: 'what-you-sell',
    label: 'What you sell',
    description: 'Describe your product or service in a few sentences.',
    preview: {
      kind: 'text',
      field: 'Product description',
      value:
        'Cloud inventory software that helps mid-market retailers forecast demand and prevent stockouts across stores and warehouses.',
    },
  },
  {
    id: 'templates',
    label: 'Templates',
    description: 'Start from proven templates, or bring the ones you already trust.',
    preview: {
      kind: 'choices',
      field: 'Starting template',
      options: ['Problem-led cold intro', 'Trigger-event follow-up', 'Case-study share', 'Polite break-up'],
      selected: 0,
    },
  },
  {
    id: 'company-information',
    label: 'Company information',
    description: 'Tell the AI who you are, so every message sounds like you.',
    preview: {
      kind: 'fields',
      rows: [
        { label: 'Company', value: 'Northwind Retail Cloud' },
        { label: 'Website', value: 'northwind.example' },
        { label: 'Industry', value: 'Retail software' },
        { label: 'Team size', value: '51-200 employees' },
      ],
    },
  },
  {
    id: 'ideal-customer-profile',
    label: 'Ideal customer profile',
    description: 'Who you want to reach. The AI proposes a profile to start from.',
    preview: {
      kind: 'chips',
      groups: [
        { label: 'Industry', values: ['Retail', 'E-commerce'] },
        { label: 'Company size', values: ['200-2,000 employees'] },
        { label: 'Job titles', values: ['VP Operations', 'Head of Supply Chain'] },
        { label: 'Regions', values: ['North America', 'DACH'] },
      ],
      summary: '12,847 contacts match',
    },
  },
  {
    id: 'reason-for-outreach',
    label: 'Reason for outreach',
    description: 'Why now? A trigger gives every message a reason to exist.',
    preview: {
      kind: 'choices',
      field: 'Outreach trigger',
      options: [
        'Opening new locations',
        'Recently raised funding',
        'Hiring operations leaders',
        'Switching ERP systems',
      ],
      selected: 0,
    },
  },
  {
    id: 'pain-points',
    label: 'Pain points',
    description: 'The problems your buyers feel, in their own words.',
    preview: {
      kind: 'list',
      field: 'Top pain points',
      items: [
        'Stockouts during peak season',
        'Overstock tying up working capital',
        'Forecasts still built in spreadsheets',
      ],
    },
  },
  {
    id: 'value-proposition',
    label: 'Value proposition',
    description: 'What changes for the customer once they buy.',
    preview: {
      kind: 'text',
      field: 'Value proposition',
      value:
        'Forecast demand per store and product, reorder automatically and free up working capital, without another spreadsheet.',
    },
  },
  {
    id: 'call-to-action',
    label: 'Call to action',
    description: 'The one next step you want every prospect to take.',
    preview: {
      kind: 'choices',
      field: 'Primary call to action',
      options: ['Book a 20-minute demo', 'Reply for a case study', 'Start a pilot'],
      selected: 0,
    },
  },
  {
    id: 'tone-of-voice',
    label: 'Tone of voice',
    description: 'How formal, direct or warm your messages should sound.',
    preview: {
      kind: 'choices',
      field: 'Tone of voice',
      options: ['Formal', 'Friendly and professional', 'Casual', 'Direct'],
      selected: 1,
    },
  },
];
