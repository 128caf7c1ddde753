// Delivery of new contact submissions to the sales team (the outbox pattern, decision record 012).
// Runtime-neutral: the submit-contact function kicks it after answering (EdgeRuntime.waitUntil in
// production), a scheduled sweep and the local server's loop retry what is still due.
import {
  type CompanySize,
  type ContactPurpose,
  companySizeLabels,
  purposeLabels,
  type Timeframe,
  timeframeLabels,
} from './contracts/contact.ts';
import type { Db } from './db.ts';
import type { Logger } from './http.ts';

export type DeliveryOptions = {
  /** Where to POST; without one, a delivery is a log line without personal data. */
  webhookUrl?: string | undefined;
  logger: Logger;
  now?: () => Date;
  fetch?: typeof fetch;
  /** Rows claimed per run. */
  batchSize?: number;
  /** How long a claimed row stays invisible to other runs (a run that dies is retried after it). */
  leaseMs?: number;
  /** Backoff after the n-th failed attempt: min(maxDelayMs, baseDelayMs * 2^(n-1)). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed attempts the row is marked failed and left for a person to look at. */
  maxAttempts?: number;
  timeoutMs?: number;
};

export const DELIVERY_DEFAULTS = {
  batchSize: 20,
  leaseMs: 60_000,
  baseDelayMs: 5_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 20,
  timeoutMs: 10_000,
} as const;

export type DeliveryReport = { claimed: number; delivered: number; retrying: number; failed: number };

export type SubmissionForNotification = {
  id: string;
  created_at: string | Date;
  name: string;
  email: string;
  purpose: ContactPurpose;
  company: string | null;
  phone: string | null;
  company_size: CompanySize | null;
  current_tools: string | null;
  preferred_timeframe: Timeframe | null;
  message: string;
};

type ClaimedRow = SubmissionForNotification & { notification_id: string | number; attempts: number };

export function backoffMs(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/** Claims due outbox rows, delivers each, and records the outcome. Never throws for a webhook failure. */
export async function deliverDue(db: Db, options: DeliveryOptions): Promise<DeliveryReport> {
  const o = { ...DELIVERY_DEFAULTS, ...stripUndefined(options) };
  const now = options.now ?? (() => new Date());
  const at = now();
  // Claim with a lease: skip locked rows (another run holds them), push next_attempt_at forward
  // and commit at once, so no transaction stays open while the webhook answers.
  const { rows } = await db.query<ClaimedRow>(
    `with due as (
       select id from public.contact_notifications
       where status = 'pending' and next_attempt_at <= $1::timestamptz
       order by next_attempt_at
       limit $2
       for update skip locked
     )
     update public.contact_notifications n
     set attempts = n.attempts + 1, next_attempt_at = $3::timestamptz
     from due, public.contact_submissions s
     where n.id = due.id and s.id = n.submission_id
     returning n.id as notification_id, n.attempts, s.id, s.created_at, s.name, s.email, s.purpose,
       s.company, s.phone, s.company_size, s.current_tools, s.preferred_timeframe, s.message`,
    [at.toISOString(), o.batchSize, new Date(at.getTime() + o.leaseMs).toISOString()],
  );

  const report: DeliveryReport = { claimed: rows.length, delivered: 0, retrying: 0, failed: 0 };
  for (const row of rows) {
    const error = await deliverOne(row, options, o.timeoutMs);
    const done = now();
    if (error === null) {
      await db.query(
        `update public.contact_notifications
         set status = 'delivered', delivered_at = $2::timestamptz, last_error = null where id = $1`,
        [row.notification_id, done.toISOString()],
      );
      report.delivered++;
      continue;
    }
    const attempts = Number(row.attempts);
    const giveUp = attempts >= o.maxAttempts;
    const next = new Date(done.getTime() + backoffMs(attempts, o.baseDelayMs, o.maxDelayMs));
    await db.query(
      `update public.contact_notifications
       set status = $2, next_attempt_at = $3::timestamptz, last_error = $4 where id = $1`,
      [row.notification_id, giveUp ? 'failed' : 'pending', next.toISOString(), error.slice(0, 500)],
    );
    options.logger.error('contact notification failed', {
      notification: String(row.notification_id),
      attempt: attempts,
      giveUp,
      error,
    });
    if (giveUp) report.failed++;
    else report.retrying++;
  }
  return report;
}

/** Delivers one submission; returns null on success, or a short error that names no secret. */
async function deliverOne(
  row: SubmissionForNotification,
  options: DeliveryOptions,
  timeoutMs: number,
): Promise<string | null> {
  const url = options.webhookUrl;
  if (!url) {
    // No webhook: the log line is the notification. It says what arrived, not who sent it: the
    // details stay in the database (`npm run leads`).
    options.logger.info('contact: new submission', {
      id: row.id,
      purpose: row.purpose,
      companySize: row.company_size,
      preferredTimeframe: row.preferred_timeframe,
    });
    return null;
  }
  try {
    const res = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(notificationBody(row)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel().catch(() => undefined);
    return res.ok ? null : `webhook answered HTTP ${res.status}`;
  } catch (err) {
    // Error texts can carry the URL, and a webhook URL is a secret.
    const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    return text.split(url).join('<webhook>');
  }
}

/** The webhook body: Slack-compatible `text`, plus the submission for anything else. */
export function notificationBody(row: SubmissionForNotification) {
  return {
    text: notificationText(row),
    submission: {
      id: row.id,
      created_at: new Date(row.created_at).toISOString(),
      purpose: row.purpose,
      purpose_label: purposeLabels[row.purpose],
      name: row.name,
      email: row.email,
      company: row.company,
      phone: row.phone,
      company_size: row.company_size,
      current_tools: row.current_tools,
      preferred_timeframe: row.preferred_timeframe,
      message: row.message,
    },
  };
}

/** Slack mrkdwn; visitor text is escaped so it cannot ping a channel or forge a link. */
export function notificationText(row: SubmissionForNotification): string {
  const e = slackEscape;
  const title = row.purpose === 'demo' ? 'New demo request' : `New message: ${purposeLabels[row.purpose]}`;
  const lines = [`*${title}*`, `*From:* ${e(row.name)} <mailto:${e(row.email)}|${e(row.email)}>`];
  if (row.company) lines.push(`*Company:* ${e(row.company)}`);
  if (row.company_size) lines.push(`*Company size:* ${companySizeLabels[row.company_size]}`);
  if (row.preferred_timeframe)
    lines.push(`*Preferred timeframe:* ${timeframeLabels[row.preferred_timeframe]}`);
  if (row.current_tools) lines.push(`*Current tools:* ${e(row.current_tools)}`);
  if (row.phone) lines.push(`*Phone:* ${e(row.phone)}`);
  lines.push(
    '*Message:*',
    e(row.message)
      .split('\n')
      .map((l) => `> ${l}`)
      .join('\n'),
  );
  return lines.join('\n');
}

export function slackEscape(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * Runs work after the answer is sent: Supabase's EdgeRuntime.waitUntil keeps the isolate alive
 * for it; elsewhere (Node, plain Deno) the promise simply runs on. Failures are logged, never thrown.
 */
export function runInBackground(work: Promise<unknown>, logger: Logger): void {
  const guarded = work.catch((err: unknown) =>
    logger.error('background delivery failed', { error: err instanceof Error ? err.message : String(err) }),
  );
  const edge = (globalThis as { EdgeRuntime?: { waitUntil?: (p: Promise<unknown>) => void } }).EdgeRuntime;
  edge?.waitUntil?.(guarded);
}

function stripUndefined<T extends object>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;
}
