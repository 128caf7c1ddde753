// The one layout every legal document uses: header with the last-updated date, a table of
// contents (sticky side list on large screens, 'On this page' bar on small ones) and the text.
import '@/styles/legal-print.css';
import { Printer } from 'lucide-react';
import { Fragment, useMemo, useRef } from 'react';
import { Opaque } from '@/components/layout/opaque';
import { PageHeader } from '@/components/layout/page-header';
import { TableOfContents } from '@/components/layout/table-of-contents';
import { Button } from '@/components/ui/button';
import type { LegalDocument, LegalSection } from '@/content/legal';
import { legalUi } from '@/content/legal/ui';
import { type TocItem, useTableOfContents, withIndent } from '@/hooks/use-table-of-contents';
import { cn } from '@/lib/cn';
import { formatLegalDate } from './format-date';
import { LegalBlockView } from './legal-blocks';

type Group = { kind: 'section'; section: LegalSection } | { kind: 'numbered'; sections: LegalSection[] };

/** Consecutive numbered sections (the usage rules) form one ordered list. */
export function groupSections(sections: readonly LegalSection[]): Group[] {
  const groups: Group[] = [];
  for (const section of sections) {
    const last = groups[groups.length - 1];
    if (section.number === undefined) groups.push({ kind: 'section', section });
    else if (last?.kind === 'numbered') last.sections.push(section);
    else groups.push({ kind: 'numbered', sections: [section] });
  }
  return groups;
}

export function LegalPage({ document: doc }: { document: LegalDocument }) {
  const articleRef = useRef<HTMLElement>(null);
  // The list comes from the document itself until the hook reads the same one from the DOM: the
  // prerendered page has its table of contents, and nothing shifts or re-renders later.
  const initialItems = useMemo(() => tocItemsOf(doc), [doc]);
  const toc = useTableOfContents({ container: articleRef, initialItems });
  const groups = groupSections(doc.sections);

  return (
    <div data-legal-page={doc.key} className="legal-page">
      <PageHeader title={doc.title} intro={doc.intro}>
        <div className="mt-7 flex flex-wrap items-center justify-center gap-x-4 gap-y-3 text-sm text-muted-foreground">
          <p className="rounded-full border border-border bg-card/70 px-3.5 py-1.5">
            {legalUi.lastUpdated} <time dateTime={doc.lastUpdated}>{formatLegalDate(doc.lastUpdated)}</time>
          </p>
          {/* Without scripts it could not print: left out (the browser's own print remains). */}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => window.print()}
            className="hidden text-muted-foreground sm:inline-flex print:hidden no-scripts:hidden"
          >
            <Printer className="size-4" aria-hidden="true" />
            {legalUi.print}
          </Button>
        </div>
      </PageHeader>

      <div className="mx-auto max-w-6xl px-4 pb-24 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 lg:px-8 lg:pt-14">
        <aside className="hidden lg:block print:hidden">
          <TableOfContents toc={toc} label={legalUi.tableOfContents} />
        </aside>
        <div className="min-w-0">
          <TableOfContents
            toc={toc}
            label={legalUi.tableOfContents}
            variant="compact"
            className="-mx-4 mb-8 px-4 sm:-mx-6 sm:px-6 lg:hidden print:hidden"
          />
          <Opaque
            as="article"
            ref={articleRef}
            aria-label={doc.title}
            className="legal-article max-w-3xl text-base leading-7 text-muted-foreground"
          >
            {groups.map((group, i) => {
              if (group.kind === 'section')
                return <SectionView key={group.section.id} section={group.section} />;
              // The list is named by the heading that introduces it ("The rules").
              const intro = groups[i - 1];
              return (
                <ol
                  key={group.sections[0]!.id}
                  start={group.sections[0]!.number}
                  aria-labelledby={intro?.kind === 'section' ? intro.section.id : undefined}
                  className="legal-numbered mt-6 space-y-4"
                >
                  {group.sections.map((section) => (
                    <li key={section.id}>
                      <SectionView section={section} numbered />
                    </li>
                  ))}
                </ol>
              );
            })}
          </Opaque>
        </div>
      </div>
    </div>
  );
}

/** The entries the DOM headings give (see deriveTocItems), straight from the document. */
function tocItemsOf(doc: LegalDocument): TocItem[] {
  return withIndent(
    doc.sections.map((s) => ({
      id: s.id,
      text: tocLabel(s) ?? (s.number === undefined ? s.title : `${s.number}. ${s.title}`),
      level: s.level,
    })),
  );
}

function tocLabel(section: LegalSection): string | undefined {
  if (!section.tocLabel) return undefined;
  return section.number === undefined ? section.tocLabel : `${section.number}. ${section.tocLabel}`;
}

function SectionView({ section, numbered = false }: { section: LegalSection; numbered?: boolean }) {
  const Heading = section.level === 2 ? 'h2' : 'h3';
  return (
    <section
      className={cn(
        section.level === 2 ? 'mt-14 first:mt-0' : 'mt-9',
        numbered && 'mt-0 rounded-2xl border border-border bg-card/60 p-5 sm:p-6 [&_h3]:mt-0 [&>div]:mt-3',
      )}
    >
      {/* Deep links land 120 px from the top, like a table-of-contents jump (TOC_SCROLL_OFFSET):
          72 px of the page's scroll padding (globals.css) and 48 px of margin. */}
      <Heading
        id={section.id}
        tabIndex={-1}
        data-toc-label={tocLabel(section)}
        className={cn(
          'scroll-mt-12 text-foreground',
          section.level === 2
            ? 'text-2xl font-semibold tracking-tight sm:text-[1.75rem]'
            : 'text-lg font-semibold tracking-tight',
          numbered && 'flex items-baseline gap-3',
        )}
      >
        {section.number !== undefined ? (
          <>
            <span className="inline-flex size-7 shrink-0 translate-y-[-1px] items-center justify-center self-center rounded-lg bg-accent-soft text-sm font-semibold text-accent tabular-nums">
              {section.number}
              <span className="sr-only">.</span>
            </span>{' '}
          </>
        ) : null}
        {section.title}
      </Heading>
      <div className="mt-4 space-y-4">
        {section.blocks.map((block, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static content in a fixed order.
          <Fragment key={i}>
            <LegalBlockView block={block} />
          </Fragment>
        ))}
      </div>
    </section>
  );
}
