// A scorer for the Mozilla HTTP Observatory's published table (its scoring methodology: a baseline
// of 100, one modifier per test, bonuses only when the score without them is at least 90), for
// the tests it can judge from one response's headers. Written for our tests, from the table.

export type ObservatoryResult = { score: number; grade: string; modifiers: Record<string, number> };

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const INLINE = new Set(["'unsafe-inline'", 'data:']);

function parseCsp(header: string): Map<string, Set<string>> {
  const csp = new Map<string, Set<string>>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!csp.has(key)) csp.set(key, new Set(values));
  }
  return csp;
}

function cspModifier(header: string | null, https: boolean): number {
  if (!header) return -25;
  const csp = parseCsp(header);
  const fallback = csp.get('default-src') ?? new Set(['*']);
  const script = new Set(csp.get('script-src') ?? fallback);
  const style = new Set(csp.get('style-src') ?? fallback);
  const object = csp.get('object-src') ?? fallback;
  for (const list of [script, style]) {
    if ([...list].some((s) => /^'(sha256|sha384|sha512|nonce)-/.test(s))) list.delete("'unsafe-inline'");
  }
  if ([...script].some((s) => BROAD.has(s) || INLINE.has(s)) || [...object].some((s) => BROAD.has(s)))
    return -20;
  const active = [...csp.entries()]
    .filter(([d]) => d !== 'img-src' && d !== 'media-src')
    .flatMap(([, v]) => [...v]);
  if (https && active.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) return -20;
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return -10;
  const passive = ['img-src', 'media-src'].flatMap((d) => [...(csp.get(d) ?? fallback)]);
  if (https && passive.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) return -10;
  if ([...style].some((s) => BROAD.has(s) || INLINE.has(s))) return 0;
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) return 10;
  return 5;
}

function cookiesModifier(setCookies: string[], hsts: boolean): number {
  if (setCookies.length === 0) return 0;
  const attrs = setCookies.map((c) => c.toLowerCase());
  if (attrs.some((c) => /samesite=(?!lax|strict)/.test(c))) return -20;
  const secure = attrs.every((c) => c.includes('; secure'));
  const httpOnly = attrs.every((c) => c.includes('; httponly'));
  if (!secure) return hsts ? -10 : -40;
  if (!httpOnly) return -30;
  return attrs.every((c) => /samesite=(lax|strict)/.test(c)) ? 5 : 0;
}

function hstsModifier(header: string | null, https: boolean): number {
  if (!https) return -20;
  const maxAge = Number(/max-age=(\d+)/i.exec(header ?? '')?.[1] ?? Number.NaN);
  if (!header || Number.isNaN(maxAge)) return -20;
  return maxAge >= 15_768_000 ? 0 : -10;
}

function referrerModifier(header: string | null): number {
  if (!header) return 0;
  const last = header.split(',').at(-1)!.trim().toLowerCase();
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last))
    return 5;
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(last))
    return -5;
  return -5;
}

function xfoModifier(xfo: string | null, csp: string | null): number {
  const ancestors = csp ? parseCsp(csp).get('frame-ancestors') : undefined;
  if (ancestors && ![...ancestors].some((s) => BROAD.has(s))) return 5;
  if (!xfo) return -20;
  return ['deny', 'sameorigin'].includes(xfo.trim().toLowerCase()) ? 0 : -20;
}

function corpModifier(header: string | null): number {
  if (!header) return 0;
  const v = header.trim().toLowerCase();
  if (v === 'same-origin' || v === 'same-site') return 10;
  return v === 'cross-origin' ? 0 : -5;
}

function corsModifier(headers: Headers): number {
  const origin = headers.get('access-control-allow-origin');
  const credentials = headers.get('access-control-allow-credentials') === 'true';
  return origin && origin !== '*' && credentials ? -50 : 0;
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** Scores one HTML response as served over `https` (or not); scripts all load from our origin. */
export function observatoryScore(headers: Headers, https: boolean): ObservatoryResult {
  const csp = headers.get('content-security-policy');
  const hsts = hstsModifier(headers.get('strict-transport-security'), https);
  const modifiers: Record<string, number> = {
    'content-security-policy': cspModifier(csp, https),
    cookies: cookiesModifier(headers.getSetCookie(), hsts === 0),
    'cross-origin-resource-sharing': corsModifier(headers),
    'cross-origin-resource-policy': corpModifier(headers.get('cross-origin-resource-policy')),
    redirection: https ? 0 : -20,
    'referrer-policy': referrerModifier(headers.get('referrer-policy')),
    'strict-transport-security': hsts,
    // Every script is served by our own origin, without integrity attributes.
    'subresource-integrity': 0,
    'x-content-type-options': headers.get('x-content-type-options')?.toLowerCase() === 'nosniff' ? 0 : -5,
    'x-frame-options': xfoModifier(headers.get('x-frame-options'), csp),
  };
  const values = Object.values(modifiers);
  const penalties = 100 + values.filter((v) => v < 0).reduce((a, b) => a + b, 0);
  const bonus = penalties >= 90 ? values.filter((v) => v > 0).reduce((a, b) => a + b, 0) : 0;
  const score = Math.max(0, penalties + bonus);
  const grade = GRADES.find(([min]) => score >= min)![1];
  return { score, grade, modifiers };
}
