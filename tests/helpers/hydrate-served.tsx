// Hydrating prerendered markup as the app does (the hydration bookkeeping included), for unit
// tests of parts that behave differently on served markup (islands, opaque parts).
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { endHydration, shellHydrated, startHydration } from '@/lib/hydration';

/** Lets React finish what the last change started (effects, later hydration passes). */
export const settle = () => act(() => new Promise((r) => setTimeout(r, 10)));

/** Puts `html` in the document, as the browser has it before any script runs. */
export function serve(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

let root: Root | undefined;

/** Hydrates `element` into the served `container`; `ready` is called once the app would be ready. */
export async function hydrateServed(container: HTMLElement, element: ReactNode) {
  const ready = vi.fn();
  startHydration(container, ready);
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  shellHydrated();
  await settle();
  return { ready };
}

/** Unmounts what hydrateServed hydrated and empties the document (for afterEach). */
export function unmountServed(): void {
  act(() => root?.unmount());
  root = undefined;
  endHydration();
  document.body.innerHTML = '';
}
