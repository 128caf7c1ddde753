// track-visit: counts a visit's events per UTC day, step and dimensions (decision 059). Nothing
// personal by construction: no cookie, no address or user agent stored, no visitor or session id;
// a browser sending Global Privacy Control and a user agent that declares itself a crawler are
// not counted. An invalid or refused event costs nothing: an empty answer and one log line.
// Runtime-neutral: index.ts (Deno) and server/ (Node) both mount it.
import { VISIT_EVENT_MAX_BYTES } from '../_shared/contracts/visit-event.ts';
import { isDeclaredCrawler, parseVisitEvents } from '../_shared/contracts/visit-event-schema.ts';
import { requestClientKey } from '../_shared/crypto.ts';
import type { Db } from '../_shared/db.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import {
  emptyResponse,
  type Handler,
  HttpError,
  type Logger,
  readLimited,
  withErrors,
} from '../_shared/http.ts';
import { type CounterKey, pruneCounters, retryAfterSeconds, windowAt } from '../_shared/rate-limit.ts';
import { countsFor, countWithinLimit, utcDay } from '../_shared/visit-counts.ts';

export type TrackVisitDeps = {
  db: Db;
  env: FunctionEnv;
  logger: Logger;
  now?: () => Date;
};

/** sendBeacon sends a string as text/plain (no CORS preflight); fetch may send JSON. */
const BODY_TYPES = ['text/plain', 'application/json'];

export function createTrackVisitHandler(deps: TrackVisitDeps): Handler {
  const { db, env, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const windowMs = env.VISIT_WINDOW_MINUTES * 60_000;

  /** Not counted: an empty answer and one line saying why (our words, never the request's text). */
  const refuse = (status: number, reason: string, extra: Record<string, string> = {}) => {
    logger.info('track-visit: not counted', { reason });
    return emptyResponse(status, extra);
  };

  const handle: Handler = async (req) => {
    if (req.method !== 'POST') return refuse(405, 'method');
    // Checked before the body is read; the header's value is then forgotten with the request.
    if (req.headers.get('sec-gpc')?.trim() === '1') return refuse(204, 'global privacy control');
    if (isDeclaredCrawler(req.headers.get('user-agent'))) return refuse(204, 'crawler');
    const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!BODY_TYPES.includes(type)) return refuse(415, 'content type');
    const declared = Number(req.headers.get('content-length') ?? '0');
    if (Number.isFinite(declared) && declared > VISIT_EVENT_MAX_BYTES) return refuse(413, 'too large');
    let body: string;
    try {
      body = await readLimited(req, VISIT_EVENT_MAX_BYTES);
    } catch (err) {
      if (err instanceof HttpError) return refuse(err.status, err.status === 413 ? 'too large' : 'not UTF-8');
      throw err;
    }
    const parsed = parseVisitEvents(body);
    if (!parsed.ok) return refuse(400, parsed.problem);

    const at = now();
    const window = windowAt(at, windowMs);
    const client: CounterKey = { scope: 'visit:client', key: requestClientKey(req, env) };
    let counted: boolean;
    try {
      // The client's count and the counters in one statement (one round trip, atomic).
      counted = await countWithinLimit(
        db,
        client,
        window.start,
        env.VISIT_MAX_PER_CLIENT,
        countsFor(utcDay(at), parsed.dims, parsed.events),
      );
    } catch (err) {
      logger.error('track-visit: database unavailable', {
        error: err instanceof Error ? err.message.slice(0, 200) : String(err),
      });
      return emptyResponse(503);
    }
    if (!counted)
      return refuse(429, 'rate limited', { 'Retry-After': String(retryAfterSeconds(at, window)) });
    if (Math.random() < 0.001) void pruneCounters(db, at).catch(() => undefined);
    return emptyResponse(204);
  };

  return withErrors(handle, logger, 'track-visit');
}
