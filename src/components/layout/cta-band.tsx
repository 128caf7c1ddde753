import { ArrowRight } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router-dom';
import { Opaque } from '@/components/layout/opaque';
import { Button } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { WaveMotif } from '@/components/ui/wave-motif';
import type { CallToAction } from '@/content/shared';
import { cn } from '@/lib/cn';
import { RENDER_NEAR_VIEW_CLASS } from '@/lib/render-near-view';

/**
 * The closing call to action of every page: one gradient band with a heading, one line and up to
 * two links. `children` adds a line below the buttons.
 */
export function CtaBand({
  id,
  cta,
  children,
}: {
  id: string;
  cta: CallToAction;
  children?: React.ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Opaque
      as="section"
      id={id}
      aria-labelledby={titleId}
      // Its height as laid out (padding aside): decision 043, amendment (2).
      className={cn(RENDER_NEAR_VIEW_CLASS, '[--near-view-size:28rem] px-4 py-20 sm:px-6 sm:py-28 lg:px-8')}
    >
      <Reveal className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-accent-gradient px-6 py-14 text-center text-on-accent shadow-2xl shadow-band-shadow/30 sm:px-14 sm:py-20">
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          <div className="absolute -left-20 -top-20 size-72 rounded-full bg-on-accent/15 blur-3xl" />
          <div className="absolute -bottom-24 -right-10 size-80 rounded-full bg-band-glow/20 blur-3xl" />
          {/* The brand motif (the logo's wave) along the band's foot, still. */}
          <WaveMotif lines={4} className="absolute inset-x-0 bottom-0 h-40 w-full text-on-accent/20" />
        </div>
        <h2
          id={titleId}
          className="mx-auto max-w-2xl text-balance text-3xl font-semibold tracking-tight sm:text-5xl"
        >
          {cta.title}
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-pretty text-lg leading-relaxed text-on-accent-muted">
          {cta.intro}
        </p>
        <div className="mx-auto mt-9 flex max-w-xs flex-col items-stretch justify-center gap-3 sm:max-w-none sm:flex-row sm:items-center">
          <Button
            asChild
            size="lg"
            variant="secondary"
            className="border-transparent bg-on-accent text-band-ink shadow-lg hover:bg-on-accent-muted focus-visible:outline-on-accent"
          >
            <Link to={cta.primary.to}>
              {cta.primary.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </Button>
          {cta.secondary ? (
            <Button
              asChild
              size="lg"
              variant="ghost"
              className="border border-on-accent/40 text-on-accent hover:bg-on-accent/10 focus-visible:outline-on-accent"
            >
              <Link to={cta.secondary.to}>{cta.secondary.label}</Link>
            </Button>
          ) : null}
        </div>
        {children}
      </Reveal>
    </Opaque>
  );
}
