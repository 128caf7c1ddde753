// Terms & Conditions (/terms).
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { pages } from '../pages';
import { ages, entity, governingLaw, liabilityCap, POLICY_LAST_UPDATED, product, retention } from './facts';
import { link, mail, rich, strong } from './rich-text';
import type { LegalDocument } from './types';

export const termsDocument: LegalDocument = {
  key: 'terms',
  title: pages.terms.heading,
  intro: pages.terms.intro,
  lastUpdated: POLICY_LAST_UPDATED,
  sections: [
    {
      id: 'welcome',
      title: 'Welcome',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: `Welcome to ${product}. These Terms of Service ("Terms") are an agreement between you and ${entity} ("${product}", "we", "us"). By creating an account or using the service, you agree to them. If you accept them for a company, you confirm that you may bind that company, and "you" means the company.`,
        },
        {
          type: 'paragraph',
          text: rich`Our ${link('Usage Policy', paths.usagePolicy)}, ${link('Privacy Policy', paths.privacy)}, ${link('Data Processing Agreement', paths.dpa)} and ${link('Service Level Agreement', paths.sla)} are part of these Terms. Questions? Write to ${mail(siteConfig.contactEmail)}.`,
        },
      ],
    },
    {
      id: 'your-data',
      title: 'Your data',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: 'You own the data you bring to or create in the service: your prospect lists, campaigns, messages and replies. We use it only to provide the service to you. We never sell or rent it, and we never mine it for advertising.',
        },
        {
          type: 'paragraph',
          text: 'We never delete your data without giving you time to export it. You are responsible for having a lawful basis to contact the people in your prospect lists.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      level: 2,
      blocks: [
        {
          type: 'list',
          items: [
            `You must be over ${ages.minimumUser} to use ${product}.`,
            'Give us accurate information and keep it up to date.',
            'You must link a corporate email account. Accounts from free email providers cannot be attached; business packages of a workspace suite can.',
            'Keep your login details secure. You are responsible for everything done under your account.',
            `Direct competitors of ${product} may not use the service without our prior written consent.`,
          ],
        },
      ],
    },
    {
      id: 'sharing-and-privacy',
      title: 'Sharing and privacy',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: 'You can invite teammates to your account and decide which data you share with them. Anything you share is visible to those teammates.',
        },
        {
          type: 'paragraph',
          text: 'When you contact our support or customer-success staff, they are considered permitted to access your account so that they can help you.',
        },
        {
          type: 'paragraph',
          text: rich`Our ${link('Privacy Policy', paths.privacy)} explains how we handle personal information.`,
        },
      ],
    },
    {
      id: 'responsibilities',
      title: 'Your responsibilities',
      level: 2,
      blocks: [
        {
          type: 'list',
          items: [
            rich`Follow our ${link('Usage Policy', paths.usagePolicy)} and all laws that apply to your outreach, including anti-spam and data protection laws.`,
            'Do not use the service to send unlawful, misleading or harmful content, or to harass anyone.',
            'Do not try to break, overload, copy or reverse engineer the service, or to get around its limits.',
          ],
        },
        {
          type: 'paragraph',
          text: 'If you break the usage rules, we may suspend your account or a campaign, in some cases without warning.',
        },
      ],
    },
    {
      id: 'payment-and-billing',
      title: 'Payment and billing',
      level: 2,
      blocks: [
        {
          type: 'list',
          items: [
            'Subscriptions are billed in advance, monthly or annually, depending on the plan you choose.',
            'Payments are non-refundable, including for partly used periods, downgrades and unused features.',
            rich`Subscriptions ${strong('renew automatically')} for the same period unless you request cancellation before the renewal date.`,
            'Prices do not include taxes, which are added where the law requires.',
            'If we change our prices, the new price applies from your next renewal, and we tell you before then.',
          ],
        },
      ],
    },
    {
      id: 'cancelling',
      title: 'Cancelling',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: rich`You can cancel at any time by writing to ${mail(siteConfig.supportEmail)}. To stop the next renewal, request cancellation before the renewal date. Your account stays active until the end of the period you have paid for, so you have time to export your data.`,
        },
        {
          type: 'paragraph',
          text: `After cancellation, all account data is deleted within ${retention.afterCancellationDays} days.`,
        },
      ],
    },
    {
      id: 'anti-spam',
      title: 'Anti-spam',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: rich`We do not tolerate spam. Every cold campaign email must include an opt-out link, promotions must show a physical mailing address or PO Box, and every campaign must stay within the bounce, spam, open, reply and opt-out limits of the ${link('Usage Policy', paths.usagePolicy)}. We may suspend an account or a campaign that breaks these rules, in some cases without warning.`,
        },
      ],
    },
    {
      id: 'ownership',
      title: 'Ownership',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: `${entity} owns the ${product} service, software, website, brand and all related intellectual property. These Terms give you the right to use the service while your subscription is active; they do not transfer any ownership to you. You keep full ownership of your data.`,
        },
        {
          type: 'paragraph',
          text: 'If you send us feedback or suggestions, we may use them without any obligation to you.',
        },
      ],
    },
    {
      id: 'warranty',
      title: 'Warranty disclaimer',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: 'We work hard to keep the service reliable, but it is provided "as is" and "as available". To the extent the law allows, we disclaim all warranties, whether express or implied, including merchantability, fitness for a particular purpose and non-infringement.',
        },
        {
          type: 'paragraph',
          text: 'Results such as the number of meetings booked depend on your market, offer and data. Figures on our website describe typical outcomes and are not guaranteed.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: `To the extent the law allows, ${entity} is not liable for indirect, incidental, special or consequential damages, or for lost profits, revenue or data.`,
        },
        {
          type: 'paragraph',
          text: rich`Our total liability for any claim is limited to ${strong(`the greater of $${liabilityCap.floorUsd} or the amounts you paid us in the past ${liabilityCap.lookback}`)}.`,
        },
      ],
    },
    {
      id: 'indemnification',
      title: 'Indemnification',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: `You agree to defend and indemnify ${entity} against claims, damages and costs, including reasonable legal fees, that arise from your data, your campaigns, your breach of these Terms or the Usage Policy, or your breach of any law.`,
        },
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: `These Terms are governed by the laws of the State of ${governingLaw}, without regard to its conflict-of-laws rules. Any dispute will be resolved by binding arbitration in ${governingLaw}, on an individual basis, rather than in court.`,
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: 'We may update these Terms from time to time. The date at the top of this page shows when they last changed. If a change is significant, we tell account owners by email or in the product before it takes effect. Continuing to use the service after that date means you accept the updated Terms.',
        },
      ],
    },
  ],
};
