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

/**
 * Where a path redirects to, keeping search and hash; null when it is not a redirect. A target may
 * carry a query and a fragment of its own (a campaign short link: the form, its purpose and UTM
 * tags): the visitor's query is added after the target's, whose parameters come first, and the
 * visitor's fragment, if any, replaces the target's.
 */
export function resolveRedirect(location: { pathname: string; search: string; hash: string }): string | null {
  const normalized = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  const target = redirects[normalized];
  if (target === undefined) return null;
  const hashAt = target.indexOf('#');
  const [beforeHash, targetHash] =
    hashAt < 0 ? [target, ''] : [target.slice(0, hashAt), target.slice(hashAt)];
  const visitorQuery = location.search.replace(/^\?/, '');
  const search = beforeHash.includes('?')
    ? `${beforeHash}${visitorQuery ? `&${visitorQuery}` : ''}`
    : `${beforeHash}${location.search}`;
  return `${search}${location.hash || targetHash}`;
}
