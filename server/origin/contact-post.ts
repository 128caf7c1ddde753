// The contact form's native POST (before the app is ready, or without JavaScript): the origin reads
// the form, validates it with the same contract as the app, sends it server-to-server to
// submit-contact with the same headers (idempotency key, fill time) and answers with the contact page
// showing the outcome — the same texts as the app's toasts and field messages, values kept on error.
// docs/decisions/029-contact-form-without-javascript.md.

import { FILL_FIELD, type FillStamp, parseFillStamp } from '../../src/config/contact-form.ts';
import { contactCopy } from '../../src/content/contact.ts';
import { resultFromInvoke, toastForResult } from '../../src/lib/contact/submit-result.ts';
import {
  CONTACT_FIELD_NAMES,
  CONTACT_HEADERS,
  CONTACT_MAX_BODY_BYTES,
  type ContactFieldName,
  type ContactPayloadInput,
  INVALID_FILL_TIME,
  isContactPurpose,
  newIdempotencyKey,
  toPayload,
  withoutHiddenDemoFields,
} from '../../supabase/functions/_shared/contracts/contact.ts';
import { contactFormSchema } from '../../supabase/functions/_shared/contracts/contact-schema.ts';
import {
  CONTACT_SOURCE_FORM_FIELD,
  CONTACT_SOURCE_HEADER,
  CONTACT_SOURCE_MAX_BYTES,
} from '../../supabase/functions/_shared/contracts/contact-source.ts';
import {
  BodyNotReceived,
  consoleLogger,
  HttpError,
  readFormBody,
} from '../../supabase/functions/_shared/http.ts';
import { type ContactPageFill, FORM_FIELD_NAMES, type FormFieldName } from './contact-page.ts';

/** Sends a payload to submit-contact as the visitor; the function's answer. Stops when `signal` aborts. */
export type SubmitContact = (
  payload: ContactPayloadInput,
  headers: Record<string, string>,
  signal: AbortSignal,
) => Promise<Response>;

/**
 * How long the origin waits for submit-contact by default (CONTACT_FORWARD_TIMEOUT_MS): a hanging
 * function must not hold the visitor's request; then the page says sending failed, values kept.
 */
export const CONTACT_FORWARD_TIMEOUT_MS = 10_000;

export type ContactOutcome = { status: number; fill: ContactPageFill; headers?: Record<string, string> };

/** A fresh stamp for a new form fill. */
export const freshStamp = (now: number): FillStamp => ({ key: newIdempotencyKey(), servedAt: now });

/** The form's values from a request body: every field, '' when absent, at most one value each. */
function formValues(body: URLSearchParams): Record<FormFieldName, string> {
  return Object.fromEntries(FORM_FIELD_NAMES.map((name) => [name, body.get(name) ?? ''])) as Record<
    FormFieldName,
    string
  >;
}

/**
 * Handles one native submission. Never throws for bad input: a body it cannot read answers 4xx
 * with the form as it was served (the caller turns HttpError into that page).
 */
export async function handleContactPost(
  req: Request,
  submit: SubmitContact | null,
  now: number,
  timeoutMs = CONTACT_FORWARD_TIMEOUT_MS,
): Promise<ContactOutcome> {
  let body: URLSearchParams;
  try {
    body = await readFormBody(req, CONTACT_MAX_BODY_BYTES);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    if (err instanceof BodyNotReceived) consoleLogger.info('origin: contact form body not received in full');
    const failed = contactCopy.toasts.validation.title;
    return {
      status: err.status,
      fill: {
        stamp: freshStamp(now),
        status: { tone: 'error', title: failed, description: err.message },
        focus: 'status',
      },
    };
  }
  const values = formValues(body);
  const stamp = parseFillStamp(body.get(FILL_FIELD));
  // The visit's source, as the page's hidden field holds it: sent on as the function's header
  // (which checks it), kept in the page for the next try.
  const source = headerSafeSource(body.get(CONTACT_SOURCE_FORM_FIELD));

  const keep = (
    status: number,
    fill: Omit<ContactPageFill, 'values' | 'stamp'>,
    headers?: Record<string, string>,
  ) => ({
    status,
    fill: { stamp: stamp ?? freshStamp(now), values, source, ...fill },
    ...(headers ? { headers } : {}),
  });

  // Hidden demo fields (another purpose) are kept on the page but neither checked nor sent.
  const parsed = contactFormSchema.safeParse(withoutHiddenDemoFields(values));
  if (!parsed.success) {
    const errors: Partial<Record<ContactFieldName, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (CONTACT_FIELD_NAMES as readonly string[]).includes(field))
        errors[field as ContactFieldName] ??= issue.message;
    }
    return keep(400, { errors });
  }
  if (!stamp) {
    const title = contactCopy.toasts.validation.title;
    return keep(400, { status: { tone: 'error', title, description: INVALID_FILL_TIME }, focus: 'status' });
  }

  const purpose = isContactPurpose(values.purpose) ? values.purpose : '';
  const headers: Record<string, string> = {
    [CONTACT_HEADERS.idempotencyKey]: stamp.key,
    [CONTACT_HEADERS.fillMs]: String(Math.max(0, now - stamp.servedAt)),
  };
  if (source) headers[CONTACT_SOURCE_HEADER] = source;
  const answer = submit
    ? await withTimeout(timeoutMs, (signal) => submit(toPayload(parsed.data), headers, signal))
    : null;
  const result = answer
    ? await resultFromInvoke(
        answer.ok
          ? { data: await answer.json().catch(() => null), error: null }
          : { data: null, error: { name: 'FunctionsHttpError', context: answer } },
      )
    : ({ kind: 'unreachable' } as const);
  const toast = toastForResult(result, purpose);
  const status = { tone: toast.tone, title: toast.title, description: toast.description };
  if (result.kind === 'success') {
    // A new, empty form for the next message, with the confirmation focused.
    return { status: 200, fill: { stamp: freshStamp(now), status, focus: 'status', source } };
  }
  const code = result.kind === 'rejected' ? result.status : 503;
  const retryAfter = answer?.headers.get('retry-after');
  return keep(code, { status, focus: 'status' }, retryAfter ? { 'Retry-After': retryAfter } : undefined);
}

/**
 * A source field's text if a header can carry it as it is (printable ASCII, within the size the
 * contract allows); anything else is not sent, and the lead goes without a source.
 */
function headerSafeSource(value: string | null): string | null {
  if (!value || value.length > CONTACT_SOURCE_MAX_BYTES) return null;
  return /^[\x20-\x7e]+$/.test(value) ? value : null;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The function's answer, headers and body, within `ms`; null on a timeout or a failure. The body is
 * read inside the same limit, so a function that answers and then stalls cannot hold us either.
 */
async function withTimeout(
  ms: number,
  send: (signal: AbortSignal) => Promise<Response>,
): Promise<Response | null> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`submit-contact did not answer within ${ms} ms`));
      console.error(JSON.stringify({ level: 'error', msg: 'origin: submit-contact timed out', ms }));
      resolve(null);
    }, ms);
  });
  const answered = (async () => {
    const res = await send(controller.signal);
    // Read whole, so the caller parses a body already here.
    const body = NULL_BODY_STATUSES.has(res.status) ? null : await res.arrayBuffer();
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  })().catch(() => null);
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
