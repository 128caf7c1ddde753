// Illustrations for the Find step: database search, ICP builder, email finder, enrichment, validation.
import {
  BadgeCheck,
  Ban,
  Check,
  MailSearch,
  Phone,
  Plus,
  Search,
  SlidersHorizontal,
  Sparkles,
  TriangleAlert,
  Upload,
} from 'lucide-react';
import { MockStage, MockWindow } from '@/components/illustrations/mock-frames';
import { Avatar, Chip, initials, Line } from '@/components/illustrations/mock-parts';
import { type PlatformIllustration, platformMocks } from '@/content/platform';
import { cn } from '@/lib/cn';
import type { Illustration } from './feature-illustration';

export function ContactDatabaseMock() {
  const m = platformMocks.contactDatabase;
  return (
    <MockStage>
      <MockWindow title={m.total}>
        <div className="flex items-center gap-2 rounded-lg border border-border bg-background px-3 py-2 text-xs text-foreground">
          <Search className="size-3.5 text-muted-foreground" />
          <span className="[overflow-wrap:anywhere]">{m.search}</span>
        </div>
        {/* One row of filters: those that do not fit wrap out of sight, whole. */}
        <div className="mt-2.5 flex h-[22px] flex-wrap gap-1.5 overflow-hidden">
          <Chip tone="accent">
            <SlidersHorizontal className="size-3" />
            {m.filters[0]}
          </Chip>
          {m.filters.slice(1).map((f) => (
            <Chip key={f}>{f}</Chip>
          ))}
        </div>
        <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
          {m.rows.map((r, i) => (
            <li
              key={r.name}
              // On the narrowest phones names wrap: the last row makes room for them. Rows are
              // compact so the list ends inside the window's padding, never on its edge.
              className={cn(
                'flex items-center gap-2.5 px-2.5 py-1.5',
                i === m.rows.length - 1 && 'max-[359px]:hidden',
              )}
            >
              <Avatar size="sm" name={r.name} />
              <span className="min-w-0 flex-1">
                <span className="block [overflow-wrap:anywhere] text-xs font-semibold text-foreground">
                  {r.name}
                </span>
                <span className="block [overflow-wrap:anywhere] text-[11px] text-muted-foreground">
                  {r.title} · {r.company}
                </span>
              </span>
              <span
                className={
                  i === 0
                    ? 'inline-flex size-5 items-center justify-center rounded-md bg-accent-gradient text-on-accent'
                    : 'inline-flex size-5 items-center justify-center rounded-md border border-border'
                }
              >
                {i === 0 ? <Check className="size-3" /> : null}
              </span>
            </li>
          ))}
        </ul>
      </MockWindow>
    </MockStage>
  );
}

export function AudienceDiscoveryMock() {
  const m = platformMocks.audienceDiscovery;
  return (
    <MockStage>
      <div className="grid h-full grid-rows-[auto_1fr] gap-3">
        <div className="rounded-xl border border-border bg-card p-3.5 shadow-lg shadow-shade/5 dark:shadow-shade/30">
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs font-semibold text-foreground">{m.title}</span>
            <Chip tone="accent">
              <Sparkles className="size-3" />
              {m.generated}
            </Chip>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-2">
            {m.traits.map((t) => (
              <div key={t.label} className="rounded-lg bg-muted/70 px-2.5 py-1.5">
                <dt className="text-[10px] font-medium uppercase tracking-wide text-muted-foreground">
                  {t.label}
                </dt>
                <dd className="[overflow-wrap:anywhere] text-xs font-semibold text-foreground">{t.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="grid min-h-0 grid-cols-[0.9fr_1.1fr] gap-3">
          <div className="flex flex-col justify-center rounded-xl bg-accent-gradient p-3.5 text-on-accent shadow-lg shadow-glow/20">
            <span className="text-[11px] font-medium">{m.matchLabel}</span>
            <span className="mt-1 text-2xl font-semibold tracking-tight">{m.matchCount}</span>
          </div>
          <div className="min-w-0 rounded-xl border border-border bg-card p-3 shadow-lg shadow-shade/5 dark:shadow-shade/30">
            <span className="text-[11px] font-semibold text-foreground">{m.intentTitle}</span>
            <ul className="mt-1.5 space-y-1.5">
              {m.signals.map((s) => (
                <li key={s} className="flex items-center gap-1.5 text-[11px] text-muted-foreground">
                  <span className="size-1.5 shrink-0 rounded-full bg-success" />
                  <span className="[overflow-wrap:anywhere]">{s}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </MockStage>
  );
}

export function EmailFinderMock() {
  const m = platformMocks.emailFinder;
  return (
    <MockStage>
      <MockWindow title={m.url} bodyClassName="p-0 sm:p-0">
        <div className="h-14 bg-accent-gradient opacity-80" />
        <div className="px-4 pb-4">
          <span className="relative -mt-6 flex size-12 items-center justify-center rounded-full border-4 border-card bg-muted text-sm font-semibold text-foreground">
            {initials(m.profileName)}
          </span>
          <p className="mt-1.5 text-sm font-semibold text-foreground">{m.profileName}</p>
          <p className="text-[11px] text-muted-foreground">{m.profileTitle}</p>
          {/* The extension's card opens over the page's own content, below the profile's name and
              title, and ends inside the window. */}
          <div className="relative mt-3 min-h-28">
            <div className="space-y-1.5">
              <Line className="w-3/5" />
              <Line className="w-2/5" />
              <Line className="w-1/2" />
            </div>
            <div className="absolute right-0 top-2 w-[82%] max-w-64 rounded-xl border border-border bg-card p-3 shadow-2xl shadow-shade/15 dark:shadow-shade/60">
              <div className="flex items-center gap-1.5 text-[11px] font-semibold text-foreground">
                <MailSearch className="size-3.5 text-accent" />
                {m.extension}
              </div>
              <p className="mt-2 text-[10px] font-medium uppercase tracking-wide text-muted-foreground">
                {m.found}
              </p>
              <p className="[overflow-wrap:anywhere] text-xs font-semibold text-foreground">{m.email}</p>
              <div className="mt-2 flex items-center justify-between gap-2">
                <Chip tone="success">
                  <BadgeCheck className="size-3" />
                  {m.verified}
                </Chip>
                <span className="inline-flex items-center gap-1 rounded-md bg-accent-gradient px-2 py-1 text-[11px] font-semibold text-on-accent">
                  <Plus className="size-3" />
                  {m.action}
                </span>
              </div>
            </div>
          </div>
        </div>
      </MockWindow>
    </MockStage>
  );
}

export function EnrichmentMock() {
  const m = platformMocks.enrichment;
  return (
    <MockStage>
      <MockWindow title={m.sources}>
        <div className="flex items-center gap-2.5">
          <Avatar size="sm" name={m.name} className="size-9 text-xs" />
          <span className="min-w-0 flex-1">
            <span className="block [overflow-wrap:anywhere] text-sm font-semibold text-foreground">
              {m.name}
            </span>
            <span className="block [overflow-wrap:anywhere] text-[11px] text-muted-foreground">
              {m.email}
            </span>
          </span>
          <Chip tone="accent">
            <Sparkles className="size-3" />
            {m.added}
          </Chip>
        </div>
        <dl className="mt-3.5 grid grid-cols-2 gap-x-3 gap-y-2">
          {m.fields.map((f) => (
            <div key={f.label} className="rounded-lg border border-border px-2.5 py-1.5">
              <dt className="text-[10px] font-medium uppercase tracking-wide text-muted-foreground">
                {f.label}
              </dt>
              <dd className="flex items-center justify-between gap-1 text-xs font-semibold text-foreground">
                <span className="[overflow-wrap:anywhere]">{f.value}</span>
                <Check className="size-3 shrink-0 text-success" />
              </dd>
            </div>
          ))}
        </dl>
      </MockWindow>
    </MockStage>
  );
}

const validationIcon = { valid: Check, role: TriangleAlert, invalid: Ban } as const;
const validationTone = { valid: 'success', role: 'neutral', invalid: 'danger' } as const;

export function ValidationMock() {
  const m = platformMocks.validation;
  return (
    <MockStage>
      <MockWindow title={m.file}>
        <div className="flex items-center gap-2 rounded-lg border border-dashed border-accent/40 bg-accent-soft/60 px-3 py-2 text-xs font-medium text-accent">
          <Upload className="size-3.5" />
          {m.file}
        </div>
        <ul className="mt-2.5 space-y-1.5">
          {m.rows.map((r) => {
            const Icon = validationIcon[r.status];
            return (
              <li
                key={r.value}
                className="flex items-center justify-between gap-2 rounded-lg border border-border px-2.5 py-1.5"
              >
                <span
                  className={
                    r.status === 'invalid'
                      ? '[overflow-wrap:anywhere] text-xs text-muted-foreground line-through'
                      : '[overflow-wrap:anywhere] text-xs text-foreground'
                  }
                >
                  {r.value}
                </span>
                <Chip tone={validationTone[r.status]}>
                  <Icon className="size-3" />
                  {m.status[r.status]}
                </Chip>
              </li>
            );
          })}
        </ul>
        <p className="mt-2.5 flex items-center gap-1.5 text-[11px] font-medium text-muted-foreground">
          <Phone className="size-3.5 text-accent" />
          {m.phone}
        </p>
      </MockWindow>
    </MockStage>
  );
}

/** The Find step's illustrations, under the key a feature's `image` names in the content. */
export const findIllustrations = {
  'contact-database': ContactDatabaseMock,
  'audience-discovery': AudienceDiscoveryMock,
  'email-finder': EmailFinderMock,
  enrichment: EnrichmentMock,
  validation: ValidationMock,
} satisfies Partial<Record<PlatformIllustration, Illustration>>;
