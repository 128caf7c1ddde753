// Delivery of new contact submissions to the sales team (the outbox pattern, decision record 012).
// Runtime-neutral: the submit-contact function kicks it after answering (EdgeRuntime.waitUntil in
// production), a scheduled sweep and the local server's loop retry what is still due.
import {
  CONTACT_COLUMNS,
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  type ContactColumns,
  type ContactFieldName,
  displayValue,
  purposeLabels,
} from './contracts/contact.ts';
import { SOURCE_COLUMNS, SOURCE_FIELDS, type SourceColumns } from './contracts/contact-source.ts';
import type { Db } from './db.ts';
import type { Logger } from './http.ts';
import { printableLine, printableLines } from './printable.ts';

export type DeliveryOptions = {
  /** Where to POST; without one, a delivery is a log line without personal data. */
  webhookUrl?: string | undefined;
  logger: Logger;
  now?: () => Date;
  fetch?: typeof fetch;
  /** Rows delivered per run at most (each claimed on its own, just before its delivery). */
  batchSize?: number;
  /**
   * How long a claimed row stays invisible to other runs (a run that dies is retried after it);
   * never less than timeoutMs + LEASE_MARGIN_MS, so a lease always outlasts its row's delivery.
   */
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

/**
 * A stored submission: its id and time, every contact column (contracts/contact.ts) and where it
 * came from (contracts/contact-source.ts, decision 049).
 */
export type SubmissionForNotification = { id: string; created_at: string | Date } & ContactColumns &
  SourceColumns;

/**
 * The submission's columns for a SELECT over `public.contact_submissions` aliased as `alias`. The
 * landing time (a timestamptz) reads back as the text that was sent, `YYYY-MM-DDTHH:MM:SSZ`.
 */
export function submissionColumnsSql(alias: string): string {
  const landedAt = SOURCE_FIELDS.landed_at.column;
  const source = SOURCE_COLUMNS.map((c) =>
    c === landedAt
      ? `to_char(${alias}.${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ${c}`
      : `${alias}.${c}`,
  );
  return [
    `${alias}.id`,
    `${alias}.created_at`,
    ...CONTACT_COLUMNS.map((c) => `${alias}.${c}`),
    ...source,
  ].join(', ');
}

type ClaimedRow = SubmissionForNotification & { notification_id: string | number; attempts: number };

export function backoffMs(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/** Claims due outbox rows, delivers each, and records the outcome. Never throws for a webhook failure. */
export async function deliverDue(db: Db, options: DeliveryOptions): Promise<DeliveryReport> {
  const o = { ...DELIVERY_DEFAULTS, ...stripUndefined(options) };
  const now = options.now ?? (() => new Date());
  // A claim covers one row's work, so it always outlasts it: the webhook call is cut off at
  // timeoutMs, and the margin covers recording the outcome.
  const leaseMs = Math.max(o.leaseMs, o.timeoutMs + LEASE_MARGIN_MS);
  const report: DeliveryReport = { claimed: 0, delivered: 0, retrying: 0, failed: 0 };
  for (let i = 0; i < o.batchSize; i++) {
    const row = await claimOne(db, now(), leaseMs);
    if (!row) break;
    report.claimed++;
    const error = await deliverOne(row, options, o.timeoutMs);
    const done = now();
    const attempts = Number(row.attempts);
    // Recorded only while the claim is still this run's (attempts unchanged since it claimed).
    if (error === null) {
      await db.query(
        `update public.contact_notifications
         set status = 'delivered', delivered_at = $2::timestamptz, last_error = null
         where id = $1 and attempts = $3`,
        [row.notification_id, done.toISOString(), attempts],
      );
      report.delivered++;
      continue;
    }
    const giveUp = attempts >= o.maxAttempts;
    const next = new Date(done.getTime() + backoffMs(attempts, o.baseDelayMs, o.maxDelayMs));
    await db.query(
      `update public.contact_notifications
       set status = $2, next_attempt_at = $3::timestamptz, last_error = $4 where id = $1 and attempts = $5`,
      [row.notification_id, giveUp ? 'failed' : 'pending', next.toISOString(), error.slice(0, 500), attempts],
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

/** Added to the webhook timeout: a claim lasts at least this much longer than its webhook call. */
const LEASE_MARGIN_MS = 30_000;

/**
 * Claims the next due row with a lease: skips rows another run holds (locked now, or leased: their
 * next_attempt_at lies ahead), pushes next_attempt_at past the lease and commits at once, so no
 * transaction stays open while the webhook answers, and a run that dies is retried after the lease.
 */
async function claimOne(db: Db, at: Date, leaseMs: number): Promise<ClaimedRow | null> {
  const { rows } = await db.query<ClaimedRow>(
    `with due as (
       select id from public.contact_notifications
       where status = 'pending' and next_attempt_at <= $1::timestamptz
       order by next_attempt_at
       limit 1
       for update skip locked
     )
     update public.contact_notifications n
     set attempts = n.attempts + 1, next_attempt_at = $2::timestamptz
     from due, public.contact_submissions s
     where n.id = due.id and s.id = n.submission_id
     returning n.id as notification_id, n.attempts, ${submissionColumnsSql('s')}`,
    [at.toISOString(), new Date(at.getTime() + leaseMs).toISOString()],
  );
  return rows[0] ?? null;
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
    options.logger.info('contact: new submission', { id: row.id, ...choices(row) });
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

/** The choices of a submission (purpose, company size, timeframe): what arrived, never who sent it. */
function choices(row: SubmissionForNotification): Record<string, string | null> {
  const names = CONTACT_FIELD_NAMES.filter((name) => CONTACT_FIELDS[name].kind === 'choice');
  return Object.fromEntries(
    names.map((name) => [name, (row as Record<string, string | null>)[CONTACT_FIELDS[name].key] ?? null]),
  );
}

/**
 * The webhook body (decision 058): `text` for Mattermost (Markdown) and as Slack's notification
 * fallback, the same text as Slack Block Kit sections with `verbatim` (Slack then links and
 * mentions nothing by itself), plus the submission for any other receiver. Visitor text in both is
 * printable and neutralised (chatSafe), so on neither receiver can it mention or link.
 */
export function notificationBody(row: SubmissionForNotification) {
  const columns = Object.fromEntries(
    [...CONTACT_COLUMNS, ...SOURCE_COLUMNS].map((column) => [column, row[column] ?? null]),
  );
  const text = notificationText(row);
  return {
    text,
    blocks: sectionChunks(text, SLACK_SECTION_MAX).map((chunk) => ({
      type: 'section',
      text: { type: 'mrkdwn', text: chunk, verbatim: true },
    })),
    submission: {
      id: row.id,
      created_at: new Date(row.created_at).toISOString(),
      ...columns,
      purpose_label: purposeLabels[row.purpose],
    } as { id: string; created_at: string; purpose_label: string } & ContactColumns & SourceColumns,
  };
}

/** The longest text Slack takes in one section block. */
export const SLACK_SECTION_MAX = 3000;

/**
 * `text` in pieces of at most `max` characters, cut at line ends where it can be, never inside an
 * escape (`&amp;`) or between a character and the word joiner after it.
 */
export function sectionChunks(text: string, max: number): string[] {
  const chunks: string[] = [];
  let rest = text;
  while (rest.length > max) {
    let cut = rest.lastIndexOf('\n', max);
    if (cut <= 0) {
      cut = max;
      const amp = rest.lastIndexOf('&', cut);
      if (amp >= 0 && amp > cut - 6 && rest.indexOf(';', amp) >= cut) cut = amp;
      while (cut > 1 && (rest[cut] === WORD_JOINER || /[\udc00-\udfff]/.test(rest[cut]!))) cut--;
      if (cut <= 0) cut = max;
      chunks.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    } else {
      chunks.push(rest.slice(0, cut));
      rest = rest.slice(cut + 1);
    }
  }
  chunks.push(rest);
  return chunks;
}

/** Fields with their own place in the text; every other field is a `*Label:* value` line. */
const PLACED: readonly ContactFieldName[] = ['name', 'email', 'purpose', 'message'];

/** An address as the contract accepts one: only then is it a mailto link, its text the address itself. */
const PLAIN_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/**
 * The notification in Slack mrkdwn, which Mattermost renders as Markdown alike. Every piece of
 * visitor text goes through chatSafe; the message is quoted line by line, split at every line break.
 */
export function notificationText(row: SubmissionForNotification): string {
  const e = chatSafe;
  const title = row.purpose === 'demo' ? 'New demo request' : `New message: ${purposeLabels[row.purpose]}`;
  const email = PLAIN_EMAIL.test(row.email) ? `<mailto:${row.email}|${row.email}>` : e(row.email);
  const lines = [`*${title}*`, `*From:* ${e(row.name)} ${email}`];
  for (const name of CONTACT_FIELD_NAMES) {
    const value = PLACED.includes(name) ? null : displayValue(name, row);
    if (value) lines.push(`*${CONTACT_FIELDS[name].label}:* ${e(value)}`);
  }
  const source = sourceLine(row);
  if (source) lines.push(`*Source:* ${e(source)}`);
  lines.push(`*${CONTACT_FIELDS.message.label}:*`, ...printableLines(row.message).map((l) => `> ${e(l)}`));
  return lines.join('\n');
}

/**
 * Where the lead came from, in one line of the parts present (decision 049):
 * `newsletter / email / spring-launch · term ai sdr · content hero · landed on /use-cases ·
 * from news.example.org · sent from /pricing`; null when the row has none of them. The referrer
 * shows its host (its path is in the body and `npm run leads`); the form's page only when it is
 * not where the visit landed.
 */
export function sourceLine(row: SourceColumns): string | null {
  const campaign = [row.utm_source, row.utm_medium, row.utm_campaign].filter(Boolean).join(' / ');
  const parts = [
    campaign,
    row.utm_term ? `term ${row.utm_term}` : '',
    row.utm_content ? `content ${row.utm_content}` : '',
    row.source_landing_path ? `landed on ${row.source_landing_path}` : '',
    row.source_referrer ? `from ${referrerHost(row.source_referrer)}` : '',
    row.source_form_path && row.source_form_path !== row.source_landing_path
      ? `sent from ${row.source_form_path}`
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The referrer's host (as stored it is always a URL; the whole value should parsing ever fail). */
export function referrerHost(referrer: string): string {
  try {
    return new URL(referrer).host;
  } catch {
    return referrer;
  }
}

/** U+2060, invisible and joining: put after a character, it keeps it from starting a mention or link. */
const WORD_JOINER = '\u2060';

/**
 * Visitor text for a chat message, safe on Slack and on Mattermost alike (decision 058): printable
 * and on one line; `&`, `<` and `>` escaped (Slack's rule; Markdown shows the entities as the
 * characters), and a word joiner after each `<` in case a receiver unescapes before it reads
 * `<!channel>` or `<url|text>`; and one after every `@` before a letter or digit (a mention:
 * `@channel`, `@all`, `@here`, `@someone`; or an address a receiver would link), a channel link (`~town-square`), a hashtag, a Markdown link or image
 * (`[text](url)`, `[text][ref]`, `[ref]: url`: after every `]`) or an autolink (`https://…`,
 * `www.…`). The text reads the same; a receiver finds no mention or link in it.
 */
export function chatSafe(text: string): string {
  const J = WORD_JOINER;
  return printableLine(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', `&lt;${J}`)
    .replaceAll('>', '&gt;')
    .replaceAll(']', `]${J}`)
    .replace(/@(?=[\p{L}\p{N}_])/gu, `@${J}`)
    .replace(/(^|[^\p{L}\p{N}_])([~#])(?=[\p{L}\p{N}_])/gu, `$1$2${J}`)
    .replace(/:(?=\/\/)/g, `:${J}`)
    .replace(/\b(www)\./gi, `$1${J}.`);
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
