// A promise React's use() reads without suspending once it has fulfilled. use() suspends on a
// promise it has not seen settle, even one that already has: a page hydrating with its code loaded
// before, or an island whose code has arrived, must render at once, so the promise says so itself.

/** A promise marked, once fulfilled, the way React's use() reads a settled one. */
export type ReadablePromise<T> = Promise<T> & ({ status?: undefined } | { status: 'fulfilled'; value: T });

/** `promise`, marked as fulfilled (with its value) as soon as it is. */
export function readableWhenFulfilled<T>(promise: Promise<T>): ReadablePromise<T> {
  const marked: ReadablePromise<T> = promise.then((value) => {
    Object.assign(marked, { status: 'fulfilled', value });
    return value;
  });
  return marked;
}
