// Service Level Agreement (/sla).
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { pages } from '../pages';
import { entity, POLICY_LAST_UPDATED, product, supportHours } from './facts';
import { link, mail, rich } from './rich-text';
import type { LegalDocument, LegalTable } from './types';

/** Resolution times: exactly as agreed, per priority, for issues we own and provider-related ones. */
export const slaResolutionTable: LegalTable = {
  type: 'table',
  caption: 'Resolution time by priority',
  columns: ['Priority', 'Resolution time, issues we own', 'Resolution time, provider-related issues'],
  rows: [
    { header: 'P1', cells: ['4-12 hours', '1 day'] },
    { header: 'P2', cells: ['1-3 days', '2-4 days'] },
    { header: 'P3', cells: ['5-10 days', '10-15 days'] },
    { header: 'P4', cells: ['30-60 days', '30-60 days'] },
    { header: 'P5', cells: ['none', 'none'] },
  ],
};

export const slaDocument: LegalDocument = {
  key: 'sla',
  title: pages.sla.heading,
  intro: pages.sla.intro,
  lastUpdated: POLICY_LAST_UPDATED,
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: rich`This Service Level Agreement ("SLA") describes the support ${entity} gives customers of ${product}. It is part of our ${link('Terms of Service', paths.terms)}.`,
        },
      ],
    },
    {
      id: 'purpose',
      title: 'Purpose',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: 'It sets clear expectations: how we rank an incident, how quickly we resolve it, and when our support team is available.',
        },
      ],
    },
    {
      id: 'incident-classification',
      title: 'Incident classification',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: 'When you report an incident, we give it a priority from P1 (most urgent) to P5 based on its impact and on how many users it affects.',
        },
      ],
    },
    {
      id: 'p1',
      title: 'P1: Critical',
      level: 3,
      blocks: [
        {
          type: 'paragraph',
          text: 'The service, or a core function of it, is unavailable for all users and there is no workaround.',
        },
        {
          type: 'note',
          title: 'Example',
          text: 'Sending is blocked for all users for longer than half an hour.',
        },
      ],
    },
    {
      id: 'p2',
      title: 'P2: High',
      level: 3,
      blocks: [
        {
          type: 'paragraph',
          text: 'A core function is broken or badly degraded for some users, and any workaround is limited.',
        },
        {
          type: 'note',
          title: 'Example',
          text: 'Replies are not reaching the unified inbox for a group of accounts.',
        },
      ],
    },
    {
      id: 'p3',
      title: 'P3: Medium',
      level: 3,
      blocks: [
        {
          type: 'paragraph',
          text: 'A feature does not work as expected, but a workaround exists and campaigns keep running.',
        },
        { type: 'note', title: 'Example', text: 'Exporting a prospect list to CSV fails.' },
      ],
    },
    {
      id: 'p4',
      title: 'P4: Low',
      level: 3,
      blocks: [
        { type: 'paragraph', text: 'A minor or cosmetic issue with little effect on your work.' },
        { type: 'note', title: 'Example', text: 'A label is cut off in the analytics dashboard.' },
      ],
    },
    {
      id: 'p5',
      title: 'P5: Request',
      level: 3,
      blocks: [
        {
          type: 'paragraph',
          text: 'A question, a suggestion or a feature request. It does not affect the service, so there is no resolution commitment.',
        },
        { type: 'note', title: 'Example', text: 'A request for a new CRM integration.' },
      ],
    },
    {
      id: 'resolution-time',
      title: 'Resolution time',
      level: 2,
      blocks: [
        {
          type: 'paragraph',
          text: 'Issues we own are caused by our own systems. Provider-related issues also need a third party to act, such as an email provider, LinkedIn or one of our sub-processors, so they can take longer.',
        },
        slaResolutionTable,
        {
          type: 'note',
          title: 'How time is counted',
          text: 'Resolution time counts continuously, in calendar hours and days, from the moment you report the incident, including nights, weekends and holidays.',
        },
      ],
    },
    {
      id: 'support-coverage',
      title: 'Support coverage',
      level: 2,
      blocks: [
        {
          type: 'list',
          items: [
            'P1 and P2: around the clock, including weekends and holidays.',
            `P3, P4 and P5: on working days until ${supportHours.extendedCutoff}, not on weekends or holidays.`,
          ],
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
          text: rich`Report incidents to ${mail(siteConfig.supportEmail)}. Put the priority you expect in the subject line, for example "P1: sending blocked", and describe what you see, since when, and which users or campaigns are affected. For anything else, write to ${mail(siteConfig.contactEmail)}.`,
        },
      ],
    },
  ],
};
