import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { Reveal } from '@/components/ui/reveal';
import { Tick } from '@/components/ui/tick';
import { siteConfig } from '@/config/site';
import { type PlatformFeature, platformCopy } from '@/content/platform';
import { cn } from '@/lib/cn';
import { RENDER_NEAR_VIEW_CLASS } from '@/lib/render-near-view';
import { FeatureIcon } from './feature-icon';
import { FeatureIllustration } from './illustrations/feature-illustration';

/**
 * Where in-page jumps land: 9rem from the top on small screens (below the sticky step bar), 6rem on
 * large ones; the page's scroll padding already keeps 4.5rem for the fixed header (globals.css).
 */
export const sectionScrollMargin = 'scroll-mt-18 lg:scroll-mt-6';

/**
 * How a feature is shown (decision 068; on a phone both are unframed, the mock-up as wide as the
 * page allows, a rule between features): `lead`, the step's first feature, in a wide spotlight with
 * its mock-up the larger half; `card`, the others, one card each in a column (one feature crosses
 * the side navigation's band at a time), text beside the mock-up from xl.
 */
export type FeatureLayout = 'lead' | 'card';

const layouts = {
  lead: {
    // Its height as laid out (decision 043, amendment (2)), one column or two.
    article:
      'grid grid-cols-1 items-center gap-8 border-border pt-8 [--near-view-size:49rem] max-sm:border-t sm:rounded-3xl sm:border sm:border-accent/25 sm:bg-accent-soft/30 sm:p-8 sm:[--near-view-size:46rem] md:grid-cols-2 md:[--near-view-size:27rem] lg:grid-cols-1 lg:[--near-view-size:46rem] xl:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] xl:gap-10 xl:p-10 xl:[--near-view-size:26rem]',
    title: 'text-2xl sm:text-3xl',
  },
  card: {
    article:
      'grid grid-cols-1 items-center gap-6 border-border pt-8 [--near-view-size:49rem] max-sm:border-t sm:rounded-2xl sm:border sm:bg-card sm:p-6 sm:[--near-view-size:46rem] md:grid-cols-2 md:[--near-view-size:27rem] lg:grid-cols-1 lg:[--near-view-size:45rem] xl:grid-cols-2 xl:gap-8 xl:[--near-view-size:24rem]',
    title: 'text-xl sm:text-2xl',
  },
} as const;

export function FeatureSection({ feature, layout }: { feature: PlatformFeature; layout: FeatureLayout }) {
  const titleId = `${feature.id}-title`;
  const look = layouts[layout];
  return (
    <article
      id={feature.id}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-layout={layout}
      className={cn(RENDER_NEAR_VIEW_CLASS, look.article, sectionScrollMargin)}
    >
      {/* The lead's mock-up comes first from xl: the spotlight reads the other way from the cards. */}
      <div className={cn('min-w-0', layout === 'lead' && 'xl:order-2')}>
        <div className="flex flex-wrap items-center gap-3">
          <IconTile>
            <FeatureIcon name={feature.icon} className="size-5" />
          </IconTile>
          {feature.aiPowered ? (
            <Badge>
              <Sparkles className="size-3.5" aria-hidden="true" />
              {platformCopy.aiBadge}
            </Badge>
          ) : null}
        </div>
        <h3 id={titleId} className={cn('mt-5 text-balance font-semibold tracking-tight', look.title)}>
          {feature.title}
        </h3>
        <p className="mt-3 text-pretty leading-relaxed text-muted-foreground">{feature.description}</p>
        <ul className="mt-5 space-y-2.5">
          {feature.bullets.map((b) => (
            <li key={b} className="flex gap-3 text-sm leading-relaxed text-foreground sm:text-[0.95rem]">
              <Tick className="mt-1" />
              <span>{b}</span>
            </li>
          ))}
        </ul>
        <Button asChild variant="link" className="mt-5 h-auto px-0 text-sm">
          <Link to={feature.ctaLink ?? siteConfig.salesLink}>
            {feature.ctaText}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <Reveal className="min-w-0">
        <FeatureIllustration name={feature.image} />
      </Reveal>
    </article>
  );
}
