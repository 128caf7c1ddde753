// The paths an attacker tries against the staging gate: every way of naming a gated file that a
// URL parser, a path normaliser or a file lookup further down might read back as that file. Pure
// data; tests/server/gate-corpus.test.ts sends them raw (no client-side normalisation) to each
// adapter. Built from what leaked in the audit of c7c2464 (a `%252e%252e` segment under `_gate/`,
// a `%3F` that the Worker's URL parser read as a query) and the classic classes: percent-encoding
// once, twice and three times of dots, slashes, backslashes, `?` and `#`; overlong UTF-8 and
// full-width dots; `.` and `..` segments in and under the public folders; case; trailing dots;
// NUL; compressed copies; the build metadata.

/** `x` percent-encoded `times` times (`.` → `%2e` → `%252e` → `%25252e`). */
export function encodeTimes(text: string, times: number, upper = false): string {
  let out = text;
  for (let i = 0; i < times; i++) {
    out = [...out]
      .map((ch) => {
        const hex = [...new TextEncoder().encode(ch)]
          .map((b) => `%${b.toString(16).padStart(2, '0')}`)
          .join('');
        return upper ? hex.toUpperCase() : hex;
      })
      .join('');
  }
  return out;
}

/** Every spelling of "one step up" that some layer might turn into `..`. */
const DOT_DOTS = [
  '..',
  '.%2e',
  '%2e.',
  '%2e%2e',
  '%2E%2E',
  encodeTimes('..', 2),
  encodeTimes('..', 2, true),
  encodeTimes('..', 3),
  '%c0%ae%c0%ae', // overlong UTF-8 for '.'
  '%e0%80%ae%e0%80%ae',
  '%ef%bc%8e%ef%bc%8e', // full-width full stop U+FF0E
  '．．',
  '...',
  '..%20',
];

/** Every spelling of a slash or a backslash, as a segment separator. */
const SLASHES = [
  '/',
  '%2f',
  '%2F',
  '%252f',
  '%25252f',
  '\\',
  '%5c',
  '%255c',
  '//',
  '/./',
  '/%2e/',
  '/%252e/',
];

/** Folders the gate lets anyone through (or that look like them). */
const PUBLIC_PREFIXES = [
  '/_gate',
  '/_gate/assets',
  '/_GATE',
  '/%5fgate',
  '/_gate%2fassets',
  '/favicon.svg',
  '/robots.txt',
];

/** What may follow the name, that a parser could read as the end of the path. */
const TAILS = [
  '',
  '?',
  '#',
  '%3f',
  '%3F',
  '%253f',
  '%25253f',
  '%23',
  '%2523',
  '%3fx=1',
  '%23frag',
  '%00',
  '%2500',
  '.',
  '..',
  '/',
  '/.',
  '%2f',
  '%20',
  ';',
  ';.js',
  '::$DATA',
  '.br',
  '%2ebr',
];

/** The file's path with the given separator between its segments, each encoded `times` times. */
function spelled(key: string, slash: string, times: number): string {
  return key
    .split('/')
    .map((segment) => (times ? encodeTimes(segment, times) : segment))
    .join(slash);
}

/**
 * At least 40 ways of asking for `key` (a file's path inside the build, e.g. `assets/x.js`): under
 * the public folders with encoded `..` segments, with query and fragment markers encoded, with NUL
 * and trailing dots, in another case, as its compressed copy. Deterministic.
 */
export function coreVariants(key: string): string[] {
  const out = new Set<string>([
    `/${key}`,
    `/${key}.br`,
    `/${key.toUpperCase()}`,
    `//${key}`,
    `/./${key}`,
    `/${encodeTimes(key, 1)}`,
    `/${encodeTimes(key, 2)}`,
    `/${spelled(key, '%2f', 0)}`,
    `/${spelled(key, '%252f', 0)}`,
    `/${spelled(key, '\\', 0)}`,
  ]);
  for (const up of ['..', '%2e%2e', encodeTimes('..', 2), encodeTimes('..', 3), '%c0%ae%c0%ae', '．．']) {
    for (const tail of ['', '%3F', '%23', '%253F']) out.add(`/_gate/${up}/${key}${tail}`);
  }
  for (const tail of ['%00', '.', '%2500', '?', '%3fx', '/', ';']) out.add(`/_gate/%252e%252e/${key}${tail}`);
  out.add(`/_gate/assets/%252e%252e/%252e%252e/${key}`);
  out.add(`/_gate/assets/../../${key}`);
  out.add(`/favicon.svg/%252e%252e/${key}`);
  out.add(`/_gate%2f%2e%2e%2f${key}`);
  out.add(`/_gate%252f%252e%252e%252f${key}`);
  out.add(`/_gate/..%5c${key}`);
  out.add(`/_gate/..%255c${key}`);
  out.add(`/_gate/.%2e/${key}.`);
  return [...out];
}

/**
 * Several hundred ways of asking for `key`: every public prefix × every spelling of `..` × a
 * separator × a tail, plus the file named directly with every tail and encoding. Deterministic.
 */
export function fullVariants(key: string): string[] {
  const out = new Set<string>(coreVariants(key));
  for (const times of [0, 1, 2]) {
    for (const tail of TAILS) out.add(`/${spelled(key, '/', times)}${tail}`);
  }
  for (const prefix of PUBLIC_PREFIXES) {
    for (const up of DOT_DOTS) {
      const depth = prefix.split('/').length - 1;
      // A plain, an encoded and a double-encoded separator between the steps up.
      for (const slash of ['/', '%2f', '%252f']) {
        const climb = Array.from({ length: depth }, () => up).join(slash);
        out.add(`${prefix}${slash}${climb}${slash}${key}`);
      }
      out.add(`${prefix}/${up}/${key}%3F`);
    }
  }
  for (const slash of SLASHES) out.add(`/_gate${slash}..${slash}${spelled(key, slash, 0)}`);
  return [...out];
}

/** Every method a client can send, standard and not. */
export const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'MKCOL',
  'SEARCH',
  'QUERY',
  'PURGE',
  'LINK',
  'FOO',
];
