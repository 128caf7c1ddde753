// Customers: the logo row on the home page, the named result and the companies the testimonials
// name (docs/requirements.md#home). Until real customers agree to be named, the entries are sample
// marketing content, like the spec's sample testimonials: each says so in `sample`, which no page
// shows. A real customer replaces an entry here (its own mark as a file under public/, `image`),
// and no component changes. Decision 066.
import { siteConfig } from '@/config/site';

/** A drawn glyph for a sample mark (the components draw each in SVG; no image from elsewhere). */
export type MarkGlyph = 'arc' | 'bars' | 'orbit' | 'peak' | 'ring' | 'stack';

/**
 * How a customer's mark is drawn: a glyph beside the company's name set as a wordmark, or the
 * customer's own logo file (served from public/, with its size so it never shifts the page).
 */
export type CustomerMark =
  | { kind: 'glyph'; glyph: MarkGlyph }
  | { kind: 'image'; src: string; width: number; height: number };

export type Customer = {
  id: string;
  /** The company's name as a testimonial or a result names it. */
  name: string;
  /** The name as its mark spells it (a glyph's wordmark). */
  wordmark: string;
  industry: string;
  mark: CustomerMark;
  /** Sample marketing content, not a real customer yet: replace before it is presented as one. */
  sample: boolean;
};

export const customers = [
  {
    id: 'brightlane',
    name: 'Brightlane Software',
    wordmark: 'Brightlane',
    industry: 'Software',
    mark: { kind: 'glyph', glyph: 'arc' },
    sample: true,
  },
  {
    id: 'corvex',
    name: 'Corvex Logistics',
    wordmark: 'Corvex',
    industry: 'Logistics',
    mark: { kind: 'glyph', glyph: 'stack' },
    sample: true,
  },
  {
    id: 'helio',
    name: 'Helio Payments',
    wordmark: 'Helio',
    industry: 'Payments',
    mark: { kind: 'glyph', glyph: 'orbit' },
    sample: true,
  },
  {
    id: 'northwind',
    name: 'Northwind Retail Cloud',
    wordmark: 'Northwind',
    industry: 'Retail',
    mark: { kind: 'glyph', glyph: 'peak' },
    sample: true,
  },
  {
    id: 'quanta',
    name: 'Quanta Health',
    wordmark: 'Quanta',
    industry: 'Health tech',
    mark: { kind: 'glyph', glyph: 'ring' },
    sample: true,
  },
  {
    id: 'ledgerly',
    name: 'Ledgerly',
    wordmark: 'Ledgerly',
    industry: 'Fintech',
    mark: { kind: 'glyph', glyph: 'bars' },
    sample: true,
  },
] as const satisfies readonly Customer[];

export type CustomerId = (typeof customers)[number]['id'];

/** The customer with this id (content names customers by id; a typo fails the type check). */
export function customer(id: CustomerId): Customer {
  const found = customers.find((c) => c.id === id);
  if (!found) throw new Error(`No customer ${id}`);
  return found;
}

export const logoRow = {
  /** The row's name for assistive technology, and the line above it. */
  label: `Customers of ${siteConfig.name}`,
  lead: 'Trusted by B2B sales teams in software, logistics, payments and retail',
};

/** A customer's measured result, named: the figure, what it counts, over what time, and who. */
export type NamedResult = {
  customer: CustomerId;
  figure: string;
  label: string;
  period: string;
  /** Where the figure comes from, in a sentence. */
  detail: string;
  sample: boolean;
};

export const namedResults: NamedResult[] = [
  {
    customer: 'brightlane',
    figure: '3x',
    label: 'qualified meetings',
    period: 'in one quarter',
    detail: 'Account executives went from building lists and chasing replies to running sales calls.',
    sample: true,
  },
];
