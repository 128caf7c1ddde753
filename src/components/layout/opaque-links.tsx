// Client-side navigation for the links of the parts React does not hydrate (opaque.tsx): once the
// app runs, a plain click on one of them goes through the router, as a <Link> would, instead of
// loading the page in full. Before that, the browser follows it (the page loads in full).
import { useEffect } from 'react';
import { createPath, useNavigate } from 'react-router-dom';
import { OPAQUE_ATTRIBUTE } from '@/lib/hydration';
import { isPlainClick } from '@/lib/plain-click';

/** Where a click should take the router, or null if the browser (or React) deals with it. */
export function routedTarget(event: MouseEvent, here: Location = window.location): string | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !link.closest(`[${OPAQUE_ATTRIBUTE}]`)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.getAttribute('href') ?? '', here.href);
  if (url.origin !== here.origin) return null;
  return createPath(url);
}

export function OpaqueLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const to = routedTarget(event);
      if (to === null) return;
      event.preventDefault();
      // As a <Link>: a click on the page one is on replaces the entry rather than adding one.
      navigate(to, { replace: to === createPath(window.location) });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
