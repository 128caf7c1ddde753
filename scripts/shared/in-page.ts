// Code that a script of ours serializes and runs inside a page (Function.prototype.toString).
// tsx compiles with esbuild's keepNames, which wraps inner functions in a `__name` helper the page
// does not have: NAME_SHIM defines it on the page's global object (an init script may be wrapped
// in a function of its own), before the code that needs it.
export const NAME_SHIM = 'globalThis.__name ??= (f) => f;';
