import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { costAnchor, pricingTeaser } from '@/content/home';
import { cn } from '@/lib/cn';
import { ContactSalesButton } from './contact-sales-button';

/**
 * A bar as long as `share` of the track. Drawn in SVG, whose width attribute carries the data: a
 * style attribute would need 'unsafe-inline' in the Content-Security-Policy.
 */
function ShareBar({ share, accent }: { share: number; accent: boolean }) {
  const gradientId = useId();
  return (
    <svg aria-hidden="true" className="mt-3 block h-3 w-full rounded-full bg-muted">
      {accent ? (
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" className="[stop-color:var(--grad-from)]" />
            <stop offset="1" className="[stop-color:var(--grad-to)]" />
          </linearGradient>
        </defs>
      ) : null}
      <rect
        width={`${Math.max(share * 100, 4)}%`}
        height="100%"
        rx="6"
        fill={accent ? `url(#${gradientId})` : undefined}
        className={cn(!accent && 'fill-muted-foreground/40')}
      />
    </svg>
  );
}

export function PricingTeaser() {
  const rows = [
    { ...costAnchor.sdr, share: 1, product: false },
    { ...costAnchor.product, share: costAnchor.productShare, product: true },
  ];
  return (
    <Section
      opaque
      id="pricing"
      tinted
      aria-labelledby="pricing-title"
      // Its height as laid out (padding aside), taken until it is: decision 043, amendment (2).
      className="[--near-view-size:43rem] sm:[--near-view-size:33rem] lg:[--near-view-size:18rem]"
    >
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <Reveal>
          <SectionHeading
            id="pricing-title"
            align="left"
            eyebrow={pricingTeaser.eyebrow}
            title={pricingTeaser.title}
            intro={pricingTeaser.intro}
          />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={pricingTeaser.primary.to}>
                {pricingTeaser.primary.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </Button>
            <ContactSalesButton variant="secondary" />
          </div>
          <p className="mt-5 text-sm text-muted-foreground">{pricingTeaser.note}</p>
        </Reveal>
        <Reveal index={1}>
          <Card className="p-6 sm:p-8">
            <ul className="space-y-8">
              {rows.map((row) => (
                <li key={row.label}>
                  <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <span className="font-semibold text-foreground">{row.label}</span>
                    <span className="text-right">
                      <span
                        className={cn(
                          'text-2xl font-semibold tabular-nums tracking-tight',
                          row.product ? 'text-accent' : 'text-foreground',
                        )}
                      >
                        {row.amount}
                      </span>{' '}
                      <span className="text-sm text-muted-foreground">{row.unit}</span>
                    </span>
                  </p>
                  <ShareBar share={row.share} accent={row.product} />
                </li>
              ))}
            </ul>
          </Card>
        </Reveal>
      </div>
    </Section>
  );
}
