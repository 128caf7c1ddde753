// Usage Policy (/usage-policy): the 13 numbered rules every account follows.
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { pages } from '../pages';
import {
  freemiumLiveDataCredits,
  joinList,
  POLICY_LAST_UPDATED,
  product,
  roleBasedExamples,
  usageThresholds as t,
} from './facts';
import { link, mail, rich } from './rich-text';
import type { LegalDocument, LegalSection } from './types';

type Rule = Omit<LegalSection, 'level' | 'number'>;

const rules: Rule[] = [
  {
    id: 'opt-out-link',
    tocLabel: 'Opt-out link',
    title: 'Include an opt-out link in every cold email',
    blocks: [
      {
        type: 'paragraph',
        text: 'Every email in a cold campaign must include an opt-out link: the first-step email, every follow-up and every A/B variant. You can customise the text of the link, for example "Not interested? Let me know", but it must always be there and always work.',
      },
    ],
  },
  {
    id: 'sender-identification',
    tocLabel: 'Honest sender details',
    title: 'Identify yourself honestly',
    blocks: [
      {
        type: 'paragraph',
        text: 'Promotional emails must include your contact information with a physical mailing address or a PO Box. Subject lines must describe the email accurately, and your contact information must be accurate.',
      },
    ],
  },
  {
    id: 'no-role-based-addresses',
    tocLabel: 'No role-based addresses',
    title: 'No role-based addresses',
    blocks: [
      {
        type: 'paragraph',
        text: `Prospect lists must not contain role-based generic addresses, such as ${joinList(roleBasedExamples, 'or')} addresses. Write to named people who are likely to care about your offer.`,
      },
    ],
  },
  {
    id: 'corporate-email-accounts',
    tocLabel: 'Corporate accounts',
    title: 'Link corporate email accounts and upload valid addresses',
    blocks: [
      {
        type: 'paragraph',
        text: 'Only corporate email accounts can be linked. Accounts from free email providers cannot be linked; business packages of a workspace suite can.',
      },
      {
        type: 'paragraph',
        text: 'Every email address you upload is verified. Invalid addresses are blocked on upload and are never sent to.',
      },
    ],
  },
  {
    id: 'light-formatting',
    tocLabel: 'Light formatting',
    title: 'Keep formatting light',
    blocks: [
      {
        type: 'paragraph',
        text: 'Attachments and heavy formatting, such as large images, many links or complex layouts, are discouraged. They hurt deliverability and make cold emails look like marketing blasts.',
      },
    ],
  },
  {
    id: 'bounce-rate',
    tocLabel: 'Bounce rate',
    title: `Keep the bounce rate at or below ${t.maxBounceRate}%`,
    blocks: [
      {
        type: 'paragraph',
        text: `A campaign's bounce rate must never exceed ${t.maxBounceRate}%. Clean your prospect lists before you upload them.`,
      },
    ],
  },
  {
    id: 'spam-bounce-rate',
    tocLabel: 'Spam bounces',
    title: `Keep spam bounces at or below ${t.spamBounceSuspension}%`,
    blocks: [
      {
        type: 'paragraph',
        text: `A spam bounce happens when a receiving server rejects your email as spam. A spam bounce rate above ${t.spamBounceSuspension}% may lead to immediate suspension of the campaign or the account.`,
      },
    ],
  },
  {
    id: 'invalid-emails',
    tocLabel: 'Invalid addresses',
    title: `Keep invalid addresses at or below ${t.maxInvalidShare}%`,
    blocks: [
      {
        type: 'paragraph',
        text: `Invalid or nonexistent email addresses must not make up more than ${t.maxInvalidShare}% of any campaign.`,
      },
    ],
  },
  {
    id: 'open-rate',
    tocLabel: 'Open rate',
    title: `Keep the open rate over ${t.minOpenRate}%`,
    blocks: [
      {
        type: 'paragraph',
        text: `A campaign's open rate must be over ${t.minOpenRate}%. A lower rate usually means the audience or the subject line needs work; A/B test the subject to improve it.`,
      },
    ],
  },
  {
    id: 'reply-rate',
    tocLabel: 'Reply rate',
    title: `Keep the reply rate above ${t.minReplyRate}%`,
    blocks: [
      {
        type: 'paragraph',
        text: `After the first step and one follow-up have been sent, a campaign's reply rate must be above ${t.minReplyRate}%.`,
      },
    ],
  },
  {
    id: 'opt-out-rate',
    tocLabel: 'Opt-out rate',
    title: `Keep the opt-out rate under ${t.maxOptOutRate}%`,
    blocks: [
      {
        type: 'paragraph',
        text: `A campaign's opt-out rate must stay under ${t.maxOptOutRate}%. A high rate means the message is reaching the wrong people.`,
      },
    ],
  },
  {
    id: 'live-data-credits',
    tocLabel: 'Live data credits',
    title: 'Use live data credits within your plan',
    blocks: [
      {
        type: 'paragraph',
        text: `Freemium plans include ${freemiumLiveDataCredits} live data credits per account per month. More credits are available as an add-on.`,
      },
    ],
  },
  {
    id: 'suspension',
    tocLabel: 'Suspension',
    title: 'Breaking the rules can lead to suspension',
    blocks: [
      {
        type: 'paragraph',
        text: 'If an account or a campaign breaks these rules, we may suspend it, in some cases without warning, to protect recipients, our sending reputation and other customers. When we can, we tell you what went wrong and how to resume.',
      },
    ],
  },
];

export const USAGE_RULE_COUNT = 13;

export const usagePolicyDocument: LegalDocument = {
  key: 'usagePolicy',
  title: pages.usagePolicy.heading,
  intro: pages.usagePolicy.intro,
  lastUpdated: POLICY_LAST_UPDATED,
  sections: [
    {
      id: 'overview',
      title: 'Overview',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: rich`This Usage Policy keeps outreach sent with ${product} relevant, lawful and deliverable, for you, for the people you contact and for every other customer. It is part of our ${link('Terms of Service', paths.terms)} and applies to every account.`,
        },
        {
          type: 'paragraph',
          text: `Direct competitors of ${product} may not use the service without our prior written consent.`,
        },
      ],
    },
    {
      id: 'key-terms',
      title: 'Key terms',
      level: 3,
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Account',
              description: `Your company's ${product} workspace and everyone invited to it.`,
            },
            {
              term: 'Campaign',
              description:
                'A sequence of steps sent to a prospect list: a first-step email and its follow-ups. The subject and body of a step can be A/B tested.',
            },
            { term: 'Prospect list', description: 'The people a campaign is sent to.' },
            { term: 'Email account', description: 'The corporate mailbox you link to send a campaign.' },
            {
              term: 'Opt-out link',
              description: 'A link in each email that lets the recipient stop receiving your emails.',
            },
            {
              term: 'Live data credits',
              description: 'Credits used to look up fresh contact data in real time.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Rates are measured per campaign, across all of its steps and A/B variants.',
        },
      ],
    },
    {
      id: 'rules',
      title: 'The rules',
      level: 2,
      blocks: [{ type: 'paragraph', text: `Every account must follow these ${USAGE_RULE_COUNT} rules.` }],
    },
    ...rules.map((rule, i): LegalSection => ({ ...rule, level: 3, number: i + 1 })),
    {
      id: 'questions',
      title: 'Questions',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: rich`Not sure whether a campaign follows these rules? Write to ${mail(siteConfig.supportEmail)} before you send it.`,
        },
      ],
    },
  ],
};
