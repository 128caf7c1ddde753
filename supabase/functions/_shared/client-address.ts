// Who is asking, as far as rate limits are concerned: an address the client cannot choose.
// Runtime-neutral (Node, Deno). docs/decisions/017-client-identity.md.
//
// X-Forwarded-For is a list each proxy appends to: "<what the client sent>, <what proxy 1 saw>, …".
// Only the entries the trusted proxies appended can be believed; everything to their left is
// whatever the client wrote.

/** The entries of an X-Forwarded-For value, trimmed, empty ones dropped, at most 64 characters each. */
export function forwardedEntries(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.trim().slice(0, 64))
    .filter(Boolean);
}

/**
 * The self-hosted server's rule. trustedHops 0: there is no proxy, the socket's address is the
 * client's and the header is ignored. N: N trusted proxies sit in front; once the socket's address
 * (the nearest proxy) is appended, the entry N from the right is the address the outermost trusted
 * proxy saw. A chain shorter than that (a client that went around the outer proxies) yields its
 * leftmost entry.
 */
export function resolveClientAddress(
  xForwardedFor: string | null,
  socketAddress: string,
  trustedHops: number,
): string {
  if (!(trustedHops > 0)) return socketAddress;
  return fromRight([...forwardedEntries(xForwardedFor), socketAddress], trustedHops + 1)!;
}

/** The entry n from the right of a list (1: the last), or its leftmost when the list is shorter. */
function fromRight(entries: string[], n: number): string | undefined {
  return entries[Math.max(0, entries.length - Math.max(1, Math.floor(n)))];
}

/**
 * The functions' rule: the entry `hopsFromRight` (FORWARDED_FOR_HOPS, 1 by default: the last one,
 * which the platform's own proxy appended) from the right of the X-Forwarded-For the platform
 * delivers. The self-hosted server passes exactly one entry, the address it resolved. 'unknown'
 * when there is none: such requests share one key, which only ever makes their limits stricter.
 */
export function clientAddress(req: Request, hopsFromRight: number): string {
  return fromRight(forwardedEntries(req.headers.get('x-forwarded-for')), hopsFromRight) ?? 'unknown';
}

/**
 * The part of an address that identifies one client. IPv4 (and IPv4-mapped IPv6): the address.
 * IPv6: its /64 network, which one subscriber gets whole, so rotating through it earns no new
 * allowance. Anything else (not an address) is used as it is, lower-cased.
 */
export function clientSubject(address: string): string {
  const text = address.trim().toLowerCase();
  const mapped = /^(?:::ffff:|::ffff:0:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) return mapped[1]!;
  const groups = ipv6Groups(text);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : text;
}

/** The eight 16-bit groups of an IPv6 address (zone and brackets dropped), or null. */
function ipv6Groups(text: string): string[] | null {
  const bare = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!bare.includes(':') || !/^[0-9a-f:.]+$/.test(bare)) return null;
  const halves = bare.split('::');
  if (halves.length > 2) return null;
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  // An embedded IPv4 tail counts as two groups.
  const groups = (list: string[]) =>
    list.flatMap((g) => {
      const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(g);
      if (!v4) return [g];
      const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const h = groups(head);
  const t = groups(tail);
  const missing = 8 - h.length - t.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...h, ...Array<string>(Math.max(0, missing)).fill('0'), ...t];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => g.replace(/^0+(?=.)/, ''));
}
