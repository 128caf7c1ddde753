import {
  ArrowRight,
  BookOpen,
  ChartColumn,
  LifeBuoy,
  type LucideIcon,
  Rocket,
  SearchX,
  Send,
  Settings2,
  ShieldCheck,
  Sparkles,
  UsersRound,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { ComingSoonBadge } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { Section, SectionHeading } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import {
  type HelpCategory,
  type HelpCategoryIcon,
  helpCategories,
  helpCenterCopy,
  helpFaqs,
} from '@/content/help-center';
import { pages } from '@/content/pages';
import { filterHelp, queryTerms } from './filter-help';
import { HelpSearch } from './help-search';
import { Highlight } from './highlight';

const page = pages.helpCenter;
const copy = helpCenterCopy;

/** The result count is announced once typing pauses, not on every keystroke. */
const ANNOUNCE_DELAY_MS = 400;

const categoryIcons: Record<HelpCategoryIcon, LucideIcon> = {
  start: Rocket,
  configuration: Settings2,
  leads: UsersRound,
  outreach: Send,
  analytics: ChartColumn,
  compliance: ShieldCheck,
};

export function HelpCenterPage() {
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const results = filterHelp(query, helpCategories, helpFaqs);
  const terms = queryTerms(query);
  const trimmed = query.trim();

  const summary = results.filtered ? copy.search.summary(results.total, trimmed) : '';
  const [status, setStatus] = useState('');
  useEffect(() => {
    const t = window.setTimeout(() => setStatus(summary), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [summary]);

  const clear = () => {
    setQuery('');
    inputRef.current?.focus();
  };

  return (
    <>
      <PageHeader title={page.heading} intro={page.intro}>
        <HelpSearch value={query} onChange={setQuery} status={status} inputRef={inputRef} />
      </PageHeader>

      {results.total === 0 ? (
        <EmptyState query={trimmed} onClear={clear} />
      ) : (
        <>
          {results.categories.length > 0 ? <Categories items={results.categories} terms={terms} /> : null}
          {results.faqs.length > 0 ? <Faq items={results.faqs} terms={terms} /> : null}
        </>
      )}
      <Support />
    </>
  );
}

function Categories({ items, terms }: { items: HelpCategory[]; terms: string[] }) {
  const c = copy.categories;
  return (
    <Section aria-labelledby="help-categories-title" className="pb-10 sm:pb-14">
      <SectionHeading id="help-categories-title" eyebrow={c.eyebrow} title={c.title} intro={c.intro} />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
        {items.map((cat) => {
          const Icon = categoryIcons[cat.icon];
          return (
            // Not a link and not styled as one: a dashed, flat card with its icon muted, so it reads
            // at a glance as not open yet (its articles are coming), never as a card to click.
            <li
              key={cat.id}
              data-testid="help-category"
              data-available="false"
              className="flex flex-col rounded-2xl border border-dashed border-input bg-card/40 p-6"
            >
              <div className="flex items-start justify-between gap-3">
                <IconTile tone="muted">
                  <Icon className="size-5" aria-hidden="true" />
                </IconTile>
                <ComingSoonBadge>{c.comingSoon}</ComingSoonBadge>
              </div>
              <h3 className="mt-5 text-lg font-semibold tracking-tight text-foreground/80">
                <Highlight text={cat.title} terms={terms} />
              </h3>
              <p className="mt-2 flex-1 text-pretty leading-relaxed text-muted-foreground">
                <Highlight text={cat.description} terms={terms} />
              </p>
              <p className="mt-5 flex items-center gap-2 border-t border-dashed border-input pt-4 text-sm font-medium text-muted-foreground">
                <BookOpen className="size-4" aria-hidden="true" />
                {c.articles(cat.articleCount)}
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Faq({ items, terms }: { items: typeof helpFaqs; terms: string[] }) {
  return (
    <Section aria-labelledby="help-faq-title" className="pt-10 sm:pt-14">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="help-faq-title" eyebrow={copy.faq.eyebrow} title={copy.faq.title} />
        <Accordion className="mt-10">
          {items.map((f) => (
            <AccordionItem key={f.question} value={f.question}>
              <AccordionTrigger>
                <span>
                  <Highlight text={f.question} terms={terms} />
                </span>
              </AccordionTrigger>
              <AccordionContent>
                <Highlight text={f.answer} terms={terms} />
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </Section>
  );
}

function EmptyState({ query, onClear }: { query: string; onClear: () => void }) {
  const e = copy.empty;
  return (
    <Section aria-labelledby="help-empty-title">
      <div className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-border bg-card/60 px-6 py-14 text-center">
        <IconTile>
          <SearchX className="size-5" aria-hidden="true" />
        </IconTile>
        <h2 id="help-empty-title" className="mt-6 text-balance text-2xl font-semibold tracking-tight">
          {e.title(query)}
        </h2>
        <p className="mt-3 text-pretty text-muted-foreground">{e.text}</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button variant="secondary" onClick={onClear}>
            {e.clear}
          </Button>
          <Button asChild>
            <Link to={paths.contact}>
              {e.contact}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}

function Support() {
  const s = copy.support;
  return (
    <Section opaque tinted aria-labelledby="help-support-title">
      <SectionHeading id="help-support-title" title={s.title} intro={s.intro} />
      <ul className="mt-12 grid gap-4 md:grid-cols-3 lg:gap-6">
        <SupportCard icon={BookOpen} title={s.docs.title} text={s.docs.text} badge={s.docs.badge}>
          <Button variant="secondary" disabled className="w-full">
            {s.docs.button}
          </Button>
        </SupportCard>
        <SupportCard icon={LifeBuoy} title={s.contactSupport.title} text={s.contactSupport.text}>
          <Button asChild variant="secondary" className="w-full">
            <Link to={paths.contact}>
              {s.contactSupport.button}
              <Send className="size-4" aria-hidden="true" />
            </Link>
          </Button>
        </SupportCard>
        <SupportCard icon={Sparkles} title={s.contactSales.title} text={s.contactSales.text} featured>
          <Button asChild className="w-full">
            <Link to={siteConfig.salesLink}>
              {s.contactSales.button}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </Button>
        </SupportCard>
      </ul>
    </Section>
  );
}

function SupportCard({
  icon: Icon,
  title,
  text,
  badge,
  featured,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  badge?: string;
  featured?: boolean;
  children: React.ReactNode;
}) {
  return (
    <li
      className={
        featured
          ? 'flex flex-col rounded-2xl border border-accent/40 bg-card p-6 shadow-xl shadow-glow/10 sm:p-7'
          : 'flex flex-col rounded-2xl border border-border bg-card p-6 sm:p-7'
      }
    >
      <div className="flex items-start justify-between gap-3">
        <IconTile tone={badge ? 'muted' : 'accent'}>
          <Icon className="size-5" aria-hidden="true" />
        </IconTile>
        {badge ? <ComingSoonBadge>{badge}</ComingSoonBadge> : null}
      </div>
      <h3 className="mt-5 text-lg font-semibold tracking-tight">{title}</h3>
      <p className="mt-2 flex-1 text-pretty leading-relaxed text-muted-foreground">{text}</p>
      <div className="mt-6">{children}</div>
    </li>
  );
}
