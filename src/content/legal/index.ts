// Every legal document, keyed like src/content/pages.ts.
import { dpaDocument } from './dpa';
import { privacyDocument } from './privacy';
import { securityDocument } from './security';
import { slaDocument } from './sla';
import { termsDocument } from './terms';
import type { LegalDocument, LegalDocumentKey } from './types';
import { usagePolicyDocument } from './usage-policy';

export const legalDocuments = {
  security: securityDocument,
  dpa: dpaDocument,
  sla: slaDocument,
  usagePolicy: usagePolicyDocument,
  privacy: privacyDocument,
  terms: termsDocument,
} satisfies Partial<Record<LegalDocumentKey, LegalDocument>>;

export type { LegalBlock, LegalDocument, LegalDocumentKey, LegalSection, RichText } from './types';
