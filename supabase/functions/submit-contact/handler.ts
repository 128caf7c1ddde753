// submit-contact: validates a contact form submission with the shared contract, throttles per
// client and globally in Postgres, and stores it with its notification outbox row in one
// transaction. Runtime-neutral: index.ts (Deno) and server/ (Node) both mount it.
import {
  CONTACT_COLUMNS,
  CONTACT_HEADERS,
  CONTACT_MAX_BODY_BYTES,
  type ContactColumns,
  type ContactPayload,
  columnValues,
  IDEMPOTENCY_CONFLICT,
  IDEMPOTENCY_KEY_PATTERN,
  INVALID_FILL_TIME,
  INVALID_IDEMPOTENCY_KEY,
  SERVICE_UNAVAILABLE,
  TOO_MANY_SUBMISSIONS,
} from '../_shared/contracts/contact.ts';
import { contactPayloadSchema, firstIssueMessage } from '../_shared/contracts/contact-schema.ts';
import {
  CONTACT_SOURCE_HEADER,
  type ContactSource,
  SOURCE_COLUMNS,
  sourceColumnValues,
} from '../_shared/contracts/contact-source.ts';
import { parseContactSource } from '../_shared/contracts/contact-source-schema.ts';
import { requestClientKey, secretsEqual } from '../_shared/crypto.ts';
import type { Db, Queryable } from '../_shared/db.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { errorResponse, type Handler, json, type Logger, readJsonBody, withErrors } from '../_shared/http.ts';
import { deliverDue, runInBackground } from '../_shared/notify.ts';
import {
  type CounterKey,
  hitCounters,
  pruneCounters,
  refundCounters,
  reserveAttempt,
  retryAfterSeconds,
  windowAt,
} from '../_shared/rate-limit.ts';

export type SubmitContactDeps = {
  db: Db;
  env: FunctionEnv;
  logger: Logger;
  now?: () => Date;
  /**
   * Called after a (non-spam) submission committed, to notify the sales team without delaying the
   * answer. Default: run the outbox delivery in the background; null turns it off (tests).
   */
  scheduleDelivery?: (() => void) | null;
};

export const OUTBOX_SWEEP_HEADER = 'x-outbox-sweep';

export type SpamReason = 'honeypot' | 'too-fast';

class RateLimited extends Error {}
class DuplicateKey extends Error {}

export function createSubmitContactHandler(deps: SubmitContactDeps): Handler {
  const { db, env, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const windowMs = env.CONTACT_WINDOW_MINUTES * 60_000;
  // Never below one client's own limit, so one client alone cannot use up everyone's allowance.
  const globalMax = Math.max(env.CONTACT_GLOBAL_MAX, env.CONTACT_MAX_PER_CLIENT);
  const deliver = () =>
    deliverDue(db, { webhookUrl: env.NOTIFY_WEBHOOK_URL, logger, now: deps.now ?? undefined });
  const scheduleDelivery =
    deps.scheduleDelivery === undefined ? () => runInBackground(deliver(), logger) : deps.scheduleDelivery;

  const handle: Handler = async (req) => {
    const sweepSecret = req.headers.get(OUTBOX_SWEEP_HEADER);
    if (sweepSecret !== null) return sweep(req, sweepSecret);

    const raw = await readJsonBody(req, CONTACT_MAX_BODY_BYTES);
    const parsed = contactPayloadSchema.safeParse(raw);
    if (!parsed.success) return refuse(req, firstIssueMessage(parsed.error));

    const idempotencyKey = req.headers.get(CONTACT_HEADERS.idempotencyKey) ?? '';
    if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) return refuse(req, INVALID_IDEMPOTENCY_KEY);
    const fillHeader = req.headers.get(CONTACT_HEADERS.fillMs) ?? '';
    if (!/^\d{1,15}$/.test(fillHeader)) return refuse(req, INVALID_FILL_TIME);

    const submission = parsed.data;
    const spam: SpamReason | null = submission.website
      ? 'honeypot'
      : Number(fillHeader) < env.CONTACT_MIN_FILL_MS
        ? 'too-fast'
        : null;

    const at = now();
    const window = windowAt(at, windowMs);
    // Where the lead came from (decision 049): a source that breaks a rule is dropped, never the
    // lead. The log says why and how large it was (a header's characters are its bytes), never
    // what it held: that is visitor input.
    const sourceHeader = req.headers.get(CONTACT_SOURCE_HEADER);
    const { source, problem } = parseContactSource(sourceHeader, at);
    if (problem) logger.info('submit-contact: source dropped', { problem, bytes: sourceHeader?.length ?? 0 });

    // Flagged spam has its own, lower ceiling: it never uses up the allowance of real visitors.
    const client: CounterKey = { scope: 'contact:client', key: requestClientKey(req, env) };
    const [everyone, everyoneMax]: [CounterKey, number] = spam
      ? [{ scope: 'contact:spam', key: '*' }, env.CONTACT_SPAM_MAX]
      : [{ scope: 'contact:global', key: '*' }, globalMax];

    const store = (withSource: ContactSource | null) =>
      db.transaction(async (tx) => {
        // Counted inside the transaction: a rejected or failed attempt rolls its count back, so
        // the counters hold exactly the submissions stored in the window.
        const [clientCount = 0, everyoneCount = 0] = await hitCounters(tx, [client, everyone], window);
        if (clientCount > env.CONTACT_MAX_PER_CLIENT || everyoneCount > everyoneMax) throw new RateLimited();
        const stored = await insertSubmission(tx, submission, withSource, idempotencyKey, client.key, spam);
        if (!stored) throw new DuplicateKey();
        // Spam is kept (flagged, for a person to review) but never notified.
        if (!spam)
          await tx.query('insert into public.contact_notifications (submission_id) values ($1)', [stored]);
        return stored;
      });

    let id: string;
    try {
      try {
        id = await store(source);
      } catch (err) {
        // The table's CHECKs repeat the parser's rules; should they ever refuse a source the parser
        // passed, the lead is stored again without it rather than lost (the first try rolled back).
        const constraint = sourceConstraint(err);
        if (!source || !constraint) throw err;
        logger.info('submit-contact: source dropped', { problem: `refused by ${constraint}` });
        id = await store(null);
      }
    } catch (err) {
      if (err instanceof RateLimited || err instanceof DuplicateKey) {
        // A retry of a stored fill (its key is taken) answers that fill's success; having rolled
        // back, it used no rate limit. This also covers a retry arriving once the limit is reached.
        // The same key with other content is not a retry: 409, and the stored row stays as it is.
        const existing = await findByKey(db, idempotencyKey).catch(() => null);
        if (existing)
          return sameContent(existing, submission)
            ? json({ success: true, id: existing.id })
            : errorResponse(409, IDEMPOTENCY_CONFLICT);
        if (err instanceof RateLimited)
          return errorResponse(429, TOO_MANY_SUBMISSIONS, {
            'Retry-After': String(retryAfterSeconds(at, window)),
          });
      }
      logger.error('submit-contact: database unavailable', dbErrorFields(err));
      return errorResponse(503, SERVICE_UNAVAILABLE);
    }

    logger.info('submit-contact: stored', { id, spam });
    if (!spam && scheduleDelivery) scheduleDelivery();
    if (Math.random() < 0.01) void pruneCounters(db, at).catch(() => undefined);
    return json({ success: true, id });
  };

  /**
   * A submission the contract refused (400): it counts toward its client's limit, as a stored one
   * does, so a stranger cannot send them without end; past the limit the answer is the 429
   * (decision 055). The count is the one atomic upsert of a stored submission; should the database
   * fail, the refusal is answered all the same.
   */
  async function refuse(req: Request, message: string): Promise<Response> {
    const at = now();
    const window = windowAt(at, windowMs);
    const client: CounterKey = { scope: 'contact:client', key: requestClientKey(req, env) };
    const [count = 0] = await hitCounters(db, [client], window).catch(() => [0]);
    if (count > env.CONTACT_MAX_PER_CLIENT)
      return errorResponse(429, TOO_MANY_SUBMISSIONS, {
        'Retry-After': String(retryAfterSeconds(at, window)),
      });
    return errorResponse(400, message);
  }

  /**
   * The scheduled sweep (decision 013): retries due notifications, behind a shared secret. Wrong
   * secrets are throttled per client like wrong passwords (PASSWORD_MAX_FAILURES per
   * PASSWORD_WINDOW_MINUTES); past the limit the secret is not even compared.
   */
  async function sweep(req: Request, secret: string): Promise<Response> {
    if (!env.OUTBOX_SWEEP_SECRET) return errorResponse(401, 'Unauthorized');
    const at = now();
    const window = windowAt(at, env.PASSWORD_WINDOW_MINUTES * 60_000);
    const client: CounterKey = { scope: 'sweep:client', key: requestClientKey(req, env) };
    try {
      if (!(await reserveAttempt(db, client, window, env.PASSWORD_MAX_FAILURES)))
        return errorResponse(429, 'Too many attempts', {
          'Retry-After': String(retryAfterSeconds(at, window)),
        });
      if (!secretsEqual(secret, env.OUTBOX_SWEEP_SECRET)) return errorResponse(401, 'Unauthorized');
      await refundCounters(db, [client], window);
      return json(await deliver());
    } catch (err) {
      logger.error('submit-contact: sweep failed', dbErrorFields(err));
      return errorResponse(503, SERVICE_UNAVAILABLE);
    }
  }

  return withErrors(handle, logger, 'submit-contact');
}

type StoredRow = { id: string } & ContactColumns;

async function findByKey(db: Queryable, key: string): Promise<StoredRow | null> {
  const { rows } = await db.query<StoredRow>(
    `select id, ${CONTACT_COLUMNS.join(', ')} from public.contact_submissions where idempotency_key = $1`,
    [key],
  );
  return rows[0] ?? null;
}

/**
 * The stored row holds exactly this submission (both normalized by the contract). The source is not
 * content: a retry of the same fill may carry another one (a new tab, a lost first touch).
 */
function sameContent(row: StoredRow, submission: ContactPayload): boolean {
  const values = columnValues(submission);
  return CONTACT_COLUMNS.every((column, i) => row[column] === values[i]);
}

/** The submission's own columns, then every contact column of the field table, then the source's. */
const INSERT_COLUMNS = [
  'idempotency_key',
  'client_key',
  'is_spam',
  'spam_reason',
  ...CONTACT_COLUMNS,
  ...SOURCE_COLUMNS,
];

/** Inserts the row; returns its id, or null when the idempotency key is already stored. */
async function insertSubmission(
  tx: Queryable,
  s: ContactPayload,
  source: ContactSource | null,
  idempotencyKey: string,
  client: string,
  spam: SpamReason | null,
): Promise<string | null> {
  const values = [
    idempotencyKey,
    client,
    spam !== null,
    spam,
    ...columnValues(s),
    ...sourceColumnValues(source),
  ];
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.contact_submissions (${INSERT_COLUMNS.join(', ')})
     values (${values.map((_, i) => `$${i + 1}`).join(', ')})
     on conflict (idempotency_key) do nothing
     returning id`,
    values,
  );
  return rows[0]?.id ?? null;
}

/** The source column's CHECK a failed insert broke (SQLSTATE 23514), or null for any other error. */
function sourceConstraint(err: unknown): string | null {
  const { code, constraint } = (err ?? {}) as { code?: unknown; constraint?: unknown };
  if (code !== '23514' || typeof constraint !== 'string') return null;
  return SOURCE_COLUMNS.some((column) => constraint.startsWith(`contact_submissions_${column}_`))
    ? constraint
    : null;
}

/** What a database error may tell the logs: its class and code, never the row (personal data). */
function dbErrorFields(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { error: String(err) };
  const code = (err as { code?: unknown }).code;
  return { error: err.message.slice(0, 200), ...(typeof code === 'string' ? { code } : {}) };
}
