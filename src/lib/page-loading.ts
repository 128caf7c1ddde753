// Whether a page's code is on its way (a client-side navigation to a page not loaded yet): the
// router reports each load here, and the navigation progress bar shows while any is pending.
import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();
// Told after the render that started a load, never during it (a store may not change mid-render).
const notify = () =>
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });

/** Counts `load` as pending until it settles; returns it unchanged. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  pending += 1;
  notify();
  const settle = () => {
    pending -= 1;
    notify();
  };
  load.then(settle, settle);
  return load;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Whether any page's code is still loading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
