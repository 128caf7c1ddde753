// The one definition of the site's security headers: the Node server and the edge worker send
// these on every response (pages, assets, functions, errors, 404s). Runtime-neutral.
// Why each value: docs/decisions/021-security-headers.md.

export type CspSources = {
  /** 'sha256-…' sources of the inline scripts in the built HTML (collected at build time). */
  scriptHashes: readonly string[];
  /** 'sha256-…' sources of inline <style> elements in the built HTML. */
  styleHashes: readonly string[];
};

export type SecurityHeaderOptions = {
  /** The request arrived over HTTPS (at the edge, or through a trusted proxy that says so). */
  https: boolean;
  /**
   * The staging gate is on: nothing may be indexed, and no other window may keep a handle on the
   * site's (Cross-Origin-Opener-Policy).
   */
  gateOn: boolean;
  csp: CspSources;
  /** Origins the browser calls besides its own (the Supabase project URL in production). */
  connectSrc?: readonly string[];
};

const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

const quoted = (hash: string) => (hash.startsWith("'") ? hash : `'${hash}'`);

function contentSecurityPolicy(options: Pick<SecurityHeaderOptions, 'https' | 'csp' | 'connectSrc'>): string {
  const connect = ["'self'", ...(options.connectSrc ?? [])].filter((v, i, all) => all.indexOf(v) === i);
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...options.csp.scriptHashes.map(quoted)]],
    ['style-src', ["'self'", ...options.csp.styleHashes.map(quoted)]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const parts = directives.map(([name, values]) => `${name} ${values.join(' ')}`);
  if (options.https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // frame-ancestors covers modern browsers; this covers the rest.
    'X-Frame-Options': 'DENY',
  };
  if (options.https) headers['Strict-Transport-Security'] = HSTS_VALUE;
  if (options.gateOn) {
    headers['X-Robots-Tag'] = 'noindex, nofollow';
    // While there is a password to protect: a page that opened the site cannot later send its tab
    // to a look-alike gate. At launch there is none, and the header would cost every visit that
    // starts in a new tab a fresh browsing context group (decision 021).
    headers['Cross-Origin-Opener-Policy'] = 'same-origin';
  }
  return headers;
}

/** Only http(s) origins may be added to connect-src (a full URL is reduced to its origin). */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
