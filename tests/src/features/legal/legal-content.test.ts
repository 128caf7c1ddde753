// The six documents: required sections, required facts (docs/requirements.md#legal,
// #policy-facts), and consistency between them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { type LegalDocument, type LegalDocumentKey, legalDocuments } from '@/content/legal';
import {
  customerDataFields,
  navigationalDataFields,
  personalDataTypes,
  subProcessorKindsText,
  subProcessors,
} from '@/content/legal/facts';
import { plainText } from '@/content/legal/rich-text';
import { slaResolutionTable } from '@/content/legal/sla';
import { USAGE_RULE_COUNT } from '@/content/legal/usage-policy';
import { pages } from '@/content/pages';
import { required, requiredPhrases, requiredTable } from '../../../helpers/requirements.ts';

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
  it('is in the registry the legal tests read (src/content/legal/index.ts), found from the folder', async () => {
    // A document module left out of the registry would be left out of every test here, silently.
    const folder = path.resolve('src/content/legal');
    const found: string[] = [];
    for (const file of readdirSync(folder).filter((f) => /\.ts$/.test(f) && f !== 'index.ts')) {
      const module = (await import(/* @vite-ignore */ path.join(folder, file))) as Record<string, unknown>;
      for (const value of Object.values(module))
        if (
          value &&
          typeof value === 'object' &&
          'key' in value &&
          'sections' in value &&
          'lastUpdated' in value
        )
          found.push((value as LegalDocument).key);
    }
    expect(found.length).toBeGreaterThan(0);
    expect(Object.keys(legalDocuments).sort()).toEqual(found.sort());
  });

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
      // The data collected is one list (content/legal/facts.ts) the Security page shows too.
      ...customerDataFields,
      ...navigationalDataFields,
      'We do not knowingly collect data from children under 13',
      'we delete it within 30 days',
      'all account data is deleted within 60 days',
      required('SOC 2 Type II'),
      required('TLS 1.3'),
      'AES-256',
      'at most 24 hours',
      subProcessorKindsText,
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
    // The requirement says "auto-renewing"; the Terms may word it either way.
    expect(t).toMatch(/auto-renew|renews? automatically/);
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
      // The requirement's words ("invalid ones are blocked on upload"), not the rule's heading.
      'blocked on upload',
      'Attachments and heavy formatting',
      'must never exceed 15%',
      'above 1% may lead to immediate suspension',
      'must not make up more than 20% of any campaign',
      'must be over 20%',
      'After the first step and one follow-up have been sent',
      'above 4%',
      'under 10%',
      required('50 live data credits per account per month', 'policy-facts'),
      'add-on',
      'in some cases without warning',
      'Direct competitors',
      'A/B tested',
    ])
      expect(t).toContain(fact);
    // The terms it uses, as the requirements name them (a term may start a sentence).
    for (const term of requiredPhrases('policy-facts', 'Terms used'))
      expect(t.toLowerCase()).toContain(term.toLowerCase());
  });

  it('DPA: roles, personal data types and sub-processor kinds', () => {
    const t = text.dpa;
    for (const fact of [
      'Customer is the controller of that personal data, or a processor',
      'Provider is the processor',
      ...subProcessors.map((p) => p.kind),
      'within 60 days',
      'within 30 days',
    ])
      expect(t).toContain(fact);
    // The personal data types and sub-processor kinds are the requirements' own.
    const personalData = requiredPhrases('policy-facts', 'Personal data processed (DPA)');
    expect(personalDataTypes.map((type) => type.toLowerCase())).toEqual(personalData);
    for (const type of personalData) expect(t.toLowerCase()).toContain(type);
    expect(subProcessors.map((p) => p.phrase)).toEqual(
      requiredPhrases('policy-facts', 'Sub-processor kinds'),
    );
  });

  it('SLA: the resolution table exactly, coverage and the P1 example', () => {
    expect(slaResolutionTable.rows.map((r) => [r.header, ...r.cells])).toEqual(requiredTable('sla'));
    const t = text.sla;
    for (const fact of [
      required('for all users for longer than half an hour', 'sla'),
      required('Resolution time counts continuously', 'sla'),
      required('on working days until 7 PM EST, not on weekends or holidays', 'sla'),
    ])
      expect(t).toContain(fact);
    const aroundTheClock = t.split('\n').find((line) => line.includes(required('P1 and P2', 'sla')));
    expect(aroundTheClock).toContain(required('around the clock', 'sla'));
    expect(aroundTheClock).toContain(required('including weekends and holidays', 'sla'));
  });

  it('Security: claims, GDPR and the completed sections', () => {
    const t = text.security;
    for (const fact of [
      required('SOC 2 Type II'),
      required('TLS 1.3'),
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
