// What the inline head script (src/lib/early/page-head.ts) and the app agree on. Kept apart from
// both so the inline script bundles nothing but these strings.

/**
 * Set on <html> by the head script before the body is parsed: scripts run on this page. Without
 * it (scripts off), CSS shows what only a script could bring into view (every carousel slide) and
 * leaves out the controls that need one: the `no-scripts:` variant (src/styles/tokens.css).
 */
export const SCRIPTS_ATTRIBUTE = 'data-scripts';
/**
 * Set on <html> when the app's code could not run (a chunk that failed to load, an error while it
 * started): the page falls back to what it shows with scripts off (the `no-scripts:` variant), and
 * nothing is kept for an app that will not come. The head script still runs the theme toggle.
 */
export const APP_FAILED_ATTRIBUTE = 'data-app-failed';
/** Dispatched on document by the entry when the app could not start (src/main.ts). */
export const APP_FAILED_EVENT = 'app-failed';
/** Set on <html> once the whole page has hydrated (or rendered, in development). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/**
 * Dispatched on document right before hydration starts: a field that differs from its served value
 * now was changed by the visitor (or restored by the browser), not by the app.
 */
export const APP_STARTING_EVENT = 'app-starting';
/** Dispatched on document right after HYDRATED_ATTRIBUTE is set: the app is ready. */
export const APP_READY_EVENT = 'app-ready';
/** Marks the header's theme toggle: the inline script runs it, before and after the app is ready. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';
/** Set on a control whose click waits for the app (captured before it was ready, replayed after). */
export const PENDING_ATTRIBUTE = 'data-pending';
/**
 * React marks each element it has hydrated with an own property named with this prefix. Once a
 * control has it, React's own listeners run its click, so the head script stops keeping them. (A
 * click on a part React has not hydrated yet is not replayed by React when that part's code is
 * still on its way: React drops it.)
 */
export const APP_OWNED_PROPERTY_PREFIX = '__reactFiber$';
/**
 * Marks a part of a page that hydrates once its own code arrives, after the app is ready (an
 * island: src/components/layout/island.tsx). Until then its controls are kept by the head script
 * as before the app was ready.
 */
export const ISLAND_ATTRIBUTE = 'data-island';
/**
 * Set on an island's element once its boundary has committed (hydrated; rendered after a
 * client-side navigation; or, when its code failed, left as served). React claims the served elements
 * (APP_OWNED_PROPERTY_PREFIX) while it renders, before that commit: a click in between reaches a
 * part React does not run yet, and is lost. Until then the head script keeps it.
 */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';
/**
 * Set on an island's element when its code could not load: the island shows what it shows with
 * scripts off (the `no-scripts:` variant and its <noscript> content), and the head script lets go
 * of the clicks it kept for it (they would wait for the rest of the visit).
 */
export const ISLAND_FAILED_ATTRIBUTE = 'data-island-failed';
/** Dispatched on document each time a part of an island has hydrated, or an island's code failed. */
export const ISLAND_READY_EVENT = 'island-ready';
/**
 * Set on <html> by the head script when the page was opened at a fragment to land on: every block
 * is laid out from the start (the `render-near-view` utility in tokens.css), so nothing above the
 * target changes height after the landing. CSS alone does it with `:target` where the browser sets
 * that before the app runs (Chromium, Firefox); WebKit sets it only after the app's scripts.
 */
export const FRAGMENT_LANDING_ATTRIBUTE = 'data-fragment-landing';
/**
 * The window property holding the visit's first touch (where it landed, from where, with which
 * campaign: supabase/functions/_shared/contracts/contact-source.ts), set by the head script when the
 * page loads: in memory only, for as long as the document lives (decision 049).
 */
export const FIRST_TOUCH_PROPERTY = '__firstTouch';
