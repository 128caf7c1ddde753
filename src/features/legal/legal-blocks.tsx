// Renders legal content blocks (paragraphs, lists, tables, notes…) with one set of styles.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { siteUrlFor } from '@/config/env';
import type { LegalBlock, RichText } from '@/content/legal';
import type { LegalTable } from '@/content/legal/types';
import { cn } from '@/lib/cn';

const linkClass =
  'font-medium text-accent underline decoration-accent/40 underline-offset-4 transition-colors hover:decoration-accent';

export function RichTextView({ text }: { text: RichText }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part, i) => {
        // Runs never reorder, so the index is a stable key.
        const key = i;
        if (typeof part === 'string') return <span key={key}>{part}</span>;
        if (part.kind === 'strong')
          return (
            <strong key={key} className="font-semibold text-foreground">
              {part.text}
            </strong>
          );
        if (part.href.startsWith('/'))
          return (
            <Link key={key} to={part.href} className={linkClass} data-print-url={siteUrlFor(part.href)}>
              {part.text}
            </Link>
          );
        return (
          <a key={key} href={part.href} className={linkClass}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}

export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <RichTextView text={block.text} />
        </p>
      );
    case 'list': {
      // Lists of a few words each (data fields) read better in two columns on wider screens.
      const short =
        block.items.length >= 4 && block.items.every((i) => typeof i === 'string' && i.length <= 40);
      return (
        <ul
          className={cn(
            'list-disc pl-5 marker:text-accent',
            short ? 'grid gap-x-10 gap-y-2 sm:grid-cols-2' : 'space-y-2',
          )}
        >
          {block.items.map((item, i) => (
            // Items are static content in a fixed order.
            // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered.
            <li key={i} className="pl-1">
              <RichTextView text={item} />
            </li>
          ))}
        </ul>
      );
    }
    case 'ordered':
      return (
        <ol className="list-decimal space-y-2 pl-5 marker:font-semibold marker:text-accent">
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered.
            <li key={i} className="pl-1">
              <RichTextView text={item} />
            </li>
          ))}
        </ol>
      );
    case 'definitions':
      return (
        <dl className="divide-y divide-border rounded-2xl border border-border bg-card/60">
          {block.items.map((item) => (
            <div key={item.term} className="grid gap-1 px-5 py-3.5 sm:grid-cols-[11rem_1fr] sm:gap-6">
              <dt className="font-semibold text-foreground">{item.term}</dt>
              <dd>
                <RichTextView text={item.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'table':
      return <LegalTableView table={block} />;
    case 'note':
      return (
        <div
          role="note"
          className="rounded-xl border border-border border-l-4 border-l-accent bg-accent-soft/60 px-5 py-3.5"
        >
          {block.title ? (
            <p className="text-xs font-semibold uppercase tracking-wider text-accent">{block.title}</p>
          ) : null}
          <p className={cn('text-foreground/90', block.title && 'mt-1')}>
            <RichTextView text={block.text} />
          </p>
        </div>
      );
  }
}

/** Wide tables of prose (three or more columns of sentences) become stacked cards on phones. */
function stacksOnPhones(table: LegalTable): boolean {
  return table.columns.length >= 3 && table.rows.some((r) => r.cells.some((c) => c.length > 24));
}

function LegalTableView({ table }: { table: LegalTable }) {
  const captionId = useId();
  const cardsCaptionId = useId();
  const stack = stacksOnPhones(table);
  return (
    <>
      {/* Wide tables scroll inside their own box, reachable by keyboard. */}
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
        tabIndex={0}
        className={cn(
          'overflow-x-auto rounded-2xl border border-border bg-card/60',
          stack && 'hidden sm:block print:block',
        )}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption
            id={captionId}
            className="border-b border-border px-4 py-3 text-left text-xs font-semibold uppercase tracking-wider text-muted-foreground"
          >
            {table.caption}
          </caption>
          <thead>
            <tr className="border-b border-border bg-muted/60">
              {table.columns.map((c) => (
                <th key={c} scope="col" className="px-4 py-3 align-bottom font-semibold text-foreground">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {table.rows.map((row) => (
              <tr key={row.header}>
                <th scope="row" className="px-4 py-3 align-top font-semibold text-foreground">
                  {row.header}
                </th>
                {row.cells.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional.
                  <td key={i} className="px-4 py-3 align-top">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {stack ? (
        // The same rows as cards; only one of the two versions is ever displayed.
        <section aria-labelledby={cardsCaptionId} className="sm:hidden print:hidden">
          <p
            id={cardsCaptionId}
            className="mb-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground"
          >
            {table.caption}
          </p>
          <ul className="space-y-3">
            {table.rows.map((row) => (
              <li
                key={row.header}
                className="rounded-2xl border border-border bg-card/60 px-4 py-3.5 text-sm"
              >
                <p className="font-semibold text-foreground">{row.header}</p>
                <dl className="mt-2 space-y-2">
                  {row.cells.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional.
                    <div key={i}>
                      <dt className="text-xs font-medium text-muted-foreground">{table.columns[i + 1]}</dt>
                      <dd className="text-foreground/90">{cell}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
