// The contact form's native POST (before the app is ready, or without JavaScript): the origin reads
// the form, validates it with the same contract as the app, sends it server-to-server to
// submit-contact with the same headers (idempotency key, fill time) and answers with the contact page
// showing the outcome — the same texts as the app's toasts and field messages, values kept on error.
// docs/decisions/029-contact-form-without-javascript.md.

import { FILL_FIELD, type FillStamp, parseFillStamp } from '../../src/config/contact-form.ts';
import { contactCopy } from '../../src/content/contact.ts';
import { resultFromInvoke, toastForResult } from '../../src/features/contact/submit-result.ts';
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
import { HttpError, readFormBody } from '../../supabase/functions/_shared/http.ts';
import { type ContactPageFill, FORM_FIELD_NAMES, type FormFieldName } from './contact-page.ts';

/** Sends a payload to submit-contact as the visitor; the function's answer. */
export type SubmitContact = (
  payload: ContactPayloadInput,
  headers: Record<string, string>,
) => Promise<Response>;

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
): Promise<ContactOutcome> {
  let body: URLSearchParams;
  try {
    body = await readFormBody(req, CONTACT_MAX_BODY_BYTES);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
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

  const keep = (
    status: number,
    fill: Omit<ContactPageFill, 'values' | 'stamp'>,
    headers?: Record<string, string>,
  ) => ({
    status,
    fill: { stamp: stamp ?? freshStamp(now), values, ...fill },
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
  const headers = {
    [CONTACT_HEADERS.idempotencyKey]: stamp.key,
    [CONTACT_HEADERS.fillMs]: String(Math.max(0, now - stamp.servedAt)),
  };
  let answer: Response | null = null;
  try {
    answer = submit ? await submit(toPayload(parsed.data), headers) : null;
  } catch {
    answer = null;
  }
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
    return { status: 200, fill: { stamp: freshStamp(now), status, focus: 'status' } };
  }
  const code = result.kind === 'rejected' ? result.status : 503;
  const retryAfter = answer?.headers.get('retry-after');
  return keep(code, { status, focus: 'status' }, retryAfter ? { 'Retry-After': retryAfter } : undefined);
}
