// The site's one adapter for sonner: features call `notify`, never sonner directly. sonner and its
// stylesheet load with the first toast, so no page pays for them before a toast shows.
import { type ComponentType, useEffect, useState } from 'react';

export type ToastRequest = { tone: 'success' | 'error'; title: string; description?: string };

type Outlet = {
  /** Shows a toast (set once sonner is mounted). */
  show: ((toast: ToastRequest) => void) | null;
  /** Asks the mounted <Toaster /> to load sonner (set while it is mounted). */
  load: (() => void) | null;
  pending: ToastRequest[];
};

const outlet: Outlet = { show: null, load: null, pending: [] };

function request(toast: ToastRequest) {
  if (outlet.show) outlet.show(toast);
  else {
    outlet.pending.push(toast);
    outlet.load?.();
  }
}

/** Called by the sonner toaster once it listens: it takes over the queue. */
export function connectToastOutlet(show: (toast: ToastRequest) => void): () => void {
  outlet.show = show;
  for (const toast of outlet.pending.splice(0)) show(toast);
  return () => {
    outlet.show = null;
  };
}

export const notify = {
  success: (title: string, description?: string) => request({ tone: 'success', title, description }),
  error: (title: string, description?: string) => request({ tone: 'error', title, description }),
};

/** Mounted once by the app; renders nothing until the first toast asks for sonner. */
export function Toaster() {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    outlet.load = () => {
      outlet.load = null;
      void import('./sonner-toaster').then((m) => {
        if (live) setLoaded(() => m.SonnerToaster);
      });
    };
    if (outlet.pending.length) outlet.load();
    return () => {
      live = false;
      outlet.load = null;
    };
  }, []);
  return Loaded ? <Loaded /> : null;
}
