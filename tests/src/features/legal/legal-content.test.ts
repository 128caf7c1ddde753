// The six documents: required sections, required facts (docs/requirements.md#legal,
// #policy-facts), and consistency between them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { type LegalDocument, type LegalDocumentKey, legalDocuments } from '@/content/legal';
import { plainText } from '@/content/legal/rich-text';
import { slaResolutionTable } from '@/content/legal/sla';
import { USAGE_RULE_COUNT } from '@/content/legal/usage-policy';
import { pages } from '@/content/pages';
import { required } from '../../../helpers/requirements.ts';

function textOf(doc: LegalDocument): string {
  const parts: string[] = [doc.title, doc.intro ?? ''];
  for (const s of doc.sections) {
    parts.push(s.title);
    for (const b of s.blocks) {
      if (b.type === 'paragraph') parts.push(plainText(b.text));
      if (b.type === 'note') parts.push(b.title ?? '', plainText(b.text));
      if (b.type === 'list' || b.type === 'ordered') parts.push(...b.items.map(plainText));
      if (b.type === 'definitions') parts.push(...b.items.flatMap((i) => [i.term, plainText(i.description)]));
      if (b.type === 'table')
        parts.push(b.caption, ...b.columns, ...b.rows.flatMap((r) => [r.header, ...r.cells]));
    }
  }
  return parts.join('\n');
}

const docs = Object.values(legalDocuments);
const text = Object.fromEntries(Object.entries(legalDocuments).map(([k, d]) => [k, textOf(d)])) as Record<
  keyof typeof legalDocuments,
  string
>;
const all = Object.values(text).join('\n');

/** The required sections of each document, in order (by heading id; docs/requirements.md#legal). */
const requiredSections: Partial<Record<LegalDocumentKey, string[]>> = {
  privacy: [
    'important-information',
    'revision',
    'information-we-collect',
    'how-we-use-information',
    'data-sharing',
    'security',
    'retention',
    'your-rights',
    'international-transfers',
    'contact',
  ],
  terms: [
    'welcome',
    'your-data',
    'account',
    'sharing-and-privacy',
    'responsibilities',
    'payment-and-billing',
    'cancelling',
    'anti-spam',
    'ownership',
    'warranty',
    'liability',
    'indemnification',
    'governing-law',
    'changes',
  ],
  dpa: [
    'preamble',
    'definitions',
    'applicability',
    'obligations',
    'processing-details',
    'sub-processors',
    'termination',
    'contact',
  ],
  sla: [
    'introduction',
    'purpose',
    'incident-classification',
    'resolution-time',
    'support-coverage',
    'contact',
  ],
  security: [
    'overview',
    'policies',
    'gdpr-compliance',
    'gdpr-rights',
    'privacy-shield',
    'data-collection',
    'sub-processors',
    'vulnerability-disclosure',
    'contact',
  ],
  usagePolicy: ['overview', 'rules'],
};

describe('every legal document', () => {
  for (const doc of docs) {
    describe(doc.key, () => {
      it('was last updated on October 5, 2025 and takes its title from the page meta', () => {
        expect(doc.lastUpdated).toBe('2025-10-05');
        expect(doc.title).toBe(pages[doc.key].heading);
      });

      it('has the required sections in order, as top-level headings', () => {
        const topLevel = doc.sections.filter((s) => s.level === 2).map((s) => s.id);
        // A document the requirements name sections for (a page of our own may have none).
        const required = requiredSections[doc.key] ?? [];
        expect(topLevel.filter((id) => required.includes(id))).toEqual(required);
      });

      it('has unique, URL-safe heading ids and starts with a level-2 heading', () => {
        const ids = doc.sections.map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(doc.sections[0]!.level).toBe(2);
        for (const id of ['main-content', 'contact-form']) expect(ids).not.toContain(id);
      });
    });
  }
});

describe('required facts', () => {
  it(required('Privacy Policy'), () => {
    const t = text.privacy;
    for (const fact of [
      'never sell or rent',
      'never mine it for advertising',
      'Only authorized personnel get limited access',
      'read access to the inbox so it can detect replies',
      'We store only the emails sent through the product and the replies to them',
      'Contact name',
      'Organization name',
      'Phone number or social media accounts (optional)',
      'IP address',
      'Location',
      'Browser type',
      'Referral source',
      'Length of visit',
      'Pages viewed',
      'We do not knowingly collect data from children under 13',
      'we delete it within 30 days',
      'all account data is deleted within 60 days',
      'SOC 2 Type II',
      'TLS 1.3',
      'AES-256',
      'at most 24 hours',
      'a cloud host, a workspace and calendar provider, a traffic gateway and an AI model provider',
    ])
      expect(t).toContain(fact);
  });

  it('Terms', () => {
    const t = text.terms;
    for (const fact of [
      'You must be over 18',
      'corporate email account',
      'free email providers cannot be attached; business packages of a workspace suite can',
      'You own the data',
      'never delete your data without giving you time to export it',
      'billed in advance, monthly or annually',
      'non-refundable',
      'renew automatically',
      'unless you request cancellation before the renewal date',
      'all account data is deleted within 60 days',
      'suspend your account or a campaign, in some cases without warning',
      // literal-ok: the liability cap is in dollars whatever the site's currency (requirements#policy-facts)
      'the greater of $20 or the amounts you paid us in the past three months',
      'State of Delaware',
      'binding arbitration',
      'Direct competitors',
      'without our prior written consent',
      'support or customer-success staff, they are considered permitted to access your account',
      'teammates',
    ])
      expect(t).toContain(fact);
  });

  it('Usage Policy: exactly 13 numbered rules with every threshold', () => {
    const rules = legalDocuments.usagePolicy.sections.filter((s) => s.number !== undefined);
    expect(USAGE_RULE_COUNT).toBe(13);
    expect(rules.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    const t = text.usagePolicy;
    for (const fact of [
      'must include an opt-out link',
      'customise the text',
      'physical mailing address or a PO Box',
      'Subject lines must describe the email accurately',
      'info@, sales@ or support@',
      'free email providers cannot be linked',
      'Invalid addresses are blocked on upload',
      'Attachments and heavy formatting',
      'must never exceed 15%',
      'above 1% may lead to immediate suspension',
      'must not make up more than 20% of any campaign',
      'must be over 20%',
      'After the first step and one follow-up have been sent',
      'above 4%',
      'under 10%',
      '50 live data credits per account per month',
      'add-on',
      'in some cases without warning',
      'Direct competitors',
      'A/B tested',
      'Prospect list',
      'Email account',
      'Live data credits',
    ])
      expect(t).toContain(fact);
  });

  it('DPA: roles, personal data types and sub-processor kinds', () => {
    const t = text.dpa;
    for (const fact of [
      'Customer is the controller of that personal data, or a processor',
      'Provider is the processor',
      'Full name, email address, phone number and position',
      'Cloud host',
      'Workspace and calendar provider',
      'Traffic gateway',
      'AI model provider',
      'within 60 days',
      'within 30 days',
    ])
      expect(t).toContain(fact);
  });

  it('SLA: the resolution table exactly, coverage and the P1 example', () => {
    expect(slaResolutionTable.rows.map((r) => [r.header, ...r.cells])).toEqual([
      ['P1', '4-12 hours', '1 day'],
      ['P2', '1-3 days', '2-4 days'],
      ['P3', '5-10 days', '10-15 days'],
      ['P4', '30-60 days', '30-60 days'],
      ['P5', 'none', 'none'],
    ]);
    const t = text.sla;
    for (const fact of [
      'Sending is blocked for all users for longer than half an hour.',
      'Resolution time counts continuously',
      'P1 and P2: around the clock, including weekends and holidays.',
      'P3, P4 and P5: on working days until 7 PM EST, not on weekends or holidays.',
    ])
      expect(t).toContain(fact);
  });

  it('Security: claims, GDPR and the completed sections', () => {
    const t = text.security;
    for (const fact of [
      'SOC 2 Type II',
      'TLS 1.3',
      'AES-256',
      'never sold or rented',
      'never mined for advertising',
      'Only authorized personnel get access',
      'recovery time objective (RTO) and recovery point objective (RPO) are both at most 24 hours',
      'You own your data. We never delete it without giving you time to export it first.',
      'deletion is completed within 30 days',
      'Standard Contractual Clauses',
      siteConfig.securityEmail,
    ])
      expect(t).toContain(fact);
  });
});

describe('consistency', () => {
  it('uses the emails and entity from the site config', () => {
    expect(all).toContain(siteConfig.legalEntity);
    for (const email of [siteConfig.privacyEmail, siteConfig.securityEmail, siteConfig.supportEmail])
      expect(all).toContain(email);
  });

  it('gives one deletion period after cancellation (60 days) and one for GDPR erasure (30 days)', () => {
    const periods = [...all.matchAll(/within (\d+) days/g)].map((m) => m[1]);
    expect(new Set(periods)).toEqual(new Set(['60', '30']));
  });

  it('never writes the product name literally in the legal content sources', () => {
    const dir = path.resolve(import.meta.dirname, '../../../../src/content/legal');
    for (const file of readdirSync(dir))
      expect(readFileSync(path.join(dir, file), 'utf8'), file).not.toContain(siteConfig.name);
  });
});
