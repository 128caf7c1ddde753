// The plan table of docs/requirements.md#plans, read from the document itself, so the tests pin the
// prices the requirements state and a price change is made in two places: that table and
// src/content/pricing.ts. The parser throws when the table is missing or malformed, so a renamed
// anchor or a reshaped table fails the tests rather than emptying them.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatPrice } from '../../src/lib/format.ts';

export type RequiredTier = {
  plan: string;
  /** The tier's position within its plan (0 = the default). */
  tier: number;
  contacts: number;
  users: number;
  /** Euro per user per month. */
  monthly: number;
  annual: number;
};

export type RequiredPlans = {
  /** Every plan's name, in the table's order. */
  names: string[];
  /** A plan's badge where the table gives one ("BUSINESS ('Most Popular')"). */
  badges: Record<string, string>;
  tiers: RequiredTier[];
  /** The custom plan's "from" prices. */
  custom: { plan: string; monthly: number; annual: number };
};

const number = (cell: string): number => {
  const value = Number(cell.replace(/^from\s+/i, '').replace(/,/g, ''));
  if (!Number.isFinite(value)) throw new Error(`requirements#plans: "${cell}" is not a number`);
  return value;
};

/** Parses the first table after the `plans` anchor. */
function parseRequiredPlans(markdown: string): RequiredPlans {
  const anchor = markdown.indexOf('<a id="plans"></a>');
  if (anchor < 0) throw new Error('docs/requirements.md has no #plans anchor');
  const lines = markdown
    .slice(anchor)
    .split('\n')
    .map((line) => line.trim());
  const first = lines.findIndex((line) => line.startsWith('|'));
  const table = first < 0 ? [] : lines.slice(first);
  const end = table.findIndex((line) => !line.startsWith('|'));
  const rows = (end < 0 ? table : table.slice(0, end))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
    .filter((cells) => !/^-+$/.test(cells[0] ?? '') && cells[0] !== 'Plan');
  const tiers: RequiredTier[] = [];
  const names: string[] = [];
  const badges: Record<string, string> = {};
  let custom: RequiredPlans['custom'] | undefined;
  for (const [planCell = '', who = '', monthly = '', annual = ''] of rows) {
    const plan = planCell.replace(/\s*\(.*\)$/, '');
    if (!names.includes(plan)) names.push(plan);
    const badge = /\('([^']+)'\)$/.exec(planCell)?.[1];
    if (badge) badges[plan] = badge;
    if (/^from\s/i.test(monthly)) {
      custom = { plan, monthly: number(monthly), annual: number(annual) };
      continue;
    }
    const match = /^([\d,]+) (?:active )?contacts?, ([\d,]+) users?$/.exec(who);
    if (!match) throw new Error(`requirements#plans: cannot read contacts and users from "${who}"`);
    tiers.push({
      plan,
      tier: tiers.filter((t) => t.plan === plan).length,
      contacts: number(match[1]!),
      users: number(match[2]!),
      monthly: number(monthly),
      annual: number(annual),
    });
  }
  if (tiers.length === 0 || !custom) throw new Error('requirements#plans: the plan table is empty');
  return { names, badges, tiers, custom };
}

export const requiredPlans: RequiredPlans = parseRequiredPlans(
  // Vitest (jsdom) and Playwright both run from the repository root.
  readFileSync(resolve(process.cwd(), 'docs/requirements.md'), 'utf8'),
);

export const requiredTier = (plan: string, tier = 0): RequiredTier => {
  const found = requiredPlans.tiers.find((t) => t.plan === plan && t.tier === tier);
  if (!found) throw new Error(`requirements#plans has no ${plan} tier ${tier}`);
  return found;
};

/** Every per-user price the requirements list: each tier and the custom plan, in both periods. */
export const requiredPrices = (): number[] =>
  [
    ...requiredPlans.tiers.flatMap((t) => [t.monthly, t.annual]),
    requiredPlans.custom.monthly,
    requiredPlans.custom.annual,
  ].sort((a, b) => a - b);

/** round((monthly − annual) ÷ monthly × 100), by docs/requirements.md#pricing-maths. */
export const requiredSavingPercent = (monthly: number, annual: number): number =>
  Math.round(((monthly - annual) / monthly) * 100);

/** The Annual hint of a plan: its best saving over its tiers, or its "from" prices for the custom plan. */
export function requiredBestSavingPercent(plan: string): number {
  const { custom, tiers } = requiredPlans;
  if (plan === custom.plan) return requiredSavingPercent(custom.monthly, custom.annual);
  return Math.max(
    ...tiers.filter((t) => t.plan === plan).map((t) => requiredSavingPercent(t.monthly, t.annual)),
  );
}

/**
 * What a plan card shows for a required tier and billing period, by the rules of
 * docs/requirements.md#pricing-maths: headline = price × users; yearly saving =
 * 12 × (monthly − annual) × users; saving percent = round((monthly − annual) ÷ monthly × 100).
 */
export function requiredQuote(plan: string, tier: number, period: 'monthly' | 'annual') {
  const t = requiredTier(plan, tier);
  const perUser = period === 'monthly' ? t.monthly : t.annual;
  return {
    headline: formatPrice(perUser * t.users),
    perUser: formatPrice(perUser),
    yearly: `Save ${formatPrice(12 * (t.monthly - t.annual) * t.users)}/year`,
    savingPercent: requiredSavingPercent(t.monthly, t.annual),
  };
}
