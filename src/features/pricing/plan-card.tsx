import { Infinity as InfinityIcon, Send, UserRound, UsersRound } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Tick } from '@/components/ui/tick';
import { type BillingPeriod, billingPeriods, type PricingPlan, pricingCopy } from '@/content/pricing';
import { cn } from '@/lib/cn';
import { FROM_PREFIX, formatPrice } from '@/lib/format';
import { bestSavingPercent, isCustomPlan, type PlanQuote, quotePlan } from './pricing-math';
import { savePercentText, tierOptionText, yearlySavingsText } from './pricing-text';

const copy = pricingCopy;

/**
 * A card's six parts on the grid's shared rows (subgrid), so prices, selectors and buttons line up
 * across the cards, from the breakpoint where every card stands in one row (PlanGrid).
 */
const ALIGNED_ROWS = 'lg:row-span-6 lg:grid lg:grid-rows-subgrid lg:gap-y-6';

/**
 * One plan with its own billing toggle (monthly by default) and, for a plan with several user
 * tiers, its own tier choice (the first by default); a plan with one tier shows its facts alone.
 */
export function PlanCard({ plan, aligned = true }: { plan: PricingPlan; aligned?: boolean }) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [tier, setTier] = useState(0);
  const quote = quotePlan(plan, tier, period);
  const headingId = useId();
  const custom = isCustomPlan(plan);
  const bestPercent = bestSavingPercent(plan);

  return (
    <article
      aria-labelledby={headingId}
      data-plan={plan.id}
      className={cn(
        'relative flex flex-col gap-6 rounded-3xl border bg-card p-6 shadow-sm sm:p-8',
        aligned && ALIGNED_ROWS,
        plan.popular
          ? 'border-2 border-transparent shadow-xl shadow-glow/10 [background:linear-gradient(var(--card),var(--card))_padding-box,linear-gradient(135deg,var(--grad-from),var(--grad-to))_border-box]'
          : 'border-border',
      )}
    >
      <header>
        <div className="flex items-center justify-between gap-3">
          <h3 id={headingId} className="text-lg font-semibold tracking-[0.14em] text-foreground">
            {plan.name}
          </h3>
          {plan.badge ? (
            <Badge className={cn(plan.popular && 'border-transparent bg-accent-gradient text-on-accent')}>
              {plan.badge}
            </Badge>
          ) : null}
        </div>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{plan.tagline}</p>
      </header>

      <SegmentedControl
        legend={`${copy.billingLegend}, ${plan.name}`}
        hideLegend
        className="no-scripts:hidden"
        value={period}
        onValueChange={setPeriod}
        options={[
          { value: 'monthly', label: copy.billingLabels.monthly },
          {
            value: 'annual',
            label: copy.billingLabels.annual,
            hint: savePercentText(bestPercent),
          },
        ]}
      />

      <div>
        <PriceBlock quote={quote} bestPercent={bestPercent} />
        <PriceList plan={plan} />
      </div>

      {custom ? (
        <div className="flex items-center gap-3 rounded-xl border border-border bg-background/60 p-5 text-sm">
          <IconTile>
            <InfinityIcon className="size-5" aria-hidden="true" />
          </IconTile>
          <div>
            <p className="font-semibold">{plan.flexibleLabel}</p>
            <p className="mt-0.5 text-muted-foreground">{plan.flexibleDetail}</p>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          {plan.contactOptions.length > 1 ? (
            <SegmentedControl
              legend={copy.tierLegend}
              variant="tiles"
              className="no-scripts:hidden"
              value={String(tier)}
              onValueChange={(v) => setTier(Number(v))}
              options={plan.contactOptions.map((o, i) => {
                const text = tierOptionText(o.contacts, o.users);
                return { value: String(i), label: text.primary, hint: text.secondary };
              })}
            />
          ) : null}
          {quote.kind === 'tier' ? <TierFacts quote={quote} /> : null}
        </div>
      )}

      <Button asChild variant={plan.popular ? 'primary' : 'secondary'} size="lg" className="w-full">
        <Link to={plan.cta.to}>{plan.cta.label}</Link>
      </Button>

      <div className="border-t border-border pt-6">
        <h4 className="text-sm font-semibold">{copy.featuresHeading(plan.name)}</h4>
        <ul className="mt-4 space-y-3 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Tick className="mt-0.5" />
              <span className="text-muted-foreground">{feature}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

/**
 * The headline is the plan's total per month on every card (ENTERPRISE's is custom: its users are
 * not fixed), the price per user under it; announced politely when the billing period or tier
 * changes. The saving percent is on the Annual option already: here only what it does not say.
 */
function PriceBlock({ quote, bestPercent }: { quote: PlanQuote; bestPercent: number }) {
  const annual = quote.period === 'annual';
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="plan-price">
      <p className="flex items-baseline gap-1.5">
        <span className="text-5xl font-semibold tracking-tight tabular-nums">
          {quote.kind === 'tier' ? formatPrice(quote.total) : quote.label}
        </span>
        {quote.kind === 'tier' ? (
          <span className="text-base text-muted-foreground">{copy.perMonth}</span>
        ) : null}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        {quote.kind === 'custom' ? <>{FROM_PREFIX} </> : null}
        <span className="font-medium text-foreground tabular-nums">
          {formatPrice(quote.kind === 'tier' ? quote.perUser : quote.fromPerUser)}
        </span>{' '}
        {copy.perUserPerMonth}
      </p>
      <p className="mt-3 flex min-h-6 flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>{copy.billedLabels[quote.period]}</span>
        {annual && quote.savingPercent !== bestPercent ? (
          <SavingChip>{savePercentText(quote.savingPercent)}</SavingChip>
        ) : null}
        {annual && quote.kind === 'tier' ? (
          <SavingChip>{yearlySavingsText(quote.yearlySaving)}</SavingChip>
        ) : null}
      </p>
    </div>
  );
}

/**
 * Without scripts the billing and tier choices could not change the price shown (they are left
 * out): every price of the plan, by tier and billing period, under the default one. A <noscript>:
 * shown without scripts, and by the head script when the app fails (decision 037).
 */
function PriceList({ plan }: { plan: PricingPlan }) {
  const rows = isCustomPlan(plan)
    ? [{ tier: 0, label: plan.flexibleLabel }]
    : plan.contactOptions.map((o, tier) => {
        const text = tierOptionText(o.contacts, o.users);
        return { tier, label: `${text.primary}, ${text.secondary}` };
      });
  // A phone of 320 px fits three columns when "/month" may wrap under the amount.
  const price = (tier: number, period: BillingPeriod) => {
    const quote = quotePlan(plan, tier, period);
    return quote.kind === 'tier' ? (
      <>
        {formatPrice(quote.total)}
        <wbr />
        {copy.perMonth}
      </>
    ) : (
      `${FROM_PREFIX} ${formatPrice(quote.fromPerUser)} ${copy.perUserPerMonth}`
    );
  };
  return (
    <noscript>
      <table className="mt-5 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">
              {copy.tierLegend}
            </th>
            {billingPeriods.map((period) => (
              <th key={period} scope="col" className="py-2 pr-3 font-medium last:pr-0">
                {copy.billedLabels[period]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ tier, label }) => (
            <tr key={tier} className="border-b border-border last:border-0">
              <th scope="row" className="py-2 pr-3 font-medium">
                {label}
              </th>
              {billingPeriods.map((period) => (
                <td key={period} className="py-2 pr-3 tabular-nums last:pr-0">
                  {price(tier, period)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </noscript>
  );
}

function SavingChip({ children }: { children: ReactNode }) {
  return (
    <span className="rounded-full bg-success/12 px-2 py-0.5 text-xs font-semibold text-success-strong">
      {children}
    </span>
  );
}

function TierFacts({ quote }: { quote: Extract<PlanQuote, { kind: 'tier' }> }) {
  const facts = [
    { icon: UsersRound, text: copy.userCount(quote.users) },
    { icon: Send, text: copy.activeContacts(quote.contacts) },
    { icon: UserRound, text: copy.contactsPerUser(quote.contactsPerUser) },
  ];
  return (
    <ul className="space-y-2 text-sm" aria-live="polite" data-testid="plan-facts">
      {facts.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2.5">
          <Icon className="size-4 shrink-0 text-accent" aria-hidden="true" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The plan cards, laid out for how many there are (one to five): one row of up to three, with
 * their parts aligned across it; four as two rows of two; five as rows of three and two, centred.
 */
export function PlanGrid({ plans }: { plans: readonly PricingPlan[] }) {
  const n = plans.length;
  const layout = GRID_LAYOUTS[Math.min(Math.max(n, 1), 5) as 1 | 2 | 3 | 4 | 5];
  return (
    <div className={layout.grid} data-plan-count={n}>
      {plans.map((plan) =>
        layout.item ? (
          <div key={plan.id} className={cn(layout.item, 'flex')}>
            <PlanCard plan={plan} aligned={false} />
          </div>
        ) : (
          <PlanCard key={plan.id} plan={plan} aligned={layout.aligned} />
        ),
      )}
    </div>
  );
}

/** The grid for each number of plans; `item` wraps each card where the cards flow in rows. */
const GRID_LAYOUTS: Record<1 | 2 | 3 | 4 | 5, { grid: string; aligned: boolean; item?: string }> = {
  1: { grid: 'mx-auto grid max-w-xl', aligned: false },
  2: { grid: 'mx-auto grid max-w-xl gap-6 lg:max-w-4xl lg:grid-cols-2 lg:gap-y-0', aligned: true },
  3: { grid: 'mx-auto grid max-w-xl gap-6 lg:max-w-none lg:grid-cols-3 lg:gap-y-0', aligned: true },
  // Four in a row would be under 300 px each in this container: two rows of two.
  4: { grid: 'mx-auto grid max-w-xl gap-6 md:max-w-4xl md:grid-cols-2', aligned: false },
  // Five never fit one row of this width: two, then three to a row, each a column's width.
  5: {
    grid: 'mx-auto flex max-w-xl flex-wrap justify-center gap-6 md:max-w-none',
    aligned: false,
    item: 'w-full md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]',
  },
};
