// Data Processing Agreement (/dpa).
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { pages } from '../pages';
import {
  backups,
  entity,
  joinList,
  POLICY_LAST_UPDATED,
  personalDataTypes,
  product,
  retention,
  securityStandards as s,
  subProcessors,
} from './facts';
import { link, mail, rich } from './rich-text';
import type { LegalDocument } from './types';

export const dpaDocument: LegalDocument = {
  key: 'dpa',
  title: pages.dpa.heading,
  intro: pages.dpa.intro,
  lastUpdated: POLICY_LAST_UPDATED,
  sections: [
    {
      id: 'preamble',
      title: 'Preamble',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: rich`This Data Processing Agreement ("DPA") is part of the ${link('Terms of Service', paths.terms)} between the customer ("Customer") and ${entity} ("Provider") for the ${product} service. It sets out how Provider processes personal data on Customer's behalf, as required by Article 28 of the General Data Protection Regulation (GDPR).`,
        },
        {
          type: 'paragraph',
          text: 'If this DPA and the Terms conflict on the processing of personal data, this DPA prevails.',
        },
      ],
    },
    {
      id: 'definitions',
      title: 'Definitions',
      level: 2,
      blocks: [
        {
          type: 'definitions',
          items: [
            { term: 'Customer', description: `The company that subscribes to ${product}.` },
            { term: 'Provider', description: `${entity}, which provides ${product}.` },
            {
              term: 'Controller',
              description: 'The party that decides why and how personal data is processed.',
            },
            {
              term: 'Processor',
              description: 'The party that processes personal data on behalf of a controller.',
            },
            {
              term: 'Personal data',
              description: 'Any information relating to an identified or identifiable natural person.',
            },
            {
              term: 'Processing',
              description:
                'Any operation on personal data, such as collecting, storing, using, sending or deleting it.',
            },
            { term: 'Data subject', description: 'The person the personal data is about.' },
            {
              term: 'Sub-processor',
              description: "A third party Provider engages to process personal data for Customer's benefit.",
            },
            {
              term: 'Personal data breach',
              description:
                'A breach of security leading to the accidental or unlawful destruction, loss, alteration or disclosure of, or access to, personal data.',
            },
            {
              term: 'Data protection laws',
              description:
                'The GDPR, the UK GDPR and any other data protection law that applies to the processing.',
            },
          ],
        },
      ],
    },
    {
      id: 'applicability',
      title: 'Applicability',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: `This DPA applies whenever Provider processes personal data on Customer's behalf to provide ${product}.`,
        },
        {
          type: 'list',
          items: [
            'Customer is the controller of that personal data, or a processor acting for its own clients.',
            'Provider is the processor (or, where Customer is itself a processor, a sub-processor).',
          ],
        },
        {
          type: 'paragraph',
          text: rich`This DPA does not cover data Provider processes as a controller, such as account, billing and website data. The ${link('Privacy Policy', paths.privacy)} covers that data.`,
        },
      ],
    },
    {
      id: 'obligations',
      title: 'Obligations',
      level: 2,
      blocks: [{ type: 'paragraph', text: 'Each party commits to the following.' }],
    },
    {
      id: 'customer-obligations',
      title: "Customer's obligations",
      level: 3,
      blocks: [
        {
          type: 'list',
          items: [
            'Have a lawful basis for the processing, and give data subjects the information the law requires.',
            'Give Provider only lawful, documented instructions; the Terms, the product settings and your campaigns are those instructions.',
            rich`Follow the ${link('Usage Policy', paths.usagePolicy)}, and link only corporate email accounts.`,
          ],
        },
      ],
    },
    {
      id: 'provider-obligations',
      title: "Provider's obligations",
      level: 3,
      blocks: [
        {
          type: 'list',
          items: [
            "Process personal data only on Customer's documented instructions, unless the law requires otherwise, and tell Customer if an instruction appears to break the law.",
            'Never sell or rent personal data, and never mine it for advertising.',
            'Give only authorized personnel limited access to personal data, and bind them to confidentiality.',
            `Keep appropriate security measures: ${s.certification} audited controls, ${s.inTransit} in transit, ${s.atRest} at rest, and regular backups with a recovery time and recovery point objective of at most ${backups.rtoHours} hours.`,
            `Help Customer answer data subject requests; erasure requests are completed within ${retention.gdprErasureDays} days.`,
            'Notify Customer without undue delay after becoming aware of a personal data breach, and help Customer meet its own notification duties.',
            'Help Customer with data protection impact assessments and consultations with supervisory authorities.',
            `Protect transfers outside the European Economic Area, the United Kingdom and Switzerland with the European Commission's Standard Contractual Clauses.`,
            `Make the latest ${s.certification} report available on request, under a confidentiality agreement, to show compliance with this DPA.`,
          ],
        },
      ],
    },
    {
      id: 'processing-details',
      title: 'Processing details',
      level: 2,
      blocks: [
        {
          type: 'table',
          caption: 'Details of the processing',
          columns: ['Item', 'Details'],
          rows: [
            {
              header: 'Subject matter',
              cells: [`Providing the ${product} AI sales-development service to Customer.`],
            },
            {
              header: 'Duration',
              cells: [
                `The term of the Terms, plus up to ${retention.afterCancellationDays} days after cancellation until all data is deleted.`,
              ],
            },
            {
              header: 'Nature and purpose',
              cells: [
                'Finding and enriching prospects, writing personalized messages, sending email and LinkedIn sequences, detecting and classifying replies, booking meetings and reporting.',
              ],
            },
            {
              header: 'Types of personal data',
              cells: [joinList(personalDataTypes.map((t, i) => (i === 0 ? t : t.toLowerCase())))],
            },
            {
              header: 'Data subjects',
              cells: ["Customer's prospects and contacts, and Customer's users and teammates."],
            },
          ],
        },
      ],
    },
    {
      id: 'sub-processors',
      title: 'Sub-processors',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: 'Customer authorizes Provider to engage the following kinds of sub-processors. Provider binds each one to data protection obligations at least as protective as this DPA, and remains responsible for their work.',
        },
        {
          type: 'table',
          caption: 'Sub-processors by kind',
          columns: ['Sub-processor', 'Purpose'],
          rows: subProcessors.map((p) => ({ header: p.kind, cells: [p.purpose] })),
        },
        {
          type: 'paragraph',
          text: rich`The current list of named sub-processors is available from ${mail(siteConfig.privacyEmail)}. Provider tells Customer before adding or replacing a sub-processor, and Customer may object on reasonable data protection grounds.`,
        },
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: `This DPA lasts as long as Provider processes personal data for Customer. Customer's data is never deleted without time to export it. After the subscription is cancelled or ends, Provider deletes all Customer personal data within ${retention.afterCancellationDays} days, unless the law requires Provider to keep it.`,
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
          text: rich`Questions about this DPA, data subject requests and breach reports go to ${mail(siteConfig.privacyEmail)}. Security matters go to ${mail(siteConfig.securityEmail)}.`,
        },
      ],
    },
  ],
};
