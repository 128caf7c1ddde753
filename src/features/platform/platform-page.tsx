import { ArrowDown, ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CtaBand } from '@/components/layout/cta-band';
import { Opaque } from '@/components/layout/opaque';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { WaveMotif } from '@/components/ui/wave-motif';
import { siteConfig } from '@/config/site';
import { pages } from '@/content/pages';
import { type PlatformGroup, platformCopy, platformGroups } from '@/content/platform';
import { cn } from '@/lib/cn';
import { formatStepNumber } from '@/lib/format';
import { FeatureSection, sectionScrollMargin } from './feature-section';
import { HashLink } from './hash-link';
import { PlatformMobileNav, PlatformSideNav } from './platform-nav';
import { PlatformOverview } from './platform-overview';
import { StepNumeral } from './step-numeral';
import { usePlatformSpy } from './use-platform-spy';

const page = pages.platform;

export function PlatformPage() {
  const spy = usePlatformSpy();
  return (
    <>
      <PageHeader eyebrow={platformCopy.eyebrow} title={page.heading} intro={page.intro}>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={siteConfig.salesLink}>
              {platformCopy.heroPrimary}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <HashLink targetId={platformGroups[0]!.id}>
              {platformCopy.heroSecondary}
              <ArrowDown className="size-4" aria-hidden="true" />
            </HashLink>
          </Button>
        </div>
      </PageHeader>
      <PlatformOverview />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <PlatformMobileNav {...spy} />
        <div className="lg:grid lg:grid-cols-[13.5rem_minmax(0,1fr)] lg:gap-12 xl:grid-cols-[15rem_minmax(0,1fr)]">
          <PlatformSideNav {...spy} />
          <div className="min-w-0">
            {platformGroups.map((group) => (
              <GroupSection key={group.id} group={group} />
            ))}
          </div>
        </div>
      </div>
      <PlatformCta />
    </>
  );
}

function GroupSection({ group }: { group: PlatformGroup }) {
  const titleId = `${group.id}-title`;
  const [lead, ...rest] = group.features;
  return (
    <Opaque
      as="section"
      id={group.id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn('pt-12 first:pt-6 sm:pt-16', sectionScrollMargin)}
    >
      {/* The step's band: it breaks the run of features and carries the mark's wave (decision 067). */}
      <div className="relative isolate overflow-hidden rounded-3xl border border-border bg-muted/40 px-6 pb-20 pt-8 sm:px-10 sm:pb-20 sm:pt-10">
        <WaveMotif lines={4} className="absolute inset-x-0 bottom-0 -z-10 h-14 w-full text-accent/30" />
        <div className="flex items-start justify-between gap-6">
          <div className="max-w-2xl">
            <p className="flex items-center gap-3 text-sm font-semibold text-accent">
              <span
                aria-hidden="true"
                className="inline-flex h-7 min-w-8 items-center justify-center rounded-lg bg-accent-gradient px-1.5 text-xs text-on-accent"
              >
                {formatStepNumber(group.step)}
              </span>
              {platformCopy.overview.stepLabel(group.step)}
              <span className="font-medium text-muted-foreground">
                · {platformCopy.overview.featureCount(group.features.length)}
              </span>
            </p>
            <h2 id={titleId} className="mt-4 text-3xl font-semibold tracking-tight sm:text-4xl">
              {group.title}
            </h2>
            <p className="mt-4 text-pretty text-lg leading-relaxed text-muted-foreground">
              {group.description}
            </p>
          </div>
          <StepNumeral step={group.step} size="lg" className="hidden sm:block" />
        </div>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-4 sm:gap-5">
        {lead ? <FeatureSection feature={lead} layout="lead" /> : null}
        {rest.map((f) => (
          <FeatureSection key={f.id} feature={f} layout="card" />
        ))}
      </div>
    </Opaque>
  );
}

function PlatformCta() {
  return <CtaBand id="platform-cta" cta={platformCopy.cta} />;
}
