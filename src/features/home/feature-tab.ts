// Which Features tab a URL asks for. The `tab` parameter may sit in the query string (?tab=reach)
// or after the hash (#features?tab=reach), which is how the header's Features links write it.
import type { FeatureTab } from '@/config/paths';

export const FEATURE_TABS = ['find', 'personalize', 'reach', 'book'] as const satisfies readonly FeatureTab[];
export const DEFAULT_FEATURE_TAB: FeatureTab = 'find';

export function isFeatureTab(value: unknown): value is FeatureTab {
  return typeof value === 'string' && (FEATURE_TABS as readonly string[]).includes(value);
}

function tabParam(query: string): string | null {
  return new URLSearchParams(query).get('tab');
}

/**
 * The active tab for a location. The hash form wins when both forms hold a valid tab, because
 * it is what the site's own links write; an invalid or missing value falls back to `find`.
 */
export function featureTabFrom(search: string, hash: string): FeatureTab {
  const queryInHash = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  for (const candidate of [tabParam(queryInHash), tabParam(search)]) {
    if (isFeatureTab(candidate)) return candidate;
  }
  return DEFAULT_FEATURE_TAB;
}

/** Whether a location names a tab at all (valid or not); other navigations keep the current tab. */
export function urlNamesFeatureTab(search: string, hash: string): boolean {
  const queryInHash = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  return tabParam(queryInHash) !== null || tabParam(search) !== null;
}
