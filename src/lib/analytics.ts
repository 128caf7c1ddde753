// Sends marketing events to whichever analytics function the page has (gtag or plausible);
// does nothing when there is none.
type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;
type Plausible = (name: string, options: { props: Record<string, unknown> }) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    plausible?: Plausible;
  }
}

export type CtaClick = { location: string; text: string };

export function trackCtaClick(
  { location, text }: CtaClick,
  win: Window | undefined = globalThis.window,
): boolean {
  if (!win) return false;
  const params = { location, text, timestamp: new Date().toISOString() };
  let sent = false;
  if (typeof win.gtag === 'function') {
    win.gtag('event', 'cta_click', params);
    sent = true;
  }
  if (typeof win.plausible === 'function') {
    win.plausible('cta_click', { props: params });
    sent = true;
  }
  return sent;
}
