import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { Reveal } from '@/components/ui/reveal';
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

export function FeatureSection({ feature, flip }: { feature: PlatformFeature; flip: boolean }) {
  const titleId = `${feature.id}-title`;
  return (
    <article
      id={feature.id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn(
        RENDER_NEAR_VIEW_CLASS,
        // Its height as laid out (padding aside), one column or two: decision 043, amendment (2).
        '[--near-view-size:51rem] sm:[--near-view-size:47rem] md:[--near-view-size:27rem] lg:[--near-view-size:47rem] xl:[--near-view-size:25rem]',
        'grid items-center gap-8 border-t border-border py-14 first:border-t-0 first:pt-8 sm:py-16 md:grid-cols-2 md:gap-10 lg:grid-cols-1 xl:grid-cols-2 xl:gap-12',
        sectionScrollMargin,
      )}
    >
      <div className={cn('max-w-xl', flip && 'md:order-2 lg:order-none xl:order-2')}>
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
        <h3
          id={titleId}
          className="mt-5 text-balance text-2xl font-semibold tracking-tight sm:text-[1.75rem]"
        >
          {feature.title}
        </h3>
        <p className="mt-3 text-pretty leading-relaxed text-muted-foreground">{feature.description}</p>
        <ul className="mt-6 space-y-3">
          {feature.bullets.map((b) => (
            <li key={b} className="flex gap-3 text-sm leading-relaxed text-foreground sm:text-[0.95rem]">
              <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full border border-accent/30 bg-accent-soft text-accent">
                <Check className="size-3" strokeWidth={3} aria-hidden="true" />
              </span>
              <span>{b}</span>
            </li>
          ))}
        </ul>
        <Button asChild variant="link" className="mt-6 h-auto px-0 text-sm">
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
