import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { annualSavings } from '@/content/pricing';
import { formatPrice } from '@/lib/format';

/** This page's reading of the annual savings: 94% lower cost, 20x output, 3x meetings, €54,000. */
export function SavingsBlock() {
  const stats = [
    ...annualSavings.stats,
    { value: formatPrice(annualSavings.savedPerSdrPerYear), label: annualSavings.savedLabel },
  ];
  return (
    <Section
      opaque
      aria-labelledby="pricing-savings-heading"
      // Its height as laid out (padding aside), taken until it is: decision 043, amendment (2).
      className="[--near-view-size:35rem] lg:[--near-view-size:23rem]"
    >
      <Reveal className="relative isolate overflow-hidden rounded-3xl border border-border bg-card px-6 py-12 shadow-sm sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-32 right-[-10%] -z-10 size-[28rem] rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--grad-to)_28%,transparent),transparent)]"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-40 left-[-10%] -z-10 size-[26rem] rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--grad-from)_22%,transparent),transparent)]"
        />
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-center lg:gap-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-accent">
              {annualSavings.eyebrow}
            </p>
            <h2
              id="pricing-savings-heading"
              className="mt-3 text-balance text-3xl font-semibold tracking-tight sm:text-4xl"
            >
              {annualSavings.heading}
            </h2>
            <p className="mt-4 text-pretty text-lg leading-relaxed text-muted-foreground">
              {annualSavings.intro}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="flex min-w-0 flex-col-reverse justify-end gap-1 rounded-2xl border border-border bg-background/70 p-4 sm:p-6"
              >
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="text-2xl font-semibold tracking-tight text-accent tabular-nums [overflow-wrap:anywhere] min-[420px]:text-3xl sm:text-4xl dark:text-gradient">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Reveal>
    </Section>
  );
}
