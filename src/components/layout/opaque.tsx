// A part of a page that React does not hydrate: static content (copy, pictures, plain links,
// <details>). docs/decisions/036-static-parts-opaque-to-hydration.md.
//
// Prerendered like the rest. While the page hydrates, the part renders its served element itself
// with an empty `dangerouslySetInnerHTML`: React hydrates that element without reading, comparing
// or touching what is inside (nor, in a production build, its attributes), so the part costs no
// rendering and no hydration work, and holds no Suspense boundary the app waits for. It stays so
// for its lifetime (an update from above renders the same empty HTML, which React leaves alone).
// Rendered in the browser later (after a client-side navigation) it renders its children as any
// part does. What its content needs from scripts is done on the DOM: its reveals on scroll
// (watchServedReveals), and client-side navigation for its links once the app is ready
// (OpaqueLinks in the page shell). Nothing in it may need React to work: no state, no handlers.
import { createElement, type ReactNode, type Ref, useCallback, useEffect, useRef } from 'react';
import { watchServedReveals } from '@/hooks/use-reveal';
import { OPAQUE_ATTRIBUTE, useRendersPrerenderedMarkup } from '@/lib/hydration';

/**
 * Props that make React hydrate an element as the server sent it: in a production build React
 * neither compares nor touches what is inside an element it hydrates with
 * `dangerouslySetInnerHTML`, nor its attributes (`suppressHydrationWarning` quiets the development
 * build's comparison). The empty string is never content, and one object means nothing to compare
 * on an update. Used for opaque parts and for an island whose code could not load.
 */
export const SERVED_AS_IS = {
  suppressHydrationWarning: true,
  dangerouslySetInnerHTML: { __html: '' },
} as const;

type OpaqueTag = 'div' | 'section' | 'article' | 'aside';

export type OpaqueProps = React.HTMLAttributes<HTMLElement> & {
  /** The part's element (it must be the same on the server and in the browser). */
  as?: OpaqueTag;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
};

export function Opaque({ as = 'div', children, ref: outerRef, ...props }: OpaqueProps) {
  const ref = useRef<HTMLElement>(null);
  const setRef = useCallback(
    (node: HTMLElement | null) => {
      ref.current = node;
      if (typeof outerRef === 'function') outerRef(node);
      else if (outerRef) outerRef.current = node;
    },
    [outerRef],
  );
  // Fixed when the part mounts: served (hydrating, in an island too) or rendered in the browser.
  // The server renders it.
  const servedMarkup = useRendersPrerenderedMarkup();
  const served = typeof window !== 'undefined' && servedMarkup;
  useEffect(() => {
    if (served && ref.current) return watchServedReveals(ref.current);
  }, [served]);
  const own = { ...props, ref: setRef, [OPAQUE_ATTRIBUTE]: '' };
  if (!served) return createElement(as, own, children);
  return createElement(as, { ...own, ...SERVED_AS_IS });
}
