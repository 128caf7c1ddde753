/** Ends the current task: the browser handles input and paints before the code after it runs. */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Resolves in the task after the browser's next frame (its rendering done), or after `capMs` when
 * no frame comes (a page in a background tab draws none).
 */
export const afterNextFrame = (capMs = 100): Promise<void> =>
  new Promise((resolve) => {
    const cap = setTimeout(resolve, capMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(cap);
        resolve();
      }, 0),
    );
  });

let framed: Promise<void> | undefined;

/**
 * Resolves once the page has drawn a frame since this was first asked (at once on the server,
 * which draws none). Code that is not needed for the first paint waits for it before it is
 * fetched: on a fast load it would otherwise compete with that paint for the network and for the
 * main thread that compiles it; on a slow one the page painted long before, and this costs a frame.
 */
export function afterFirstFrame(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  framed ??= afterNextFrame();
  return framed;
}
