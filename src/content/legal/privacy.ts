// Privacy Policy (/privacy).
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { pages } from '../pages';
import {
  ages,
  backups,
  customerDataFields,
  entity,
  gdprRights,
  navigationalDataFields,
  POLICY_LAST_UPDATED,
  product,
  retention,
  securityStandards as s,
  subProcessorKindsText,
} from './facts';
import { link, mail, rich, strong } from './rich-text';
import { securityAnchors } from './security';
import type { LegalDocument } from './types';

export const privacyDocument: LegalDocument = {
  key: 'privacy',
  title: pages.privacy.heading,
  intro: pages.privacy.intro,
  lastUpdated: POLICY_LAST_UPDATED,
  sections: [
    {
      id: 'important-information',
      title: 'Important information',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: `This Privacy Policy explains how ${entity} ("${product}", "we", "us") collects, uses, shares and protects personal information when you visit our website, request a demo or use the ${product} platform.`,
        },
        {
          type: 'paragraph',
          text: rich`For your account and website data, we are the controller. For the prospect data you upload or find with ${product}, you are the controller and we process it for you as described in our ${link('Data Processing Agreement', paths.dpa)}.`,
        },
        {
          type: 'note',
          title: 'Our commitments',
          text: 'We never sell or rent your data, and we never mine it for advertising.',
        },
      ],
    },
    {
      id: 'revision',
      title: 'Revisions to this policy',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: 'We may update this policy as our service or the law changes. The date at the top of this page shows when it last changed. If a change is significant, we tell account owners by email or in the product before it takes effect. Continuing to use the service after that date means you accept the updated policy.',
        },
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: 'We collect only what we need to run the service: information you give us, information collected automatically, and the email data needed to send your campaigns.',
        },
      ],
    },
    {
      id: 'customer-data',
      title: 'Customer data',
      level: 3,
      blocks: [
        {
          type: 'paragraph',
          text: 'When you sign up, request a demo or contact us, you give us:',
        },
        { type: 'list', items: customerDataFields },
        {
          type: 'paragraph',
          text: 'When you use the platform, you also upload or find prospect data, such as full names, email addresses, phone numbers and positions. We process it only on your behalf.',
        },
      ],
    },
    {
      id: 'navigational-data',
      title: 'Navigational data',
      level: 3,
      blocks: [
        { type: 'paragraph', text: 'When you visit our website or application, we collect automatically:' },
        { type: 'list', items: navigationalDataFields },
      ],
    },
    {
      id: 'connected-email-accounts',
      title: 'Connected email accounts',
      level: 3,
      blocks: [
        {
          type: 'paragraph',
          text: `To send campaigns you link a corporate email account; accounts from free email providers cannot be linked. When you connect a Gmail account, ${product} asks for read access to the inbox so it can detect replies to your campaigns.`,
        },
        {
          type: 'paragraph',
          text: 'We store only the emails sent through the product and the replies to them. We do not store any other email in your inbox.',
        },
      ],
    },
    {
      id: 'children',
      title: 'Children',
      level: 3,
      blocks: [
        {
          type: 'paragraph',
          text: rich`${product} is for business users over ${ages.minimumUser}. We do not knowingly collect data from children under ${ages.children}. If we learn that we have, we delete it. Write to ${mail(siteConfig.privacyEmail)} if you believe a child has given us personal data.`,
        },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How we use information',
      level: 2,
      blocks: [
        { type: 'paragraph', text: 'We use personal information to:' },
        {
          type: 'list',
          items: [
            'provide, operate and maintain the service, including the campaigns you set up;',
            'find and enrich prospects, write personalized messages and detect and classify replies;',
            'book meetings in the calendars you connect;',
            'answer your questions and provide support;',
            'bill you and manage your subscription;',
            'keep the service secure and prevent fraud and abuse of our Usage Policy;',
            'understand how the website and product are used, so we can improve them;',
            'meet our legal obligations.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Under the GDPR, we rely on the performance of our contract with you, our legitimate interests in running and improving a secure service, your consent where we ask for it, and our legal obligations.',
        },
        {
          type: 'paragraph',
          text: 'We never use your data for advertising, and we never sell or rent it.',
        },
      ],
    },
    {
      id: 'data-sharing',
      title: 'Data sharing',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: 'We do not sell or rent personal information. We share it only with:',
        },
        {
          type: 'list',
          items: [
            rich`${strong('Sub-processors')} that help us run the service: ${subProcessorKindsText}. See the ${link('list of sub-processors', `${paths.security}#${securityAnchors.subProcessors}`)}.`,
            rich`${strong('Your teammates')}: people in your company you invite to your account can see the data you share with them.`,
            rich`${strong('Our support and customer-success staff')}: when you contact them, they are considered permitted to access your account to help you.`,
            rich`${strong('Authorities')}: when the law requires it, or to protect the rights, property or safety of our users or the public.`,
            rich`${strong('A successor')}: if ${entity} is involved in a merger or acquisition, under the same protections as this policy.`,
          ],
        },
      ],
    },
    {
      id: 'security',
      title: 'Security',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: rich`${product} is ${s.certification} compliant. Data is encrypted with ${s.inTransit} in transit and ${s.atRest} at rest. Only authorized personnel get limited access to customer data. We make regular backups, with a recovery time objective and recovery point objective of at most ${backups.rtoHours} hours. Read more on our ${link('Trust & Security page', paths.security)}.`,
        },
      ],
    },
    {
      id: 'retention',
      title: 'Data retention',
      level: 2,
      blocks: [
        {
          type: 'list',
          items: [
            'We keep account and customer data for as long as your account is active.',
            `You own your data, and we never delete it without giving you time to export it. After you cancel, all account data is deleted within ${retention.afterCancellationDays} days.`,
            `When you ask us to erase your personal data under the GDPR, we delete it within ${retention.gdprErasureDays} days.`,
            'We keep navigational data only as long as we need it to secure and improve the service, and billing records as long as tax law requires.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      level: 2,
      blocks: [
        { type: 'paragraph', text: 'Depending on where you live, you have the right to:' },
        {
          type: 'definitions',
          items: gdprRights.map((r) => ({ term: r.right, description: r.description })),
        },
        {
          type: 'paragraph',
          text: rich`Write to ${mail(siteConfig.privacyEmail)} to use any of these rights. We may ask you to confirm your identity first. If we hold your data as a processor for one of our customers, we pass your request to that customer and help them answer it.`,
        },
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: rich`${entity} is based in the United States, and our sub-processors may process data in other countries. When personal data leaves the European Economic Area, the United Kingdom or Switzerland, we protect it with the European Commission's Standard Contractual Clauses and with encryption and access controls. Details are on our ${link('Trust & Security page', `${paths.security}#${securityAnchors.dataTransfer}`)}.`,
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: rich`Questions about this policy or your personal data: ${mail(siteConfig.privacyEmail)}. For anything else, write to ${mail(siteConfig.contactEmail)}.`,
        },
        {
          type: 'paragraph',
          text: `${entity} is responsible for the processing described in this policy.`,
        },
      ],
    },
  ],
};
