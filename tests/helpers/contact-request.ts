// A submit-contact request as the form sends it: JSON body, a fresh idempotency key, a human fill
// time, and the client's address as the platform's proxy delivers it.
import { CONTACT_HEADERS, newIdempotencyKey } from '../../supabase/functions/_shared/contracts/contact.ts';

export function contactRequest(
  body: unknown,
  {
    ip = '198.51.100.7',
    key = newIdempotencyKey(),
    fillMs = '8000',
    headers = {} as Record<string, string>,
  } = {},
): Request {
  return new Request('http://local/functions/v1/submit-contact', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      [CONTACT_HEADERS.idempotencyKey]: key,
      [CONTACT_HEADERS.fillMs]: fillMs,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
