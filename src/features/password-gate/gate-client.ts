// The one module that asks the backend whether the staging password is right. The gate is the
// first thing a visitor loads, so this is a plain fetch to the function URL (the same request
// supabase-js's functions.invoke would send) instead of the whole supabase-js client.
import { env } from '@/config/env';

export type GateResult = 'ok' | 'incorrect' | 'throttled' | 'unavailable';

export async function checkPassword(password: string, fetchImpl: typeof fetch = fetch): Promise<GateResult> {
  try {
    const res = await fetchImpl(`${env.supabaseUrl}/functions/v1/validate-password`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: env.supabaseAnonKey,
        Authorization: `Bearer ${env.supabaseAnonKey}`,
      },
      body: JSON.stringify({ password }),
      signal: AbortSignal.timeout(15_000),
    });
    if (res.status === 429) return 'throttled';
    if (!res.ok) return 'unavailable';
    const body = (await res.json()) as { success?: unknown };
    return body.success === true ? 'ok' : 'incorrect';
  } catch {
    return 'unavailable';
  }
}
