// What a contact submission's answer means for the visitor (docs/requirements.md#errors), kept pure so every
// branch is unit-tested: the invoke result is first reduced to a SubmitResult, then to a toast.
// Relative: the origin (server/origin/contact-post.ts) answers native submissions with these texts.
import { contactCopy } from '../../content/contact.ts';

export type SubmitResult =
  | { kind: 'success' }
  /** The function answered with a non-2xx status (or a 2xx whose body carries an error). */
  | { kind: 'rejected'; status: number; error: string | null }
  /** No usable answer: network failure, timeout, relay error, a 2xx that is not a stored lead. */
  | { kind: 'unreachable' };

export type ContactToast = { tone: 'success' | 'error'; title: string; description: string };

export function toastForResult(result: SubmitResult, purpose: string): ContactToast {
  const t = contactCopy.toasts;
  if (result.kind === 'success') {
    const copy = purpose === 'demo' ? t.demoSuccess : t.success;
    return { tone: 'success', ...copy };
  }
  if (result.kind === 'rejected') {
    if (result.status === 429 || result.error?.includes(t.rateLimited.title))
      return { tone: 'error', ...t.rateLimited };
    // A 4xx with a message is the server's own validation answer; 5xx texts are generic by design.
    if (result.error && result.status < 500) {
      return { tone: 'error', title: t.validation.title, description: result.error };
    }
  }
  return { tone: 'error', ...t.failed };
}

type InvokeAnswer = { data: unknown; error: unknown };

const errorField = (body: unknown): string | null =>
  body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error
    ? body.error
    : null;

const storedId = (body: unknown): boolean =>
  !!body &&
  typeof body === 'object' &&
  'success' in body &&
  body.success === true &&
  'id' in body &&
  typeof body.id === 'string' &&
  body.id.length > 0;

/**
 * Reduces supabase-js `functions.invoke`'s answer. On a non-2xx status it returns a
 * FunctionsHttpError whose `context` is the unread Response: its status and JSON `{error}` are read here.
 */
export async function resultFromInvoke({ data, error }: InvokeAnswer): Promise<SubmitResult> {
  if (!error) {
    const message = errorField(data);
    if (message) return { kind: 'rejected', status: 200, error: message };
    // Success is only what the function says once the lead is stored: `success: true` with its id.
    // Anything else a 2xx may carry (a proxy's page, `{"success":false}`, nothing) is a failure.
    return storedId(data) ? { kind: 'success' } : { kind: 'unreachable' };
  }
  // Matched by name so this module needs no supabase-js import (the client loads on first submit).
  const context = (error as { name?: unknown; context?: unknown }).context;
  if ((error as { name?: unknown }).name === 'FunctionsHttpError' && context instanceof Response) {
    let message: string | null = null;
    try {
      message = errorField(await context.json());
    } catch {
      // Not JSON (e.g. an HTML error page from a proxy): the status alone decides.
    }
    return { kind: 'rejected', status: context.status, error: message };
  }
  return { kind: 'unreachable' };
}
