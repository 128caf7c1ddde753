// What the inline head script (src/lib/early/page-head.ts) and the app agree on. Kept apart from
// both so the inline script bundles nothing but these strings.

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
 * control has it, React's own listeners run its click (and React replays events itself for the
 * parts it has not hydrated yet, once its root listens), so the head script stops keeping them.
 */
export const APP_OWNED_PROPERTY_PREFIX = '__reactFiber$';
