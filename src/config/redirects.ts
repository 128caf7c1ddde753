// Old and alternative paths, sent on with `replace` (no history entry). The hash is kept, so
// /b2b#benefits lands on /#benefits.
import { paths } from '../config/paths.ts';

const solutionPages = ['inbound-sales', 'outbound-sales', 'account-based-marketing', 'sdr-teams'];

export const redirects: Record<string, string> = {
  '/use-cases/account-based-marketing': paths.useCases,
  '/use-cases/sdr-teams': paths.useCases,
  '/b2b': paths.home,
  '/b2b/solutions': paths.home,
  ...Object.fromEntries(solutionPages.map((p) => [`/b2b/solutions/${p}`, paths.home])),
  '/solutions': paths.home,
  ...Object.fromEntries(solutionPages.map((p) => [`/solutions/${p}`, paths.home])),
  '/b2b/platform': paths.platform,
  '/b2b/pricing': paths.pricing,
};

/** Where a path redirects to, keeping search and hash; null when it is not a redirect. */
export function resolveRedirect(location: { pathname: string; search: string; hash: string }): string | null {
  const normalized = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  const target = redirects[normalized];
  return target === undefined ? null : `${target}${location.search}${location.hash}`;
}
