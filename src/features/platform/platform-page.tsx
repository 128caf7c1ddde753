import { ArrowDown, ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CtaBand } from '@/components/layout/cta-band';
import { Opaque } from '@/components/layout/opaque';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { siteConfig } from '@/config/site';
import { pages } from '@/content/pages';
import { type PlatformGroup, platformCopy, platformGroups } from '@/content/platform';
import { cn } from '@/lib/cn';
import { FeatureSection, sectionScrollMargin } from './feature-section';
import { HashLink } from './hash-link';
import { PlatformMobileNav, PlatformSideNav } from './platform-nav';
import { PlatformOverview } from './platform-overview';
import { usePlatformSpy } from './use-platform-spy';

const page = pages.platform;

export function PlatformPage() {
  const spy = usePlatformSpy();
  let featureIndex = 0;
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
            {platformGroups.map((group) => {
              const start = featureIndex;
              featureIndex += group.features.length;
              return <GroupSection key={group.id} group={group} firstIndex={start} />;
            })}
          </div>
        </div>
      </div>
      <PlatformCta />
    </>
  );
}

function GroupSection({ group, firstIndex }: { group: PlatformGroup; firstIndex: number }) {
  const titleId = `${group.id}-title`;
  return (
    <Opaque
      as="section"
      id={group.id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn('border-t border-border pt-14 first:border-t-0 first:pt-6 sm:pt-16', sectionScrollMargin)}
    >
      <div className="max-w-2xl">
        <p className="flex items-center gap-3 text-sm font-semibold text-accent">
          <span
            aria-hidden="true"
            className="inline-flex h-7 min-w-8 items-center justify-center rounded-lg bg-accent-gradient px-1.5 text-xs text-on-accent"
          >
            {String(group.step).padStart(2, '0')}
          </span>
          {platformCopy.overview.stepLabel(group.step)}
        </p>
        <h2 id={titleId} className="mt-4 text-3xl font-semibold tracking-tight sm:text-4xl">
          {group.title}
        </h2>
        <p className="mt-4 text-pretty text-lg leading-relaxed text-muted-foreground">{group.description}</p>
      </div>
      <div>
        {group.features.map((f, i) => (
          <FeatureSection key={f.id} feature={f} flip={(firstIndex + i) % 2 === 1} />
        ))}
      </div>
    </Opaque>
  );
}

function PlatformCta() {
  return <CtaBand id="platform-cta" cta={platformCopy.cta} />;
}
