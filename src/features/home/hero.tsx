import { Check, Sparkles, TrendingDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/card';
import { WaveMotif } from '@/components/ui/wave-motif';
import { hero } from '@/content/home';
import { useSectionLink } from '@/hooks/use-section-link';
import { ContactSalesButton } from './contact-sales-button';
import { HeroShowcase } from './hero-showcase';
import { gradientText } from './styles';

function Heading() {
  const at = hero.heading.indexOf(hero.headingHighlight);
  if (at < 0) return <>{hero.heading}</>;
  return (
    <>
      {hero.heading.slice(0, at)}
      <span className={gradientText}>{hero.headingHighlight}</span>
      {hero.heading.slice(at + hero.headingHighlight.length)}
    </>
  );
}

function CostAnchor() {
  const { claim, sdr, product } = hero.costAnchor;
  return (
    <div className="mx-auto mt-10 flex w-full max-w-3xl flex-col lg:order-last lg:mt-14 items-stretch divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card/70 text-left shadow-sm backdrop-blur sm:flex-row sm:divide-x sm:divide-y-0">
      <p className="flex items-center gap-3 px-5 py-4 text-sm font-semibold text-foreground sm:shrink-0 sm:whitespace-nowrap">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent-soft text-accent">
          <TrendingDown className="size-4" aria-hidden="true" />
        </span>
        {claim}
      </p>
      <dl className="grid flex-1 grid-cols-2 divide-x divide-border">
        {[sdr, product].map((row, i) => (
          <div key={row.label} className="flex flex-col-reverse justify-center px-5 py-4">
            <dt className="mt-1 text-xs text-muted-foreground">
              {row.label}, {row.unit}
            </dt>
            <dd
              className={
                i === 0
                  ? 'text-lg font-semibold tabular-nums text-muted-foreground'
                  : 'text-lg font-semibold tabular-nums text-foreground'
              }
            >
              {row.amount}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function Hero() {
  const sectionLink = useSectionLink();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-x-0 top-0 h-[46rem] bg-[radial-gradient(55%_60%_at_50%_0%,color-mix(in_oklab,var(--grad-from)_28%,transparent),transparent)]" />
        {/* The brand motif (the logo's wave) in place of a grid: faint, drifting only with motion allowed.
            On a phone, where the copy spans the width, it stays a band above the badge. */}
        <WaveMotif
          drift
          lines={6}
          className="absolute inset-x-0 -top-4 h-32 w-full text-accent/12 [mask-image:linear-gradient(to_bottom,black_40%,transparent)] sm:top-4 sm:h-96 sm:[mask-image:radial-gradient(60%_70%_at_50%_40%,black,transparent)]"
        />
      </div>

      {/* On a desktop the product tour is in the first screen (1280×720 and up): the copy is
          shorter, and the highlights and the cost reading move below the tour. A phone keeps the
          document's order: copy, highlights, cost, tour. */}
      <div className="mx-auto flex max-w-7xl flex-col items-center px-4 pb-20 pt-14 text-center sm:px-6 sm:pb-28 sm:pt-24 lg:px-8 lg:pt-12">
        <Badge className="px-3.5 py-1.5">
          <Sparkles className="size-3.5" aria-hidden="true" />
          {hero.badge}
        </Badge>
        <h1
          id="hero-title"
          className="mx-auto mt-6 max-w-4xl text-balance text-[2.6rem] font-semibold leading-[1.05] tracking-tight sm:text-6xl lg:mt-5 lg:max-w-5xl"
        >
          <Heading />
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-pretty text-lg leading-relaxed text-muted-foreground sm:text-xl lg:mt-5 lg:max-w-3xl">
          {hero.intro}
        </p>
        <div className="mt-9 flex w-full flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:mt-8">
          <ContactSalesButton trackAs={hero.primaryCta.analyticsLocation} label={hero.primaryCta.label} />
          <Button asChild variant="secondary" size="lg">
            <a href={hero.secondaryCta.to} onClick={sectionLink(hero.secondaryCta.to)}>
              {hero.secondaryCta.label}
            </a>
          </Button>
        </div>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-sm text-muted-foreground lg:order-last">
          {hero.highlights.map((h) => (
            <li key={h} className="inline-flex items-center gap-1.5">
              <Check className="size-4 text-success" aria-hidden="true" />
              {h}
            </li>
          ))}
        </ul>
        <CostAnchor />
        <HeroShowcase />
      </div>
    </section>
  );
}
