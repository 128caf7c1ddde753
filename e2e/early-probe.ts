// In-page code about early input (src/lib/early/replay.ts), for the cross-engine smoke (inPage in
// scripts/test/engine-smoke.ts). Each function stands alone: it is serialized and run in the page.

/**
 * What the page holds for the tab `selector` in an island: whether the head script still keeps a
 * click for it, whether React owns it, whether its island is live or failed, whether the app is
 * ready, whether it has focus, and which tab of its list is selected. The attribute names are the
 * contract's (src/lib/early/contract.ts), passed in.
 */
export function islandTabState(options: {
  selector: string;
  island: string;
  live: string;
  failed: string;
  pending: string;
  hydrated: string;
  ownedPrefix: string;
}): string {
  const tab = document.querySelector(options.selector);
  if (!tab) return 'no such tab';
  const island = tab.closest(`[${options.island}]`);
  return JSON.stringify({
    pending: tab.hasAttribute(options.pending),
    owned: Object.keys(tab).some((k) => k.startsWith(options.ownedPrefix)),
    islandLive: island?.hasAttribute(options.live) ?? null,
    islandFailed: island?.hasAttribute(options.failed) ?? null,
    hydrated: document.documentElement.hasAttribute(options.hydrated),
    focused: document.activeElement === tab,
    selected:
      tab.closest('[role="tablist"]')?.querySelector('[role="tab"][aria-selected="true"]')?.id ?? null,
  });
}
