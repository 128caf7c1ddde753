import { Minus } from 'lucide-react';
import { LogoMark } from '@/components/layout/logo';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { Tick } from '@/components/ui/tick';
import { type ComparisonRow, comparison, comparisonCategories } from '@/content/pricing';
import { cn } from '@/lib/cn';

const FOOTNOTE_ID = 'pricing-comparison-footnote';

const rowsByCategory = comparisonCategories.map((category) => ({
  category,
  rows: comparison.rows.filter((r: ComparisonRow) => r.category === category) as ComparisonRow[],
}));

/**
 * Human SDR vs the product. A real table from the `sm` breakpoint; on phones the same rows are
 * stacked cards (only one of the two is ever displayed, so assistive tech meets it once).
 */
export function ComparisonTable() {
  return (
    <Section
      opaque
      tinted
      aria-labelledby="pricing-comparison-heading"
      // Its height as laid out (padding aside), taken until it is: decision 043, amendment (2).
      className="[--near-view-size:150rem] sm:[--near-view-size:104rem] lg:[--near-view-size:85rem]"
    >
      <SectionHeading
        id="pricing-comparison-heading"
        eyebrow={comparison.eyebrow}
        title={comparison.heading}
        intro={comparison.intro}
      />
      <Reveal className="mx-auto mt-12 max-w-5xl">
        <div className="hidden overflow-hidden rounded-2xl border border-border bg-card shadow-sm sm:block">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{comparison.caption}</caption>
            <colgroup>
              <col className="w-[30%]" />
              <col className="w-[32%]" />
              <col className="w-[38%] bg-accent-soft/50" />
            </colgroup>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="px-5 py-4 font-medium text-muted-foreground">
                  {comparison.featureColumn}
                </th>
                <th scope="col" className="px-5 py-4 font-semibold">
                  {comparison.humanColumn}
                </th>
                <th scope="col" className="px-5 py-4 font-semibold text-accent">
                  <span className="inline-flex items-center gap-2">
                    <LogoMark className="size-5" />
                    {comparison.productColumn}
                  </span>
                </th>
              </tr>
            </thead>
            {rowsByCategory.map(({ category, rows }) => (
              <tbody key={category}>
                <tr>
                  <th
                    scope="colgroup"
                    colSpan={3}
                    className="border-y border-border bg-muted/70 px-5 py-2.5 text-xs font-semibold uppercase tracking-wider text-muted-foreground"
                  >
                    {category}
                  </th>
                </tr>
                {rows.map((row) => (
                  <tr key={row.label} className="border-b border-border last:border-b-0">
                    <th scope="row" className="px-5 py-4 align-top font-medium">
                      {row.label}
                    </th>
                    <td className="px-5 py-4 align-top text-muted-foreground">
                      <span className="flex gap-2.5">
                        <Minus className="mt-0.5 size-4 shrink-0 opacity-60" aria-hidden="true" />
                        {row.human}
                      </span>
                    </td>
                    <td
                      className="px-5 py-4 align-top"
                      aria-describedby={row.footnote ? FOOTNOTE_ID : undefined}
                    >
                      <ProductValue row={row} />
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>

        <div className="space-y-8 sm:hidden">
          {rowsByCategory.map(({ category, rows }) => (
            <div key={category}>
              <h3 className="px-1 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                {category}
              </h3>
              <ul className="mt-3 divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card">
                {rows.map((row) => (
                  <li key={row.label} className="p-4">
                    <p className="text-sm font-semibold">{row.label}</p>
                    <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
                      <div>
                        <dt className="text-xs text-muted-foreground">{comparison.humanColumn}</dt>
                        <dd className="mt-0.5 text-muted-foreground">{row.human}</dd>
                      </div>
                      <div className="border-l border-border pl-3">
                        <dt className="text-xs font-semibold text-accent">{comparison.productColumn}</dt>
                        <dd className="mt-0.5" aria-describedby={row.footnote ? FOOTNOTE_ID : undefined}>
                          <ProductValue row={row} compact />
                        </dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>

        <p id={FOOTNOTE_ID} className="mt-4 text-sm text-muted-foreground">
          <span aria-hidden="true">{comparison.footnoteMark} </span>
          {comparison.footnote}
        </p>
      </Reveal>
    </Section>
  );
}

function ProductValue({ row, compact = false }: { row: ComparisonRow; compact?: boolean }) {
  return (
    <span className={cn('flex gap-2.5', row.highlight ? 'font-semibold text-foreground' : 'text-foreground')}>
      {compact ? null : <Tick className="mt-0.5" />}
      <span>
        {row.product}
        {row.footnote ? (
          <sup className="ml-0.5 text-accent" aria-hidden="true">
            {comparison.footnoteMark}
          </sup>
        ) : null}
        {row.qualifier ? (
          <span className="mt-0.5 block text-xs font-normal text-muted-foreground">{row.qualifier}</span>
        ) : null}
      </span>
    </span>
  );
}
