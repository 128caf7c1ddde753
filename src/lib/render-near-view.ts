/**
 * The utility (src/styles/tokens.css) that lets the browser skip laying out and painting a block
 * until it nears the viewport (`content-visibility: auto`, decision 043). Written once here: the
 * components that use it, the reveal code that must know a block not laid out yet, and the tests.
 */
export const RENDER_NEAR_VIEW_CLASS = 'render-near-view';
/** Every such block, for querySelector and closest. */
export const RENDER_NEAR_VIEW_SELECTOR = `.${RENDER_NEAR_VIEW_CLASS}`;
