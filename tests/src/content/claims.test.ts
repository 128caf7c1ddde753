// The fixed claims (src/content/claims.ts) and the list in docs/requirements.md#claims are the same,
// claim for claim, and each page states its own; the figures that summarise other content are the
// summaries of that content (docs/requirements.md#claims).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClaims } from '@/content/claims';
import { costAnchor } from '@/content/home';
import { platformCopy, platformFeatures, platformGroups } from '@/content/platform';
import { sdrComparison } from '@/content/use-cases';
import { formatPrice, numberWord } from '@/lib/format';
import { byId } from '../../helpers/content.ts';

/** The rows of the first table after `#claims`: claim name → value. */
function listedClaims(): Map<string, number> {
  const markdown = readFileSync(resolve(process.cwd(), 'docs/requirements.md'), 'utf8');
  const at = markdown.indexOf('<a id="claims"></a>');
  if (at < 0) throw new Error('docs/requirements.md has no #claims anchor');
  const lines = markdown.slice(at).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows = lines
    .slice(first + 2)
    .filter((_, i, all) => all.slice(0, i + 1).every((l) => l.startsWith('|')));
  return new Map(
    rows.map((line) => {
      const [name = '', value = ''] = line
        .split('|')
        .slice(1)
        .map((c) => c.trim());
      return [name.replace(/`/g, ''), Number(value.replace(/,/g, ''))];
    }),
  );
}

describe('fixed claims', () => {
  it('are exactly the ones docs/requirements.md#claims lists, with the same values', () => {
    expect(Object.fromEntries(listedClaims())).toEqual(fixedClaims);
  });

  it('are what their pages state', () => {
    expect(costAnchor.product.amount).toBe(formatPrice(fixedClaims.heroFromPrice, { from: true }));
    expect(byId(sdrComparison.rows, 'cost').ai).toContain(
      formatPrice(fixedClaims.useCasesFromPrice, { from: true }),
    );
  });
});

describe('figures that count other content', () => {
  it('the platform overview counts every feature, and each step its own', () => {
    expect(platformCopy.overview.intro).toContain(`all ${numberWord(platformFeatures.length)} features`);
    for (const group of platformGroups)
      expect(platformCopy.overview.featureCount(group.features.length)).toBe(
        `${group.features.length} feature${group.features.length === 1 ? '' : 's'}`,
      );
  });
});
