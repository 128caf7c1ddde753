// Security and trust (/security). The source material stops midway through this page; the
// vulnerability disclosure and contact sections were completed from the rest of the policies.
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { pages } from '../pages';
import {
  backups,
  customerDataFields,
  entity,
  gdprRights,
  navigationalDataFields,
  POLICY_LAST_UPDATED,
  product,
  retention,
  securityStandards as s,
  subProcessors,
} from './facts';
import { link, mail, rich, strong } from './rich-text';
import type { LegalDocument } from './types';

/** Anchors other pages and deep links rely on: keep them stable. */
export const securityAnchors = {
  gdprCompliance: 'gdpr-compliance',
  gdprRights: 'gdpr-rights',
  dataTransfer: 'privacy-shield',
  dataCollection: 'data-collection',
  contact: 'contact',
  subProcessors: 'sub-processors',
} as const;

export const securityDocument: LegalDocument = {
  key: 'security',
  title: pages.security.heading,
  intro: pages.security.intro,
  lastUpdated: POLICY_LAST_UPDATED,
  sections: [
    {
      id: 'overview',
      title: 'Overview',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: `Sales teams trust ${product} with their prospects, their email accounts and their conversations. This page explains how ${entity} protects that data, how we meet the General Data Protection Regulation (GDPR), and how to reach our security team.`,
        },
        {
          type: 'list',
          items: [
            rich`${strong(s.certification)}: our controls are independently audited.`,
            rich`${strong('Encryption')}: ${s.inTransit} for data in transit and ${s.atRest} for data at rest.`,
            rich`${strong('Your data stays yours')}: it is never sold or rented, and never mined for advertising.`,
            rich`${strong('Limited access')}: only authorized personnel get limited access to customer data.`,
            rich`${strong('Backups')}: regular backups, with a recovery time objective (RTO) and recovery point objective (RPO) of at most ${backups.rtoHours} hours.`,
          ],
        },
      ],
    },
    {
      id: 'policies',
      title: 'Security policies',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: 'Our security program covers how data is protected, who can reach it, how it is recovered and what we will never do with it.',
        },
      ],
    },
    {
      id: 'certification',
      title: 'Independent audit',
      level: 3,
      blocks: [
        {
          type: 'paragraph',
          text: `${product} is ${s.certification} compliant. An independent auditor tests the design and the operating effectiveness of our security, availability and confidentiality controls over time, not just on one day. Customers can request the latest report under a confidentiality agreement.`,
        },
      ],
    },
    {
      id: 'encryption',
      title: 'Encryption',
      level: 3,
      blocks: [
        {
          type: 'paragraph',
          text: `All traffic between your browser, our application and our sub-processors is encrypted with ${s.inTransit}. Stored data, including databases, files and backups, is encrypted with ${s.atRest}.`,
        },
      ],
    },
    {
      id: 'access-control',
      title: 'Access control',
      level: 3,
      blocks: [
        {
          type: 'paragraph',
          text: 'Only authorized personnel get access to customer data, and that access is limited to what their role requires. Access is granted individually, reviewed regularly and removed when it is no longer needed.',
        },
        {
          type: 'paragraph',
          text: 'When you contact our support or customer-success team for help, they are considered permitted to access your account to resolve your request.',
        },
      ],
    },
    {
      id: 'backups',
      title: 'Backups and recovery',
      level: 3,
      blocks: [
        {
          type: 'paragraph',
          text: `We back up customer data regularly. If a disaster strikes, our recovery time objective (RTO) and recovery point objective (RPO) are both at most ${backups.rtoHours} hours: the service is restored within ${backups.rtoHours} hours, and no more than ${backups.rpoHours} hours of data can be lost.`,
        },
      ],
    },
    {
      id: 'data-ownership',
      title: 'Data ownership and use',
      level: 3,
      blocks: [
        {
          type: 'paragraph',
          text: `You own your data. We never delete it without giving you time to export it first. When you cancel, all account data is deleted within ${retention.afterCancellationDays} days.`,
        },
        {
          type: 'paragraph',
          text: 'Your data is never sold or rented to anyone, and it is never mined for advertising. We use it only to provide the service to you.',
        },
      ],
    },
    {
      id: securityAnchors.gdprCompliance,
      title: 'GDPR compliance',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: `${product} is built to help you meet the GDPR. For the prospect data you upload or find with ${product}, you are the controller (or a processor acting for your own clients) and ${entity} is your processor. Our obligations as processor are set out below and in full in our Data Processing Agreement.`,
        },
        {
          type: 'list',
          items: [
            rich`We process personal data only on your documented instructions, as described in the ${link('Data Processing Agreement', paths.dpa)}.`,
            'We collect only the data the service needs. A connected Gmail account gets read access to the inbox only to detect replies, and we store only the emails sent through the product and the replies to them.',
            'Every campaign email carries an opt-out link, and opt-outs are honoured across your account.',
            'We keep records of processing, review our sub-processors, and notify you without undue delay if a personal data breach affects your data.',
          ],
        },
      ],
    },
    {
      id: securityAnchors.gdprRights,
      title: 'GDPR rights',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: 'If you are in the European Economic Area, the United Kingdom or Switzerland, you have these rights over your personal data:',
        },
        {
          type: 'definitions',
          items: gdprRights.map((r) => ({ term: r.right, description: r.description })),
        },
        {
          type: 'paragraph',
          text: rich`To exercise a right, write to ${mail(siteConfig.privacyEmail)}. We confirm your identity, then act on your request; deletion is completed within ${retention.gdprErasureDays} days. If you are a prospect contacted by one of our customers, we forward your request to that customer and help them answer it.`,
        },
      ],
    },
    {
      id: securityAnchors.dataTransfer,
      title: 'Data transfers',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: `${entity} is a United States company, so personal data from the European Economic Area, the United Kingdom and Switzerland may be transferred to and processed in the United States and in the countries where our sub-processors operate.`,
        },
        {
          type: 'paragraph',
          text: `The EU-U.S. Privacy Shield is no longer a valid basis for these transfers. We rely on the European Commission's Standard Contractual Clauses instead, and add technical safeguards: ${s.inTransit} in transit, ${s.atRest} at rest and limited, role-based access.`,
        },
      ],
    },
    {
      id: securityAnchors.dataCollection,
      title: 'Data we collect',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: rich`We collect two kinds of data. The ${link('Privacy Policy', paths.privacy)} explains in full how we use them.`,
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
          text: 'Information you give us when you sign up, request a demo or use the service:',
        },
        { type: 'list', items: customerDataFields },
      ],
    },
    {
      id: 'navigational-data',
      title: 'Navigational data',
      level: 3,
      blocks: [
        {
          type: 'paragraph',
          text: 'Information collected automatically when you visit our website or application:',
        },
        { type: 'list', items: navigationalDataFields },
      ],
    },
    {
      id: securityAnchors.subProcessors,
      title: 'Sub-processors',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: 'We use a small number of carefully chosen sub-processors. Each one is bound by data protection terms at least as protective as our own.',
        },
        {
          type: 'table',
          caption: 'Sub-processors by kind',
          columns: ['Sub-processor', 'What it does', 'Data involved'],
          rows: subProcessors.map((p) => ({ header: p.kind, cells: [p.purpose, p.data] })),
        },
        {
          type: 'paragraph',
          text: rich`The current list of named sub-processors is available on request from ${mail(siteConfig.privacyEmail)}.`,
        },
      ],
    },
    {
      id: 'vulnerability-disclosure',
      title: 'Vulnerability disclosure',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: rich`If you believe you have found a security vulnerability in ${product}, please report it to ${mail(siteConfig.securityEmail)}. Include a description of the issue, the steps to reproduce it and the impact you expect.`,
        },
        {
          type: 'paragraph',
          text: 'We acknowledge every report, keep you informed while we investigate and fix it, and credit you if you wish. While you research, please:',
        },
        {
          type: 'list',
          items: [
            'test only against your own account and data, and never access, change or delete data that belongs to others;',
            'avoid anything that degrades the service for others, such as denial-of-service tests, spam or large automated scans;',
            'not use social engineering or physical attacks against our staff or offices;',
            'give us reasonable time to fix the issue before you share it publicly.',
          ],
        },
        {
          type: 'note',
          title: 'Safe harbour',
          text: 'We will not take legal action against research carried out in good faith and within these guidelines.',
        },
      ],
    },
    {
      id: securityAnchors.contact,
      title: 'Contact',
      level: 2,
      blocks: [
        {
          type: 'list',
          items: [
            rich`Security questions and vulnerability reports: ${mail(siteConfig.securityEmail)}`,
            rich`Privacy and GDPR requests: ${mail(siteConfig.privacyEmail)}`,
            rich`Everything else: ${mail(siteConfig.contactEmail)}`,
          ],
        },
        {
          type: 'paragraph',
          text: `${entity} is the company that provides ${product}.`,
        },
      ],
    },
  ],
};
