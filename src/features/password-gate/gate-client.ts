// The gate's two calls. The password goes only to the validate-password function (a plain fetch:
// the same request supabase-js's functions.invoke would send, without loading supabase-js); the
// short-lived proof it answers with goes to the site's own origin, which sets the gate cookie.
import { env } from '@/config/env';
import { GATE_SESSION_PATH } from '@/config/gate';

/** How long the gate waits for either call before saying it could not verify. */
const REQUEST_TIMEOUT_MS = 15_000;

export type GateResult = 'ok' | 'incorrect' | 'throttled' | 'unavailable';
export type GateOutcome = { result: 'ok'; location: string } | { result: Exclude<GateResult, 'ok'> };

export async function checkPassword(
  password: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ result: GateResult; proof?: string }> {
  try {
    const res = await fetchImpl(`${env.supabaseUrl}/functions/v1/validate-password`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: env.supabaseAnonKey,
        Authorization: `Bearer ${env.supabaseAnonKey}`,
      },
      body: JSON.stringify({ password }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (res.status === 429) return { result: 'throttled' };
    if (!res.ok) return { result: 'unavailable' };
    const body = (await res.json()) as { success?: unknown; proof?: unknown };
    if (body.success !== true) return { result: 'incorrect' };
    return typeof body.proof === 'string' ? { result: 'ok', proof: body.proof } : { result: 'ok' };
  } catch {
    return { result: 'unavailable' };
  }
}

/** Trades the proof for the gate cookie; answers where to go (a same-origin path), or null. */
export async function openGateSession(
  proof: string,
  next: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const res = await fetchImpl(GATE_SESSION_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ proof, next }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { location?: unknown };
    return typeof body.location === 'string' &&
      body.location.startsWith('/') &&
      !body.location.startsWith('//')
      ? body.location
      : null;
  } catch {
    return null;
  }
}

/** The whole gate step: check the password, then open the session for the page that was asked for. */
export async function passGate(
  password: string,
  next: string,
  fetchImpl: typeof fetch = fetch,
): Promise<GateOutcome> {
  const checked = await checkPassword(password, fetchImpl);
  if (checked.result !== 'ok') return { result: checked.result };
  // A right password without a proof means the function has no gate secret: nothing can open.
  if (!checked.proof) return { result: 'unavailable' };
  const location = await openGateSession(checked.proof, next, fetchImpl);
  return location ? { result: 'ok', location } : { result: 'unavailable' };
}
