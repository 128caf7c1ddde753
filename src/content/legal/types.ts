import type { pages } from '../pages';
// The shape every legal document shares: metadata plus sections of typed blocks. One layout
// renders them all, so documents stay pure content (no JSX, no class names).

/** A run of text inside a block: plain text, a link, or emphasised text. */
export type Inline = string | { kind: 'link'; text: string; href: string } | { kind: 'strong'; text: string };

/** Text that may mix plain runs, links and emphasis. */
export type RichText = string | readonly Inline[];

export type LegalTable = {
  type: 'table';
  caption: string;
  /** Column headers; the first column holds each row's header. */
  columns: readonly string[];
  rows: readonly { header: string; cells: readonly string[] }[];
};

export type LegalBlock =
  | { type: 'paragraph'; text: RichText }
  | { type: 'list'; items: readonly RichText[] }
  | { type: 'ordered'; items: readonly RichText[] }
  | { type: 'definitions'; items: readonly { term: string; description: RichText }[] }
  | LegalTable
  | { type: 'note'; title?: string; text: RichText };

export type LegalSection = {
  /** Stable element id of the heading: deep links and the table of contents point at it. */
  id: string;
  title: string;
  /** A shorter label for the table of contents, when the title is long. */
  tocLabel?: string;
  level: 2 | 3;
  /** Numbered sections (the usage rules) are rendered together as one ordered list. */
  number?: number;
  blocks: readonly LegalBlock[];
};

/** A legal document is a page of the site (src/content/pages.ts): its key is the page's. */
export type LegalDocumentKey = Exclude<keyof typeof pages, 'notFound'>;

export type LegalDocument = {
  key: LegalDocumentKey;
  title: string;
  /** ISO date (YYYY-MM-DD); the layout formats it as "Last updated October 5, 2025". */
  lastUpdated: string;
  intro?: string;
  sections: readonly LegalSection[];
};
