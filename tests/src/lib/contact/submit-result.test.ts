import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { contactCopy } from '@/content/contact';
import { resultFromInvoke, type SubmitResult, toastForResult } from '@/lib/contact/submit-result';
import { CONTACT_FIELDS, RATE_LIMITED } from '../../../../supabase/functions/_shared/contracts/contact.ts';
import { required } from '../../../helpers/requirements.ts';

const t = contactCopy.toasts;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('toastForResult (docs/requirements.md#errors)', () => {
  it('a demo request that succeeds promises a calendar link', () => {
    expect(toastForResult({ kind: 'success' }, 'demo')).toEqual({
      tone: 'success',
      title: contactCopy.toasts.demoSuccess.title,
      description: contactCopy.toasts.demoSuccess.description,
    });
  });

  it.each(['inquiry', 'support', 'partnership'])('a %s message that succeeds promises a reply', (purpose) => {
    expect(toastForResult({ kind: 'success' }, purpose)).toEqual({
      tone: 'success',
      title: contactCopy.toasts.success.title,
      description: contactCopy.toasts.success.description,
    });
  });

  const rateLimited = {
    tone: 'error',
    title: RATE_LIMITED.title,
    description: RATE_LIMITED.description,
  };
  it('a 429 is the rate-limit toast, whatever its body says', () => {
    expect(toastForResult({ kind: 'rejected', status: 429, error: null }, 'demo')).toEqual(rateLimited);
    expect(toastForResult({ kind: 'rejected', status: 429, error: 'Slow down' }, 'demo')).toEqual(
      rateLimited,
    );
  });

  it("an error containing 'Too many submissions' is the rate-limit toast, whatever its status", () => {
    const result: SubmitResult = {
      kind: 'rejected',
      status: 400,
      error: `${required('Too many submissions')}. Try later.`,
    };
    expect(toastForResult(result, 'inquiry')).toEqual(rateLimited);
  });

  it('a 400 with an error field shows that text under Validation error', () => {
    expect(
      toastForResult({ kind: 'rejected', status: 400, error: CONTACT_FIELDS.email.messages.invalid }, 'demo'),
    ).toEqual({
      tone: 'error',
      title: contactCopy.toasts.validation.title,
      description: CONTACT_FIELDS.email.messages.invalid,
    });
  });

  it('a 2xx answer that carries an error field is also a Validation error', () => {
    expect(toastForResult({ kind: 'rejected', status: 200, error: 'Nope' }, 'demo').title).toBe(
      t.validation.title,
    );
  });

  const failed = {
    tone: 'error',
    title: contactCopy.toasts.failed.title,
    description: contactCopy.toasts.failed.description,
  };
  it.each<[string, SubmitResult]>([
    ['a 503 with a generic error', { kind: 'rejected', status: 503, error: 'Service unavailable' }],
    ['a 500 without a body', { kind: 'rejected', status: 500, error: null }],
    ['a 400 without an error field', { kind: 'rejected', status: 400, error: null }],
    ['a network failure', { kind: 'unreachable' }],
  ])('%s is Failed to submit form', (_, result) => {
    expect(toastForResult(result, 'inquiry')).toEqual(failed);
  });
});

describe('resultFromInvoke (supabase-js functions.invoke answers)', () => {
  it('a stored lead (success: true with its id) is a success', async () => {
    const id = crypto.randomUUID();
    expect(await resultFromInvoke({ data: { success: true, id }, error: null })).toEqual({ kind: 'success' });
  });

  it('a 2xx that is not a stored lead is a failure, never a success', async () => {
    for (const data of [
      null,
      'OK',
      { success: true },
      { success: false },
      { success: 'true', id: 'x' },
      { id: 'x' },
      { success: true, id: '' },
    ]) {
      expect(await resultFromInvoke({ data, error: null }), JSON.stringify(data)).toEqual({
        kind: 'unreachable',
      });
    }
  });

  it("reads status and {error} from FunctionsHttpError's unread Response", async () => {
    const error = new FunctionsHttpError(json(400, { error: CONTACT_FIELDS.name.messages.min }));
    expect(await resultFromInvoke({ data: null, error })).toEqual({
      kind: 'rejected',
      status: 400,
      error: CONTACT_FIELDS.name.messages.min,
    });
  });

  it('tells 429 from 400', async () => {
    const error = new FunctionsHttpError(
      json(429, { error: `${required('Too many submissions')}, please wait.` }),
    );
    expect(await resultFromInvoke({ data: null, error })).toMatchObject({ kind: 'rejected', status: 429 });
  });

  it('a non-JSON error body keeps its status and no message', async () => {
    const error = new FunctionsHttpError(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await resultFromInvoke({ data: null, error })).toEqual({
      kind: 'rejected',
      status: 502,
      error: null,
    });
  });

  it('fetch and relay errors are unreachable', async () => {
    expect(
      await resultFromInvoke({ data: null, error: new FunctionsFetchError(new TypeError('x')) }),
    ).toEqual({
      kind: 'unreachable',
    });
    const relay = new FunctionsRelayError(new Response('{}', { status: 502 }));
    expect(await resultFromInvoke({ data: null, error: relay })).toEqual({ kind: 'unreachable' });
  });

  it('a 2xx body with an error field is rejected with that message', async () => {
    expect(await resultFromInvoke({ data: { error: 'Bad' }, error: null })).toEqual({
      kind: 'rejected',
      status: 200,
      error: 'Bad',
    });
  });
});
