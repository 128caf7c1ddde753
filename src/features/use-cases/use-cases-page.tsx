import { ArrowRight, Inbox, Minus, Send, Sparkles, Target, UsersRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CtaBand } from '@/components/layout/cta-band';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Badge, Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { Tick } from '@/components/ui/tick';
import { pages } from '@/content/pages';
import { sdrComparison, type UseCase, useCases, useCasesCta, useCasesHero } from '@/content/use-cases';
import { cn } from '@/lib/cn';

const page = pages.useCases;

// Icons are presentation, so they are chosen here rather than stored with the copy.
const useCaseIcons: Record<UseCase['id'], typeof Inbox> = {
  'inbound-sales': Inbox,
  'outbound-prospecting': Send,
  'account-based-marketing': Target,
  'sdr-teams': UsersRound,
};

export function UseCasesPage() {
  return (
    <>
      <PageHeader eyebrow={useCasesHero.eyebrow} title={page.heading} intro={page.intro}>
        <Button asChild size="lg" className="mt-8">
          <Link to={useCasesHero.contactSalesTo}>
            {useCasesHero.contactSales}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </Button>
        <figure className="mx-auto mt-12 max-w-md">
          <dl className="grid grid-cols-2 divide-x divide-border rounded-2xl border border-border bg-card/70 py-5 shadow-sm backdrop-blur">
            {useCasesHero.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse items-center gap-1 px-4">
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="text-4xl font-semibold tracking-tight text-accent tabular-nums dark:text-gradient">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
          <figcaption className="mt-3 text-xs text-muted-foreground">{useCasesHero.statsLabel}</figcaption>
        </figure>
      </PageHeader>
      <UseCaseGrid />
      <SdrComparison />
      <ClosingCta />
    </>
  );
}

function UseCaseGrid() {
  return (
    <Section opaque aria-labelledby="use-cases-heading">
      <SectionHeading id="use-cases-heading" title={useCases.heading} intro={useCases.intro} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {useCases.items.map((useCase, i) => {
          const Icon = useCaseIcons[useCase.id];
          return (
            <Reveal as="li" key={useCase.id} index={i} className="h-full">
              <Card className="flex h-full flex-col p-6 transition hover:border-input">
                <IconTile>
                  <Icon className="size-5" aria-hidden="true" />
                </IconTile>
                <h3 className="mt-5 text-lg font-semibold">{useCase.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{useCase.description}</p>
                <ul className="mt-5 space-y-2 border-t border-border pt-5 text-sm">
                  {useCase.points.map((point) => (
                    <li key={point} className="flex gap-2.5">
                      <Tick className="mt-0.5" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </Card>
            </Reveal>
          );
        })}
      </ul>
      <p className="mt-8 flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
        <Sparkles className="size-4 shrink-0 text-accent" aria-hidden="true" />
        {useCases.comingSoonNote}
      </p>
    </Section>
  );
}

function SdrComparison() {
  return (
    <Section
      opaque
      tinted
      aria-labelledby="sdr-comparison-heading"
      // Its height as laid out (padding aside), taken until it is: decision 043, amendment (2).
      className="[--near-view-size:69rem] md:[--near-view-size:40rem]"
    >
      <SectionHeading
        id="sdr-comparison-heading"
        eyebrow={sdrComparison.eyebrow}
        title={sdrComparison.heading}
        intro={sdrComparison.intro}
      />
      <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2 md:items-stretch">
        <ComparisonCard
          title={sdrComparison.traditionalTitle}
          subtitle={sdrComparison.traditionalSubtitle}
          rows={sdrComparison.rows.map((r) => ({ label: r.label, value: r.traditional }))}
          index={0}
        />
        <ComparisonCard
          title={sdrComparison.aiTitle}
          subtitle={sdrComparison.aiSubtitle}
          rows={sdrComparison.rows.map((r) => ({ label: r.label, value: r.ai }))}
          recommended={sdrComparison.recommended}
          index={1}
        />
      </div>
    </Section>
  );
}

function ComparisonCard({
  title,
  subtitle,
  rows,
  recommended,
  index,
}: {
  title: string;
  subtitle: string;
  rows: { label: string; value: string }[];
  recommended?: string;
  index: number;
}) {
  const featured = recommended !== undefined;
  return (
    <Reveal
      as="article"
      index={index}
      aria-label={title}
      data-testid={featured ? 'ai-sdr-card' : 'traditional-sdr-card'}
      className={cn(
        'relative flex flex-col rounded-3xl border p-6 sm:p-8',
        featured
          ? 'border-2 border-transparent shadow-xl shadow-glow/10 [background:linear-gradient(var(--card),var(--card))_padding-box,linear-gradient(135deg,var(--grad-from),var(--grad-to))_border-box]'
          : 'border-border bg-card/60',
      )}
    >
      <header className="flex items-start justify-between gap-4">
        <div>
          <h3 className={cn('text-xl font-semibold', featured && 'text-foreground')}>{title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p>
        </div>
        {featured ? (
          <Badge className="border-transparent bg-accent-gradient text-on-accent">{recommended}</Badge>
        ) : null}
      </header>
      <dl className="mt-6 divide-y divide-border">
        {rows.map((row) => (
          <div key={row.label} className="flex items-start justify-between gap-4 py-3.5">
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd
              className={cn(
                'flex items-center gap-2 text-right text-sm',
                featured ? 'font-semibold text-foreground' : 'text-foreground',
              )}
            >
              {featured ? (
                <Tick />
              ) : (
                <Minus className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </Reveal>
  );
}

function ClosingCta() {
  return (
    <CtaBand id="use-cases-cta" cta={useCasesCta}>
      <p className="mt-8 text-sm text-on-accent/90">
        {useCasesCta.customWorkflowPrompt}{' '}
        <Link
          to={useCasesCta.customWorkflowTo}
          className="rounded font-semibold text-on-accent underline underline-offset-4 hover:no-underline focus-visible:outline-on-accent"
        >
          {useCasesCta.customWorkflow}
        </Link>
      </p>
    </CtaBand>
  );
}
